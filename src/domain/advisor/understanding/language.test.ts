import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadAnswerEvaluation } from "../evaluation.ts";
import { detectLanguage } from "./language.ts";

// Every message of the fixtures and of the founders' evaluation set, each written by a person in
// one language, is told as that language even when the thread is in the other one. Messages with
// no words of either language's grammar keep the thread's language: they are listed apart.
const fixture = <T>(name: string): T[] =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8")) as T[];
const messages = [
  ...fixture<{ text: string; lang: "pl" | "en" }>("classification.json"),
  ...fixture<{ text: string; lang: "pl" | "en" }>("amounts.json"),
  ...loadAnswerEvaluation().map((i) => ({ text: i.q, lang: i.replyLang ?? i.lang })),
];
const other = (lang: "pl" | "en") => (lang === "pl" ? "en" : "pl");

describe("the language of a message", () => {
  it("is told from the message in at least 99 % of the messages, against the thread's language", () => {
    const wrong = messages.filter((m) => detectLanguage(m.text, other(m.lang)) !== m.lang).map((m) => m.text);
    expect(messages.length).toBeGreaterThan(900);
    expect(wrong.length / messages.length).toBeLessThan(0.01);
  });

  it.each([
    ["minimum skladka zdrowotna 2026 on skala podatkowa?", "en"],
    ["one-off depreciation (amortyzacja jednorazowa) limit for 2026 in zł?", "en"],
    ["mały podatnik limit 2026 in PLN?", "en"],
    ["what is ryczałt", "en"],
    ["minimum share capital for sp. z o.o.?", "en"],
    ["przychód 15 tys. mies.", "pl"],
    ["a z chorobowym?", "pl"],
    ["standardowa stawka cit 2026", "pl"],
    ["jaki byl limit vat w 2025 przed podwyzka", "pl"],
  ] as const)("%s → %s, whatever the thread's language", (text, lang) => {
    expect(detectLanguage(text, "pl")).toBe(lang);
    expect(detectLanguage(text, "en")).toBe(lang);
  });

  it.each(["15k", "B2B", "Warsaw", "no"])("%s keeps the thread's language", (text) => {
    expect(detectLanguage(text, "pl")).toBe("pl");
    expect(detectLanguage(text, "en")).toBe("en");
  });
});
