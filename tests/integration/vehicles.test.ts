import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rolePermissions, roles, userRoles, vehicles } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { ROLES } from "../../src/shared/permissions.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;

const tractor = {
  registrationNumber: "dw 1234a",
  kind: "tractorSemiTrailer",
  bodyType: "curtain",
  payloadKg: 24000,
  volumeM3: 90,
  loadingMetres: 13.6,
  palletPlaces: 33,
  adr: true,
  notes: "Pasy, 3 rzędy listew",
} as const;
const reefer = {
  registrationNumber: "WR-5555C",
  kind: "soloTruck",
  bodyType: "refrigerated",
  payloadKg: 9000,
  temperatureMin: -25,
  temperatureMax: 5,
} as const;

/** A company's vehicles through /new-api: normalised unique numbers, validation, permissions, isolation. */
describe("company vehicles", () => {
  const t = useTestApp();
  const app = () => t.app;
  const api = (token: string) => restAs(app, token);
  let home: Company;
  let other: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
  });

  it("adds, lists, reads, edits and deletes a vehicle; the number is stored normalised", async () => {
    const added = await expectStatus(api(home.tokens.member).company.vehicles.$post({ json: tractor }), 201);
    expect(added).toMatchObject({ ...tractor, registrationNumber: "DW1234A", companyId: home.company.id });
    const second = await expectStatus(api(home.tokens.admin).company.vehicles.$post({ json: reefer }), 201);
    expect(second).toMatchObject({ registrationNumber: "WR5555C", temperatureMin: -25, temperatureMax: 5, adr: false });

    const list = await expectStatus(api(home.tokens.secondMember).company.vehicles.$get(), 200);
    expect(list.items.map((v) => v.registrationNumber)).toEqual(["DW1234A", "WR5555C"]);
    const one = await expectStatus(
      api(home.tokens.member).company.vehicles[":vehicleId"].$get({ param: { vehicleId: added.id } }),
      200,
    );
    expect(one).toEqual(added);

    const edited = await expectStatus(
      api(home.tokens.member).company.vehicles[":vehicleId"].$put({
        param: { vehicleId: added.id },
        json: { ...tractor, registrationNumber: "DW 1234A", payloadKg: 22000, volumeM3: null, adr: false },
      }),
      200,
    );
    expect(edited).toMatchObject({ registrationNumber: "DW1234A", payloadKg: 22000, volumeM3: null, adr: false });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(added.updatedAt).getTime());

    await expectStatus(
      api(home.tokens.member).company.vehicles[":vehicleId"].$delete({ param: { vehicleId: added.id } }),
      200,
    );
    const gone = await expectRefusal(
      api(home.tokens.member).company.vehicles[":vehicleId"].$get({ param: { vehicleId: added.id } }),
      404,
    );
    expect(gone.error.code).toBe("vehicleNotFound");
    expect((await expectStatus(api(home.tokens.member).company.vehicles.$get(), 200)).items).toHaveLength(1);
  });

  it("refuses a registration the company already has, however it is typed; another company may have it", async () => {
    const first = await expectStatus(api(home.tokens.member).company.vehicles.$post({ json: tractor }), 201);
    const again = await expectRefusal(
      api(home.tokens.admin).company.vehicles.$post({ json: { ...reefer, registrationNumber: "DW-1234 A" } }),
      409,
    );
    expect(again.error).toMatchObject({
      code: "vehicleRegistrationTaken",
      fields: { registrationNumber: ["vehicleRegistrationTaken"] },
    });
    // An edit onto another vehicle's number, too; the vehicle's own number is no conflict.
    const second = await expectStatus(api(home.tokens.member).company.vehicles.$post({ json: reefer }), 201);
    const onto = await expectRefusal(
      api(home.tokens.member).company.vehicles[":vehicleId"].$put({
        param: { vehicleId: second.id },
        json: { ...reefer, registrationNumber: "dw1234a" },
      }),
      409,
    );
    expect(onto.error.code).toBe("vehicleRegistrationTaken");
    await expectStatus(api(other.tokens.member).company.vehicles.$post({ json: tractor }), 201);
    const rows = await t.database.db.select().from(vehicles).where(eq(vehicles.registrationNumber, "DW1234A"));
    expect(rows.map((r) => r.companyId).sort()).toEqual([home.company.id, other.company.id].sort());
    expect(rows.find((r) => r.companyId === home.company.id)!.id).toBe(first.id);
  });

  it("answers each invalid field with its code and stores nothing", async () => {
    const refused = await expectRefusal(
      api(home.tokens.member).company.vehicles.$post({
        json: {
          registrationNumber: "X",
          kind: "rocket",
          bodyType: "refrigerated",
          payloadKg: 0,
          loadingMetres: "13,666",
          temperatureMin: 8,
          temperatureMax: 2,
          notes: "n".repeat(1001),
        } as never,
      }),
      400,
    );
    expect(refused.error.code).toBe("validation");
    expect(refused.error.fields).toMatchObject({
      registrationNumber: ["registrationNumber"],
      kind: ["invalidOption"],
      payloadKg: ["payloadKg"],
      loadingMetres: ["loadingMetres"],
      notes: ["tooLong"],
    });
    const range = await expectRefusal(
      api(home.tokens.member).company.vehicles.$post({ json: { ...reefer, temperatureMin: 8, temperatureMax: 2 } }),
      400,
    );
    expect(range.error.fields).toEqual({ temperatureMax: ["temperatureRange"] });
    const notCold = await expectRefusal(
      api(home.tokens.member).company.vehicles.$post({ json: { ...tractor, temperatureMin: 2, temperatureMax: 8 } }),
      400,
    );
    expect(notCold.error.fields).toEqual({
      temperatureMin: ["temperatureOnlyRefrigerated"],
      temperatureMax: ["temperatureOnlyRefrigerated"],
    });
    expect(await t.database.db.select().from(vehicles).where(eq(vehicles.companyId, home.company.id))).toEqual([]);
  });

  it("another company's vehicle: 404 to read, deniedUpdateOfVehicle to change or delete", async () => {
    const mine = await expectStatus(api(home.tokens.member).company.vehicles.$post({ json: tractor }), 201);
    for (const token of [other.tokens.admin, other.tokens.member]) {
      const read = api(token).company.vehicles[":vehicleId"].$get({ param: { vehicleId: mine.id } });
      expect((await expectRefusal(read, 404)).error.code).toBe("vehicleNotFound");
      const put = api(token).company.vehicles[":vehicleId"].$put({ param: { vehicleId: mine.id }, json: reefer });
      expect((await expectRefusal(put, 403)).error.code).toBe("deniedUpdateOfVehicle");
      const del = api(token).company.vehicles[":vehicleId"].$delete({ param: { vehicleId: mine.id } });
      expect((await expectRefusal(del, 403)).error.code).toBe("deniedUpdateOfVehicle");
      expect((await expectStatus(api(token).company.vehicles.$get(), 200)).items).toEqual([]);
    }
    // A vehicle that does not exist is not found for a change either.
    const missing = api(other.tokens.admin).company.vehicles[":vehicleId"].$put({
      param: { vehicleId: "00000000-0000-4000-8000-000000000000" },
      json: reefer,
    });
    expect((await expectRefusal(missing, 404)).error.code).toBe("vehicleNotFound");
    const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, mine.id));
    expect(row).toMatchObject({ registrationNumber: "DW1234A", payloadKg: 24000, companyId: home.company.id });
  });

  it("a member without editOwnVehicles reads the vehicles but cannot change them; staff cannot read them", async () => {
    const mine = await expectStatus(api(home.tokens.admin).company.vehicles.$post({ json: tractor }), 201);
    const db = t.database.db;
    await db.insert(roles).values({ id: 91, name: "vehicleViewer" }).onConflictDoNothing();
    await db.insert(rolePermissions).values({ roleId: 91, permission: "viewOwnCompany" }).onConflictDoNothing();
    await db.insert(userRoles).values({ userId: home.secondMember.id, roleId: 91 });
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, home.secondMember.id), eq(userRoles.roleId, ROLES.companyMember.id)));
    const viewer = api(home.tokens.secondMember);
    expect((await expectStatus(viewer.company.vehicles.$get(), 200)).items.map((v) => v.id)).toEqual([mine.id]);
    expect((await expectRefusal(viewer.company.vehicles.$post({ json: reefer }), 403)).error.code).toBe("forbidden");
    const put = viewer.company.vehicles[":vehicleId"].$put({ param: { vehicleId: mine.id }, json: reefer });
    expect((await expectRefusal(put, 403)).error.code).toBe("forbidden");
    const staff = api(await tokenFor(db, DEMO.staff.email));
    expect((await expectRefusal(staff.company.vehicles.$get(), 403)).error.code).toBe("forbidden");
  });

  it("adding needs the plan: refused without a subscription, editing and deleting stay allowed", async () => {
    const mine = await expectStatus(api(home.tokens.admin).company.vehicles.$post({ json: tractor }), 201);
    const lapsed = await freshCompany(t.database.db, { subscribed: false });
    const refused = await expectRefusal(api(lapsed.tokens.admin).company.vehicles.$post({ json: tractor }), 403);
    expect(refused.error.code).toBe("operationIsRestricted");
    const awaiting = await freshCompany(t.database.db, { status: "not_verified" });
    const early = await expectRefusal(api(awaiting.tokens.admin).company.vehicles.$post({ json: tractor }), 403);
    expect(early.error.code).toBe("operationIsRestricted");
    await t.database.db.execute(
      `update subscriptions set expires_at = now() - interval '1 day' where company_id = '${home.company.id}'`,
    );
    await expectStatus(
      api(home.tokens.admin).company.vehicles[":vehicleId"].$put({
        param: { vehicleId: mine.id },
        json: { ...tractor, payloadKg: 23000 },
      }),
      200,
    );
    await expectStatus(
      api(home.tokens.admin).company.vehicles[":vehicleId"].$delete({ param: { vehicleId: mine.id } }),
      200,
    );
  });
});
