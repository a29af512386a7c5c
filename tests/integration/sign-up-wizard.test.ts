import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, registrationDrafts, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { freshTin } from "../support/fresh-company.ts";
import { waitForMail } from "../support/outbox.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

const PASSWORD = "Chleb#Zytni2026";

/**
 * The sign-up wizard as a browser without JavaScript meets it (spec §2): six steps, each posted
 * with its intent and checked on its own schema, the draft held server-side by an httpOnly
 * cookie, "finish later" by a mailed single-use link that opens the draft on another device.
 */
describe("sign-up wizard", () => {
  const t = useWebTestApp({ PUBLIC_URL: "https://przewodnik.example" });

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });

  /** A form posted as a browser without JavaScript does: the status, the page's text, a new draft cookie. */
  const post = async (fields: Record<string, string>, cookie = "", path = "/wyprobuj") => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(fields).toString(),
    });
    const set = res.headers.get("set-cookie") ?? "";
    return {
      status: res.status,
      location: res.headers.get("location"),
      setCookie: set,
      cookie: /signup_draft=([\w-]+)/.exec(set)?.[1],
      html: shownText(await res.text()),
    };
  };
  const page = async (cookie = "", path = "/wyprobuj") =>
    shownText(await (await t.app.request(path, { headers: { cookie } })).text());
  const draftCookie = (token: string) => `signup_draft=${token}`;

  const company = (tin: string, name = "Piekarnia Kłos s.c.") => ({
    "company.tin": tin,
    "company.name": name,
    "company.street": "ul. Polna 1",
    "company.postalCode": "00-950",
    "company.city": "Warszawa",
  });
  const user = (email: string) => ({ "user.name": "Zofia", "user.surname": "Kłos", "user.email": email });

  /** The first two steps: a draft with its company and its admin's address. */
  const throughUser = async (email: string, name?: string) => {
    const first = await post({ ...company(freshTin(), name), intent: "next", step: "1" });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/wyprobuj");
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Lax/);
    const cookie = draftCookie(first.cookie!);
    expect((await post({ ...user(email), intent: "next", step: "2" }, cookie)).status).toBe(302);
    return cookie;
  };

  it("walks every step, Back keeps what was typed, and the summary creates the account", async () => {
    const cookie = await throughUser("wizard@example.pl");
    let html = await page(cookie);
    expect(html).toContain("Krok 3 z 6: Dokumenty");
    expect(html).toMatch(/<li[^>]*aria-current="step"/);
    expect(html).toContain("Ten krok możesz pominąć");
    // Back from the documents: the user step shows what was given.
    await post({ intent: "back", step: "3" }, cookie);
    html = await page(cookie);
    expect(html).toContain("Krok 2 z 6");
    expect(html).toContain('value="wizard@example.pl"');
    // A name changed but the address left wrong, then Back: both kept as typed, nothing checked.
    await post({ ...user("wizard@"), "user.name": "Zosia", intent: "back", step: "2" }, cookie);
    html = await page(cookie);
    expect(html).toContain("Krok 1 z 6");
    expect(html).toContain('value="Piekarnia Kłos s.c."');
    expect((await draftRow(cookie)).user).toMatchObject({ name: "Zosia", email: "wizard@" });
    for (const [fields, step] of [
      [company((await draftRow(cookie)).company.tin), "1"],
      [user("wizard@example.pl"), "2"],
      [{}, "3"],
      [{ promoCode: "" }, "4"],
      [{ password: PASSWORD, passwordConfirmation: PASSWORD }, "5"],
    ] as const)
      expect((await post({ ...fields, intent: "next", step }, cookie)).status, step).toBe(302);
    html = await page(cookie);
    expect(html).toContain("Krok 6 z 6: Podsumowanie");
    expect(html).toContain("wizard@example.pl");
    expect(html).toContain("ustawione");
    expect(html).not.toContain(PASSWORD);
    // The summary without the required consents: refused there, the draft kept.
    const refused = await post({ intent: "submit", step: "6" }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Popraw błędy w formularzu");
    const done = await post({ "consents.terms": "on", "consents.privacy": "on", intent: "submit", step: "6" }, cookie);
    expect(done.status).toBe(200);
    expect(done.html).toContain("wizard@example.pl");
    expect(done.html).toContain("Niepotwierdzone konta są usuwane po 14 dniach");
    expect(done.setCookie).toMatch(/signup_draft=;/);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, "wizard@example.pl"));
    expect(account).toMatchObject({ name: "Zofia", isActive: false });
    const [made] = await t.database.db.select().from(companies).where(eq(companies.id, account!.companyId!));
    expect(made).toMatchObject({ status: "not_verified", registrationStatus: 0 });
    await waitForMail(t.database.db, "wizard@example.pl", "confirmAccount");
    // The spent draft is read no more: the wizard starts again.
    expect(await page(cookie)).toContain("Krok 1 z 6");
    // Staff see the registration status, translated, in the list and on the company's page.
    const staff = `session=${await tokenFor(t.database.db, DEMO.staff.email)}`;
    const list = await page(staff, `/portal/companies?q=${made!.tin}`);
    expect(list).toMatch(/Piekarnia Kłos s\.c\.[\s\S]*0 – rozpoczęta/);
    const detail = await page(`${staff}; locale=en`, `/portal/companies/${made!.id}`);
    expect(detail).toMatch(/Registration status:[\s\S]{0,200}0 – started/);
  });

  const draftRow = async (cookie: string) => {
    const rows = await t.database.db.select().from(registrationDrafts);
    const { hashSessionToken } = await import("../../src/domain/accounts/session-token.ts");
    const row = rows.find((r) => r.tokenHash === hashSessionToken(cookie.split("=")[1]!))!;
    return row.data as { company: { tin: string }; user: Record<string, string> };
  };

  it("a step posted by the browser's client (single fetch, `.data`) goes on to the page, on either path", async () => {
    for (const path of ["/wyprobuj", "/access/request"]) {
      const res = await post({ ...company(freshTin()), intent: "next", step: "1" }, "", `${path}.data`);
      expect(res.html, path).toContain(`"${path}"`);
      expect(res.html, path).not.toContain(".data");
      expect(res.cookie).toBeTruthy();
    }
  });

  it("checks each step on its own schema, with translated errors in pl and en, keeping the input", async () => {
    const first = await post({ ...company(freshTin()), intent: "next", step: "1" });
    const cookie = draftCookie(first.cookie!);
    const bad = await post({ ...user("zofia@"), "user.name": "", intent: "next", step: "2" }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Wpisz poprawny adres e-mail.");
    expect(bad.html).toContain("To pole jest wymagane.");
    expect(bad.html).toContain('value="zofia@"');
    const en = await post({ ...user("zofia@"), intent: "next", step: "2" }, `${cookie}; locale=en`);
    expect(en.html).toContain("Enter a valid e-mail address.");
    // A taken address is told on its step.
    const taken = await post({ ...user("anna@demo.przewodnik.pl"), intent: "next", step: "2" }, cookie);
    expect(taken.status).toBe(400);
    expect(taken.html).toContain("Ten adres e-mail jest już zajęty");
    expect(await page(cookie)).toContain("Krok 2 z 6");
    await post({ ...user("zofia2@example.pl"), intent: "next", step: "2" }, cookie);
    await post({ intent: "next", step: "3" }, cookie);
    await post({ promoCode: "NIE-MA-TAKIEGO", intent: "next", step: "4" }, cookie).then((r) =>
      expect(r.html).toMatch(/[Kk]od promocyjny jest nieprawidłowy/),
    );
    // Passwords that differ: told on the passwords step, never sent back.
    await post({ promoCode: "", intent: "next", step: "4" }, cookie);
    const mismatch = await post(
      { password: PASSWORD, passwordConfirmation: "Inne#Haslo2026", intent: "next", step: "5" },
      cookie,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain("Hasła nie są takie same.");
    expect(mismatch.html).not.toContain(PASSWORD);
  });

  it("finish later: the link from the mail opens the draft on another device, once", async () => {
    const cookie = await throughUser("later@example.pl", "Kawiarnia Później");
    const later = await post({ intent: "later", step: "3" }, cookie);
    expect(later.html).toContain("Wysłaliśmy link na adres later@example.pl");
    const mail = await waitForMail(t.database.db, "later@example.pl", "registrationResume");
    const link = /https:\/\/przewodnik\.example\/wyprobuj\?wznow=([\w-]{43})/.exec(mail.text)![1]!;
    // Another device: no cookie. Opening the link shows a button; the click takes the draft over.
    expect(await page("", `/wyprobuj?wznow=${link}`)).toContain("Kontynuuj rejestrację");
    const resumed = await post({ intent: "resume", token: link }, "", `/wyprobuj?wznow=${link}`);
    expect(resumed.status).toBe(302);
    const other = draftCookie(resumed.cookie!);
    const html = await page(other);
    expect(html).toContain("Krok 3 z 6");
    await post({ intent: "back", step: "3" }, other);
    expect(await page(other)).toContain('value="later@example.pl"');
    // The first device's token no longer reads it, and the link works once.
    expect(await page(cookie)).not.toContain("later@example.pl");
    const again = await post({ intent: "resume", token: link }, "", `/wyprobuj?wznow=${link}`);
    expect(again.status).toBe(400);
    expect(again.html).toContain("Ta rejestracja wygasła albo została już dokończona");
    expect(again.html).toContain("Zacznij rejestrację od nowa");
    // An expired draft's new link is refused the same way.
    await post({ intent: "later", step: "2" }, other);
    const second = await waitForMailAfter("later@example.pl", link);
    await t.database.db
      .update(registrationDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationDrafts.email, "later@example.pl"));
    expect((await post({ intent: "resume", token: second }, "")).status).toBe(400);
  });

  /** The newest resume link to an address other than `previous`. */
  const resumeLink = (text: string) => /wznow=([\w-]{43})/.exec(text)?.[1];
  const waitForMailAfter = async (to: string, previous: string) =>
    resumeLink(
      (await waitForMail(t.database.db, to, "registrationResume", (m) => resumeLink(m.text) !== previous)).text,
    )!;

  it("a draft token reads only its own draft; a resume link is no browser token", async () => {
    const a = await throughUser("tenant.a@example.pl", "Firma Alfa");
    const b = await throughUser("tenant.b@example.pl", "Firma Beta");
    await post({ intent: "back", step: "3" }, a);
    await post({ intent: "back", step: "3" }, b);
    const pageA = await page(a);
    expect(pageA).toContain("tenant.a@example.pl");
    expect(pageA).not.toContain("tenant.b@example.pl");
    await post({ intent: "later", step: "2" }, b);
    const mail = await waitForMail(t.database.db, "tenant.b@example.pl", "registrationResume");
    const link = resumeLink(mail.text)!;
    // The link's token as a cookie, or a made-up one: the wizard's first step, empty.
    for (const cookie of [draftCookie(link), draftCookie("x".repeat(43))]) {
      const html = await page(cookie);
      expect(html).toContain("Krok 1 z 6");
      expect(html).not.toContain("Firma Beta");
    }
    // A later step posted with another's cookie changes only that draft.
    await post({ ...user("tenant.c@example.pl"), intent: "next", step: "2" }, a);
    expect(await page(b)).toContain("tenant.b@example.pl");
  });
});
