// `npm run fuzz`: the fuzz suites (REST from the OpenAPI document: hostile input and the declared
// contract; GraphQL from the schema) with
// many more runs than `npm test` and a fresh seed each time (printed, so a failure can be replayed
// with FUZZ_SEED=<seed>). FUZZ_RUNS sets the runs per operation (default 300).
import { spawnSync } from "node:child_process";

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? "300";
console.log(
  `fuzz: seed ${seed}, ${runs} runs per operation (replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz)`,
);
const result = spawnSync(
  process.execPath,
  [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--project",
    "integration",
    "tests/integration/fuzz-rest.test.ts",
    "tests/integration/fuzz-openapi-contract.test.ts",
    "tests/integration/fuzz-graphql.test.ts",
  ],
  { stdio: "inherit", env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs } },
);
process.exit(result.status ?? 1);
