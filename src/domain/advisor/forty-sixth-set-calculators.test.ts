import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { advise } from "./advisor.ts";

// The forty-sixth set's computed answers (ADR 014: growing founders), on wordings of their own.
const search = createKnowledgeSearch();
const reply = (q: string, lang: "pl" | "en" = "pl") =>
  advise(q, { lang, profile: {}, expecting: null, search }).content;

describe("the forty-sixth set's calculators", () => {
  it("keeps the full VAT exemption limit for a business running since an earlier year", () => {
    const pl = reply(
      "Prowadzę firmę od 2023, zwolniona z VAT, sprzedaż w tym roku ok. 200 tys., w listopadzie duże zlecenie. Jaki mam limit?",
    );
    expect(pl).toMatch(/240 000/);
    expect(pl).not.toMatch(/proporcj/);
    expect(
      reply(
        "VAT-exempt sole trader since 2022, about 180k PLN of sales this year, a large order in October. What's my limit?",
        "en",
      ),
    ).toMatch(/240,000/);
  });

  it("still prorates the limit for a business started this year", () => {
    expect(reply("Założyłam firmę 1 lipca 2026, jaki mam limit zwolnienia z VAT?")).toMatch(/120 986,30/);
  });

  it("sets the IP Box tax beside the 19% flat tax on the same qualified income", () => {
    const text = reply("Mam 150 tys. kwalifikowanego dochodu w IP Box – ile podatku?");
    expect(text).toMatch(/7500 zł|7 500 zł/);
    expect(text).toMatch(/28 ?500 zł/);
    expect(text).toMatch(/21 ?000 zł/);
  });
});
