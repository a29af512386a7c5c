import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { codeOf, gql, tokenFor } from "../support/graphql.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

/**
 * The account items, as a user meets them on the pages (forms posted without JavaScript,
 * the page rendered with the action's answer): the name in the profile, the lockout's duration,
 * specific NIP messages, and the expired invitation's page.
 */
describe("account pages", () => {
  const t = useWebTestApp({ LOCKOUT_ATTEMPTS: "5", LOCKOUT_WINDOW_MINUTES: "15", LOCKOUT_MINUTES: "15" });
  let cookie: string;

  /** A form posted as a browser without JavaScript does; the rendered page's text. */
  const post = async (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, html: shownText(await res.text()) };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    cookie = `session=${await tokenFor(t.database.db, DEMO.members[0].email)}`;
  });

  describe("the profile: a user corrects their own name and surname", () => {
    it("saves the name; the page's heading and the header's user menu show it", async () => {
      const res = await post("/profile", { intent: "updateName", name: "  Ola ", surname: "Wójcik-Nowa" }, { cookie });
      expect(res.status).toBe(200);
      expect(res.html).toContain("Zapisano imię i nazwisko.");
      const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.members[0].email));
      expect(row).toMatchObject({ name: "Ola", surname: "Wójcik-Nowa" });
      const page = shownText(await (await t.app.request("/profile", { headers: { cookie } })).text());
      expect(page).toMatch(/<h1[^>]*>Ola Wójcik-Nowa<\/h1>/);
      // The header's user menu: its button is named by the user, with the new initials.
      expect(page).toMatch(/<button[^>]*>[\s\S]{0,400}Ola Wójcik-Nowa/);
      expect(page).toMatch(/>OW</);
    });

    it("refuses an empty or over-long name with translated messages, keeping what was typed", async () => {
      const res = await post("/profile", { intent: "updateName", name: " ", surname: "S".repeat(101) }, { cookie });
      expect(res.status).toBe(400);
      expect(res.html).toContain("To pole jest wymagane.");
      expect(res.html).toContain("Ten tekst jest za długi.");
      expect(res.html).toContain(`value="${"S".repeat(101)}"`);
      const en = await post(
        "/profile",
        { intent: "updateName", name: "", surname: "Wójcik" },
        { cookie: `${cookie}; locale=en` },
      );
      expect(en.html).toContain("This field is required.");
      const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.members[0].email));
      expect(row).toMatchObject({ name: "Ola", surname: "Wójcik-Nowa" });
    });

    it("the API offers the same to a signed-in user, by the same rules", async () => {
      const token = await tokenFor(t.database.db, DEMO.members[1].email);
      const UPDATE =
        "mutation($n: String!, $s: String!) { updateMyName(name: $n, surname: $s) { name surname initials } }";
      expect(codeOf(await gql(t.app, UPDATE, { n: "Piotr", s: "Nowy" }))).toBe("unauthorized");
      const bad = await gql(t.app, UPDATE, { n: "", s: "x".repeat(101) }, token);
      expect(bad.errors?.[0]?.extensions).toMatchObject({
        code: "validation",
        fields: { name: ["required"], surname: ["tooLong"] },
      });
      const ok = await gql(t.app, UPDATE, { n: " Piotr ", s: "Zieliński-Nowy" }, token);
      expect(ok.data).toEqual({ updateMyName: { name: "Piotr", surname: "Zieliński-Nowy", initials: "PZ" } });
      expect((await gql(t.app, "{ me { name surname } }", {}, token)).data).toEqual({
        me: { name: "Piotr", surname: "Zieliński-Nowy" },
      });
    });
  });

  describe("sign-in lockout", () => {
    it("says how long signing in stays locked, in Polish and in English", async () => {
      for (const [email, locale, text] of [
        ["zablokowana@example.pl", "pl", "Logowanie na to konto jest wstrzymane jeszcze przez 15 minut."],
        ["locked@example.pl", "en", "Signing in to this account is paused for another 15 minutes."],
      ] as const) {
        for (let i = 0; i < 5; i++) {
          const res = await post("/zaloguj", { email, password: `Zle#haslo${i}` }, { cookie: `locale=${locale}` });
          expect(res.status).toBe(400);
        }
        const locked = await post("/zaloguj", { email, password: "Zle#haslo9" }, { cookie: `locale=${locale}` });
        expect(locked.status).toBe(423);
        expect(locked.html).toContain(text);
      }
    });
  });

  describe("NIP messages", () => {
    const signUp = (tin: string, intent?: string) =>
      post("/wyprobuj", { "company.tin": tin, ...(intent ? { intent } : {}), password: "x" });
    const LENGTH = "NIP musi mieć dokładnie 10 cyfr (spacje, myślniki i przedrostek PL są dozwolone).";
    const CHECKSUM = "Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy żadna cyfra nie jest pomylona ani przestawiona.";

    it("tell a wrong length or letters apart from a wrong check digit, on submit and on the register import", async () => {
      for (const intent of [undefined, "lookup"]) {
        for (const [tin, message] of [
          ["526018159", LENGTH],
          ["52601815977", LENGTH],
          ["526O181596", LENGTH],
          ["5260181597", CHECKSUM],
          ["PL 526-018-15-97", CHECKSUM],
        ] as const) {
          const res = await signUp(tin, intent);
          expect(res.html, `${tin} ${intent}`).toContain(message);
          expect(res.html, `${tin} ${intent}`).not.toContain(message === LENGTH ? CHECKSUM : LENGTH);
        }
      }
      const en = await post("/wyprobuj", { "company.tin": "5260181597", password: "x" }, { cookie: "locale=en" });
      expect(en.html).toContain("This tax ID (NIP) has a wrong check digit.");
    });

    it("the register import asks for a NIP when there is none, and says when one is already registered", async () => {
      const empty = await signUp("", "lookup");
      expect(empty.html).toMatch(/NIP[\s\S]{0,800}To pole jest wymagane\./);
      expect(empty.html).not.toContain("W rejestrze nie ma firmy o tym NIP");
      const taken = await signUp(DEMO.company.tin, "lookup");
      expect(taken.html).toContain("Ten NIP jest już zarejestrowany.");
    });

    it("the register's own endpoint answers the same codes", async () => {
      const length = await t.app.request("/gus/12345");
      expect((await length.json()).error.fields).toEqual({ tin: ["tin"] });
      const checksum = await t.app.request("/gus/5260181597");
      expect((await checksum.json()).error.fields).toEqual({ tin: ["tinChecksum"] });
    });
  });

  describe("the company admin's employees page", () => {
    it("shows an invitation not accepted and sends it again", async () => {
      const anna = await tokenFor(t.database.db, DEMO.admin.email);
      const added = await gql(
        t.app,
        "mutation($i: AddEmployeeInput!) { addEmployee(input: $i) { id } }",
        { i: { email: "nowa.osoba@example.pl", name: "Nowa", surname: "Osoba" } },
        anna,
      );
      const id = (added.data!.addEmployee as { id: string }).id;
      const page = shownText(
        await (await t.app.request("/company/employees", { headers: { cookie: `session=${anna}` } })).text(),
      );
      expect(page).toMatch(/Nowa Osoba[\s\S]*?Zaproszenie nieprzyjęte[\s\S]*?Wyślij zaproszenie ponownie/);
      const res = await post("/company/employees", { intent: "reinvite", userId: id }, { cookie: `session=${anna}` });
      expect(res.status).toBe(200);
      expect(res.html).toContain(
        "Wysłaliśmy nowe zaproszenie na adres nowa.osoba@example.pl. Poprzedni link przestał działać.",
      );
      // An active member is not re-invited: the refusal is translated.
      const [jan] = await t.database.db.select().from(users).where(eq(users.email, DEMO.member.email));
      const refused = await post(
        "/company/employees",
        { intent: "reinvite", userId: jan!.id },
        { cookie: `session=${anna}` },
      );
      expect(refused.status).toBe(400);
      expect(refused.html).toMatch(/role="alert"[^>]*>[^<]+</);
    });
  });

  describe("an expired invitation's page", () => {
    it("says to ask the company admin for a new invitation, not to request a password link", async () => {
      const token = "x".repeat(43);
      const res = await post(`/pomoc/haslo/ustaw?token=${token}&invitation=1`, {
        token,
        password: "Nowe#Haslo2026",
        passwordConfirmation: "Nowe#Haslo2026",
      });
      expect(res.html).toContain("To zaproszenie wygasło albo zostało już użyte. Poproś administratora firmy");
      expect(res.html).not.toContain('href="/pomoc/haslo"');
    });
  });
});
