import { execFileSync } from "node:child_process";
import { expect, test } from "./fixtures.ts";
import { consentGiven } from "./support.ts";

const titles = {
  pl: ["Regulamin", "Zasady ochrony danych", "Polityka prywatności", "Polityka cookies", "Instrukcja obsługi"],
  en: ["Terms of service", "Data protection rules", "Privacy policy", "Cookie policy", "User manual"],
};

for (const locale of ["pl", "en"] as const) {
  test(`each footer document downloads as a PDF titled in ${locale}`, async ({ page, context, baseURL }, info) => {
    await consentGiven(context, baseURL!);
    await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
    await page.goto("/");
    const nav = page.getByRole("navigation", {
      name: locale === "pl" ? "Dokumenty i ustawienia cookies" : "Documents and cookie settings",
    });
    for (const title of titles[locale]) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        nav.getByRole("link", { name: title }).click(),
      ]);
      const file = info.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
      expect(text, title).toContain(title);
      // The operator of the configuration (the demo operator of `npm start` here), never
      // template text or a draft mark.
      const squashed = text.replace(/[\s\u00ad-]+/g, "");
      expect(squashed, title).toContain("PrzewodnikDemosp.zo.o.");
      expect(squashed, title).toContain("1234563218");
      expect(text, title).not.toMatch(
        /\[[^\]]*\]|\{\{|przeglądu przez prawnika|reviewed by a lawyer|Wzór dokumentu|Template document/,
      );
    }
  });
}
