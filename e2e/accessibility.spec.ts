import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, signedOut, signInAs } from "./support.ts";

// Every page of the route table, for each role and language, is scanned by the layout suite
// (layout.spec.ts). Here: states a page visit does not reach, such as an open confirmation dialog.

/** The signed-in pages of the companies issue, for staff and for a company admin, with a dialog open. */
test("axe finds no serious or critical violation on the back-office and company pages", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await consentGiven(context, baseURL!);
  const scan = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };
  // A company of its own, verified by staff (so it can be suspended), with a second employee invited.
  const admin = await freshAccount(page, "Alicja", "Dostępna");
  await signInAs(page, admin.email, admin.password);
  await companyConfirmedByStaff(page, admin);
  const invited = await page.request.post("/api", {
    data: {
      query: "mutation($input: AddEmployeeInput!) { addEmployee(input: $input) { id } }",
      variables: { input: { email: `e2e-a11y-${Date.now()}@example.pl`, name: "Igor", surname: "Zaproszony" } },
    },
  });
  expect((await invited.json()).errors).toBeUndefined();
  await signedOut(page, context, baseURL!);
  await signInAs(page, "staff@przewodnik.pl");
  await page.goto(`/portal/companies?q=${encodeURIComponent(admin.companyName)}`);
  await scan("/portal/companies");
  await page.getByRole("link", { name: admin.companyName }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.companyName);
  await scan("/portal/companies/:id");
  await page.getByRole("button", { name: "Zawieś", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await scan("/portal/companies/:id with the confirmation open");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await signedOut(page, context, baseURL!);
  await signInAs(page, admin.email, admin.password);
  for (const path of ["/company/info", "/company/employees"]) {
    await page.goto(path);
    await scan(path);
  }
});
