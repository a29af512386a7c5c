import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { tomorrowInPoland, verifiedCompanyOn } from "./support.ts";

/** A town chosen in a place picker (the town sets its country), then its postal code. */
async function pickPlace(page: Page, group: string, town: RegExp, typed: string, postalCode: string) {
  const place = page.getByRole("group", { name: group });
  await place.getByRole("combobox", { name: "Miejscowość" }).fill(typed);
  await place.getByRole("option", { name: town }).first().click();
  await place.getByLabel("Kod pocztowy").fill(postalCode);
}

/**
 * Issue 26's journey, each company its own: A posts a load from Wrocław to Lyon; B adds a vehicle
 * and offers it from Legnica (A is told of the match), finds A's load in a 100 km search around Wrocław, pins it and saves
 * the search; A archives the load; B's list, refreshing itself, drops it within 60 s; B finds A by
 * name and opens its profile.
 */
test("two companies on the exchange: a load posted, found by radius, pinned, saved, archived", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shipper = await verifiedCompanyOn(page, context, baseURL!, "Sabina", "Nadawcza");

  // A posts a load, Wrocław → Lyon, loading tomorrow.
  await page.goto("/ongoing/offers/new?kind=load");
  await hydrated(page);
  await pickPlace(page, "Miejsce załadunku 1", /^Wrocław/, "Wrocł", "50-001");
  await pickPlace(page, "Miejsce rozładunku 1", /^Lyon/, "Lyon", "69001");
  await page.getByLabel("Załadunek od", { exact: true }).fill(tomorrowInPoland());
  await page.getByLabel("Towar", { exact: true }).fill("Palety z ceramiką");
  await page.getByLabel("Waga (kg)", { exact: true }).fill("12000");
  await page.getByRole("checkbox", { name: "Firanka / plandeka" }).check();
  await page.getByRole("button", { name: "Wystaw ofertę" }).click();
  await expect(page.getByText("Oferta jest na giełdzie.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wrocław (PL) → Lyon (FR)");
  const offerUrl = page.url();

  // B: its own company, a vehicle, and a vehicle offer from Legnica.
  const other = await browser.newContext({ baseURL });
  const b = await other.newPage();
  await verifiedCompanyOn(b, other, baseURL!, "Bogdan", "Przewoźny");
  await b.goto("/company/vehicles");
  await hydrated(b);
  await b.getByLabel("Numer rejestracyjny").fill("DLE 4242");
  await b.getByLabel("Rodzaj pojazdu").selectOption({ label: "Ciągnik z naczepą" });
  await b.getByLabel("Rodzaj nadwozia").selectOption({ label: "Firanka / plandeka" });
  await b.getByLabel("Ładowność (kg)").fill("24000");
  await b.getByRole("button", { name: "Dodaj pojazd" }).click();
  await expect(b.getByText("Dodano pojazd DLE4242.")).toBeVisible();
  await b.goto("/ongoing/offers/new?kind=vehicle");
  await hydrated(b);
  await b.getByLabel("Pojazd", { exact: true }).selectOption({ index: 1 });
  await pickPlace(b, "Gdzie pojazd jest wolny", /^Legnica/, "Legni", "59-220");
  await b.getByLabel("Dostępny od", { exact: true }).fill(tomorrowInPoland());
  await b.getByRole("button", { name: "Wystaw ofertę" }).click();
  await expect(b.getByText("Oferta jest na giełdzie.")).toBeVisible();
  // Among the vehicle offer's matches: A's load, its score explained.
  const match = b.locator("[data-match]").filter({ hasText: shipper.companyName });
  await expect(match).toHaveCount(1);
  await match.getByText("Dlaczego ta ocena").click();
  await expect(match.getByText(/^Pusty przebieg \d+ km/)).toBeVisible();

  // A is told of the new match (the offer-matches job runs in the background): on its own offers.
  await expect(async () => {
    await page.goto("/ongoing/offers?tab=mine");
    await expect(page.getByRole("link", { name: "1 nowe dopasowanie" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // B searches loads 100 km around Wrocław: A's load is there; B pins it and saves the search.
  await b.goto("/ongoing/offers?tab=loads");
  await hydrated(b);
  const origin = b.getByRole("group", { name: "Załadunek" });
  await origin.getByRole("combobox", { name: "Miejscowość" }).fill("Wrocł");
  await origin
    .getByRole("option", { name: /^Wrocław/ })
    .first()
    .click();
  await origin.getByLabel("Promień (km)").fill("100");
  await b.getByRole("button", { name: "Szukaj" }).click();
  const results = b.getByRole("list", { name: "Znalezione oferty" });
  const load = results.getByRole("listitem").filter({ hasText: "Wrocław (PL) → Lyon (FR)" }).filter({
    hasText: shipper.companyName,
  });
  await expect(load).toHaveCount(1);
  await load.getByRole("button", { name: /^Przypnij ofertę/ }).click();
  await expect(load.getByRole("button", { name: /^Odepnij ofertę/ })).toBeVisible();
  await b.getByLabel("Nazwa wyszukiwania").fill("Wrocław 100 km");
  await b.getByRole("button", { name: "Zapisz to wyszukiwanie" }).click();
  await expect(b.getByRole("link", { name: "Wrocław 100 km" })).toBeVisible();
  await expect(results.getByText(shipper.companyName)).toBeVisible();

  // A archives the load; B's list, refreshing itself every 60 s, drops it.
  await page.goto(offerUrl);
  await hydrated(page);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Archiwizuj" }).click();
  await expect(page.getByText("Oferta została zarchiwizowana.")).toBeVisible();
  await expect(results.getByText(shipper.companyName)).toHaveCount(0, { timeout: 90_000 });

  // The pinned tab no longer lists it either.
  await b.getByRole("link", { name: "Przypięte" }).click();
  await expect(b.getByText("Żadna oferta nie pasuje do wyszukiwania.")).toBeVisible();

  // B finds A by name and opens its profile: its name and NIP, and the buttons of B's lists.
  await b.goto("/companies/find");
  await b.getByRole("searchbox", { name: "Szukaj" }).fill(shipper.companyName);
  await b.getByRole("button", { name: "Szukaj" }).click();
  await b.getByRole("link", { name: shipper.companyName }).click();
  await expect(b.getByRole("heading", { level: 1 })).toHaveText(shipper.companyName);
  await expect(b.getByText(shipper.tin, { exact: true })).toBeVisible();
  await expect(b.getByRole("button", { name: "Dodaj do partnerów (lista dozwolonych)" })).toBeVisible();
  await other.close();
});
