import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountTokens, mailMessages, sessions, users } from "../../src/db/schema/index.ts";
import { PASSWORD_CHECK_POLICY } from "../../src/domain/accounts/password-check-failures.ts";
import { tokenFor } from "../support/graphql.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { linkToken, waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ query, variables }),
});
const REQUEST = "mutation($email: String!) { requestChangePasswordToken(email: $email) }";
const SET =
  "mutation($token: String!, $p: String!, $c: String!) { setNewPassword(token: $token, password: $p, passwordConfirmation: $c) }";
const CHANGE =
  "mutation($o: String!, $p: String!, $c: String!) { changePassword(oldPassword: $o, password: $p, passwordConfirmation: $c) }";
const SIGN_IN = "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }";

describe("password help and reset", () => {
  const t = useTestApp();
  const call = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await t.app.request("/api", gql(query, variables, headers))).json();
  const signIn = async (email: string, password: string) =>
    (await call(SIGN_IN, { e: email, p: password })).data?.signIn?.token as string | undefined;

  it("answers true for any address and mails a link only to an account", async () => {
    await seedDemo(t.database.db);
    expect((await call(REQUEST, { email: "nikt@example.pl" })).data.requestChangePasswordToken).toBe(true);
    expect((await call(REQUEST, { email: DEMO.member.email.toUpperCase() })).data.requestChangePasswordToken).toBe(
      true,
    );
    const mail = await waitForMail(t.database.db, DEMO.member.email, "resetPassword");
    expect(mail.subject).toBe("Ustaw nowe hasło w Przewodniku");
    expect(mail.text).toContain("Dzień dobry!");
    expect(mail.text).not.toContain("Dzień dobry, Jan");
    expect(mail.text).toContain(`${t.services.config.PUBLIC_URL}/pomoc/haslo/ustaw?token=${linkToken(mail.text)}`);
    expect(mail.html).toContain(
      `href="${t.services.config.PUBLIC_URL}/pomoc/haslo/ustaw?token=${linkToken(mail.text)}"`,
    );
    const all = await t.database.db.select().from(mailMessages);
    expect(all.filter((m) => m.to === "nikt@example.pl")).toEqual([]);
  });

  it("sets a new password once per token, checks the rules and ends every session", async () => {
    await seedDemo(t.database.db);
    const before = await signIn(DEMO.admin.email, DEMO.password);
    await call(REQUEST, { email: DEMO.admin.email });
    const token = linkToken((await waitForMail(t.database.db, DEMO.admin.email, "resetPassword")).text)!;

    const weak = await call(SET, { token, p: "krotkie", c: "krotkie" });
    expect(weak.errors[0].extensions.code).toBe("validation");
    expect(weak.errors[0].extensions.fields.password).toEqual(["minLength", "upper", "digit", "special"]);
    const mismatch = await call(SET, { token, p: "Nowe#Haslo2026", c: "Nowe#Haslo2027" });
    expect(mismatch.errors[0].extensions.fields).toEqual({ passwordConfirmation: ["mismatch"] });

    expect((await call(SET, { token, p: "Nowe#Haslo2026", c: "Nowe#Haslo2026" })).data.setNewPassword).toBe(true);
    expect((await call("{ me { id } }", {}, { authorization: `Bearer ${before}` })).data.me).toBeNull();
    expect(await signIn(DEMO.admin.email, DEMO.password)).toBeUndefined();
    expect(await signIn(DEMO.admin.email, "Nowe#Haslo2026")).toBeTruthy();
    const again = await call(SET, { token, p: "Inne#Haslo2026", c: "Inne#Haslo2026" });
    expect(again.errors[0].extensions.code).toBe("passwordGenerationTokenInvalid");
    expect((await waitForMail(t.database.db, DEMO.admin.email, "passwordChanged")).subject).toBe(
      "Hasło do Przewodnika zostało zmienione",
    );
  });

  it("refuses an expired, unknown or superseded token", async () => {
    await seedDemo(t.database.db);
    await call(REQUEST, { email: DEMO.staff.email });
    const first = linkToken((await waitForMail(t.database.db, DEMO.staff.email, "resetPassword")).text)!;
    await t.database.db.delete(mailMessages).where(eq(mailMessages.to, DEMO.staff.email));
    await call(REQUEST, { email: DEMO.staff.email });
    const second = linkToken((await waitForMail(t.database.db, DEMO.staff.email, "resetPassword")).text)!;
    const code = async (token: string) =>
      (await call(SET, { token, p: "Nowe#Haslo2026", c: "Nowe#Haslo2026" })).errors?.[0]?.extensions.code;
    expect(await code(first)).toBe("passwordGenerationTokenInvalid");
    expect(await code("a".repeat(43))).toBe("passwordGenerationTokenInvalid");
    await t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await code(second)).toBe("passwordGenerationTokenInvalid");
  });
});

describe("change password", () => {
  const t = useTestApp();
  const call = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await t.app.request("/api", gql(query, variables, headers))).json();

  it("needs a session, the old password and the rules; other sessions end, this one stays", async () => {
    await seedDemo(t.database.db);
    const none = await call(CHANGE, { o: DEMO.password, p: "Nowe#Haslo2026", c: "Nowe#Haslo2026" });
    expect(none.errors[0].extensions).toMatchObject({ code: "unauthorized", message: "unauthorized" });

    const here = (await call(SIGN_IN, { e: DEMO.member.email, p: DEMO.password })).data.signIn.token;
    const elsewhere = (await call(SIGN_IN, { e: DEMO.member.email, p: DEMO.password })).data.signIn.token;
    const auth = { authorization: `Bearer ${here}` };
    const wrongOld = await call(CHANGE, { o: "Zle#Haslo2026", p: "Nowe#Haslo2026", c: "Nowe#Haslo2026" }, auth);
    expect(wrongOld.errors[0].extensions.code).toBe("badPassword");
    const weak = await call(CHANGE, { o: DEMO.password, p: "bez spacji?", c: "bez spacji?" }, auth);
    expect(weak.errors[0].extensions.fields.password).toContain("noWhitespace");

    expect(
      (await call(CHANGE, { o: DEMO.password, p: "Nowe#Haslo2026", c: "Nowe#Haslo2026" }, auth)).data.changePassword,
    ).toBe(true);
    expect((await call("{ me { email } }", {}, auth)).data.me.email).toBe(DEMO.member.email);
    expect((await call("{ me { email } }", {}, { authorization: `Bearer ${elsewhere}` })).data.me).toBeNull();
    expect((await call(SIGN_IN, { e: DEMO.member.email, p: "Nowe#Haslo2026" })).data.signIn.token).toBeTruthy();
  });
});

describe("change password: wrong old passwords", () => {
  const t = useTestApp();
  const call = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await t.app.request("/api", gql(query, variables, headers))).json();

  it("the 6th wrong old password ends every session of the user and mails the owner once", async () => {
    await seedDemo(t.database.db);
    const email = DEMO.members[1]!.email;
    const here = await tokenFor(t.database.db, email);
    const elsewhere = await tokenFor(t.database.db, email);
    const auth = { authorization: `Bearer ${here}` };
    const wrong = (n: number) => ({ o: `Zle#Haslo${n}`, p: "Nowe#Haslo2026", c: "Nowe#Haslo2026" });
    for (let i = 1; i <= PASSWORD_CHECK_POLICY.maxFailures; i++) {
      expect((await call(CHANGE, wrong(i), auth)).errors[0].extensions.code, `attempt ${i}`).toBe("badPassword");
    }
    expect(await waitForMailCount(email, "passwordGuessing")).toBe(0);
    const sixth = await call(CHANGE, wrong(6), auth);
    expect(sixth.errors[0].extensions).toMatchObject({ code: "unauthorized", message: "unauthorized" });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect((await call("{ me { id } }", {}, { authorization: `Bearer ${elsewhere}` })).data.me).toBeNull();
    const mail = await waitForMail(t.database.db, email, "passwordGuessing");
    expect(mail.subject).toBe("Przewodnik: konto zostało wylogowane na wszystkich urządzeniach");
    expect(mail.text).toContain(`${t.services.config.PUBLIC_URL}/pomoc/haslo`);
    // The ended session can try no more; the password itself opens a new one, and the count starts over.
    expect((await call(CHANGE, wrong(7), auth)).errors[0].extensions.code).toBe("unauthorized");
    const again = (await call(SIGN_IN, { e: email, p: DEMO.password })).data.signIn.token as string;
    const next = await call(CHANGE, wrong(8), { authorization: `Bearer ${again}` });
    expect(next.errors[0].extensions.code).toBe("badPassword");
    expect(await waitForMailCount(email, "passwordGuessing")).toBe(1);
  });

  it("guesses sent all at once get at most 5 badPassword answers and one mail", async () => {
    const email = DEMO.members[0]!.email;
    const auth = { authorization: `Bearer ${await tokenFor(t.database.db, email)}` };
    const codes = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) =>
          (await call(CHANGE, { o: `Zle#Haslo${i}`, p: "Nowe#Haslo2026", c: "Nowe#Haslo2026" }, auth)).errors[0]
            .extensions.code as string,
      ),
    );
    expect(codes.filter((c) => c === "badPassword")).toHaveLength(PASSWORD_CHECK_POLICY.maxFailures);
    expect(codes.filter((c) => c === "unauthorized")).toHaveLength(20 - PASSWORD_CHECK_POLICY.maxFailures);
    expect(await waitForMailCount(email, "passwordGuessing")).toBe(1);
  });

  /** Messages of a kind to an address, read after a password-help mail queued later has arrived. */
  const waitForMailCount = async (email: string, kind: string) => {
    await t.database.db.delete(mailMessages).where(eq(mailMessages.kind, "resetPassword"));
    await call(REQUEST, { email });
    await waitForMail(t.database.db, email, "resetPassword");
    const rows = await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, email));
    return rows.filter((m) => m.kind === kind).length;
  };
});

describe("empty addresses", () => {
  const t = useTestApp();
  it("answer emailCannotBeEmpty for password help, resend and sign-in", async () => {
    for (const query of [
      'mutation { requestChangePasswordToken(email: "  ") }',
      'mutation { resendConfirmationToken(email: "") }',
      'mutation { signIn(email: " ", password: "x") { token } }',
    ]) {
      const body = await (await t.app.request("/api", gql(query))).json();
      expect(body.errors[0].extensions.code, query).toBe("emailCannotBeEmpty");
    }
  });
});
