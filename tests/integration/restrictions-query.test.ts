import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import pl from "../../locales/pl/common.json";
import { subscriptions } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { RESTRICTION_FEATURES } from "../../src/shared/restrictions.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { gql, tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const QUERY = `{ restrictions {
  features { restrictionFeatureId name }
  translations { restrictionId dictionaryLanguageId restrictionFeatureId text }
  expireDate isExpired guidesLimit
} }`;

/**
 * The GraphQL `restrictions` query in the spec's shape (§3): features with restrictionFeatureId,
 * translations with restrictionId, dictionaryLanguageId (pl 1, en 2) and restrictionFeatureId, and
 * expireDate; and the restrictions version the pages carry, which a confirmed payment moves on so
 * a browser's 2-hour copy is fetched again.
 */
describe("the restrictions query and its version", () => {
  const t = useTestApp();
  let staff = "";

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });

  it("answers the spec's shape for a company's trial", async () => {
    const c = await freshCompany(t.database.db);
    const [trial] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, c.company.id));
    const body = await gql(t.app, QUERY, {}, c.tokens.member);
    const r = body.data!.restrictions as {
      features: { restrictionFeatureId: number; name: string }[];
      translations: {
        restrictionId: number;
        dictionaryLanguageId: number;
        restrictionFeatureId: number;
        text: string;
      }[];
      expireDate: string;
      isExpired: boolean;
    };
    const granted = [
      "advisor",
      "employees",
      "documents",
      "vehicles",
      "offers",
      "conversations",
      "transactions",
    ] as const;
    expect(r.features).toEqual(granted.map((name) => ({ restrictionFeatureId: RESTRICTION_FEATURES[name], name })));
    expect(r.translations).toEqual(
      granted.flatMap((name) => [
        {
          restrictionId: RESTRICTION_FEATURES[name],
          dictionaryLanguageId: 1,
          restrictionFeatureId: RESTRICTION_FEATURES[name],
          text: pl.restrictions.features[name],
        },
        {
          restrictionId: RESTRICTION_FEATURES[name],
          dictionaryLanguageId: 2,
          restrictionFeatureId: RESTRICTION_FEATURES[name],
          text: en.restrictions.features[name],
        },
      ]),
    );
    expect(r.expireDate).toBe(trial!.expiresAt!.toISOString());
    expect(r.isExpired).toBe(false);
  });

  it("moves the company's restrictions version on when staff confirm a payment", async () => {
    const c = await freshCompany(t.database.db);
    const versionOf = async () =>
      (await t.services.accounts.actorFromToken(c.tokens.admin))!.user.company!.restrictionsVersion;
    const before = await versionOf();
    const staffApi = restAs(() => t.app, staff);
    const plan = await expectStatus(
      staffApi.portal.plans.$post({
        json: { code: `ver${c.company.tin}`, namePl: "Plan", nameEn: "Plan", features: ["advisor"], limits: {} },
      }),
      201,
    );
    await expectStatus(
      staffApi.portal.plans[":planId"].prices.$post({
        param: { planId: plan.id },
        json: { interval: "year", currencyId: 1, netAmount: 1000, vatRate: 23 },
      }),
      201,
    );
    const order = await expectStatus(
      restAs(() => t.app, c.tokens.admin).company.orders.$post({
        json: { planId: plan.id, interval: "year", currencyId: 1 },
      }),
      201,
    );
    expect(await versionOf(), "an order alone changes nothing").toBe(before);
    await expectStatus(
      staffApi.portal.orders[":orderId"]["confirm-payment"].$post({ param: { orderId: order.id } }),
      200,
    );
    expect(await versionOf()).toBe(before! + 1);
    const r = (await gql(t.app, QUERY, {}, c.tokens.admin)).data!.restrictions as { features: { name: string }[] };
    expect(r.features.map((f) => f.name)).toEqual(["advisor"]);
  });
});
