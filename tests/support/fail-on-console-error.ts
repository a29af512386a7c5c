import { afterEach, beforeEach } from "vitest";

/** A test fails on an unexpected console.error. Expect one with `expectConsoleError()`. */
const original = console.error;
let unexpected: unknown[][] = [];
let allowed = 0;

export function expectConsoleError(times = 1): void {
  allowed += times;
}

beforeEach(() => {
  unexpected = [];
  allowed = 0;
  console.error = (...args: unknown[]) => {
    if (allowed > 0) {
      allowed--;
      return;
    }
    unexpected.push(args);
  };
});

afterEach(() => {
  console.error = original;
  if (unexpected.length) {
    const text = unexpected.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
