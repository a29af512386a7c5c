// Part of `npm start`: build the web app when the build is missing or older than its sources.
// Zero configuration: every setting has a default (see .env.example).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const marker = path.join(root, "build", "server", "index.js");
const sources = ["src", "locales", "content", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

// The build is as new as the moment it started (kept in build/.started), not when it finished: a
// source saved while a build runs is newer than that build and makes the next run build again.
const stamp = path.join(root, "build", ".started");
const built = fs.existsSync(marker) && fs.existsSync(stamp) ? Number(fs.readFileSync(stamp, "utf8")) || 0 : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (built < changed) {
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, String(started));
}
