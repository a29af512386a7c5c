import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, mailMessages, registrationDrafts, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import {
  mailResumeLink,
  openDraft,
  resumeDraft,
  saveDraftStep,
  startDraft,
} from "../../src/domain/accounts/registration-drafts.ts";
import { submitDraft } from "../../src/domain/accounts/registration-submit.ts";
import { sweepUnactivatedRegistrations } from "../../src/domain/accounts/registration-sweep.ts";
import { createTrialAccount } from "../../src/domain/accounts/sign-up.service.ts";
import { freshCompany, freshTin } from "../support/fresh-company.ts";
import { gql, tokenFor } from "../support/graphql.ts";
import { fileBytes, uploadTo } from "../support/media-upload.ts";
import { waitForMail } from "../support/outbox.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-registration-"));
const DAY = 86_400_000;
const BASE = "https://przewodnik.example";

/** Registration statuses 0–3, the draft's resume link, and the removal of accounts never activated (spec §3, §9). */
describe("registration lifecycle", () => {
  const t = useTestApp({ DATA_DIR: root });
  const db = () => t.database.db;
  const mailer = () => t.services.mailer;
  let staff = "";

  beforeAll(async () => {
    await seedDemo(db());
    staff = await tokenFor(db(), DEMO.staff.email);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  const statusOf = async (companyId: string) =>
    (await db().select().from(companies).where(eq(companies.id, companyId)))[0]?.registrationStatus;

  /** A draft walked through every step with the domain, as the wizard's pages do. */
  const fullDraft = async (email: string, now = new Date()) => {
    const { token, id } = await startDraft(db(), "pl", now);
    const tin = freshTin();
    const steps = [
      ["company", { company: { name: "Kłos s.c.", tin, street: "ul. Polna 1", postalCode: "00-950", city: "Łódź" } }],
      ["user", { user: { name: "Zofia", surname: "Kłos", email } }],
      ["documents", {}],
      ["plan", { promoCode: "" }],
      ["passwords", { password: "Chleb#Zytni2026", passwordConfirmation: "Chleb#Zytni2026" }],
    ] as const;
    for (const [i, [step, raw]] of steps.entries())
      await saveDraftStep(db(), id, { step, raw, checked: true, to: i + 2 }, now);
    return { token, id, tin };
  };

  it("moves 0 → 1 → 2 → 3: signed up, confirmed, verification ordered, verified by staff", async () => {
    const email = "status.flow@example.pl";
    const draft = await fullDraft(email);
    const { userId } = await submitDraft({ db: db(), mailer: mailer() }, draft.id, {
      consents: { terms: true, privacy: true },
      locale: "pl",
      baseUrl: BASE,
    });
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    const companyId = user!.companyId!;
    expect(await statusOf(companyId)).toBe(0);
    const mail = await waitForMail(db(), email, "confirmAccount");
    const confirm = /potwierdz\/kod\/([\w-]{43})/.exec(mail.text)![1]!;
    expect((await gql(t.app, "mutation($t: String!) { confirmAccount(token: $t) }", { t: confirm })).data).toEqual({
      confirmAccount: true,
    });
    expect(await statusOf(companyId)).toBe(1);

    const home = await freshCompany(db(), { status: "not_verified" });
    await db().update(companies).set({ registrationStatus: 1 }).where(eq(companies.id, home.company.id));
    for (const type of ["companyRegistration", "tax"] as const) {
      const doc = await expectStatus(
        restAs(() => t.app, home.tokens.member).company.documents.$post({ json: { type } }),
        201,
      );
      expect((await uploadTo(t.app, home.tokens.member, doc.id, fileBytes.pdf())).status).toBe(201);
    }
    await expectStatus(restAs(() => t.app, home.tokens.admin).company["verification-request"].$post(), 200);
    expect(await statusOf(home.company.id)).toBe(2);
    await expectStatus(
      restAs(() => t.app, staff).portal.companies[":companyId"].status.$post({
        param: { companyId: home.company.id },
        json: { action: "CONFIRM" },
      }),
      200,
    );
    expect(await statusOf(home.company.id)).toBe(3);
    // It never moves back: a later suspension leaves it verified.
    await expectStatus(
      restAs(() => t.app, staff).portal.companies[":companyId"].status.$post({
        param: { companyId: home.company.id },
        json: { action: "SUSPEND" },
      }),
      200,
    );
    expect(await statusOf(home.company.id)).toBe(3);
  });

  it("keeps no password in the draft, only an argon2id hash, gone once the draft is used", async () => {
    const draft = await fullDraft("no.password@example.pl");
    const [row] = await db().select().from(registrationDrafts).where(eq(registrationDrafts.id, draft.id));
    expect(JSON.stringify(row!.data)).not.toContain("Chleb#Zytni2026");
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.tokenHash).not.toBe(draft.token);
    await submitDraft({ db: db(), mailer: mailer() }, draft.id, {
      consents: { terms: true, privacy: true },
      locale: "pl",
      baseUrl: BASE,
    });
    const [used] = await db().select().from(registrationDrafts).where(eq(registrationDrafts.id, draft.id));
    expect(used!.usedAt).not.toBeNull();
    expect(used!.passwordHash).toBeNull();
    expect(await openDraft(db(), draft.token)).toBeNull();
  });

  it("mails a single-use resume link that ends with the draft after 14 days", async () => {
    const now = new Date();
    const draft = await fullDraft("resume.clock@example.pl", now);
    await mailResumeLink({ db: db(), mailer: mailer(), rateLimits: t.services.rateLimits, now }, draft.id, BASE);
    const mail = await waitForMail(db(), "resume.clock@example.pl", "registrationResume");
    const link = new RegExp(`${BASE.replace(/\./g, "\\.")}/wyprobuj\\?wznow=([\\w-]{43})`).exec(mail.text)![1]!;
    expect(mail.text).toContain("14 dni");
    // 15 days on, the link (and the draft) have expired.
    expect(await resumeDraft(db(), link, new Date(now.getTime() + 15 * DAY))).toBeNull();
    // Within the 14 days it works once, and gives the draft a new browser token.
    const resumed = await resumeDraft(db(), link, new Date(now.getTime() + 13 * DAY));
    expect(resumed).toMatchObject({ step: 6 });
    expect(await resumeDraft(db(), link, new Date(now.getTime() + 13 * DAY))).toBeNull();
    expect(await openDraft(db(), draft.token, now)).toBeNull();
    expect((await openDraft(db(), resumed!.token, now))?.id).toBe(draft.id);
    // Asked again: a new link, and the one before no longer works.
    await mailResumeLink({ db: db(), mailer: mailer(), rateLimits: t.services.rateLimits, now }, draft.id, BASE);
    await mailResumeLink({ db: db(), mailer: mailer(), rateLimits: t.services.rateLimits, now }, draft.id, BASE);
    // Mail goes out in the background: wait for the third.
    const sent = () => db().select().from(mailMessages).where(eq(mailMessages.to, "resume.clock@example.pl"));
    await expect.poll(async () => (await sent()).length, { timeout: 5000 }).toBe(3);
    const links = (await sent()).map((m) => /wznow=([\w-]{43})/.exec(m.text)![1]!);
    expect(new Set(links).size).toBe(3);
    // Only the newest link works: the first was spent, the second was replaced by the third.
    const opened = [];
    for (const one of links) opened.push((await resumeDraft(db(), one, now)) !== null);
    expect(opened.filter(Boolean)).toHaveLength(1);
  });

  it("removes an account not activated within 14 days with its company and draft; keeps the confirmed and the young", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 15 * DAY);
    const account = async (email: string, at: Date) => {
      const tin = freshTin();
      const { userId } = await createTrialAccount(
        { db: db(), mailer: mailer(), now: at },
        {
          company: { name: email, tin, street: "ul. Polna 1", postalCode: "00-950", city: "Łódź" },
          user: { name: "Jan", surname: "Nowak", email },
          consents: { terms: true, privacy: true, marketing: false },
          passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$x$y",
        },
        { locale: "pl", baseUrl: BASE },
      );
      const [user] = await db().select().from(users).where(eq(users.id, userId));
      return user!;
    };
    const stale = await account("stale@example.pl", old);
    const confirmed = await account("confirmed@example.pl", old);
    // Confirmed, then switched off by its company admin: not active, but activated once; it stays.
    await db().update(users).set({ isActive: false, confirmedAt: old }).where(eq(users.id, confirmed.id));
    const young = await account("young@example.pl", new Date(now.getTime() - 13 * DAY));
    // An old unconfirmed account in a company someone else still uses: only the account goes.
    const shared = await account("shared@example.pl", old);
    const colleague = (await account("colleague@example.pl", now)).id;
    await db().update(users).set({ companyId: shared.companyId }).where(eq(users.id, colleague));
    const staleDraft = await startDraft(db(), "pl", old);
    const liveDraft = await startDraft(db(), "pl", now);

    const swept = await sweepUnactivatedRegistrations(db(), now);
    expect(swept).toMatchObject({ accounts: 2, companies: 1 });
    const left = await db()
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [stale.id, confirmed.id, young.id, shared.id, colleague]));
    expect(left.map((u) => u.id).sort()).toEqual([confirmed.id, young.id, colleague].sort());
    expect(await statusOf(stale.companyId!)).toBeUndefined();
    expect(await statusOf(shared.companyId!)).toBe(0);
    expect(await statusOf(confirmed.companyId!)).toBe(0);
    const drafts = await db()
      .select({ id: registrationDrafts.id })
      .from(registrationDrafts)
      .where(inArray(registrationDrafts.id, [staleDraft.id, liveDraft.id]));
    expect(drafts.map((d) => d.id)).toEqual([liveDraft.id]);
    // Idempotent: a second run finds nothing more to remove.
    expect(await sweepUnactivatedRegistrations(db(), now)).toEqual({ accounts: 0, companies: 0, drafts: 0 });
  });
});
