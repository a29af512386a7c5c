import { describe, expect, it } from "vitest";
import { mailMessages } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";
import { useWebTestApp } from "../support/web-test-app.ts";

/**
 * Links in mail are built from configuration (PUBLIC_URL, or
 * http://localhost:PORT where that default is allowed), never from the request's Host header.
 * The attack: a password-reset or help request sent with `Host: evil.example` must not mail the
 * victim (or every staff member) a link on evil.example.
 */
const EVIL = "http://evil.example";
const attack = { host: "evil.example" };

type App = { request(input: string, init: RequestInit): Response | Promise<Response> };
const gqlAt = (app: App, query: string, variables: Record<string, unknown>) =>
  app.request(`${EVIL}/api`, {
    method: "POST",
    headers: { "content-type": "application/json", ...attack },
    body: JSON.stringify({ query, variables }),
  });
const formAt = (app: App, path: string, fields: Record<string, string>) =>
  app.request(`${EVIL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...attack },
    body: new URLSearchParams(fields).toString(),
  });

const RESET = "mutation($email: String!) { requestChangePasswordToken(email: $email) }";
const HELP = "mutation($input: HelpRequestInput!) { createHelpRequest(input: $input) }";
const HELP_INPUT = {
  name: "Karol Nowy",
  email: "karol@example.pl",
  topic: "activation",
  message: "Link aktywacyjny nie dotarł do mnie.",
};

/** Every absolute link in a mail (text and HTML). */
const linksIn = (mail: { text: string; html: string | null }) =>
  [...`${mail.text}\n${mail.html ?? ""}`.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi)].map((m) => m[0]);

function expectLinksOn(publicUrl: string, mail: { text: string; html: string | null }, path: string) {
  const links = linksIn(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${publicUrl}/`), link).toBe(true);
  expect(links.some((l) => l.startsWith(`${publicUrl}${path}`))).toBe(true);
  expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
}

describe("mail links without PUBLIC_URL follow the configuration, not the Host header", () => {
  const t = useWebTestApp();
  const clear = () => t.database.db.delete(mailMessages);

  it("defaults PUBLIC_URL to http://localhost:PORT", () => {
    expect(t.services.config.PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("password reset over GraphQL", async () => {
    await seedDemo(t.database.db);
    await clear();
    const res = await gqlAt(t.app, RESET, { email: DEMO.member.email });
    expect((await res.json()).data.requestChangePasswordToken).toBe(true);
    const mail = await waitForMail(t.database.db, DEMO.member.email, "resetPassword");
    expectLinksOn(t.services.config.PUBLIC_URL, mail, "/pomoc/haslo/ustaw?token=");
  });

  it("password reset through the page's form", async () => {
    await clear();
    const res = await formAt(t.app, "/pomoc/haslo", { email: DEMO.member.email });
    expect(res.status).toBe(200);
    const mail = await waitForMail(t.database.db, DEMO.member.email, "resetPassword");
    expectLinksOn(t.services.config.PUBLIC_URL, mail, "/pomoc/haslo/ustaw?token=");
  });

  it("help request over GraphQL mails staff a link on the portal", async () => {
    await clear();
    const res = await gqlAt(t.app, HELP, { input: HELP_INPUT });
    expect((await res.json()).data.createHelpRequest).toBe(true);
    const mail = await waitForMail(t.database.db, DEMO.staff.email, "helpRequest");
    expectLinksOn(t.services.config.PUBLIC_URL, mail, "/portal/help-requests");
  });

  it("help request through the page's form", async () => {
    await clear();
    const res = await formAt(t.app, "/pomoc/dostep", HELP_INPUT);
    expect(res.status).toBe(200);
    const mail = await waitForMail(t.database.db, DEMO.staff.email, "helpRequest");
    expectLinksOn(t.services.config.PUBLIC_URL, mail, "/portal/help-requests");
  });
});

describe("mail links with PUBLIC_URL set", () => {
  const publicUrl = "https://przewodnik.example.pl";
  const t = useTestApp({ PUBLIC_URL: `${publicUrl}/` });

  it("start with PUBLIC_URL (without its trailing slash) whatever the Host header says", async () => {
    await seedDemo(t.database.db);
    expect((await (await gqlAt(t.app, RESET, { email: DEMO.admin.email })).json()).data).toBeTruthy();
    expectLinksOn(publicUrl, await waitForMail(t.database.db, DEMO.admin.email, "resetPassword"), "/pomoc/haslo/ustaw");
    expect((await (await gqlAt(t.app, HELP, { input: HELP_INPUT })).json()).data.createHelpRequest).toBe(true);
    expectLinksOn(
      publicUrl,
      await waitForMail(t.database.db, DEMO.staff.email, "helpRequest"),
      "/portal/help-requests",
    );
  });
});
