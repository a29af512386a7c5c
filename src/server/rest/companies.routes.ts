import { createRoute, z } from "@hono/zod-openapi";
import { RESTRICTION_FEATURES, restrictionsExpired } from "../../shared/restrictions.ts";
import { COMPANY_ACTIONS, type COMPANY_STATUSES } from "../../shared/statuses.ts";
import { bearer, createRouter, errorResponses, ErrorSchema, json } from "./openapi.ts";
import { companyRecord, employeeRecord } from "../../shared/contracts/company-records.ts";
import { REGISTRATION_STATUS_DESCRIPTION } from "../../shared/registration-statuses.ts";
import { idText, text } from "../../shared/text-rules.ts";

const denied = {
  403: {
    description: "Missing permission or another company's data",
    content: { "application/json": { schema: ErrorSchema } },
  },
  404: { description: "Not found", content: { "application/json": { schema: ErrorSchema } } },
  409: { description: "Not allowed in the current state", content: { "application/json": { schema: ErrorSchema } } },
};

// The company and its accounts as the contracts define them; on the wire a date is ISO text.
const CompanySchema = companyRecord
  .pick({
    id: true,
    name: true,
    tin: true,
    status: true,
    street: true,
    postalCode: true,
    city: true,
    phone: true,
    email: true,
    website: true,
  })
  .required()
  .openapi("Company");

/** The company as staff see it (the back-office routes): with its registration status. */
const StaffCompanySchema = CompanySchema.extend({
  registrationStatus: z
    .number()
    .int()
    .min(0)
    .max(3)
    .openapi({ description: REGISTRATION_STATUS_DESCRIPTION.replace(" Null for anyone without viewCompanies.", "") }),
}).openapi("StaffCompany");

const RestrictionsSchema = z
  .object({
    features: z.array(z.object({ restrictionFeatureId: z.number().int(), name: z.string() })),
    expireDate: z.string().nullable(),
    guidesLimit: z.number().int().nullable(),
    isExpired: z.boolean(),
  })
  .openapi("Restrictions");

const EmployeeSchema = employeeRecord
  .pick({
    id: true,
    name: true,
    surname: true,
    email: true,
    isActive: true,
    isBlocked: true,
    isAdmin: true,
    status: true,
  })
  .extend({ lastLoginAt: z.string().nullable() })
  .openapi("Employee");

const company = (c: {
  id: string;
  name: string;
  tin: string;
  status: (typeof COMPANY_STATUSES)[number];
  street: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}) => ({
  id: c.id,
  name: c.name,
  tin: c.tin,
  status: c.status,
  street: c.street,
  postalCode: c.postalCode,
  city: c.city,
  phone: c.phone,
  email: c.email,
  website: c.website,
});

type EmployeeRow = Omit<z.infer<typeof EmployeeSchema>, "lastLoginAt"> & { lastLoginAt: Date | null };

const employee = (e: EmployeeRow) => ({
  id: e.id,
  name: e.name,
  surname: e.surname,
  email: e.email,
  isActive: e.isActive,
  isBlocked: e.isBlocked,
  isAdmin: e.isAdmin,
  status: e.status,
  lastLoginAt: e.lastLoginAt?.toISOString() ?? null,
});

const myCompany = createRoute({
  method: "get",
  path: "/company",
  tags: ["companies"],
  summary: "The signed-in user's company with its restrictions",
  security: bearer,
  responses: {
    200: json(z.object({ company: CompanySchema, restrictions: RestrictionsSchema }), "The company"),
    ...errorResponses,
    ...denied,
  },
});

const restrictions = createRoute({
  method: "get",
  path: "/restrictions",
  tags: ["companies"],
  summary: "Restrictions of the signed-in user's company (clients cache them for 2 hours)",
  security: bearer,
  responses: { 200: json(RestrictionsSchema, "Restrictions"), ...errorResponses, ...denied },
});

const employees = createRoute({
  method: "get",
  path: "/company/employees",
  tags: ["companies"],
  summary: "The accounts of the signed-in user's company",
  security: bearer,
  responses: { 200: json(z.object({ items: z.array(EmployeeSchema) }), "Employees"), ...errorResponses, ...denied },
});

const updateEmployee = createRoute({
  method: "patch",
  path: "/company/employees/{userId}",
  tags: ["companies"],
  summary: "Company admin: switch an employee on or off, grant or take away admin rights",
  security: bearer,
  request: {
    params: z.object({ userId: idText() }),
    body: {
      required: true,
      content: {
        "application/json": { schema: z.object({ isActive: z.boolean().optional(), isAdmin: z.boolean().optional() }) },
      },
    },
  },
  responses: { 200: json(EmployeeSchema, "The employee"), ...errorResponses, ...denied },
});

const companyDetail = createRoute({
  method: "get",
  path: "/portal/companies/{companyId}",
  tags: ["back-office"],
  summary: "Staff: one company with its users",
  security: bearer,
  request: { params: z.object({ companyId: idText() }) },
  responses: {
    200: json(z.object({ company: StaffCompanySchema, users: z.array(EmployeeSchema) }), "The company"),
    ...errorResponses,
    ...denied,
  },
});

const companyStatus = createRoute({
  method: "post",
  path: "/portal/companies/{companyId}/status",
  tags: ["back-office"],
  summary: "Staff: confirm, deny, suspend, ban, restart or restore a company (409 invalidStatusChange if not allowed)",
  security: bearer,
  request: {
    params: z.object({ companyId: idText() }),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ action: z.enum(COMPANY_ACTIONS), reason: text(1000, { multiLine: true }).optional() }),
        },
      },
    },
  },
  responses: { 200: json(StaffCompanySchema, "The company after the change"), ...errorResponses, ...denied },
});

const staffCompany = (c: Parameters<typeof company>[0] & { registrationStatus: number }) => ({
  ...company(c),
  registrationStatus: c.registrationStatus,
});

const restrictionsBody = (r: {
  features: (keyof typeof RESTRICTION_FEATURES)[];
  expireDate: string | null;
  guidesLimit: number | null;
}) => ({
  features: r.features.map((f) => ({ restrictionFeatureId: RESTRICTION_FEATURES[f], name: f })),
  expireDate: r.expireDate,
  guidesLimit: r.guidesLimit,
  isExpired: restrictionsExpired(r.expireDate),
});

/** `/new-api` company routes: thin edges over the same services as GraphQL and the pages. */
export const companyRoutes = createRouter()
  .openapi(myCompany, async (c) => {
    const mine = await c.var.services.companies.myCompany(c.var.actor);
    return c.json({ company: company(mine.company), restrictions: restrictionsBody(mine.restrictions) }, 200);
  })
  .openapi(restrictions, async (c) =>
    c.json(restrictionsBody(await c.var.services.access.restrictionsOf(c.var.actor)), 200),
  )
  .openapi(employees, async (c) => {
    const items = await c.var.services.companies.listEmployees(c.var.actor);
    return c.json({ items: items.map(employee) }, 200);
  })
  .openapi(updateEmployee, async (c) => {
    const body = c.req.valid("json");
    const row = await c.var.services.companies.updateEmployee(c.var.actor, {
      userId: c.req.valid("param").userId,
      isActive: body.isActive,
      isAdmin: body.isAdmin,
    });
    return c.json(employee(row), 200);
  })
  .openapi(companyDetail, async (c) => {
    const detail = await c.var.services.companies.companyDetail(c.var.actor, c.req.valid("param").companyId);
    return c.json({ company: staffCompany(detail.company), users: detail.users.map(employee) }, 200);
  })
  .openapi(companyStatus, async (c) => {
    const body = c.req.valid("json");
    const { company: changed } = await c.var.services.companies.changeCompanyStatus(c.var.actor, {
      companyId: c.req.valid("param").companyId,
      action: body.action,
      reason: body.reason,
      baseUrl: c.var.services.baseUrl(new URL(c.req.url).origin),
    });
    return c.json(staffCompany(changed), 200);
  });
