/**
 * Imported first by the process entries: libraries that read `process.env.NODE_ENV` when they load
 * (React picks its development or production build by it) see the same default as our
 * configuration, production. Without this, `node src/server/main.ts` rendered pages with React's
 * development build, several times slower. An explicit NODE_ENV (npm run dev) is kept.
 */
process.env.NODE_ENV ??= "production";
