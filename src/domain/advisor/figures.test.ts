import { describe, expect, it } from "vitest";
import { numberGuard, numbersIn } from "./figures.ts";

const grounding = "Preferencyjny ZUS: 456,18 zł z chorobowym, 420,86 zł bez; limit 240 000 zł; 1,441.80 PLN; 9%";

/** The text shown when `deltas` stream through the guard one by one. */
const streamed = (deltas: string[]) => {
  const guard = numberGuard(grounding, "[?]");
  const shown = deltas.map((d) => guard.push(d));
  return { text: shown.join("") + guard.flush(), shown, replaced: guard.replaced };
};

describe("a model's figures", () => {
  it("reads numbers in Polish and English notation", () => {
    expect(numbersIn("1 441,80 zł, 1,441.80 PLN, 240 000, 9% i 4806")).toEqual([1441.8, 1441.8, 240000, 9, 4806]);
  });

  it("keeps the figures it was given and replaces the others, whatever the notation", () => {
    expect(streamed(["Płacisz 456,18 zł (limit 240 000 zł), a nie 512,40 zł."]).text).toBe(
      "Płacisz 456,18 zł (limit 240 000 zł), a nie [?] zł.",
    );
    expect(streamed(["You pay PLN 1,441.80 or PLN 456.18, not 7,000."]).text).toBe(
      "You pay PLN 1,441.80 or PLN 456.18, not [?].",
    );
  });

  it("judges a number split across deltas whole, and holds back only its digits", () => {
    const ok = streamed(["Składka: 4", "56,", "18 zł, limit 240", " 000", " zł."]);
    expect(ok.text).toBe("Składka: 456,18 zł, limit 240 000 zł.");
    expect(ok.shown[0]).toBe("Składka: ");
    expect(ok.replaced).toBe(0);
    const invented = streamed(["Składka: 5", "12,40 zł."]);
    expect(invented.text).toBe("Składka: [?] zł.");
    expect(invented.replaced).toBe(1);
  });

  it("lets days, counts, list numbers and years through", () => {
    expect(streamed(["1. Do 20 lutego 2026 złóż 3 formularze w 7 dni."]).text).toBe(
      "1. Do 20 lutego 2026 złóż 3 formularze w 7 dni.",
    );
  });

  it("judges a number that ends the text when it ends", () => {
    expect(streamed(["Razem 999"]).text).toBe("Razem [?]");
    expect(streamed(["Stawka 9"]).text).toBe("Stawka 9");
  });
});
