// `npm test`: everything. Unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// and system tests with Vitest, then the browser journeys with Playwright in Debian's Chromium.
// Ends with one line "N passed, N failed" (CI reads it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;
const count = (file, read) => {
  if (!fs.existsSync(file)) return false;
  const r = read(JSON.parse(fs.readFileSync(file, "utf8")));
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  return true;
};

if (run("node", ["scripts/build-if-stale.mjs"]) !== 0) {
  console.error("Build failed.");
  process.exit(1);
}

const vitestJson = path.join(results, "vitest.json");
fs.rmSync(vitestJson, { force: true });
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
if (
  !count(vitestJson, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  })) &&
  vitestStatus !== 0
) {
  failed += 1; // vitest died before writing its report
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let e2eStatus = 0;
if (!fs.existsSync(chromium)) {
  const line = "!".repeat(78);
  console.error(
    `\n${line}\n!! No Chromium at ${chromium}: the browser tests (e2e/) did NOT run.\n!! Install it with \`apt-get install chromium\` or set CHROMIUM_PATH.\n${line}\n`,
  );
  if (process.env.E2E_REQUIRED === "1") {
    failed += 1;
    e2eStatus = 1;
  }
} else {
  const e2eJson = path.join(results, "e2e.json");
  fs.rmSync(e2eJson, { force: true });
  e2eStatus = run("npx", ["playwright", "test"]);
  const read = (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  });
  if (!count(e2eJson, read) && e2eStatus !== 0) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0);
