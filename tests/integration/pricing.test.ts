import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  orders,
  planPrices,
  promoCodeRedemptions,
  promoCodes,
  statusChanges,
  subscriptions,
} from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { restrictionsOf } from "../../src/domain/access/restrictions.service.ts";
import { addInterval } from "../../src/shared/pricing.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { pdfText } from "../support/pdf.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const DAY = 86_400_000;
let codes = 0;
const uniqueCode = (prefix: string) => `${prefix}${process.pid}X${++codes}`;

/**
 * Plans, prices, promo codes, orders and payments (docs/decisions/025), through the REST API and the
 * domain: price versions, the promo code's rules and its race, activation and extension, the pro-forma.
 */
describe("pricing and orders", () => {
  const t = useTestApp();
  const app = () => t.app;
  let staff = "";
  let home: Awaited<ReturnType<typeof freshCompany>>;
  let planId = "";

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });

  /** A plan of the test's own with a monthly and a yearly price in PLN (49.00 and 490.00 net, VAT 23 %). */
  beforeEach(async () => {
    home = await freshCompany(t.database.db);
    const api = restAs(app, staff);
    const code = uniqueCode("plan").toLowerCase();
    const plan = await expectStatus(
      api.portal.plans.$post({
        json: {
          code,
          namePl: "Plan testowy",
          nameEn: "Test plan",
          features: ["advisor", "employees", "offers"],
          limits: { advisor: 5, employees: 10, vehicles: 3 },
        },
      }),
      201,
    );
    planId = plan.id;
    // A limit for a feature the plan does not grant is dropped.
    expect(plan.limits).toEqual({ advisor: 5, employees: 10 });
    for (const [interval, netAmount] of [
      ["month", 4900],
      ["year", 49000],
    ] as const)
      await expectStatus(
        api.portal.plans[":planId"].prices.$post({
          param: { planId },
          json: { interval, currencyId: 1, netAmount, vatRate: 23 },
        }),
        201,
      );
  });

  const admin = () => restAs(app, home.tokens.admin);
  const order = (
    json: { interval?: "month" | "year"; promoCode?: string; currencyId?: number },
    token = home.tokens.admin,
  ) =>
    restAs(app, token).company.orders.$post({
      json: { planId, interval: json.interval ?? "year", currencyId: json.currencyId ?? 1, promoCode: json.promoCode },
    });
  const promo = (json: Record<string, unknown>) =>
    expectStatus(restAs(app, staff).portal["promo-codes"].$post({ json: json as never }), 201);

  it("an order keeps its price version after staff change the price; the old version is closed, not edited", async () => {
    const placed = await expectStatus(order({}), 201);
    expect(placed).toMatchObject({ listNet: 49000, discount: 0, net: 49000, vatRate: 23, vat: 11270, gross: 60270 });
    expect(placed.number).toMatch(/^PRZ\/\d{4}\/\d{6}$/);
    expect(placed.status).toBe("awaiting_payment");
    await expectStatus(
      restAs(app, staff).portal.plans[":planId"].prices.$post({
        param: { planId },
        json: { interval: "year", currencyId: 1, netAmount: 59000, vatRate: 23 },
      }),
      201,
    );
    const versions = await t.database.db
      .select()
      .from(planPrices)
      .where(and(eq(planPrices.planId, planId), eq(planPrices.interval, "year")));
    expect(versions.map((v) => [v.netAmount, v.validTo !== null]).sort()).toEqual([
      [49000, true],
      [59000, false],
    ]);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(kept).toMatchObject({ priceId: placed.priceId, gross: 60270 });
    expect(versions.find((v) => v.id === placed.priceId)!.netAmount).toBe(49000);
    // A new order takes the new version.
    expect((await expectStatus(order({}), 201)).listNet).toBe(59000);
  });

  it("the quote equals the order, with a 20 % code rounded per line", async () => {
    const code = uniqueCode("PROC");
    await promo({ code, kind: "percent", value: 20 });
    const quote = await expectStatus(
      admin().company.orders.quote.$post({ json: { planId, interval: "month", currencyId: 1, promoCode: code } }),
      200,
    );
    // 49.00 − 9.80 = 39.20 net; VAT 23 % = 9.016 → 9.02; gross 48.22.
    expect(quote).toMatchObject({ listNet: 4900, discount: 980, net: 3920, vat: 902, gross: 4822, promoCode: code });
    const placed = await expectStatus(order({ interval: "month", promoCode: code.toLowerCase() }), 201);
    expect(placed).toMatchObject({ net: 3920, vat: 902, gross: 4822, promoCode: code });
  });

  it("promo rules: window, total uses, uses per company, plan and interval scope, inactive", async () => {
    const refused = async (code: string, input: Parameters<typeof order>[0] = {}, token?: string) =>
      expect((await expectRefusal(order({ ...input, promoCode: code }, token), 400)).error.code).toBe(
        "invalidPromoCode",
      );
    const now = Date.now();
    const future = uniqueCode("FUT");
    await promo({ code: future, kind: "percent", value: 10, validFrom: new Date(now + DAY).toISOString() });
    await refused(future);
    const past = uniqueCode("PAST");
    await promo({ code: past, kind: "percent", value: 10, validUntil: new Date(now - DAY).toISOString() });
    await refused(past);
    await refused("NIEMA-TAKIEGO");

    const once = uniqueCode("ONCE");
    await promo({ code: once, kind: "percent", value: 10, maxUses: 1 });
    await expectStatus(order({ promoCode: once }), 201);
    const other = await freshCompany(t.database.db);
    await refused(once, {}, other.tokens.admin);

    const perCompany = uniqueCode("PER");
    await promo({ code: perCompany, kind: "amount", value: 1000, currencyId: 1, usesPerCompany: 1 });
    await expectStatus(order({ promoCode: perCompany }), 201);
    await refused(perCompany);
    await expectStatus(order({ promoCode: perCompany }, other.tokens.admin), 201);
    // An amount code is for its currency only.
    await expectStatus(
      restAs(app, staff).portal.plans[":planId"].prices.$post({
        param: { planId },
        json: { interval: "year", currencyId: 3, netAmount: 12000, vatRate: 23 },
      }),
      201,
    );
    const third = await freshCompany(t.database.db);
    await refused(perCompany, { currencyId: 3 }, third.tokens.admin);

    const scoped = uniqueCode("SCOPE");
    await promo({ code: scoped, kind: "percent", value: 50, planIds: [planId], intervals: ["month"] });
    await refused(scoped, { interval: "year" });
    expect((await expectStatus(order({ interval: "month", promoCode: scoped }), 201)).discount).toBe(2450);
    const otherPlan = uniqueCode("OTHER");
    await promo({ code: otherPlan, kind: "percent", value: 50, planIds: [crypto.randomUUID()] });
    await refused(otherPlan);

    const stopped = uniqueCode("STOP");
    await promo({ code: stopped, kind: "percent", value: 10 });
    await expectStatus(restAs(app, staff).portal["promo-codes"].deactivate.$post({ json: { code: stopped } }), 200);
    await refused(stopped);

    // Uses are counted in total and per order (the list shows them).
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, perCompany));
    expect(row!.uses).toBe(2);
    expect(
      await t.database.db.select().from(promoCodeRedemptions).where(eq(promoCodeRedemptions.code, perCompany)),
    ).toHaveLength(2);
    // isPromoCodeAvailable(code, plan, interval, company) answers the same.
    const actor = await t.services.accounts.actorFromToken(home.tokens.admin);
    expect(
      await t.services.pricing.isPromoCodeAvailable(actor!, scoped, { planId, interval: "month", currencyId: 1 }),
    ).toBe(true);
    expect(
      await t.services.pricing.isPromoCodeAvailable(actor!, scoped, { planId, interval: "year", currencyId: 1 }),
    ).toBe(false);
  });

  it("a code with one use left, used by two admins at once, is counted once: the other order is refused", async () => {
    const code = uniqueCode("RACE");
    await promo({ code, kind: "percent", value: 20, maxUses: 1 });
    const other = await freshCompany(t.database.db);
    const answers = await Promise.all([order({ promoCode: code }), order({ promoCode: code }, other.tokens.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row!.uses).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.promoCode, code))).toHaveLength(1);
  });

  it("a confirmed payment starts the plan now, and a second one extends it from its expiry, not from today", async () => {
    const staffApi = restAs(app, staff);
    const first = await expectStatus(order({ interval: "month" }), 201);
    const before = Date.now();
    const paid = await expectStatus(
      staffApi.portal.orders[":orderId"]["confirm-payment"].$post({ param: { orderId: first.id } }),
      200,
    );
    expect(paid.status).toBe("paid");
    const actor = (await t.services.accounts.actorFromToken(home.tokens.admin))!;
    const state = await restrictionsOf(t.database.db, actor);
    expect(state.features).toEqual(["advisor", "employees", "offers"]);
    const expiry = new Date(state.expireDate!);
    expect(Math.abs(expiry.getTime() - addInterval(new Date(before), "month").getTime())).toBeLessThan(60_000);
    // A second payment while it runs: one more interval from the current expiry.
    const second = await expectStatus(order({ interval: "year" }), 201);
    await expectStatus(
      staffApi.portal.orders[":orderId"]["confirm-payment"].$post({ param: { orderId: second.id } }),
      200,
    );
    expect((await restrictionsOf(t.database.db, actor)).expireDate).toBe(addInterval(expiry, "year").toISOString());
    // Confirmed twice: refused, nothing extended.
    expect(
      (
        await expectRefusal(
          staffApi.portal.orders[":orderId"]["confirm-payment"].$post({ param: { orderId: second.id } }),
          409,
        )
      ).error.code,
    ).toBe("orderNotAwaitingPayment");
    // Across an expiry: the plan's subscription lapsed, so the next payment starts from today.
    const planRows = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, home.company.id), eq(subscriptions.planId, planId)));
    expect(planRows).toHaveLength(1);
    await t.database.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.id, planRows[0]!.id));
    const third = await expectStatus(order({ interval: "month" }), 201);
    const at = Date.now();
    await expectStatus(
      staffApi.portal.orders[":orderId"]["confirm-payment"].$post({ param: { orderId: third.id } }),
      200,
    );
    const renewed = new Date((await restrictionsOf(t.database.db, actor)).expireDate!);
    expect(Math.abs(renewed.getTime() - addInterval(new Date(at), "month").getTime())).toBeLessThan(60_000);
    // Every step is in the audit log of the company.
    const log = await t.database.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.companyId, home.company.id), eq(statusChanges.subject, "order")));
    expect(log.map((l) => l.action).sort()).toEqual([
      "ORDER_PAID",
      "ORDER_PAID",
      "ORDER_PAID",
      "ORDER_PLACED",
      "ORDER_PLACED",
      "ORDER_PLACED",
    ]);
  });

  it("the pro-forma names the number, the gross total, the bank account and that it is not a VAT invoice, in the caller's language", async () => {
    const placed = await expectStatus(order({}), 201);
    const pdf = async (token: string, locale: "pl" | "en") => {
      const res = await t.app.request(`/new-api/company/orders/${placed.id}/pro-forma`, {
        headers: { authorization: `Bearer ${token}`, cookie: `locale=${locale}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    };
    const pl = await pdf(home.tokens.member, "pl");
    expect(pl).toContain(placed.number);
    expect(pl).toContain("602,70 zł");
    expect(pl).toContain("nie jest fakturą VAT");
    expect(pl).toContain("PL61 1090 1014 0000 0712 1981 2874");
    const en = await pdf(staff, "en");
    expect(en).toContain("PLN 602.70");
    expect(en).toContain("not a VAT invoice");
    // Another company's member: 404.
    const other = await freshCompany(t.database.db);
    const res = await t.app.request(`/new-api/company/orders/${placed.id}/pro-forma`, {
      headers: { authorization: `Bearer ${other.tokens.member}` },
    });
    expect(res.status).toBe(404);
  });

  it("staff actions are refused without the pricing permission and written to the audit log", async () => {
    expect((await expectRefusal(restAs(app, home.tokens.admin).portal.pricings.$get(), 403)).error.code).toBe(
      "missingPermissionToCreatePricings",
    );
    const log = await t.database.db.select().from(statusChanges).where(eq(statusChanges.subject, "pricing"));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(["PLAN_CREATE", "PRICE_SET"]));
    // A member may see the subscription, not order.
    const member = restAs(app, home.tokens.member);
    const state = await expectStatus(member.company.subscription.$get(), 200);
    expect(state.canOrder).toBe(false);
    expect(state.plans.map((p) => p.id)).toContain(planId);
    expect((await expectRefusal(order({}, home.tokens.member), 403)).error.code).toBe("forbidden");
  });
});

/** Promo codes cannot be guessed through quotes: every code tried is charged to the user's availability budget. */
describe("promo codes tried in quotes and orders", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "0.1" });

  it("are refused with tooManyResourceCalls once the user's budget (3 a minute here) is spent; quotes without a code are not charged", async () => {
    await seedDemo(t.database.db);
    const home = await freshCompany(t.database.db);
    const actor = (await t.services.accounts.actorFromToken(home.tokens.admin))!;
    const [plan] = (await t.services.pricing.subscriptionState(actor)).plans;
    const api = restAs(() => t.app, home.tokens.admin);
    const quote = (promoCode?: string) =>
      api.company.orders.quote.$post({ json: { planId: plan!.id, interval: "month", currencyId: 1, promoCode } });
    for (const guess of ["AAA1", "AAA2", "AAA3"])
      expect((await expectRefusal(quote(guess), 400)).error.code).toBe("invalidPromoCode");
    const res = await quote("AAA4");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await expectRefusal(quote("DEMO20"), 429)).error.code).toBe("tooManyResourceCalls");
    await expectStatus(quote(), 200);
  });
});
