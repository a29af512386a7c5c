import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPassword, isValidPassword, type PasswordRule } from "./password-rules.ts";
import { isValidTin, normalizeTin, tinChecksum } from "./tin.ts";

const seed = Number(process.env.FC_SEED ?? 20261122);

describe("password rules (property-based)", () => {
  const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPRSTUWYZĄĆĘŁŃÓŚŹŻ");
  const lower = fc.constantFrom(..."abcdefghijklmnoprstuwyząćęłńóśźż");
  const digit = fc.constantFrom(..."0123456789");
  const special = fc.constantFrom(..."!@#$%^&*()_+-=[]{};:'\",.<>/?\\|`~");
  const anyNonSpace = fc.oneof(upper, lower, digit, special);

  it("accepts every password that has each kind of character, 8+ long, no whitespace", () => {
    fc.assert(
      fc.property(
        upper,
        lower,
        digit,
        special,
        fc.array(anyNonSpace, { minLength: 4, maxLength: 60 }),
        (u, l, d, s, rest) => {
          const chars = [u, l, d, s, ...rest];
          fc.pre(chars.length >= 8);
          expect(isValidPassword(chars.join(""))).toBe(true);
        },
      ),
      { seed, numRuns: 500 },
    );
  });

  it("rejects a password with whitespace anywhere, naming that rule", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), fc.constantFrom(" ", "\t", "\n", "\u00a0"), fc.nat(), (base, ws, at) => {
        const i = at % (base.length + 1);
        const password = `Aa1!${base.slice(0, i)}${ws}${base.slice(i)}`;
        expect(checkPassword(password).find((r) => r.rule === "noWhitespace")!.ok).toBe(false);
        expect(isValidPassword(password)).toBe(false);
      }),
      { seed },
    );
  });

  it("rejects anything shorter than 8 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (p) => {
        expect(isValidPassword(p)).toBe(false);
      }),
      { seed },
    );
  });

  it("rejects a password that lacks one kind of character, naming exactly that rule", () => {
    const cases: [PasswordRule, string][] = [
      ["upper", "abcdef1!x"],
      ["lower", "ABCDEF1!X"],
      ["digit", "Abcdefg!x"],
      ["special", "Abcdefg1x"],
    ];
    for (const [rule, password] of cases) {
      expect(
        checkPassword(password)
          .filter((r) => !r.ok)
          .map((r) => r.rule),
      ).toEqual([rule]);
    }
  });
});

describe("TIN / NIP (property-based)", () => {
  const nine = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => d.join(""));

  it("accepts exactly one check digit for any nine digits (none when the remainder is 10)", () => {
    fc.assert(
      fc.property(nine, (first) => {
        const valid = [..."0123456789"].filter((d) => isValidTin(first + d));
        const check = tinChecksum(first);
        expect(valid).toEqual(check === 10 ? [] : [String(check)]);
      }),
      { seed, numRuns: 1000 },
    );
  });

  it("ignores spaces, dashes and a PL prefix, and rejects anything but 10 digits", () => {
    expect(isValidTin("9876543210")).toBe(true);
    expect(isValidTin("PL 987-654-32-10")).toBe(true);
    expect(normalizeTin("987-65-43-210")).toBe("9876543210");
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^\d{10}$/.test(normalizeTin(s)));
        expect(isValidTin(s)).toBe(false);
      }),
      { seed },
    );
  });

  it("catches every single-digit typo", () => {
    fc.assert(
      fc.property(nine, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (first, pos, delta) => {
        const check = tinChecksum(first);
        fc.pre(check !== 10);
        const tin = first + check;
        const typo = tin.slice(0, pos) + ((Number(tin[pos]) + delta) % 10) + tin.slice(pos + 1);
        expect(isValidTin(typo)).toBe(false);
      }),
      { seed, numRuns: 500 },
    );
  });
});
