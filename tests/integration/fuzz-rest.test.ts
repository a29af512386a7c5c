import fs from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { anyJson, FUZZ, hostileString } from "../support/fuzz.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const CODES = new Set(Object.keys(JSON.parse(fs.readFileSync("locales/en/errors.json", "utf8"))));

/**
 * Every REST operation of the OpenAPI document, fed random and hostile input (fast-check, fixed
 * seed): never a 5xx, and every refusal is the catalogued error shape with a code the UI knows.
 */
describe("REST fuzzing from the OpenAPI document", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "10000", ADVISOR_STREAM_DELAY_MS: "0" });
  let token: string;
  let operations: { method: string; path: string; op: Json }[] = [];

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.admin.email);
    const doc = (await (await t.app.request("/new-api/openapi.json")).json()) as Json;
    operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Json })),
    );
    operations.push({ method: "GET", path: "/../../gus/{tin}", op: { parameters: [{ in: "path", name: "tin" }] } });
  });

  it("covers every operation of the document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(28);
  });

  it("never answers 5xx, and refuses with catalogued codes", async () => {
    const seen = new Map<string, Set<number>>();
    for (const { method, path, op } of operations) {
      const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in === "path" || p.in === "query");
      const hasBody = Boolean(op.requestBody);
      const bodyProps = Object.keys(op.requestBody?.content?.["application/json"]?.schema?.properties ?? ({} as Json));
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            values: fc.array(hostileString, { minLength: params.length, maxLength: params.length }),
            body: hasBody
              ? fc.oneof(anyJson, fc.dictionary(fc.constantFrom(...(bodyProps.length ? bodyProps : ["x"])), anyJson))
              : fc.constant(undefined),
            signedIn: fc.boolean(),
            raw: fc.boolean(),
          }),
          async ({ values, body, signedIn, raw }) => {
            let url = `/new-api${path}`;
            const query = new URLSearchParams();
            params.forEach((p, i) => {
              if (p.in === "path")
                url = url.replace(`{${p.name}}`, encodeURIComponent(values[i]!.toWellFormed()) || "x");
              else query.set(p.name, values[i]!);
            });
            if ([...query].length) url += `?${query}`;
            const res = await t.app.request(url, {
              method,
              headers: {
                accept: "application/json",
                ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
                ...(hasBody ? { "content-type": "application/json" } : {}),
              },
              // raw: the JSON cut short, i.e. malformed
              body: hasBody ? (raw ? (JSON.stringify(body) ?? "").slice(0, -1) : JSON.stringify(body)) : undefined,
            });
            (seen.get(`${method} ${path}`) ?? seen.set(`${method} ${path}`, new Set()).get(`${method} ${path}`)!).add(
              res.status,
            );
            expect(res.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
            if (res.status >= 400) {
              const error = ((await res.json()) as Json).error;
              expect(typeof error?.message, `${method} ${url}`).toBe("string");
              expect(CODES.has(error?.code), `${method} ${url}: ${error?.code}`).toBe(true);
            } else await res.arrayBuffer();
          },
        ),
        { seed: FUZZ.seed, numRuns: FUZZ.runs },
      );
    }
    expect(seen.size).toBe(operations.length);
  }, 300_000);
});
