import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

/** React Router's type generator losing a race for its own output folder (see onUnhandledError). */
const isTypegenRace = (error: unknown) => {
  const e = error as { code?: unknown; path?: unknown } | null;
  return e?.code === "ENOENT" && typeof e.path === "string" && /[\\/]\.react-router[\\/]types([\\/]|$)/.test(e.path);
};

// Integration tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const integration = (name: string, kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share their worker's modules (the app, the knowledge index, the page build, PGlite's
    // WASM) instead of importing them again each. Each file still makes its own database and app
    // (ADR 003), and no integration test mocks a module. PGlite was isolated again on 2026-11-27
    // after a fork of ~40 files crashed natively; that did not come back in forks running all 98
    // files (each embedded database is a thread of its own that its close ends, ADR 011), and the
    // PGlite project went from 530 s to 357 s on two busy cores (2026-11-27, ADR 034).
    isolate: false,
  },
});

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // One graphql realm, as in production: Vite would otherwise pick graphql's ESM build for our
    // code while Yoga requires the CommonJS one, and schema objects would not match.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on the CI machine's two cores,
    // one. Every file was then run one after another (2026-11-27: 1 800 s for unit, integration on
    // both engines and system, past the CI's 30 minutes with the browser journeys). Two workers use
    // both cores; the files share nothing (each has its own database and app, ADR 003), and the
    // system project keeps its files one at a time.
    maxWorkers: 2,
    // The page tests' Vite dev servers (one per worker, useWebTestApp) each start React Router's
    // type generator, which clears and rewrites the same `.react-router/types` folder: two at once
    // can race (a CI preflight of 2026-11-28 failed on its ENOENT with every test passing). Those
    // files only feed the type check, so that one error is ignored; any other unhandled error fails.
    onUnhandledError: (error) => !isTypegenRace(error),
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/unit/**/*.test.ts"],
          // A guard against a hang, not a measure of speed: on two cores shared with other work a
          // test that builds an index took over Vitest's default 5 s (CI run of 2026-11-28).
          testTimeout: 30_000,
        },
      },
      integration("integration", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-pg", "postgres")] : []),
      // Real server processes on the built app (npm test builds first).
      {
        extends: true,
        test: {
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
