import { createRoute, z } from "@hono/zod-openapi";
import { companyProfileRecord, wireCompanyProfile } from "../../shared/contracts/company-profile.ts";
import { idText } from "../../shared/text-rules.ts";
import { createRouter, errorResponses, json, refusal } from "./openapi.ts";

// The record of the contract; on the wire a moment is ISO text.
const CompanyProfileSchema = companyProfileRecord
  .extend({ verifiedAt: z.string().nullable(), memberSince: z.string() })
  .openapi("CompanyProfile");

const profile = createRoute({
  method: "get",
  path: "/companies/{companyId}",
  tags: ["companies"],
  summary:
    "A company's public profile (a verified company, or the caller's own): its register data, verification date, active offers shown to the caller's company (public, or private naming it; none when either company denies the other), the caller's list entry for it (allow, deny or null), and the summaries of ratings and complaints",
  security: [{ bearer: [] }],
  request: { params: z.object({ companyId: idText() }) },
  responses: {
    200: json(CompanyProfileSchema, "The profile"),
    ...errorResponses,
    403: refusal(
      "Missing permission (findCompanies, viewOwnCompany: members of a company), or an account without a company (userIsNotPartOfCompany)",
    ),
    404: refusal("No such verified company (companyNotFound)"),
  },
});

/** `/new-api` company profiles: a thin edge over the same service as the profile page. */
export const companyProfileRoutes = createRouter().openapi(profile, async (c) => {
  const found = await c.var.services.companies.companyProfile(c.var.actor, c.req.valid("param").companyId);
  return c.json(wireCompanyProfile(found), 200);
});
