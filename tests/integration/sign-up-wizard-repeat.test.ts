import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, users } from "../../src/db/schema/index.ts";
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

/** Draft saves are charged per client, "finish later" mails per client and per address (ADR 023). */
describe("sign-up wizard: rate limits", () => {
  const t = useWebTestApp({ PUBLIC_URL: "https://przewodnik.example", TRUST_PROXY: "1", RATE_LIMIT_SCALE: "1" });

  it("refuses a fourth resume link to one address within the hour, from any draft, with a translated error", async () => {
    const { post, throughUser } = wizard(t);
    const first = await throughUser("later.often@example.pl");
    for (let i = 0; i < 3; i++) {
      const later = await post({ intent: "later", step: "3" }, first);
      expect(later.status, `link ${i + 1}`).toBe(200);
      expect(later.html).toContain("later.often@example.pl");
    }
    // Another draft (from another client) with the same address: the address's budget is spent.
    const other = wizard(t);
    const second = await other.throughUser("later.often@example.pl");
    const refused = await other.post({ intent: "later", step: "3" }, second);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.");
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
