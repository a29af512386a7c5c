import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import type { Actor } from "../../src/domain/access/actor.ts";
import { listOwnHelpRequests } from "../../src/domain/accounts/my-help-requests.service.ts";
import { makeCompany } from "../support/companies.ts";
import { tokenFor } from "../support/graphql.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

/**
 * A requester sees what happened to their help requests: each with its status, date, topic and
 * the replies staff mailed. Only their own: not another user's of the same company, not another
 * company's, and not a guest's request sent with the same e-mail address.
 */
describe("my help requests", () => {
  const t = useWebTestApp();
  const cookies = {} as Record<"ola" | "piotr" | "other", string>;
  const actors = {} as Record<"ola" | "piotr" | "other" | "staff", Actor>;

  const page = async (path: string, cookie?: string) => {
    const res = await t.app.request(path, { headers: cookie ? { cookie } : {} });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const send = (actor: Actor | null, topic: string, message: string, extra: Record<string, string> = {}) =>
    t.services.accounts.createHelpRequest(actor, {
      name: "",
      email: "",
      topic,
      message,
      locale: "pl",
      baseUrl: "http://localhost",
      clientKey: `test-${message.length}-${topic}`,
      ...extra,
    });

  beforeAll(async () => {
    const db = t.database.db;
    await seedDemo(db);
    const other = await makeCompany(db, "Obca", { tin: "5260250995" });
    const tokens = {
      ola: await tokenFor(db, DEMO.members[0].email),
      piotr: await tokenFor(db, DEMO.members[1].email),
      other: await tokenFor(db, other.member.email),
      staff: await tokenFor(db, DEMO.staff.email),
    };
    for (const key of ["ola", "piotr", "other", "staff"] as const)
      actors[key] = (await t.services.accounts.actorFromToken(tokens[key]))!;
    for (const key of ["ola", "piotr", "other"] as const) cookies[key] = `session=${tokens[key]}`;

    const first = await send(actors.ola, "guides", "Przewodnik Oli nie chce się pobrać.");
    await send(actors.ola, "password", "Pytanie Oli o zmianę hasła.");
    await send(actors.piotr, "account", "Sprawa Piotra: zmiana danych firmy.");
    await send(actors.other, "other", "Sprawa z obcej firmy, poufna.");
    // A guest who types Ola's address: nobody confirmed it, so it is not Ola's request.
    await send(null, "activation", "Gość podszywa się pod Olę.", { name: "Ktoś", email: DEMO.members[0].email });
    await t.services.accounts.replyToHelpRequest(actors.staff, {
      id: first.id,
      message: "Wysłaliśmy przewodnik ponownie.\nProsimy sprawdzić pocztę.",
      baseUrl: "http://localhost",
    });
  });

  it("lists the user's own requests, newest first, with status, date, topic and the replies sent", async () => {
    const { status, html } = await page("/pomoc/moje-prosby", cookies.ola);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Moje prośby o pomoc<\/h1>/);
    const password = html.indexOf("Pytanie Oli o zmianę hasła.");
    const guides = html.indexOf("Przewodnik Oli nie chce się pobrać.");
    expect(password).toBeGreaterThan(0);
    expect(guides).toBeGreaterThan(password);
    expect(html).toContain("Rozmowa i przewodniki");
    expect(html).toContain('data-status="answered"');
    expect(html).toContain("z odpowiedzią");
    expect(html).toContain('data-status="new"');
    expect(html).toContain("Wysłaliśmy przewodnik ponownie.\nProsimy sprawdzić pocztę.");
    expect(html).toMatch(/Wysłano: <time[^>]*>\d{4}-\d\d-\d\d \d\d:\d\d<\/time>/);
    // Staff's names stay in the back-office.
    expect(html).not.toContain(DEMO.staff.surname);
  });

  it("shows no one else's request: not a colleague's, not another company's, not a guest's with the same address", async () => {
    const ola = (await page("/pomoc/moje-prosby", cookies.ola)).html;
    for (const foreign of ["Sprawa Piotra", "Sprawa z obcej firmy", "Gość podszywa się"])
      expect(ola).not.toContain(foreign);
    const piotr = (await page("/pomoc/moje-prosby", cookies.piotr)).html;
    expect(piotr).toContain("Sprawa Piotra: zmiana danych firmy.");
    expect(piotr).not.toContain("Oli");
    const other = (await page("/pomoc/moje-prosby", cookies.other)).html;
    expect(other).toContain("Sprawa z obcej firmy, poufna.");
    expect(other).not.toContain("Oli");
    expect(other).not.toContain("Sprawa Piotra");
    // The domain function itself, for any edge that calls it.
    const own = await listOwnHelpRequests(t.database.db, actors.piotr);
    expect(own.map((r) => r.message)).toEqual(["Sprawa Piotra: zmiana danych firmy."]);
    await expect(listOwnHelpRequests(t.database.db, null)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("speaks English on the English path and language, and says when nothing was sent yet", async () => {
    const { html } = await page("/help/my-requests", `${cookies.ola}; locale=en`);
    expect(html).toMatch(/<h1[^>]*>My help requests<\/h1>/);
    expect(html).toContain("Chat and guides");
    expect(html).toMatch(/data-status="answered"[^>]*>answered</);
    expect(html).toContain("Replied: <time");
    const staffPage = await page("/pomoc/moje-prosby", `session=${await tokenFor(t.database.db, DEMO.staff.email)}`);
    expect(staffPage.html).toContain("Z tego konta nie wysłano jeszcze żadnej prośby o pomoc.");
  });

  it("sends a guest to the sign-in page", async () => {
    const res = await page("/pomoc/moje-prosby");
    expect(res.status).toBe(302);
    expect(res.location).toContain("/zaloguj");
  });
});
