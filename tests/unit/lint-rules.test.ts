import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The house rules the linter keeps (`npm run lint`), shown firing on fixtures that break them on
 * purpose (tests/fixtures/lint, ignored by the normal lint run).
 */
describe("lint rules", { timeout: 60_000 }, () => {
  const fixtures = path.resolve("tests/fixtures/lint/src");
  const lint = async (...files: string[]) => {
    const eslint = new ESLint({ ignore: false });
    const results = await eslint.lintFiles(files.map((f) => path.join(fixtures, f)));
    return Object.fromEntries(
      results.map((r) => [path.relative(fixtures, r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]),
    );
  };

  it("refuses an import cycle", async () => {
    const found = await lint("domain/cycle/first.ts", "domain/cycle/second.ts");
    expect(found["domain/cycle/first.ts"]).toContain("import-x/no-cycle");
    expect(found["domain/cycle/second.ts"]).toContain("import-x/no-cycle");
  });

  it("refuses a web feature importing another feature's module, and allows its own", async () => {
    const found = await lint("web/features/alpha/uses-beta.ts", "web/features/alpha/own.ts");
    expect(found["web/features/alpha/uses-beta.ts"]).toEqual(["no-restricted-imports"]);
    expect(found["web/features/alpha/own.ts"]).toEqual([]);
  });

  it("keeps the server's assembly of the features under 80 lines", async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintFiles([path.resolve("src/server/services.ts")]);
    expect(result!.messages.map((m) => m.ruleId ?? m.message)).toEqual([]);
    const longer = `${"export const x0 = 0;\n"}${Array.from({ length: 80 }, (_, i) => `export const x${i + 1} = ${i};`).join("\n")}\n`;
    const [over] = await eslint.lintText(longer, { filePath: path.resolve("src/server/services.ts") });
    expect(over!.messages.map((m) => m.ruleId)).toContain("max-lines");
  });

  it("refuses a file over 300 lines and a function over 80, not counting blank lines and comments", async () => {
    const eslint = new ESLint({ ignore: false });
    const rulesOf = async (code: string) =>
      (await eslint.lintText(code, { filePath: path.join(fixtures, "domain/size.ts") }))[0]!.messages.map(
        (m) => m.ruleId,
      );
    const fn = (name: string, lines: number) =>
      `export function ${name}() {\n  let n = 0;\n${"  n++;\n\n  // a comment\n".repeat(lines - 4)}  return n;\n}\n`;
    // 80 lines with as many blank lines and comments again: within the limit.
    expect(await rulesOf(fn("short", 80))).toEqual([]);
    expect(await rulesOf(fn("long", 81))).toEqual(["max-lines-per-function"]);
    const file = (functions: number) => Array.from({ length: functions }, (_, i) => fn(`f${i}`, 60)).join("\n");
    expect(await rulesOf(file(5))).toEqual([]);
    expect(await rulesOf(file(6))).toEqual(["max-lines"]);
  });
});
