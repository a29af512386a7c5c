import { describe, expect, it } from "vitest";
import { helpRequests, mailMessages } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";

const HELP = "mutation($input: HelpRequestInput!) { createHelpRequest(input: $input) }";

describe("help requests", () => {
  const t = useTestApp();
  const call = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (
      await t.app.request("/api", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: HELP, variables }),
      })
    ).json();

  it("stores a guest's request and mails the staff; a signed-in user's comes with the account", async () => {
    await seedDemo(t.database.db);
    const guest = await call({
      input: {
        name: "Karol Nowy",
        email: "karol@example.pl",
        topic: "activation",
        message: "Link aktywacyjny nie dotarł do mnie.",
      },
    });
    expect(guest.data.createHelpRequest).toBe(true);
    const mail = await waitForMail(t.database.db, DEMO.staff.email, "helpRequest");
    expect(mail.subject).toBe("Nowa prośba o pomoc w Przewodniku");
    expect(mail.text).toContain("Od: Karol Nowy <karol@example.pl> · Temat: Aktywacja konta");
    expect(mail.text).toContain("Link aktywacyjny nie dotarł do mnie.");

    const token = (
      await (
        await t.app.request("/api", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: `mutation { signIn(email: "${DEMO.member.email}", password: "${DEMO.password}") { token } }`,
          }),
        })
      ).json()
    ).data.signIn.token;
    const own = await call(
      {
        input: {
          topic: "guides",
          message: "Jak pobrać przewodnik jeszcze raz?",
          name: "ignored",
          email: "ignored@x.pl",
        },
      },
      { authorization: `Bearer ${token}` },
    );
    expect(own.data.createHelpRequest).toBe(true);
    const rows = await t.database.db.select().from(helpRequests);
    expect(rows.map((r) => [r.email, r.topic, r.userId !== null])).toEqual(
      expect.arrayContaining([
        ["karol@example.pl", "activation", false],
        [DEMO.member.email, "guides", true],
      ]),
    );
  });

  it("refuses an incomplete request with field codes and stores nothing", async () => {
    const before = (await t.database.db.select().from(helpRequests)).length;
    const res = await call({ input: { name: "", email: "zly", topic: "nieznany", message: "krótko" } });
    expect(res.errors[0].extensions).toMatchObject({
      code: "validation",
      fields: { name: ["required"], email: ["email"], topic: ["required"], message: ["tooShort"] },
    });
    expect((await t.database.db.select().from(helpRequests)).length).toBe(before);
    expect((await t.database.db.select().from(mailMessages)).every((m) => m.kind === "helpRequest")).toBe(true);
  });
});
