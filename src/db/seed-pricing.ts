import type { Db } from "./client.ts";
import { planPrices, plans, promoCodes } from "./schema/index.ts";

/** Demo plans (net prices in minor units, VAT 23 %) and a demo promo code, so the pricing pages work at once. */
export const DEMO_PRICING = {
  plans: [
    {
      code: "start",
      namePl: "Start",
      nameEn: "Start",
      descriptionPl: "Doradca z przewodnikami i konta pracowników dla małej firmy.",
      descriptionEn: "The advisor with guides and employee accounts for a small company.",
      features: ["advisor", "employees", "documents"],
      limits: { advisor: 3, employees: 3 },
      prices: { month: [4900, 1200], year: [49000, 12000] },
    },
    {
      code: "biznes",
      namePl: "Biznes",
      nameEn: "Business",
      descriptionPl: "Wszystko z planu Start, więcej przewodników i pracowników oraz giełda.",
      descriptionEn: "Everything in Start, more guides and employees, and the freight exchange.",
      features: ["advisor", "employees", "documents", "offers", "vehicles", "conversations", "transactions"],
      limits: { advisor: 10, employees: 20 },
      prices: { month: [9900, 2400], year: [99000, 24000] },
    },
  ],
  /** 20 % off any plan, any interval, once per company. */
  promoCode: { code: "DEMO20", description: "Demo: 20 %", kind: "percent" as const, value: 20, usesPerCompany: 1 },
};

/** Idempotent: a plan made once keeps whatever staff change later (prices included). */
export async function seedPricing(db: Db): Promise<void> {
  await db.insert(promoCodes).values(DEMO_PRICING.promoCode).onConflictDoNothing();
  for (const { prices, ...plan } of DEMO_PRICING.plans) {
    const [made] = await db.insert(plans).values(plan).onConflictDoNothing({ target: plans.code }).returning();
    if (!made) continue;
    for (const [interval, [pln, eur]] of Object.entries(prices) as ["month" | "year", number[]][]) {
      await db.insert(planPrices).values([
        { planId: made.id, interval, currencyId: 1, netAmount: pln!, vatRate: 23 },
        { planId: made.id, interval, currencyId: 3, netAmount: eur!, vatRate: 23 },
      ]);
    }
  }
}
