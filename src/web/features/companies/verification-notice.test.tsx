import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/common.json";
import pl from "../../../../locales/pl/common.json";
import { LOCKED_BEFORE_VERIFICATION } from "../../../shared/restrictions.ts";
import { createTranslator } from "../../../shared/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { VerificationNotice } from "./verification-notice.tsx";

const render = (locale: "pl" | "en", status = "not_verified") =>
  renderToString(
    <I18nProvider value={createTranslator(locale, { common: locale === "pl" ? pl : en })}>
      <VerificationNotice status={status} />
    </I18nProvider>,
  ).replaceAll("&#x27;", "'");

/**
 * A company awaiting verification has no plan: it is told exactly the features a plan grants (what
 * the server refuses with operationIsRestricted), named as the plan names them, and that the
 * advisor's chat, which no plan gates, already answers.
 */
describe("the notice of a company awaiting verification", () => {
  it("names every feature a plan grants, and no locked advisor, in both languages", () => {
    const pages = { pl: render("pl"), en: render("en") };
    for (const [locale, catalogue] of [
      ["pl", pl],
      ["en", en],
    ] as const)
      for (const feature of LOCKED_BEFORE_VERIFICATION) {
        const label = catalogue.restrictions.features[feature];
        expect(pages[locale].toLowerCase()).toContain(label.toLowerCase());
      }
    expect(pages.pl).toContain("Z doradcą możesz już rozmawiać");
    expect(pages.pl).not.toMatch(/doradca[^.]*zablokowan/i);
    expect(pages.en).toContain("You can already talk to the advisor");
    expect(pages.en).not.toMatch(/advisor[^.]*locked/i);
  });

  it("is not shown to a verified company", () => {
    expect(render("pl", "verified")).toBe("");
  });
});
