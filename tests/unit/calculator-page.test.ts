import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import plCommon from "../../locales/pl/common.json";
import { createTaxServices } from "../../src/domain/tax/compose.ts";
import { createTranslator } from "../../src/shared/i18n.ts";
import { I18nProvider } from "../../src/web/lib/i18n-react.tsx";
import { type WebContext, webContext } from "../../src/web/lib/web-context.ts";
import Calculator, { loader } from "../../src/web/routes/calculator.tsx";

// The calculator page without a server: its loader on the real calculators, then the page
// rendered to HTML as the server sends it (so this is also what a browser without JavaScript gets).

// The tax feature's own composition, with a budget that never runs out.
const services = {
  tax: createTaxServices({ rateLimits: { consume: async () => {} } }),
} as unknown as WebContext["services"];

async function load(query: string) {
  const context = new RouterContextProvider();
  context.set(webContext, { services, clientIp: "203.0.113.1" } as WebContext);
  const args = { request: new Request(`http://localhost/kalkulator?${query}`), context, params: {} };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

async function page(query: string, lang: "pl" | "en" = "pl") {
  const data = await load(query);
  const translator = createTranslator(lang, { common: lang === "pl" ? plCommon : enCommon });
  const Stub = createRoutesStub([
    {
      path: "/kalkulator",
      Component: () => createElement(I18nProvider, { value: translator }, createElement(Calculator)),
      loader: () => data,
    },
  ]);
  const html = renderToString(
    createElement(Stub, { initialEntries: [`/kalkulator?${query}`], hydrationData: { loaderData: { "0": data } } }),
  );
  // Text as a reader sees it: tags out, entities and spacing simplified.
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0\u202f]+/g, " ");
  return { data, html, text };
}

describe("the calculator page", () => {
  it("computes a business started in October on the start relief and says what it assumed", async () => {
    const { data, text } = await page("revenue=30000&costs=3000&zus=start&rate=12&start=10");
    expect(data.code).toBeNull();
    expect(data.result!.variants.map((v) => v.netIncome)).toEqual([24570, 20798, 21994.95]);
    expect(text).toContain("Działalność od października: 3 miesiące.");
    expect(text).toContain("Etap ZUS na początku: ulga na start.");
    expect(text).toContain("Bez dobrowolnego ubezpieczenia chorobowego.");
    expect(text).toContain("Ryczałt 12%, jedna stawka dla całego przychodu.");
    expect(text).toContain("Start 1. dnia miesiąca.");
    // Month by month: October to December.
    expect(text).toMatch(/październik Ulga na start 0,00 zł 810,00 zł 441,00 zł 498,35 zł/);
    expect(text).toContain("grudzień Ulga na start");
    expect(text).not.toContain("wrzesień Ulga na start");
  });

  it("follows a ZUS change within the year and translates it", async () => {
    const { text } = await page(
      "revenue=90000&costs=9000&zus=start&rate=12&start=4&change=preferential&changeMonth=10",
    );
    expect(text).toContain("Etap ZUS: ulga na start do września, potem preferencyjny ZUS (od października).");
    expect(text).toContain("Składki zmieniają się w trakcie roku razem z etapem ZUS");
    expect(text).toMatch(/październik Preferencyjny ZUS 420,86 zł/);
    expect(text).toMatch(/66\s?593,06 zł/);
  });

  it("keeps the whole-year link of the advisor working, with the ryczałt fix", async () => {
    const { data, text } = await page("revenue=200000&costs=40000&zus=full&sickness=on&rate=12");
    expect(data.result!.variants.map((v) => v.netIncome)).toEqual([108358.8, 105438.84, 106084.92]);
    expect(text).toContain("Działalność przez cały rok: 12 miesięcy.");
    expect(text).toMatch(/przychód 200\s000,00 zł minus składki społeczne 21\s459,48 zł \(bez Funduszu Pracy\)/);
    expect(text).toMatch(/Fundusz Pracy 1\s?661,64 zł w roku/);
    // The rules are listed among the sources, without a number.
    expect(text).toMatch(/Zasada — próg składki na ryczałcie: przychód pomniejszony o zapłacone składki/);
  });

  it("asks for last year's revenue for Mały ZUS Plus and refuses one above 120 000 zł, keeping every input", async () => {
    const missing = await page("revenue=100000&costs=10000&zus=smallPlus&rate=12&previous=60000");
    expect(missing.data.reply?.error).toEqual({ previousRevenue: ["number"] });
    expect(missing.text).toContain("Sprawdź zaznaczone pola.");

    const over = await page("revenue=100000&costs=10000&zus=smallPlus&rate=8.5&previous=60000&previousRevenue=150 000");
    expect(over.data.reply?.error).toEqual({ previousRevenue: ["smallPlusLimit"] });
    expect(over.text).toContain("Mały ZUS Plus przysługuje przy przychodzie do 120 000 zł w poprzednim roku.");
    expect(over.html).toMatch(/id="calc-previousRevenue"[^>]*aria-invalid="true"/);
    expect(over.html).toMatch(/name="previousRevenue"[^>]*value="150 000"/);
    expect(over.html).toMatch(/name="previous"[^>]*value="60000"/);
    expect(over.html).toMatch(/<option value="8.5" selected="">/);

    const ok = await page("revenue=100000&costs=10000&zus=smallPlus&rate=12&previous=60000&previousRevenue=110000");
    expect(ok.data.code).toBeNull();
    expect(ok.text).toMatch(/Mały ZUS Plus: podstawa 2\s?465,75 zł/);
  });

  it("gives a translated error under each wrong field and keeps what was chosen", async () => {
    const { data, html, text } = await page(
      "revenue=dużo&costs=0&zus=preferential&rate=12&start=6&change=full&changeMonth=5&sickness=on",
    );
    expect(data.reply?.error).toEqual({ revenue: ["number"], change: ["zusChangeMonth"] });
    expect(text).toContain("Wpisz kwotę, np. 120 000 lub 1 234,56.");
    expect(text).toContain("Zmiana etapu musi przypaść po miesiącu rozpoczęcia działalności, najpóźniej w grudniu.");
    expect(html).toMatch(/name="revenue"[^>]*value="dużo"/);
    expect(html).toMatch(/<option value="6" selected="">od czerwca<\/option>/);
    expect(html).toMatch(/<option value="full" selected="">Pełny ZUS<\/option>/);
    expect(html).toMatch(/<option value="5" selected="">maj<\/option>/);
    expect(html).toMatch(/name="sickness"[^>]*checked=""/);
    expect(html).toMatch(/id="calc-change-error"/);
    // The error summary links each wrong field, in the form's order, with the page's own message.
    const summary = html.slice(html.indexOf('data-slot="error-summary"'), html.indexOf("</ul>"));
    expect(summary).toMatch(/href="#calc-revenue"[^>]*>Roczny przychód \(netto, bez VAT\): Wpisz kwotę/);
    expect(summary.indexOf("#calc-revenue")).toBeLessThan(summary.indexOf("#calc-change"));
    // The form is a plain GET form: it works without JavaScript.
    expect(html).toMatch(/<form[^>]*method="get"/);
  });

  it("formats every amount and figure of the English page the English way", async () => {
    const { text } = await page("revenue=200000&costs=40000&zus=preferential&sickness=on&rate=8.5", "en");
    // Results, hints, errors, assumptions and the cited sources alike.
    expect(text).toMatch(/PLN [\d,]+\.\d{2}/);
    expect(text).toContain("Next 24 months: base PLN 1,441.80.");
    expect(text).toContain("Revenue in 2025 up to PLN 120,000: base from income.");
    expect(text).toContain("2.45% of the base");
    expect(text).toContain("8.5% — other services, rental up to PLN 100,000");
    expect(text).toContain("the rental 8.5%/12.5% split");
    expect(text).toContain("Mały ZUS Plus: podstawa minimalna PLN 1,441.80");
    expect(text).toContain("e.g. 120,000.");
    // No Polish-written figure anywhere: "1 441,80 zł", "2,45%", "120 000".
    expect(text).not.toMatch(/\d ?zł/);
    expect(text).not.toMatch(/\d,\d{1,2}(?!\d)/);
    expect(text).not.toMatch(/\d \d{3}(?!\d)/);
  });

  it("formats every amount and figure of the Polish page the Polish way", async () => {
    const { text } = await page("revenue=200000&costs=40000&zus=preferential&sickness=on&rate=8.5");
    expect(text).toContain("Kolejne 24 miesiące: podstawa 1441,80 zł.");
    expect(text).toContain("2,45% podstawy");
    expect(text).toContain("8,5% — pozostałe usługi, najem do 100 000 zł");
    expect(text).toContain("podziału stawek najmu 8,5%/12,5%");
    expect(text).toContain("np. 120 000.");
    expect(text).not.toMatch(/PLN|\d,\d{3}\.\d|\d\.\d{2} zł/);
  });

  it("speaks English on the English page", async () => {
    const { text } = await page("revenue=30000&costs=3000&zus=start&rate=12&start=10", "en");
    expect(text).toContain("The business runs from October: 3 months.");
    expect(text).toContain("ZUS stage at the start: start relief.");
    expect(text).toContain("Without voluntary sickness insurance.");
  });
});
