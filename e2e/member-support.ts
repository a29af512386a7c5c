import { expect, type Page } from "@playwright/test";
import { companyConfirmedByStaff, freshAccount, signInAs } from "./support.ts";

const gql = async (page: Page, query: string, variables?: Record<string, unknown>) => {
  const body = await (await page.request.post("/api", { data: { query, variables } })).json();
  if (body.errors) throw new Error(`GraphQL failed: ${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
};

/**
 * A plain member (no admin rights) of a fresh company of its own: a fresh admin's company is
 * confirmed by staff, the admin adds the member, the member sets a password from the invitation
 * in the outbox and is left signed in.
 */
export async function freshMember(page: Page, name = "Marta", surname = "Członkowska") {
  const admin = await freshAccount(page, "Adam", "Administracyjny");
  await signInAs(page, admin.email, admin.password);
  await companyConfirmedByStaff(page, admin);
  const email = `e2e-member-${Date.now()}${Math.floor(Math.random() * 1000)}@example.pl`;
  await gql(page, "mutation($input: AddEmployeeInput!) { addEmployee(input: $input) { id } }", {
    input: { email, name, surname, isAdmin: false },
  });
  let token: string | undefined;
  await expect(async () => {
    const outbox = await (await page.request.get("/dev/outbox")).text();
    token = new RegExp(`${email}[\\s\\S]*?pomoc/haslo/ustaw\\?token=([\\w-]{32,128})`).exec(outbox)?.[1];
    expect(token, "an invitation link in the outbox").toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const password = "Czlonek#Haslo2026";
  await gql(
    page,
    "mutation($t: String!, $p: String!) { setNewPassword(token: $t, password: $p, passwordConfirmation: $p) }",
    {
      t: token,
      p: password,
    },
  );
  await signInAs(page, email, password);
  return { email, password, name, surname, companyName: admin.companyName };
}

/** The app has hydrated (a click on a menu button before that would do nothing). */
export const hydrated = (page: Page) => page.waitForFunction(() => "__reactRouterRouteModules" in window);
