import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, mailMessages, registrationDrafts, users } from "../../src/db/schema/index.ts";
import { freshTin } from "../support/fresh-company.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

const PASSWORD = "Chleb#Zytni2026";

const company = (tin: string) => ({
  "company.tin": tin,
  "company.name": "Piekarnia Kłos s.c.",
  "company.street": "ul. Polna 1",
  "company.postalCode": "00-950",
  "company.city": "Warszawa",
});
const user = (email: string) => ({ "user.name": "Zofia", "user.surname": "Kłos", "user.email": email });
const consents = { "consents.terms": "on", "consents.privacy": "on", intent: "submit", step: "6" };

/** A client address of its own for each wizard (TRUST_PROXY 1: the X-Forwarded-For entry). */
const newClient = () => `2001:db8:${randomBytes(6).toString("hex").match(/.{4}/g)!.join(":")}::1`;

function wizard(t: ReturnType<typeof useWebTestApp>, client = newClient()) {
  /** A form posted as a browser without JavaScript does, from `client`. */
  const post = async (fields: Record<string, string>, cookie = "") => {
    const res = await t.app.request("/wyprobuj", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": client },
      body: new URLSearchParams(fields).toString(),
    });
    const token = /signup_draft=([\w-]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    return {
      status: res.status,
      cookie: token ? `signup_draft=${token}` : undefined,
      html: shownText(await res.text()),
    };
  };
  /** A draft through the user step (three steps charged: started, company, user). */
  const throughUser = async (email: string, tin = freshTin()) => {
    const first = await post({ ...company(tin), intent: "next", step: "1" });
    expect(first.status).toBe(302);
    expect((await post({ ...user(email), intent: "next", step: "2" }, first.cookie)).status).toBe(302);
    return first.cookie!;
  };
  /** A draft at its summary, every step given. */
  const atSummary = async (email: string, tin: string) => {
    const cookie = await throughUser(email, tin);
    for (const [fields, step] of [
      [{}, "3"],
      [{ promoCode: "" }, "4"],
      [{ password: PASSWORD, passwordConfirmation: PASSWORD }, "5"],
    ] as const)
      expect((await post({ ...fields, intent: "next", step }, cookie)).status, step).toBe(302);
    return cookie;
  };
  return { post, throughUser, atSummary };
}

/** The wizard's final submit sent twice (a double click, a browser's retry): one account, one result page. */
describe("sign-up wizard: a repeated final submit", () => {
  const t = useWebTestApp({ PUBLIC_URL: "https://przewodnik.example", TRUST_PROXY: "1" });

  const expectResultPage = (res: { status: number; html: string }, email: string) => {
    expect(res.status).toBe(200);
    expect(res.html).toContain(email);
    expect(res.html).toContain("Niepotwierdzone konta są usuwane po 14 dniach");
  };
  const accountsOf = async (email: string, tin: string) => ({
    users: await t.database.db.select().from(users).where(eq(users.email, email)),
    companies: await t.database.db.select().from(companies).where(eq(companies.tin, tin)),
  });

  it("two submits at once both land on the page of the one account made", async () => {
    const { post, atSummary } = wizard(t);
    const tin = freshTin();
    const cookie = await atSummary("twice.at.once@example.pl", tin);
    const [a, b] = await Promise.all([post(consents, cookie), post(consents, cookie)]);
    expectResultPage(a, "twice.at.once@example.pl");
    expectResultPage(b, "twice.at.once@example.pl");
    const made = await accountsOf("twice.at.once@example.pl", tin);
    expect(made.users).toHaveLength(1);
    expect(made.companies).toHaveLength(1);
  });

  it("a submit repeated after the first finished (the old cookie sent again) shows the same page", async () => {
    const { post, atSummary } = wizard(t);
    const tin = freshTin();
    const cookie = await atSummary("twice.in.turn@example.pl", tin);
    expectResultPage(await post(consents, cookie), "twice.in.turn@example.pl");
    const again = await post(consents, cookie);
    expectResultPage(again, "twice.in.turn@example.pl");
    expect(again.html).not.toContain("NIP");
    expect((await accountsOf("twice.in.turn@example.pl", tin)).users).toHaveLength(1);
  });
});

/** Draft saves are charged per client, "finish later" mails per client, per draft and per address (ADR 023). */
describe("sign-up wizard: rate limits", () => {
  const t = useWebTestApp({ PUBLIC_URL: "https://przewodnik.example", TRUST_PROXY: "1", RATE_LIMIT_SCALE: "1" });

  const later = { intent: "later", step: "3" };
  /** The resume links mailed to an address so far (mail goes out in the background: waited for). */
  const resumeMails = async (email: string) => {
    await t.services.mailer.idle();
    const rows = await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, email));
    return rows.filter((m) => m.kind === "registrationResume").length;
  };

  it("gives a draft three resume links a day and an address five, whoever asks; past those the address learns nothing", async () => {
    const address = "later.often@example.pl";
    const a = wizard(t);
    const first = await a.throughUser(address);
    for (let i = 0; i < 3; i++) {
      const sent = await a.post(later, first);
      expect(sent.status, `link ${i + 1}`).toBe(200);
      expect(sent.html).toContain(`Wysłaliśmy link na adres ${address}`);
    }
    // The draft's fourth: its own budget is spent (translated; it tells nothing of the address).
    const refused = await a.post(later, first);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.");
    // Another draft (from another client) with the same address still gets its links: two more.
    const b = wizard(t);
    const second = await b.throughUser(address);
    for (let i = 0; i < 2; i++) expect((await b.post(later, second)).status, `link ${i + 4}`).toBe(200);
    expect(await resumeMails(address)).toBe(5);
    // A third asker: the same answer as when a mail goes, but none goes and the draft gets no link.
    const c = wizard(t);
    const third = await c.throughUser(address);
    const quiet = await c.post(later, third);
    expect(quiet.status).toBe(200);
    expect(quiet.html).toContain(`Wysłaliśmy link na adres ${address}`);
    expect(quiet.html).toContain("rejestrację można dokończyć także w tej przeglądarce");
    expect(await resumeMails(address)).toBe(5);
    const drafts = await t.database.db.select().from(registrationDrafts).where(eq(registrationDrafts.email, address));
    expect(drafts.filter((d) => d.resumeTokenHash === null)).toHaveLength(1);
    // The draft goes on in the browser that holds it.
    expect((await c.post({ intent: "next", step: "3" }, third)).status).toBe(302);
  });

  it("refuses draft saves from one client past 60 an hour, keeping the step, in the client's language", async () => {
    const { post, throughUser } = wizard(t);
    const cookie = await throughUser("saves.often@example.pl"); // 3 of 60
    for (let i = 0; i < 57; i++) expect((await post({ intent: "goto-2", step: "2" }, cookie)).status).toBe(302);
    const refused = await post(
      { ...user("saves.often@example.pl"), intent: "back", step: "2" },
      `${cookie}; locale=en`,
    );
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("Too many attempts. Please wait a moment and try again.");
    // Another client is not charged for it.
    expect((await wizard(t).post({ ...company(freshTin()), intent: "next", step: "1" })).status).toBe(302);
  });
});
