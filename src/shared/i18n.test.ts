import { describe, expect, it } from "vitest";
import { createTranslator } from "./i18n.ts";

const messages = {
  common: {
    guides: {
      count_one: "{{count}} przewodnik",
      count_few: "{{count}} przewodniki",
      count_many: "{{count}} przewodników",
      count_other: "{{count}} przewodnika",
    },
    hello: "Witaj, {{name}}!",
    saved: "Zapisano: {{fact}}.",
  },
  errors: { notFound: "Nie znaleziono" },
};

describe("translator", () => {
  const { t, raw, has } = createTranslator("pl", messages);

  it("chooses Polish plural forms", () => {
    expect([1, 2, 3, 4, 5, 12, 22, 25, 101, 112].map((count) => t("guides.count", { count }))).toEqual([
      "1 przewodnik",
      "2 przewodniki",
      "3 przewodniki",
      "4 przewodniki",
      "5 przewodników",
      "12 przewodników",
      "22 przewodniki",
      "25 przewodników",
      "101 przewodników",
      "112 przewodników",
    ]);
    expect(t("guides.count", { count: 1.5 })).toBe("1.5 przewodnika");
  });

  it("interpolates, reads other namespaces and returns the key when missing", () => {
    expect(t("hello", { name: "Anna" })).toBe("Witaj, Anna!");
    expect(t("errors:notFound")).toBe("Nie znaleziono");
    const missing: string[] = [];
    expect(createTranslator("pl", messages, (k) => missing.push(k)).t("nope.key")).toBe("nope.key");
    expect(missing).toEqual(["nope.key"]);
    expect(raw("guides")).toMatchObject({ count_one: "{{count}} przewodnik" });
    expect(has("errors:notFound")).toBe(true);
  });

  it("writes one full stop after a value that ends a sentence itself", () => {
    expect(t("saved", { fact: "forma: spółka z o.o." })).toBe("Zapisano: forma: spółka z o.o.");
    expect(t("saved", { fact: "klienci: firmy (B2B)." })).toBe("Zapisano: klienci: firmy (B2B).");
    expect(t("saved", { fact: "Naprawdę?" })).toBe("Zapisano: Naprawdę?");
    expect(t("saved", { fact: "i tak dalej…" })).toBe("Zapisano: i tak dalej…");
    expect(t("saved", { fact: "2 pracowników" })).toBe("Zapisano: 2 pracowników.");
  });

  it("uses English plural rules for English", () => {
    const en = createTranslator("en", {
      common: { g: { count_one: "{{count}} guide", count_other: "{{count}} guides" } },
    });
    expect(en.t("g.count", { count: 1 })).toBe("1 guide");
    expect(en.t("g.count", { count: 5 })).toBe("5 guides");
  });
});
