import { createRoute, z } from "@hono/zod-openapi";
import { TAX_FORMS } from "../../domain/tax/health-contribution.ts";
import { ZUS_STAGES } from "../../domain/tax/social-contributions.ts";
import { createRouter, ErrorSchema, publicErrorResponses } from "./openapi.ts";

const ZusChange = z
  .object({
    fromMonth: z
      .number()
      .openapi({ example: 7, description: "2–12, after the start month and after the previous change" }),
    stage: z
      .enum(ZUS_STAGES)
      .openapi({ description: "preferential, smallPlus or full (the start relief only opens a business)" }),
  })
  .openapi("TaxZusChange");

const CompareRequest = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    annualRevenue: z.number().openapi({
      example: 200000,
      description: "PLN net of VAT, for the months the business runs in the year (from startMonth)",
    }),
    annualCosts: z.number().openapi({ example: 40000, description: "PLN for the same months, without ZUS" }),
    zus: z.enum(ZUS_STAGES).openapi({
      description: "ZUS stage in the first month: start relief, preferential, Mały ZUS Plus or full",
    }),
    sicknessInsurance: z.boolean().default(false),
    ryczaltRate: z.number().openapi({ example: 12, description: "lump-sum rate of the activity, percent or fraction" }),
    previousYearIncome: z
      .number()
      .optional()
      .openapi({ description: "Required for smallPlus: last year's income from the business (the base)" }),
    previousYearRevenue: z.number().optional().openapi({
      description:
        "Required for smallPlus: last year's revenue from the business, at most 120 000 (the eligibility test)",
    }),
    startMonth: z.number().optional().openapi({
      example: 10,
      description: "1–12: the month of the year the business starts in (on its first day); default 1, the whole year",
    }),
    zusChanges: z.array(ZusChange).max(11).optional().openapi({
      description: "ZUS stage changes within the year in month order, e.g. start relief then preferential from month 7",
    }),
  })
  .openapi("TaxCompareRequest");

const Variant = z.object({
  form: z.enum(TAX_FORMS),
  socialContributions: z.number().openapi({ description: "the active months, including Fundusz Pracy when due" }),
  healthContribution: z.number(),
  incomeTax: z.number(),
  netIncome: z.number(),
});

const Month = z
  .object({
    month: z.number().int().openapi({ example: 10 }),
    stage: z.enum(ZUS_STAGES),
    social: z.object({
      pension: z.number(),
      disability: z.number(),
      sickness: z.number(),
      accident: z.number(),
      labourFund: z.number(),
      total: z.number(),
    }),
    health: z.object({ scale: z.number(), flat: z.number(), ryczalt: z.number() }),
  })
  .openapi("TaxMonth");

const Assumption = z
  .object({
    code: z.string().openapi({ example: "partialYear" }),
    params: z.record(z.string(), z.union([z.number(), z.string()])).openapi({ example: { startMonth: 10, months: 3 } }),
  })
  .openapi("TaxAssumption");

const CompareResponse = z
  .object({
    year: z.number().int(),
    variants: z.array(Variant),
    best: z.enum(TAX_FORMS),
    assumptions: z.array(Assumption).openapi({ description: "what the figures assume, as codes with their figures" }),
    months: z.array(Month).openapi({ description: "the active months: ZUS stage, social and health contributions" }),
  })
  .openapi("TaxCompareResponse");

const compare = createRoute({
  method: "post",
  path: "/tax/compare",
  tags: ["tax"],
  summary: "Compare the income-tax forms of a sole proprietorship for a year or part of it, month by month (PLN)",
  security: [],
  request: { body: { required: true, content: { "application/json": { schema: CompareRequest } } } },
  responses: {
    200: {
      description: "The three forms, the best one, the months and the assumptions",
      content: { "application/json": { schema: CompareResponse } },
    },
    ...publicErrorResponses,
    429: { description: "Too many calls", content: { "application/json": { schema: ErrorSchema } } },
  },
});

/** Public: `POST /new-api/tax/compare`, a thin edge over the calculators. */
export const taxRoutes = createRouter({ public: true }).openapi(compare, async (c) => {
  const input = c.req.valid("json");
  const { year, variants, best, assumptions, months } = await c.var.services.tax.compareTaxForms(
    { ...input, requirePreviousYearRevenue: true },
    c.var.clientIp,
  );
  return c.json({ year, variants, best, assumptions, months }, 200);
});
