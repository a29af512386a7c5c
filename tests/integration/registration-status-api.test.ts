import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { gql, tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * A company's registration status (0–3, ADR 023) in GraphQL and REST: staff read it on the
 * company wherever they see one; the company's own members (and anyone else) do not.
 */
describe("registration status in the APIs", () => {
  const t = useTestApp();
  let staff = "";

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });

  /** A company of the test's own, its registration status set to `status`. */
  const companyAt = async (status: number) => {
    const made = await freshCompany(t.database.db, { status: "not_verified" });
    await t.database.db.update(companies).set({ registrationStatus: status }).where(eq(companies.id, made.company.id));
    return made;
  };

  it("GraphQL: staff see it in the list and on a company; a member's own company says null", async () => {
    const made = await companyAt(2);
    const list = await gql(
      t.app,
      `query($phrase: String) { companies(phrase: $phrase) { items { id registrationStatus } } }`,
      { phrase: made.company.tin },
      staff,
    );
    expect(list.errors).toBeUndefined();
    expect((list.data!.companies as { items: unknown[] }).items).toEqual([
      { id: made.company.id, registrationStatus: 2 },
    ]);
    const one = await gql(
      t.app,
      `query($id: ID!) { company(id: $id) { company { registrationStatus } } }`,
      { id: made.company.id },
      staff,
    );
    expect(one.data).toEqual({ company: { company: { registrationStatus: 2 } } });
    for (const token of [made.tokens.admin, made.tokens.member]) {
      const mine = await gql(
        t.app,
        `{ myCompany { id registrationStatus } me { company { registrationStatus } } }`,
        {},
        token,
      );
      expect(mine.errors).toBeUndefined();
      expect(mine.data).toEqual({
        myCompany: { id: made.company.id, registrationStatus: null },
        me: { company: { registrationStatus: null } },
      });
    }
  });

  it("REST: staff's company detail and status change carry it; the member's /company does not", async () => {
    const made = await companyAt(1);
    const asStaff = restAs(() => t.app, staff);
    const detail = await expectStatus(
      asStaff.portal.companies[":companyId"].$get({ param: { companyId: made.company.id } }),
      200,
    );
    expect(detail.company.registrationStatus).toBe(1);
    const confirmed = await expectStatus(
      asStaff.portal.companies[":companyId"].status.$post({
        param: { companyId: made.company.id },
        json: { action: "CONFIRM" },
      }),
      200,
    );
    expect(confirmed).toMatchObject({ status: "verified", registrationStatus: 3 });
    const mine = await expectStatus(restAs(() => t.app, made.tokens.admin).company.$get(), 200);
    expect(mine.company.id).toBe(made.company.id);
    expect(mine.company).not.toHaveProperty("registrationStatus");
  });

  it("the OpenAPI document describes it on the staff's company, 0 to 3", async () => {
    type Schema = { properties?: Record<string, object>; allOf?: Schema[]; $ref?: string };
    const doc = (await (await t.app.request("/new-api/openapi.json")).json()) as {
      components: { schemas: Record<string, Schema> };
    };
    // The staff's company is the Company and its registration status (allOf).
    const staffCompany = doc.components.schemas.StaffCompany!;
    expect(staffCompany.allOf![0]).toEqual({ $ref: "#/components/schemas/Company" });
    expect(staffCompany.allOf![1]!.properties!.registrationStatus).toMatchObject({
      type: "integer",
      minimum: 0,
      maximum: 3,
    });
    expect(doc.components.schemas.Company!.properties).not.toHaveProperty("registrationStatus");
  });
});
