import fc from "fast-check";

/** A fixed seed in `npm test` and CI; `npm run fuzz` runs longer (FUZZ_RUNS) with a seed of its own (FUZZ_SEED). */
export const FUZZ = {
  seed: Number(process.env.FUZZ_SEED ?? 20261123),
  runs: Number(process.env.FUZZ_RUNS ?? 8),
};

/** Strings an attacker or a careless client sends: injections, markup, odd Unicode, sizes. */
export const HOSTILE = [
  "",
  " ",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  '#import "/etc/passwd"',
  '#read("/etc/passwd")',
  "{{constructor.constructor('return process')()}}",
  "__proto__",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\ud800",
  "Zażółć gęślą jaźń",
  "😀".repeat(50),
  "a".repeat(5000),
  "-1",
  "0",
  "1e309",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
  "null",
  "true",
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** Any JSON value, with hostile strings and numbers at the edges. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, -(2 ** 53), 1e308, 0.1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
  ),
})).value;
