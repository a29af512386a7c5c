import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, statusChanges, subscriptions, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { makeCompany } from "../support/companies.ts";
import { codeOf, gql, tokenFor } from "../support/graphql.ts";
import { linkToken, waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";

const SIGN_IN = `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }`;

describe("staff back-office: companies and statuses", () => {
  const t = useTestApp({ TRIAL_DAYS: "14", TRIAL_GUIDES: "2" });
  let staff: string;
  let fresh: Awaited<ReturnType<typeof makeCompany>>;
  const signIn = async (email: string) => codeOf(await gql(t.app, SIGN_IN, { email, password: DEMO.password }));

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
    fresh = await makeCompany(t.database.db, "Nowa", { tin: "5260250995", status: "not_verified" });
  });

  it("searches by a phrase of at least 3 characters, filters by status and pages", async () => {
    const list = `query($phrase: String, $status: CompanyStatus, $page: Int, $pageSize: Int) {
      companies(phrase: $phrase, status: $status, page: $page, pageSize: $pageSize) { items { id name tin status } total page pageSize } }`;
    expect(codeOf(await gql(t.app, list, { phrase: "No" }, staff))).toBe("phraseMustBeAtLeast3");
    const byName = await gql(t.app, list, { phrase: "nowa" }, staff);
    expect(byName.data!.companies).toMatchObject({
      total: 1,
      items: [{ name: "Nowa Sp. z o.o.", status: "not_verified" }],
    });
    const byTin = await gql(t.app, list, { phrase: "526025" }, staff);
    expect((byTin.data!.companies as { total: number }).total).toBe(1);
    const byEmail = await gql(t.app, list, { phrase: "anna@demo" }, staff);
    expect(byEmail.data!.companies).toMatchObject({ total: 1, items: [{ tin: DEMO.company.tin }] });
    const waiting = await gql(t.app, list, { status: "NOT_VERIFIED" }, staff);
    expect(waiting.data!.companies).toMatchObject({ total: 1, items: [{ id: fresh.company.id }] });
    const paged = await gql(t.app, list, { page: 2, pageSize: 1 }, staff);
    // The demo company, the second demo company (a carrier, ADR 027) and this test's own.
    expect(paged.data!.companies).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect((paged.data!.companies as { items: unknown[] }).items).toHaveLength(1);
    // A wildcard is a character, not "anything".
    expect((await gql(t.app, list, { phrase: "%%%" }, staff)).data!.companies).toMatchObject({ total: 0 });
  });

  it("confirms a company: verified, trial started, audit entry, admin mailed; a second confirm is invalidStatusChange", async () => {
    const change = `mutation($id: ID!, $action: CompanyStatusAction!, $reason: String) {
      changeCompanyStatus(companyId: $id, action: $action, reason: $reason) { id status isVerified isBlocked } }`;
    const before = await tokenFor(t.database.db, fresh.admin.email);
    const restricted = `{ restrictions { features { restrictionFeatureId name } expireDate isExpired guidesLimit translations { dictionaryLanguageId text } } }`;
    expect((await gql(t.app, restricted, {}, before)).data!.restrictions).toMatchObject({
      features: [],
      isExpired: true,
    });
    const done = await gql(
      t.app,
      change,
      { id: fresh.company.id, action: "CONFIRM", reason: "Dane zgodne z CEIDG" },
      staff,
    );
    expect(done.data!.changeCompanyStatus).toEqual({
      id: fresh.company.id,
      status: "verified",
      isVerified: true,
      isBlocked: false,
    });
    const [trial] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, fresh.company.id));
    expect(trial).toMatchObject({
      plan: "trial",
      guidesLimit: 2,
      features: ["advisor", "employees", "documents", "vehicles", "offers", "conversations", "transactions"],
    });
    const days = (trial!.expiresAt!.getTime() - trial!.startsAt.getTime()) / 86_400_000;
    expect(days).toBe(14);
    const restrictions = (await gql(t.app, restricted, {}, before)).data!.restrictions as Record<string, unknown>;
    expect(restrictions).toMatchObject({
      features: [
        { restrictionFeatureId: 1, name: "advisor" },
        { restrictionFeatureId: 2, name: "employees" },
        { restrictionFeatureId: 7, name: "documents" },
        { restrictionFeatureId: 4, name: "vehicles" },
        { restrictionFeatureId: 3, name: "offers" },
        { restrictionFeatureId: 5, name: "conversations" },
        { restrictionFeatureId: 6, name: "transactions" },
      ],
      isExpired: false,
      guidesLimit: 2,
    });
    expect(restrictions.translations).toContainEqual({
      dictionaryLanguageId: 1,
      text: "Przewodniki od doradcy (PDF)",
    });
    expect(restrictions.translations).toContainEqual({
      dictionaryLanguageId: 2,
      text: "Guides from the advisor (PDF)",
    });
    const [audit] = await t.database.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.companyId, fresh.company.id));
    expect(audit).toMatchObject({
      action: "CONFIRM",
      fromStatus: "not_verified",
      toStatus: "verified",
      reason: "Dane zgodne z CEIDG",
    });
    const mail = await waitForMail(t.database.db, fresh.admin.email, "companyStatusChanged");
    expect(mail.subject).toBe("Nowa Sp. z o.o. w Przewodniku: zweryfikowana");
    expect(mail.text).toContain("Podany powód: Dane zgodne z CEIDG");
    expect(codeOf(await gql(t.app, change, { id: fresh.company.id, action: "CONFIRM" }, staff))).toBe(
      "invalidStatusChange",
    );
    expect(codeOf(await gql(t.app, change, { id: fresh.company.id, action: "RESTART" }, staff))).toBe(
      "invalidStatusChange",
    );
    expect(codeOf(await gql(t.app, change, { id: "not-a-uuid", action: "BAN" }, staff))).toBe("companyNotFound");
    expect(codeOf(await gql(t.app, change, { id: "00000000-0000-4000-8000-000000000000", action: "BAN" }, staff))).toBe(
      "companyNotFound",
    );
  });

  it("suspends a company: its sessions end and its users are refused with companyIsSuspended; restore lets them in", async () => {
    const change = `mutation($id: ID!, $action: CompanyStatusAction!) { changeCompanyStatus(companyId: $id, action: $action) { status } }`;
    const memberToken = await tokenFor(t.database.db, fresh.member.email);
    expect(await signIn(fresh.member.email)).toBe("ok");
    await gql(t.app, change, { id: fresh.company.id, action: "SUSPEND" }, staff);
    expect((await gql(t.app, "{ me { id } }", {}, memberToken)).data!.me).toBeNull();
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, fresh.member.id));
    expect(left).toHaveLength(0);
    expect(await signIn(fresh.member.email)).toBe("companyIsSuspended");
    expect(await signIn(fresh.admin.email)).toBe("companyIsSuspended");
    expect((await waitForMail(t.database.db, fresh.admin.email, "companyStatusChanged")).subject).toContain(
      "zawieszona",
    );
    await gql(t.app, change, { id: fresh.company.id, action: "RESTORE" }, staff);
    expect(await signIn(fresh.member.email)).toBe("ok");
    // The trial did not start twice.
    const trials = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, fresh.company.id));
    expect(trials).toHaveLength(1);
  });

  it("shows a company's users, subscription and history to staff", async () => {
    const detail = `query($id: ID!) { company(id: $id) { company { name street city } users { email isAdmin status }
      subscription { plan expireDate } history { action fromStatus toStatus actorName } documents { id } } }`;
    const body = await gql(t.app, detail, { id: fresh.company.id }, staff);
    const d = body.data!.company as {
      users: { email: string; isAdmin: boolean; status: string }[];
      history: { action: string; actorName: string }[];
    };
    expect(d).toMatchObject({
      company: { name: "Nowa Sp. z o.o.", city: "Kraków" },
      subscription: { plan: "trial" },
      documents: [],
    });
    expect(d.users).toContainEqual({ email: fresh.admin.email, isAdmin: true, status: "active" });
    expect(d.history.map((h) => h.action)).toEqual(["RESTORE", "SUSPEND", "CONFIRM"]);
    expect(d.history[0]!.actorName).toBe("Ewa Wiśniewska");
  });

  it("changes user statuses by the state machine, never a staff account's, and mails the user", async () => {
    const change = `mutation($id: ID!, $action: UserStatusAction!, $reason: String) {
      changeUserStatus(userId: $id, action: $action, reason: $reason) { id status isActive isBlocked } }`;
    const memberToken = await tokenFor(t.database.db, fresh.member.email);
    const suspended = await gql(t.app, change, { id: fresh.member.id, action: "SUSPEND", reason: "Spam" }, staff);
    expect(suspended.data!.changeUserStatus).toMatchObject({ status: "suspended", isActive: true, isBlocked: true });
    expect((await gql(t.app, "{ me { id } }", {}, memberToken)).data!.me).toBeNull();
    expect(await signIn(fresh.member.email)).toBe("suspendedUserAccount");
    expect((await waitForMail(t.database.db, fresh.member.email, "userStatusChanged")).text).toContain("Spam");
    expect(codeOf(await gql(t.app, change, { id: fresh.member.id, action: "GRANT" }, staff))).toBe(
      "invalidStatusChange",
    );
    await gql(t.app, change, { id: fresh.member.id, action: "BAN" }, staff);
    expect(await signIn(fresh.member.email)).toBe("suspendedUserAccount");
    const back = await gql(t.app, change, { id: fresh.member.id, action: "GRANT_AGAIN" }, staff);
    expect(back.data!.changeUserStatus).toMatchObject({ status: "active" });
    expect(await signIn(fresh.member.email)).toBe("ok");
    const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, DEMO.staff.email));
    expect(codeOf(await gql(t.app, change, { id: staffRow!.id, action: "SUSPEND" }, staff))).toBe(
      "deniedChangeOfUserStatus",
    );
    expect(codeOf(await gql(t.app, change, { id: "nope", action: "SUSPEND" }, staff))).toBe("userNotFound");
    const audit = await t.database.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.userId, fresh.member.id), eq(statusChanges.subject, "user")));
    expect(audit.map((a) => `${a.fromStatus}>${a.toStatus}`).sort()).toEqual(
      ["active>suspended", "locked>active", "suspended>locked"].sort(),
    );
  });

  it("grants an account that never got its activation mail", async () => {
    const change = `mutation($id: ID!) { changeUserStatus(userId: $id, action: GRANT) { status } }`;
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, fresh.member.id));
    expect(await signIn(fresh.member.email)).toBe("loginNotActive");
    expect((await gql(t.app, change, { id: fresh.member.id }, staff)).data!.changeUserStatus).toEqual({
      status: "active",
    });
    expect(await signIn(fresh.member.email)).toBe("ok");
  });

  it("finds verified companies for members by name or NIP", async () => {
    const jan = await tokenFor(t.database.db, DEMO.member.email);
    const find = `query($p: String!) { findCompanies(phrase: $p) { name tin city } }`;
    expect(codeOf(await gql(t.app, find, { p: "ab" }, jan))).toBe("phraseMustBeAtLeast3");
    expect((await gql(t.app, find, { p: "nowa" }, jan)).data!.findCompanies).toEqual([
      { name: "Nowa Sp. z o.o.", tin: "5260250995", city: "Kraków" },
    ]);
    expect(codeOf(await gql(t.app, find, { p: "nowa" }))).toBe("unauthorized");
  });
});

describe("company admins: company details and employees", () => {
  const t = useTestApp();
  let anna: string;
  let jan: string;
  let other: Awaited<ReturnType<typeof makeCompany>>;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
    other = await makeCompany(t.database.db, "Inna", { tin: "5260181596" });
  });

  const UPDATE = `mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { street postalCode city phone email website } }`;
  const details = {
    street: "ul. Długa 5",
    postalCode: "31-147",
    city: "Kraków",
    phone: "+48 12 345 67 89",
    email: "biuro@demo.pl",
    website: "demo.pl",
  };

  it("lets an admin change the address and contacts, refuses bad fields whole, members and other companies", async () => {
    const saved = await gql(t.app, UPDATE, { input: details }, anna);
    expect(saved.data!.updateCompany).toEqual({ ...details, website: "https://demo.pl" });
    const bad = await gql(
      t.app,
      UPDATE,
      { input: { ...details, postalCode: "31147", website: "not a site", phone: "abc" } },
      anna,
    );
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: "validation",
      fields: { postalCode: ["postalCode"], website: ["website"], phone: ["phone"] },
    });
    const mine = await gql(t.app, "{ myCompany { postalCode } }", {}, anna);
    expect(mine.data!.myCompany).toEqual({ postalCode: "31-147" });
    expect(codeOf(await gql(t.app, UPDATE, { input: { ...details, companyId: other.company.id } }, anna))).toBe(
      "deniedUpdateOfCompany",
    );
    expect(codeOf(await gql(t.app, UPDATE, { input: details }, jan))).toBe("forbidden");
  });

  it("adds an employee who sets a password from the invitation and signs in", async () => {
    const ADD = `mutation($input: AddEmployeeInput!) { addEmployee(input: $input) { id email status isAdmin isActive } }`;
    expect(codeOf(await gql(t.app, ADD, { input: { email: " ", name: "A", surname: "B" } }, anna))).toBe(
      "emailCannotBeEmpty",
    );
    expect(codeOf(await gql(t.app, ADD, { input: { email: DEMO.member.email, name: "A", surname: "B" } }, anna))).toBe(
      "emailIsTaken",
    );
    expect(codeOf(await gql(t.app, ADD, { input: { email: "x@demo.pl", name: "A", surname: "B" } }, jan))).toBe(
      "missingPermissionToChangeEmployees",
    );
    const added = await gql(t.app, ADD, { input: { email: "kasia@demo.pl", name: "Kasia", surname: "Lis" } }, anna);
    expect(added.data!.addEmployee).toMatchObject({
      email: "kasia@demo.pl",
      status: "inactive",
      isAdmin: false,
      isActive: false,
    });
    const mail = await waitForMail(t.database.db, "kasia@demo.pl", "employeeInvitation");
    expect(mail.subject).toBe("Anna Nowak zaprasza Cię do Przewodnika");
    expect(mail.text).toContain("Demo Sp. z o.o.");
    const token = linkToken(mail.text)!;
    const set = await gql(
      t.app,
      `mutation($t: String!) { setNewPassword(token: $t, password: "Lisica#2026", passwordConfirmation: "Lisica#2026") }`,
      { t: token },
    );
    expect(set.errors).toBeUndefined();
    const signedIn = await gql(t.app, SIGN_IN, { email: "kasia@demo.pl", password: "Lisica#2026" });
    expect(codeOf(signedIn)).toBe("ok");
    const list = await gql(t.app, "{ employees { email status } }", {}, anna);
    expect(list.data!.employees).toContainEqual({ email: "kasia@demo.pl", status: "active" });
    // The invitation works once.
    const again = await gql(
      t.app,
      `mutation($t: String!) { setNewPassword(token: $t, password: "Lisica#2027", passwordConfirmation: "Lisica#2027") }`,
      { t: token },
    );
    expect(codeOf(again)).toBe("passwordGenerationTokenInvalid");
  });

  it("refuses adding employees while the company has no subscription (operationIsRestricted)", async () => {
    await t.database.db.delete(subscriptions).where(eq(subscriptions.companyId, other.company.id));
    const token = await tokenFor(t.database.db, other.admin.email);
    const ADD = `mutation { addEmployee(input: { email: "nowy@inna.pl", name: "Nowy", surname: "Pracownik" }) { id } }`;
    expect(codeOf(await gql(t.app, ADD, {}, token))).toBe("operationIsRestricted");
    const [none] = await t.database.db.select().from(users).where(eq(users.email, "nowy@inna.pl"));
    expect(none).toBeUndefined();
  });

  it("switches employees on and off, keeps one active admin, and stays inside the company", async () => {
    const UPD = `mutation($input: UpdateEmployeeInput!) { updateEmployee(input: $input) { email isActive isAdmin status } }`;
    const [janRow] = await t.database.db.select().from(users).where(eq(users.email, DEMO.member.email));
    const [annaRow] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    const janToken = await tokenFor(t.database.db, DEMO.member.email);
    const off = await gql(t.app, UPD, { input: { userId: janRow!.id, isActive: false } }, anna);
    expect(off.data!.updateEmployee).toMatchObject({ isActive: false, status: "inactive" });
    expect((await gql(t.app, "{ me { id } }", {}, janToken)).data!.me).toBeNull();
    expect(codeOf(await gql(t.app, SIGN_IN, { email: DEMO.member.email, password: DEMO.password }))).toBe(
      "loginNotActive",
    );
    await gql(t.app, UPD, { input: { userId: janRow!.id, isActive: true } }, anna);
    expect(codeOf(await gql(t.app, UPD, { input: { userId: annaRow!.id, isAdmin: false } }, anna))).toBe(
      "companyNeedsActiveAdmin",
    );
    expect(codeOf(await gql(t.app, UPD, { input: { userId: annaRow!.id, isActive: false } }, anna))).toBe(
      "companyNeedsActiveAdmin",
    );
    const promoted = await gql(t.app, UPD, { input: { userId: janRow!.id, isAdmin: true } }, anna);
    expect(promoted.data!.updateEmployee).toMatchObject({ isAdmin: true });
    const janNow = await tokenFor(t.database.db, DEMO.member.email);
    expect(codeOf(await gql(t.app, UPD, { input: { userId: annaRow!.id, isAdmin: false } }, janNow))).toBe("ok");
    expect(codeOf(await gql(t.app, UPD, { input: { userId: other.member.id, isActive: false } }, janNow))).toBe(
      "deniedEditOfUserFromDifferentCompany",
    );
    const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, DEMO.staff.email));
    expect(codeOf(await gql(t.app, UPD, { input: { userId: staffRow!.id, isActive: false } }, janNow))).toBe(
      "userIsNotPartOfCompany",
    );
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.email, "ola@demo.przewodnik.pl"));
    const [ola] = await t.database.db.select().from(users).where(eq(users.email, "ola@demo.przewodnik.pl"));
    expect(codeOf(await gql(t.app, UPD, { input: { userId: ola!.id, isActive: false } }, janNow))).toBe(
      "deniedChangeOfUserStatus",
    );
  });

  it("offers the same over REST: the company, its employees, an employee change; staff detail and status", async () => {
    const rest = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await t.app.request(`/new-api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const mine = await rest("GET", "/company", anna);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ company: { tin: DEMO.company.tin }, restrictions: { isExpired: false } });
    const list = await rest("GET", "/company/employees", anna);
    const ola = (list.body.items as { id: string; email: string }[]).find((e) => e.email === "ola@demo.przewodnik.pl")!;
    // Jan is the admin now (the test above handed the role over); roles are read on every request.
    expect((await rest("PATCH", `/company/employees/${ola.id}`, anna, { isAdmin: true })).status).toBe(403);
    const janAdmin = await tokenFor(t.database.db, DEMO.member.email);
    const changed = await rest("PATCH", `/company/employees/${ola.id}`, janAdmin, { isAdmin: true });
    expect(changed).toMatchObject({ status: 200, body: { email: "ola@demo.przewodnik.pl", isAdmin: true } });
    const staff = await tokenFor(t.database.db, DEMO.staff.email);
    const detail = await rest("GET", `/portal/companies/${other.company.id}`, staff);
    expect(detail).toMatchObject({ status: 200, body: { company: { name: "Inna Sp. z o.o." } } });
    const suspended = await rest("POST", `/portal/companies/${other.company.id}/status`, staff, { action: "SUSPEND" });
    expect(suspended).toMatchObject({ status: 200, body: { status: "excluded" } });
    const again = await rest("POST", `/portal/companies/${other.company.id}/status`, staff, { action: "SUSPEND" });
    expect(again).toMatchObject({ status: 409, body: { error: { code: "invalidStatusChange" } } });
    const bad = await rest("POST", `/portal/companies/${other.company.id}/status`, staff, { action: "EXPLODE" });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: "validation" } } });
    expect((await rest("GET", "/portal/companies/nope", staff)).status).toBe(404);
  });
});
