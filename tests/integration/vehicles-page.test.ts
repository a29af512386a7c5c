import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import plCommon from "../../locales/pl/common.json";
import plErrors from "../../locales/pl/errors.json";
import en from "../../locales/en/vehicles.json";
import pl from "../../locales/pl/vehicles.json";
import { subscriptions, vehicles } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;

/**
 * /company/vehicles without JavaScript: the form posts, a refused one comes back with what was
 * typed and each field's translated error; edit and delete by the page's own links; another
 * company's vehicle is not found; without the plan the form gives way to the reason.
 */
describe("the vehicles page", () => {
  const t = useWebTestApp();
  let home: Company;
  let other: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const get = async (path: string, token = home.tokens.member, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, html: shownText(await res.text()) };
  };
  const post = async (fields: Record<string, string>, token = home.tokens.member) => {
    const res = await t.app.request("/company/vehicles", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(token) },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const van = { intent: "add", registrationNumber: "po 7777x", kind: "van", bodyType: "box", payloadKg: "1100" };
  const rowOf = async (registrationNumber: string) =>
    (await t.database.db.select().from(vehicles).where(eq(vehicles.registrationNumber, registrationNumber)))[0];

  it("adds a vehicle from a plain form and says so", async () => {
    const added = await post({ ...van, volumeM3: "12,5", adr: "on", notes: "Winda" });
    expect(added.status).toBe(302);
    expect(added.location).toBe("/company/vehicles?done=added&vehicle=PO7777X");
    const page = await get(added.location!);
    expect(page.html).toContain(pl.done.added.replace("{{registration}}", "PO7777X"));
    expect(page.html).toMatch(/<li[^>]*data-vehicle="PO7777X"/);
    expect(page.html).toContain("12,5");
    expect(await rowOf("PO7777X")).toMatchObject({ companyId: home.company.id, volumeM3: 12.5, adr: true });
  });

  it("a refused form keeps everything typed and shows each error, translated, by its field", async () => {
    const typed = {
      ...van,
      registrationNumber: "po 8888y",
      payloadKg: "dużo",
      loadingMetres: "7,7",
      temperatureMin: "2",
      temperatureMax: "8",
      notes: "Notatka, której nie wolno zgubić",
    };
    const res = await post(typed);
    expect(res.status).toBe(400);
    expect(res.html).toContain(plCommon.fieldErrors.payloadKg);
    expect(res.html).toContain(plCommon.fieldErrors.temperatureOnlyRefrigerated);
    for (const value of ["po 8888y", "dużo", "7,7", "Notatka, której nie wolno zgubić"])
      expect(res.html).toContain(value);
    expect(res.html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="payloadKg"|name="payloadKg"[^>]*aria-invalid="true"/,
    );
    expect(await rowOf("PO8888Y")).toBeUndefined();

    // A number the company has already: the message by the field, the form as typed.
    const taken = await post({ ...van, registrationNumber: "PO-7777 X", notes: "Druga" });
    expect(taken.status).toBe(400);
    expect(taken.html).toContain(plErrors.vehicleRegistrationTaken);
    expect(taken.html).toContain("PO-7777 X");
  });

  it("edits and deletes through the page's links; another company's vehicle is not found", async () => {
    const row = (await rowOf("PO7777X"))!;
    const edit = await get(`/company/vehicles?edit=${row.id}`);
    expect(edit.html).toContain(pl.editTitle.replace("{{registration}}", "PO7777X"));
    expect(edit.html).toMatch(/name="payloadKg"[^>]*value="1100"|value="1100"[^>]*name="payloadKg"/);
    const saved = await post({ ...van, intent: "update", vehicleId: row.id, payloadKg: "1300" });
    expect(saved.location).toBe("/company/vehicles?done=updated&vehicle=PO7777X");
    expect((await rowOf("PO7777X"))!.payloadKg).toBe(1300);

    expect((await get(`/company/vehicles?edit=${row.id}`, other.tokens.admin)).status).toBe(404);
    const denied = await post({ ...van, intent: "update", vehicleId: row.id }, other.tokens.admin);
    expect(denied.status).toBe(400);
    expect(denied.html).toContain(plErrors.deniedUpdateOfVehicle);
    const notTheirs = await post({ intent: "delete", vehicleId: row.id }, other.tokens.admin);
    expect(notTheirs.html).toContain(plErrors.deniedUpdateOfVehicle);

    const ask = await get(`/company/vehicles?delete=${row.id}`);
    expect(ask.html).toContain(pl.deleteQuestion.replace("{{registration}}", "PO7777X"));
    const deleted = await post({ intent: "delete", vehicleId: row.id });
    expect(deleted.location).toBe("/company/vehicles?done=deleted&vehicle=PO7777X");
    expect(await rowOf("PO7777X")).toBeUndefined();
  });

  it("without the plan the add form gives way to the reason and the link to the plans (en)", async () => {
    await t.database.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.companyId, home.company.id));
    const page = await get("/company/vehicles", home.tokens.admin, "en");
    expect(page.status).toBe(200);
    expect(page.html).toContain(en.addRestricted);
    expect(page.html).toContain(enCommon.restrictions.seePlans);
    expect(page.html).not.toContain('name="registrationNumber"');
  });
});
