# Minimal production image. Not built on the project's machines (no Docker engine there).
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
ENV HOST=0.0.0.0 PORT=3000 NODE_ENV=production
# Links in mail are built from PUBLIC_URL only: give the public address at build or run time
# (--build-arg PUBLIC_URL=https://przewodnik.example.pl, or docker run -e PUBLIC_URL=…).
ARG PUBLIC_URL=http://localhost:3000
ENV PUBLIC_URL=$PUBLIC_URL
EXPOSE 3000
CMD ["node", "src/server/main.ts"]
