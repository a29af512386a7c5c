import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountTokens, mailMessages, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { issueToken } from "../../src/domain/accounts/account-tokens.ts";
import { makeCompany } from "../support/companies.ts";
import { codeOf, gql, tokenFor } from "../support/graphql.ts";
import { linkToken, waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";

const ADD = "mutation($input: AddEmployeeInput!) { addEmployee(input: $input) { id awaitsInvitation } }";
const REINVITE = "mutation($id: ID!) { resendInvitation(userId: $id) { id awaitsInvitation } }";
const SET = (password: string) =>
  `mutation($t: String!) { setNewPassword(token: $t, password: "${password}", passwordConfirmation: "${password}") }`;
const PASSWORD = "Zaproszona#2026";

/** The mails to an address, oldest first. */
async function mailTo(db: Parameters<typeof waitForMail>[0], to: string) {
  const rows = await db.select().from(mailMessages).where(eq(mailMessages.to, to));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The mails to an address once every mail handed to the mailer is recorded: at least `count`. */
async function mailCount(t: ReturnType<typeof useTestApp>, to: string, count: number) {
  await t.services.mailer.idle();
  const rows = await mailTo(t.database.db, to);
  if (rows.length < count) throw new Error(`${to} got ${rows.length} of ${count} mails`);
  return rows;
}

/**
 * An employee invited by the company admin who never accepted activates the
 * account only through the invitation. After it expired, neither a resent confirmation link nor
 * password help turns the account on; the owner is told by mail to ask the admin, and the admin
 * sends a new invitation.
 */
describe("an expired invitation stays expired", () => {
  const t = useTestApp();
  let anna: string;
  let kasia: string;
  const email = "kasia.zaproszona@example.pl";
  const signIn = async (address: string, password: string) =>
    codeOf(await gql(t.app, `mutation { signIn(email: "${address}", password: "${password}") { token } }`));

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    const added = await gql(t.app, ADD, { input: { email, name: "Kasia", surname: "Lis" } }, anna);
    expect(added.data?.addEmployee).toMatchObject({ awaitsInvitation: true });
    kasia = (added.data!.addEmployee as { id: string }).id;
    await waitForMail(t.database.db, email, "employeeInvitation");
    // Eight days later: the 7-day invitation has expired, the account is within its 14 days.
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '8 days'`, invitedAt: sql`now() - interval '8 days'` })
      .where(eq(users.id, kasia));
    await t.database.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '8 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(accountTokens.userId, kasia));
  });

  it("no link mailed after expiry, nor one minted before, activates the account", async () => {
    const invitation = linkToken((await waitForMail(t.database.db, email, "employeeInvitation")).text)!;
    expect(codeOf(await gql(t.app, SET(PASSWORD), { t: invitation }))).toBe("passwordGenerationTokenInvalid");

    // The attacker's (or a confused owner's) way round: resend the confirmation, ask for password help.
    expect((await gql(t.app, `mutation { resendConfirmationToken(email: "${email}") }`)).data).toEqual({
      resendConfirmationToken: true,
    });
    expect((await gql(t.app, `mutation { requestChangePasswordToken(email: "${email}") }`)).data).toEqual({
      requestChangePasswordToken: true,
    });
    const mails = (await mailCount(t, email, 3)).slice(1);
    // Every link in them is tried, as an attacker holding the mailbox would.
    for (const mail of mails) {
      const confirm = /potwierdz\/kod\/([\w-]+)/.exec(mail.text)?.[1];
      if (confirm) await gql(t.app, "mutation($t: String!) { confirmAccount(token: $t) }", { t: confirm });
      const token = linkToken(mail.text);
      if (token) await gql(t.app, SET(PASSWORD), { t: token });
    }
    // A confirmation link minted before this rule (or by a racing resend) is refused too.
    const old = await issueToken(t.database.db, kasia, "confirmAccount", 3600_000, new Date());
    expect(codeOf(await gql(t.app, "mutation($t: String!) { confirmAccount(token: $t) }", { t: old }))).toBe(
      "confirmAccountTokenInvalid",
    );
    expect(await signIn(email, PASSWORD)).not.toBe("ok");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, kasia));
    expect(row).toMatchObject({ isActive: false, confirmedAt: null });

    // What she got instead: a translated mail telling her to ask the company admin for a new invitation.
    expect(mails.map((m) => m.kind)).toEqual(["invitationPending", "invitationPending"]);
    expect(mails[0]!.subject).toBe("Konto w Przewodniku czeka na zaproszenie");
    expect(mails[0]!.text).toContain("Demo Sp. z o.o.");
    expect(mails[0]!.text).toContain("Anna Nowak");
    expect(mails[0]!.text).not.toMatch(/token=|potwierdz\/kod/);
  });

  it("the company admin sends a new invitation, which activates the account", async () => {
    const other = await makeCompany(t.database.db, "Obca", { tin: "5260250995" });
    const otherAdmin = await tokenFor(t.database.db, other.admin.email);
    expect(codeOf(await gql(t.app, REINVITE, { id: kasia }, otherAdmin))).toBe("deniedEditOfUserFromDifferentCompany");
    const jan = await tokenFor(t.database.db, DEMO.member.email);
    expect(codeOf(await gql(t.app, REINVITE, { id: kasia }, jan))).toBe("missingPermissionToChangeEmployees");
    // Only an account still awaiting its invitation: an active employee is not re-invited.
    const [janRow] = await t.database.db.select().from(users).where(eq(users.email, DEMO.member.email));
    expect(codeOf(await gql(t.app, REINVITE, { id: janRow!.id }, anna))).toBe("invalidStatusChange");

    const before = (await mailTo(t.database.db, email)).length;
    const again = await gql(t.app, REINVITE, { id: kasia }, anna);
    expect(again.data?.resendInvitation).toEqual({ id: kasia, awaitsInvitation: true });
    const mails = await mailCount(t, email, before + 1);
    const fresh = mails.at(-1)!;
    expect(fresh.kind).toBe("employeeInvitation");
    expect(codeOf(await gql(t.app, SET(PASSWORD), { t: linkToken(fresh.text) }))).toBe("ok");
    expect(await signIn(email, PASSWORD)).toBe("ok");
    const list = await gql(t.app, "{ employees { email awaitsInvitation status } }", {}, anna);
    expect((list.data!.employees as { email: string }[]).find((e) => e.email === email)).toEqual({
      email,
      awaitsInvitation: false,
      status: "active",
    });
    // Accepted: nothing left to re-invite.
    expect(codeOf(await gql(t.app, REINVITE, { id: kasia }, anna))).toBe("invalidStatusChange");
    const unspent = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, kasia), eq(accountTokens.purpose, "invitation")));
    expect(unspent.every((tk) => tk.usedAt !== null || tk.expiresAt < new Date())).toBe(true);
  });

  it("an invited account portal staff switched on is an active account: password help mails a reset link", async () => {
    const address = "jurek.zaproszony@example.pl";
    const added = await gql(t.app, ADD, { input: { email: address, name: "Jurek", surname: "Lis" } }, anna);
    const id = (added.data!.addEmployee as { id: string }).id;
    const staff = await tokenFor(t.database.db, DEMO.staff.email);
    const granted = await gql(
      t.app,
      "mutation($id: ID!) { changeUserStatus(userId: $id, action: GRANT) { status awaitsInvitation } }",
      { id },
      staff,
    );
    expect(granted.data).toEqual({ changeUserStatus: { status: "active", awaitsInvitation: false } });
    expect(codeOf(await gql(t.app, REINVITE, { id }, anna))).toBe("invalidStatusChange");
    await gql(t.app, `mutation { requestChangePasswordToken(email: "${address}") }`);
    const reset = await waitForMail(t.database.db, address, "resetPassword");
    expect(codeOf(await gql(t.app, SET(PASSWORD), { t: linkToken(reset.text) }))).toBe("ok");
    expect(await signIn(address, PASSWORD)).toBe("ok");
  });

  it("an account its owner signed up for still gets its confirmation link again", async () => {
    const input = {
      company: { name: "Kłos s.c.", tin: "7740001454", street: "ul. Polna 1", postalCode: "00-950", city: "Łódź" },
      user: { name: "Zofia", surname: "Kłos", email: "zofia.klos@example.pl" },
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      consents: { terms: true, privacy: true, marketing: false },
    };
    expect(codeOf(await gql(t.app, "mutation($i: RegisterInput!) { register(input: $i) }", { i: input }))).toBe("ok");
    await waitForMail(t.database.db, "zofia.klos@example.pl", "confirmAccount");
    await gql(t.app, `mutation { resendConfirmationToken(email: "zofia.klos@example.pl") }`);
    const [first, second] = await mailCount(t, "zofia.klos@example.pl", 2);
    expect([first!.kind, second!.kind]).toEqual(["confirmAccount", "confirmAccount"]);
    const token = /potwierdz\/kod\/([\w-]+)/.exec(second!.text)![1];
    expect(codeOf(await gql(t.app, "mutation($t: String!) { confirmAccount(token: $t) }", { t: token }))).toBe("ok");
    expect(await signIn("zofia.klos@example.pl", PASSWORD)).toBe("ok");
  });
});
