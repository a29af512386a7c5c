import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium (`apt-get install chromium`); `npx playwright install` cannot work here.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT ?? 3299);
const dataDir = path.join(os.tmpdir(), `pz-e2e-${Date.now()}`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys sign in several times (argon2id) on two shared cores.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    // The background canvas redraws 60 times a second in every open page, in software on two shared
    // cores: under reduced motion it draws one still frame (2026-11-27: the guest's layout and public
    // pages, 124 s → 91 s). The two animation journeys in public-pages.spec.ts ask for motion.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The journeys' own staff accounts first, in this run's database (test-only, e2e/prepare-database.ts).
    command: "node e2e/prepare-database.ts && node src/server/main.ts",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      // Always the run's own embedded database: never a DATABASE_URL inherited from the shell, where
      // the journeys' seeded staff accounts (with their committed password) must not land.
      DATABASE_URL: "",
      // Links (canonical, mail) are built from PUBLIC_URL, the address the journeys use.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DEMO_SEED: "on",
      // A model-like pace (~30 words a second), so that a journey can stop a reply mid-stream.
      ADVISOR_STREAM_DELAY_MS: "30",
      // Every journey signs in from 127.0.0.1; the budgets themselves are tested in integration.
      RATE_LIMIT_SCALE: "20",
      // "test": production build and behaviour, with the /dev/outbox page the journeys read mail from.
      NODE_ENV: "test",
      // A same-origin probe URL: the e2e checks it is requested only after analytics consent.
      ANALYTICS_URL: `http://127.0.0.1:${port}/__analytics-probe.js`,
    },
  },
});
