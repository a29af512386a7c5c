import { createRoute, z } from "@hono/zod-openapi";
import { TAX_FORMS } from "../../domain/tax/health-contribution.ts";
import { ZUS_STAGES } from "../../domain/tax/social-contributions.ts";
import { createRouter, ErrorSchema, errorResponses } from "./openapi.ts";

const CompareRequest = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    annualRevenue: z.number().openapi({ example: 200000, description: "PLN for the year, net of VAT" }),
    annualCosts: z.number().openapi({ example: 40000 }),
    zus: z.enum(ZUS_STAGES).openapi({ description: "start relief, preferential, Mały ZUS Plus or full" }),
    sicknessInsurance: z.boolean().default(false),
    ryczaltRate: z.number().openapi({ example: 12, description: "lump-sum rate of the activity, percent or fraction" }),
    previousYearIncome: z
      .number()
      .optional()
      .openapi({ description: "Required for smallPlus: last year's income from the business" }),
  })
  .openapi("TaxCompareRequest");

const Variant = z.object({
  form: z.enum(TAX_FORMS),
  socialContributions: z.number().openapi({ description: "including Fundusz Pracy when due" }),
  healthContribution: z.number(),
  incomeTax: z.number(),
  netIncome: z.number(),
});

const CompareResponse = z
  .object({ year: z.number().int(), variants: z.array(Variant), best: z.enum(TAX_FORMS) })
  .openapi("TaxCompareResponse");

const compare = createRoute({
  method: "post",
  path: "/tax/compare",
  tags: ["tax"],
  summary: "Compare the income-tax forms of a sole proprietorship for a year (amounts in PLN)",
  security: [],
  request: { body: { required: true, content: { "application/json": { schema: CompareRequest } } } },
  responses: {
    200: {
      description: "The three forms and the best one",
      content: { "application/json": { schema: CompareResponse } },
    },
    ...errorResponses,
    429: { description: "Too many calls", content: { "application/json": { schema: ErrorSchema } } },
  },
});

/** Public: `POST /new-api/tax/compare`, a thin edge over the calculators. */
export const taxRoutes = createRouter().openapi(compare, async (c) => {
  const input = c.req.valid("json");
  const { year, variants, best } = await c.var.services.tax.compare(input, c.var.clientIp);
  return c.json({ year, variants, best }, 200);
});
