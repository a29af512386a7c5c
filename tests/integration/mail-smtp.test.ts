import { eq } from "drizzle-orm";
import PostalMime from "postal-mime";

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { mailMessages } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";

// A real SMTP server on loopback receives what the portal sends.
const received: Email[] = [];
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const port = (smtp.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe("mail over SMTP", () => {
  const t = useTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Przewodnik <no-reply@przewodnik.test>",
    PUBLIC_URL: "https://przewodnik.example.pl",
  });

  it("delivers a text and an HTML part in the recipient's language and marks the message sent", async () => {
    await seedDemo(t.database.db);
    const res = await t.app.request("/api", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `mutation { requestChangePasswordToken(email: "${DEMO.member.email}") }` }),
    });
    expect((await res.json()).data.requestChangePasswordToken).toBe(true);
    const until = Date.now() + 5000;
    while (!received.length && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    const mail = received[0]!;
    expect(mail.subject).toBe("Ustaw nowe hasło w Przewodniku");
    expect(mail.from).toMatchObject({ name: "Przewodnik", address: "no-reply@przewodnik.test" });
    expect(mail.to?.map((a: { address?: string }) => a.address ?? null)).toEqual([DEMO.member.email]);
    expect(mail.text).toMatch(/https:\/\/przewodnik\.example\.pl\/pomoc\/haslo\/ustaw\?token=[\w-]{43}/);
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.html).toMatch(/href="https:\/\/przewodnik\.example\.pl\/pomoc\/haslo\/ustaw\?token=[\w-]{43}"/);
    const stored = await waitForMail(t.database.db, DEMO.member.email, "resetPassword");
    const until2 = Date.now() + 5000;
    let row = stored;
    while (!row.sentAt && Date.now() < until2) {
      row = (await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, stored.id)))[0]!;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
  });
});
