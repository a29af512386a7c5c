import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("lockDataDir", () => {
  it("refuses a directory held by a live process, naming it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "przewodnik.lock"), String(process.ppid)); // a live process
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Przewodnik process \(pid \d+\)/);
  });

  it("takes over a lock left by a process that is gone (kill -9)", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "przewodnik.lock"), "2147483646");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "przewodnik.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "przewodnik.lock"))).toBe(false);
  });

  it("creates a missing directory, parents included", () => {
    const dir = path.join(tempDir(), "a", "b");
    lockDataDir(dir)();
    expect(fs.existsSync(dir)).toBe(true);
  });
});
