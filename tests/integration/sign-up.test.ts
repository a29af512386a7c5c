import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accountTokens,
  companies,
  consents,
  mailMessages,
  promoCodes,
  userRoles,
  users,
} from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { LEGAL_VERSION } from "../../src/shared/documents.ts";
import { ROLES } from "../../src/shared/permissions.ts";
import { issueToken } from "../../src/domain/accounts/account-tokens.ts";
import { tokenFor } from "../support/graphql.ts";
import { linkToken, waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";

const REGISTER = "mutation($input: RegisterInput!) { register(input: $input) }";
const input = (
  over: { tin?: string; email?: string; password?: string; terms?: boolean; marketing?: boolean } = {},
) => ({
  company: {
    name: "Piekarnia Kłos s.c.",
    tin: over.tin ?? "5260250995",
    street: "ul. Polna 1",
    postalCode: "00-950",
    city: "Warszawa",
  },
  user: { name: "Zofia", surname: "Kłos", email: over.email ?? "zofia@klos.example.pl" },
  password: over.password ?? "Chleb#Zytni2026",
  passwordConfirmation: over.password ?? "Chleb#Zytni2026",
  consents: { terms: over.terms ?? true, privacy: true, marketing: over.marketing ?? false },
});

describe("trial sign-up, confirmation and resend", () => {
  const t = useTestApp();
  const call = async (query: string, variables: Record<string, unknown> = {}) =>
    (
      await t.app.request("/api", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      })
    ).json();
  const signIn = async (email: string, password: string) =>
    (await call(`mutation { signIn(email: "${email}", password: "${password}") { token } }`)).errors?.[0]?.extensions
      .code ?? "ok";

  it("creates a not-verified trial company, its inactive admin and the consents, and mails a 14-day link", async () => {
    const res = await call(REGISTER, { input: input({ marketing: true }) });
    expect(res.data.register).toBe(true);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.tin, "5260250995"));
    expect(company).toMatchObject({
      name: "Piekarnia Kłos s.c.",
      status: "not_verified",
      plan: "trial",
      postalCode: "00-950",
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.companyId, company!.id));
    expect(user).toMatchObject({ email: "zofia@klos.example.pl", isActive: false });
    const held = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(held.map((r) => r.roleId).sort()).toEqual([ROLES.companyMember.id, ROLES.companyAdmin.id]);
    const given = await t.database.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(given.map((c) => c.kind).sort()).toEqual(["marketing", "privacy", "terms"]);
    expect(given.every((c) => c.documentVersion === LEGAL_VERSION)).toBe(true);

    expect(await signIn("zofia@klos.example.pl", "Chleb#Zytni2026")).toBe("loginNotActive");
    const mail = await waitForMail(t.database.db, "zofia@klos.example.pl", "confirmAccount");
    expect(mail.text).toContain("w ciągu 14 dni");
    const token = /potwierdz\/kod\/([\w-]{43})/.exec(mail.text)![1]!;
    const [stored] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
    expect(stored!.expiresAt.getTime() - user!.createdAt.getTime()).toBe(14 * 24 * 3600 * 1000);

    expect((await call("mutation($t: String!) { confirmAccount(token: $t) }", { t: token })).data.confirmAccount).toBe(
      true,
    );
    expect(await signIn("zofia@klos.example.pl", "Chleb#Zytni2026")).toBe("ok");
    const again = await call("mutation($t: String!) { confirmAccount(token: $t) }", { t: token });
    expect(again.errors[0].extensions.code).toBe("confirmAccountTokenInvalid");
  });

  it("refuses invalid input whole, with a code per field, and stores nothing", async () => {
    const bad = {
      ...input({ tin: "1234567890", email: "nie-email", password: "slabe", terms: false }),
      company: { name: " ", tin: "1234567890", street: "", postalCode: "00950", city: "Kraków" },
    };
    const res = await call(REGISTER, { input: bad });
    expect(res.errors[0].extensions.code).toBe("validation");
    expect(res.errors[0].extensions.fields).toEqual({
      "company.name": ["required"],
      "company.tin": ["tinChecksum"],
      "company.street": ["required"],
      "company.postalCode": ["postalCode"],
      "user.email": ["email"],
      password: ["minLength", "upper", "digit", "special"],
      "consents.terms": ["consentRequired"],
    });
    expect(await t.database.db.select().from(companies).where(eq(companies.tin, "1234567890"))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, "nie-email"))).toEqual([]);
  });

  it("answers tinTaken and emailIsTaken, and isTINAvailable agrees", async () => {
    await seedDemo(t.database.db);
    const tin = await call(REGISTER, { input: input({ tin: DEMO.company.tin }) });
    expect(tin.errors[0].extensions).toMatchObject({ code: "tinTaken", fields: { "company.tin": ["tinTaken"] } });
    const email = await call(REGISTER, { input: input({ tin: "7740001454", email: DEMO.admin.email.toUpperCase() }) });
    expect(email.errors[0].extensions.code).toBe("emailIsTaken");
    const q = async (tin: string) =>
      (await call("query($t: String!) { isTINAvailable(tin: $t) }", { t: tin })).data.isTINAvailable;
    expect(await q(DEMO.company.tin)).toBe(false);
    expect(await q("774-000-14-54")).toBe(true);
    expect(await q("7740001455")).toBe(false);
  });

  it("resends only to an unconfirmed account within its 14 days, answering true for any address", async () => {
    await call(REGISTER, { input: input({ tin: "1132853869", email: "jerzy@example.pl" }) });
    await waitForMail(t.database.db, "jerzy@example.pl", "confirmAccount");
    const resend = async (email: string) =>
      (await call(`mutation { resendConfirmationToken(email: "${email}") }`)).data.resendConfirmationToken;
    expect(await resend("JERZY@example.pl")).toBe(true);
    expect(await resend("nikt@example.pl")).toBe(true);
    await t.services.mailer.idle();
    const sent = await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, "jerzy@example.pl"));
    expect(sent.filter((m) => m.kind === "confirmAccount")).toHaveLength(2);
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, "nikt@example.pl"))).toEqual([]);
    // Only the newest link works.
    const tokens = sent.map((m) => /kod\/([\w-]{43})/.exec(m.text)![1]!);
    const codes = await Promise.all(
      tokens.map(
        async (tk) =>
          (await call("mutation($t: String!) { confirmAccount(token: $t) }", { t: tk })).errors?.[0]?.extensions.code ??
          "ok",
      ),
    );
    expect(codes.sort()).toEqual(["confirmAccountTokenInvalid", "ok"]);
    // After 14 days nothing is sent any more.
    await t.database.db
      .update(users)
      .set({ isActive: false, createdAt: sql`now() - interval '15 days'` })
      .where(eq(users.email, "jerzy@example.pl"));
    await resend("jerzy@example.pl");
    await t.services.mailer.idle();
    expect(
      (await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, "jerzy@example.pl"))).length,
    ).toBe(2);
  });
});

describe("promo codes and countries", () => {
  const t = useTestApp();
  const call = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    (
      await t.app.request("/api", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      })
    ).json();

  it("isPromoCodeAvailable knows valid, unknown and expired codes; sign-up redeems a valid one and refuses others", async () => {
    await seedDemo(t.database.db);
    await t.database.db.insert(promoCodes).values({ code: "STARY", validUntil: new Date("2020-01-01T00:00:00Z") });
    const available = async (code: string) =>
      (await call("query($c: String!) { isPromoCodeAvailable(code: $c) }", { c: code })).data.isPromoCodeAvailable;
    expect(await available(" start2026 ")).toBe(true);
    expect(await available("NIEMA")).toBe(false);
    expect(await available("STARY")).toBe(false);

    const refused = await call(REGISTER, {
      input: { ...input({ tin: "7740001454", email: "promo1@example.pl" }), promoCode: "STARY" },
    });
    expect(refused.errors[0].extensions).toMatchObject({
      code: "invalidPromoCode",
      fields: { promoCode: ["invalidPromoCode"] },
    });
    expect(await t.database.db.select().from(companies).where(eq(companies.tin, "7740001454"))).toEqual([]);

    expect(
      (
        await call(REGISTER, {
          input: { ...input({ tin: "7740001454", email: "promo1@example.pl" }), promoCode: "start2026" },
        })
      ).data.register,
    ).toBe(true);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.tin, "7740001454"));
    expect(company!.promoCode).toBe("START2026");
    const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, "START2026"));
    expect(code!.uses).toBe(1);
  });

  it("countriesData names the countries in the request's language, Poland first", async () => {
    const pl = (await call("{ countriesData { code name } }")).data.countriesData;
    expect(pl[0]).toEqual({ code: "PL", name: "Polska" });
    expect(pl).toContainEqual({ code: "DE", name: "Niemcy" });
    const en = (await call("{ countriesData { code name } }", {}, { cookie: "locale=en" })).data.countriesData;
    expect(en).toContainEqual({ code: "DE", name: "Germany" });
  });
});

describe("an account the company admin has switched off stays off", () => {
  const t = useTestApp();
  const call = async (query: string, variables: Record<string, unknown> = {}, token?: string) =>
    (
      await t.app.request("/api", {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      })
    ).json();
  const code = (body: { errors?: { extensions: { code: string } }[] }) => body.errors?.[0]?.extensions.code ?? "ok";
  const signIn = async (email: string, password: string) =>
    code(await call(`mutation { signIn(email: "${email}", password: "${password}") { token } }`));
  const UPD = `mutation($input: UpdateEmployeeInput!) { updateEmployee(input: $input) { status } }`;
  const ADD = `mutation($input: AddEmployeeInput!) { addEmployee(input: $input) { id status } }`;
  const SET = `mutation($t: String!) { setNewPassword(token: $t, password: "Lisica#2026", passwordConfirmation: "Lisica#2026") }`;
  const resend = async (email: string) =>
    (await call(`mutation { resendConfirmationToken(email: "${email}") }`)).data.resendConfirmationToken;
  const userOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
  const unspent = async (userId: string) =>
    (await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, userId))).filter(
      (tk) => !tk.usedAt && tk.purpose !== "resetPassword",
    );
  /** Background mail in order: once the mail after it is there, anything queued before had its turn. */
  const barrier = async (email: string) => {
    await call(`mutation { requestChangePasswordToken(email: "${email}") }`);
    await waitForMail(t.database.db, email, "resetPassword");
    await t.database.db.delete(mailMessages).where(eq(mailMessages.kind, "resetPassword"));
  };
  let anna: string;

  it("an employee switched off within 14 days of the account's creation cannot switch back on by resend and confirm", async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    const jan = await userOf(DEMO.member.email);
    expect(Date.now() - jan.createdAt.getTime()).toBeLessThan(14 * 24 * 3600 * 1000);
    expect(code(await call(UPD, { input: { userId: jan.id, isActive: false } }, anna))).toBe("ok");

    // The resend answers as for any address and sends nothing.
    expect(await resend(DEMO.member.email)).toBe(true);
    expect(await resend("nikt@example.pl")).toBe(true);
    await barrier(DEMO.member.email);
    const mail = await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, DEMO.member.email));
    expect(mail.filter((m) => m.kind === "confirmAccount")).toEqual([]);
    expect(await unspent(jan.id)).toEqual([]);

    // Even a link minted meanwhile (a resend racing the switch-off) no longer activates.
    const racing = await issueToken(t.database.db, jan.id, "confirmAccount", 3600_000, new Date());
    expect(code(await call("mutation($t: String!) { confirmAccount(token: $t) }", { t: racing }))).toBe(
      "confirmAccountTokenInvalid",
    );
    expect(await signIn(DEMO.member.email, DEMO.password)).toBe("loginNotActive");
    expect((await userOf(DEMO.member.email)).isActive).toBe(false);
  });

  it("an invited employee switched off before accepting cannot activate through the invitation", async () => {
    // Switched off while the invitation is pending: the invitation is withdrawn.
    const added = await call(ADD, { input: { email: "kasia@example.pl", name: "Kasia", surname: "Lis" } }, anna);
    const kasia = (added.data.addEmployee as { id: string; status: string }).id;
    const invitation = linkToken((await waitForMail(t.database.db, "kasia@example.pl", "employeeInvitation")).text)!;
    expect(code(await call(UPD, { input: { userId: kasia, isActive: false } }, anna))).toBe("ok");
    expect(code(await call(SET, { t: invitation }))).toBe("passwordGenerationTokenInvalid");
    expect(await resend("kasia@example.pl")).toBe(true);
    await barrier("kasia@example.pl");
    const mail = await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, "kasia@example.pl"));
    expect(mail.map((m) => m.kind)).toEqual(["employeeInvitation"]);
    expect(await unspent(kasia)).toEqual([]);
    expect((await userOf("kasia@example.pl")).isActive).toBe(false);

    // Switched on, then off, before accepting: the same.
    const added2 = await call(ADD, { input: { email: "olek@example.pl", name: "Olek", surname: "Lis" } }, anna);
    const olek = (added2.data.addEmployee as { id: string }).id;
    const invitation2 = linkToken((await waitForMail(t.database.db, "olek@example.pl", "employeeInvitation")).text)!;
    expect(code(await call(UPD, { input: { userId: olek, isActive: true } }, anna))).toBe("ok");
    expect(code(await call(UPD, { input: { userId: olek, isActive: false } }, anna))).toBe("ok");
    expect(code(await call(SET, { t: invitation2 }))).toBe("passwordGenerationTokenInvalid");
    // An invitation minted meanwhile sets the password but leaves the account off.
    const racing = await issueToken(t.database.db, olek, "invitation", 3600_000, new Date());
    expect(code(await call(SET, { t: racing }))).toBe("ok");
    expect(await signIn("olek@example.pl", "Lisica#2026")).toBe("loginNotActive");

    // An invitation accepted while pending still activates, as before.
    await call(ADD, { input: { email: "ewa@example.pl", name: "Ewa", surname: "Lis" } }, anna);
    const invitation3 = linkToken((await waitForMail(t.database.db, "ewa@example.pl", "employeeInvitation")).text)!;
    expect(code(await call(SET, { t: invitation3 }))).toBe("ok");
    expect(await signIn("ewa@example.pl", "Lisica#2026")).toBe("ok");
    expect((await userOf("ewa@example.pl")).confirmedAt).not.toBeNull();
  });
});
