import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, hasHorizontalOverflow, signInAs } from "./support.ts";

/**
 * A company's vehicles at 320 px, by keyboard where it matters: add one (the number normalised),
 * edit it into a refrigerated truck (a reversed temperature range refused first), a second vehicle
 * with the same number in another spelling refused with a clear message and nothing typed lost,
 * then delete the first after confirming. The journey's own account and company.
 */
test("a company adds, edits and deletes a vehicle; a duplicate number is refused", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Wiktor", "Flotowy");
  await signInAs(page, account.email, account.password);
  await companyConfirmedByStaff(page, account);

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/company/vehicles");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pojazdy");
  await expect(page.getByText("Firma nie ma jeszcze pojazdów.")).toBeVisible();

  // Add a tractor with a curtain-sider.
  await page.getByLabel("Numer rejestracyjny").fill("wr 123-45");
  await page.getByLabel("Rodzaj pojazdu").selectOption({ label: "Ciągnik z naczepą" });
  await page.getByLabel("Rodzaj nadwozia").selectOption({ label: "Firanka / plandeka" });
  await page.getByLabel("Ładowność (kg)").fill("24000");
  await page.getByLabel("Metry ładowne (LDM)").fill("13,6");
  await page.getByLabel("Miejsca paletowe").fill("33");
  await page.getByLabel("ADR: przewóz towarów niebezpiecznych").check();
  await page.getByRole("button", { name: "Dodaj pojazd" }).click();
  await expect(page.getByText("Dodano pojazd WR12345.")).toBeVisible();
  const card = page.locator('li[data-vehicle="WR12345"]');
  await expect(card).toContainText("Ciągnik z naczepą · Firanka / plandeka");
  await expect(card).toContainText("13,6");
  expect(await hasHorizontalOverflow(page)).toBe(false);

  // Edit it into a refrigerated truck; a reversed range is refused beside its field first.
  await card.getByRole("link", { name: /^Edytuj\s*: WR12345$/ }).click();
  const editing = page.getByRole("heading", { name: "Edycja pojazdu WR12345" });
  await expect(editing).toBeFocused();
  await page.getByLabel("Rodzaj nadwozia").selectOption({ label: "Chłodnia" });
  await page.getByLabel("Temperatura minimalna (°C)").fill("5");
  await page.getByLabel("Temperatura maksymalna (°C)").fill("-20");
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Temperatura maksymalna nie może być niższa od minimalnej.").first()).toBeVisible();
  await page.getByLabel("Temperatura minimalna (°C)").fill("-20");
  await page.getByLabel("Temperatura maksymalna (°C)").fill("4");
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Zapisano zmiany pojazdu WR12345.")).toBeVisible();
  await expect(card).toContainText("Chłodnia");
  await expect(card).toContainText("od -20 do 4 °C");

  // The same number in another spelling: refused by the server, with everything typed kept.
  await page.getByLabel("Numer rejestracyjny").fill("WR-12345");
  await page.getByLabel("Rodzaj pojazdu").selectOption({ label: "Bus / samochód dostawczy do 3,5 t" });
  await page.getByLabel("Rodzaj nadwozia").selectOption({ label: "Kontener zamknięty (furgon)" });
  await page.getByLabel("Ładowność (kg)").fill("1100");
  await page.getByLabel("Uwagi").fill("Winda załadowcza");
  await page.getByRole("button", { name: "Dodaj pojazd" }).click();
  await expect(page.getByText("Firma ma już pojazd o tym numerze rejestracyjnym.").first()).toBeVisible();
  await expect(page.getByLabel("Numer rejestracyjny")).toHaveValue("WR-12345");
  await expect(page.getByLabel("Uwagi")).toHaveValue("Winda załadowcza");
  await expect(page.getByLabel("Ładowność (kg)")).toHaveValue("1100");
  await page.getByLabel("Numer rejestracyjny").fill("WR 999");
  await page.getByRole("button", { name: "Dodaj pojazd" }).click();
  await expect(page.getByText("Dodano pojazd WR999.")).toBeVisible();
  await expect(page.locator("li[data-vehicle]")).toHaveCount(2);

  // Delete the first after confirming; Escape first leaves it as it was.
  await card.getByRole("link", { name: /^Usuń\s*: WR12345$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Usunąć pojazd?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: /^Usuń\s*: WR12345$/ }).click();
  await dialog.getByRole("button", { name: "Usuń pojazd" }).click();
  await expect(page.getByText("Usunięto pojazd WR12345.")).toBeVisible();
  await expect(card).toHaveCount(0);
  // The focused button went with the card: focus is on the list, not lost to the page.
  await expect(page.getByRole("heading", { name: "Pojazdy firmy" })).toBeFocused();
  await expect(page.locator("li[data-vehicle]")).toHaveCount(1);
  expect(await hasHorizontalOverflow(page)).toBe(false);
});
