import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signUpSchema, type SignUpInput } from "./contracts/account.ts";
import { newEmployeeSchema } from "./contracts/company.ts";
import { fieldErrorsOf } from "./contracts/fields.ts";
import { isValidTin, normalizeTin, tinChecksum } from "./tin.ts";

const seed = Number(process.env.FC_SEED ?? 20261122);

const signUp = (over: { tin?: string; name?: string; surname?: string }): SignUpInput => ({
  company: { name: "Firma", tin: over.tin ?? "9876543210", street: "ul. Polna 1", postalCode: "00-950", city: "Łódź" },
  user: { name: over.name ?? "Zofia", surname: over.surname ?? "Kłos", email: "zofia@example.pl" },
  password: "Chleb#Zytni2026",
  passwordConfirmation: "Chleb#Zytni2026",
  consents: { terms: true, privacy: true, marketing: false },
});
const signUpFieldErrors = (input: SignUpInput) => fieldErrorsOf(signUpSchema, input);
const tinCode = (tin: string) => signUpFieldErrors(signUp({ tin }))["company.tin"];

describe("NIP field codes: a wrong length or letters apart from a wrong check digit", () => {
  const nine = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => d.join(""));

  it("answers tinChecksum for ten digits whose check digit does not match, and nothing for a valid NIP", () => {
    fc.assert(
      fc.property(nine, fc.integer({ min: 0, max: 9 }), (first, last) => {
        const tin = `${first}${last}`;
        expect(tinCode(tin)).toEqual(isValidTin(tin) ? undefined : ["tinChecksum"]);
        // Typed with the accepted separators and prefix, the same.
        expect(tinCode(`PL ${tin.slice(0, 3)}-${tin.slice(3, 6)}-${tin.slice(6, 8)}-${tin.slice(8)}`)).toEqual(
          tinCode(tin),
        );
      }),
      { seed, numRuns: 500 },
    );
  });

  it("answers tin for anything that is not ten digits, required for nothing typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        fc.pre(typed.trim() !== "" && !/^\d{10}$/.test(normalizeTin(typed)));
        expect(tinCode(typed)).toEqual(["tin"]);
      }),
      { seed, numRuns: 500 },
    );
    const valid = `123456789${tinChecksum("123456789")}`;
    expect(tinCode(valid.slice(0, 9))).toEqual(["tin"]);
    expect(tinCode(`${valid}0`)).toEqual(["tin"]);
    expect(tinCode(`${valid.slice(0, 4)}O${valid.slice(5)}`)).toEqual(["tin"]);
    expect(tinCode("  ")).toEqual(["required"]);
  });
});

describe("a person's name: one contract for the sign-up, the profile and an invited employee", () => {
  const employee = (name: string, surname: string) =>
    fieldErrorsOf(newEmployeeSchema, { email: "k@example.pl", name, surname, isAdmin: false });

  it("refuses an empty, over-long or control-character name alike in both", () => {
    for (const [name, surname, codes] of [
      [" ", "Kłos", { name: ["required"] }],
      ["Zofia", "K".repeat(101), { surname: ["tooLong"] }],
      ["Zo\u0007fia", "Kłos", { name: ["invalidCharacters"] }],
      ["Zofia\nAnna", "Kłos", { name: ["invalidCharacters"] }],
      [`  ${"Z".repeat(100)}  `, "Kłos", {}],
    ] as const) {
      expect(employee(name, surname), JSON.stringify(name)).toEqual(codes);
      const prefixed = Object.fromEntries(Object.entries(codes).map(([k, v]) => [`user.${k}`, v]));
      expect(signUpFieldErrors(signUp({ name, surname })), JSON.stringify(name)).toEqual(prefixed);
    }
  });
});
