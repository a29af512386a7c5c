import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { plans, subscriptions } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { gql, tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const DAY = 86_400_000;

/**
 * The trial is a plan (docs/decisions/025): a row staff see and may change in the price list, not
 * for sale; verification gives the company a subscription to it, with its length and guides from
 * the configuration (TRIAL_DAYS, TRIAL_GUIDES).
 */
describe("the trial plan", () => {
  const t = useTestApp({ TRIAL_DAYS: "10", TRIAL_GUIDES: "4" });
  let staff = "";

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });

  const verify = (companyId: string) =>
    gql(
      t.app,
      `mutation($id: ID!) { changeCompanyStatus(companyId: $id, action: CONFIRM) { status } }`,
      { id: companyId },
      staff,
    );

  it("verification subscribes the company to the trial plan: its features, the configured length and guides", async () => {
    const [trialPlan] = await t.database.db.select().from(plans).where(eq(plans.code, "trial"));
    expect(trialPlan).toMatchObject({ active: false, namePl: "Okres próbny", nameEn: "Trial" });
    // Staff change what the trial grants, as with any plan.
    const staffApi = restAs(() => t.app, staff);
    await expectStatus(
      staffApi.portal.plans[":planId"].$patch({
        param: { planId: trialPlan!.id },
        json: {
          namePl: "Okres próbny",
          nameEn: "Trial",
          features: ["advisor", "employees", "documents", "offers"],
          limits: { employees: 5, advisor: 99 },
          active: false,
        },
      }),
      200,
    );
    const c = await freshCompany(t.database.db, { status: "not_verified" });
    const before = Date.now();
    expect((await verify(c.company.id)).data).toEqual({ changeCompanyStatus: { status: "verified" } });
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
    expect(sub).toMatchObject({
      plan: "trial",
      planId: trialPlan!.id,
      features: ["advisor", "employees", "documents", "offers"],
      // The guides are TRIAL_GUIDES, not the plan's advisor limit; its other limits apply.
      guidesLimit: 4,
      limits: { employees: 5 },
    });
    expect(sub!.expiresAt!.getTime() - sub!.startsAt.getTime()).toBe(10 * DAY);
    expect(sub!.startsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The company's page names the plan; the trial is not among the plans it can order.
    const state = await expectStatus(restAs(() => t.app, c.tokens.admin).company.subscription.$get(), 200);
    expect(state.current).toMatchObject({ plan: "trial", planName: { pl: "Okres próbny", en: "Trial" } });
    expect(state.plans.map((p) => p.code)).not.toContain("trial");
  });
});
