import { CompanyRef } from "./accounts.ts";
import { builder } from "./builder.ts";
import {
  CompanyDetail,
  CompanyPage,
  CompanyStatusAction,
  CompanyStatusEnum,
  CompanySummary,
  Employee,
  Restrictions,
  UserStatusAction,
} from "./company-types.ts";
import { withRetryAfter } from "./retry-after.ts";

const baseUrl = (ctx: { services: { baseUrl(origin: string): string }; origin: string }) =>
  ctx.services.baseUrl(ctx.origin);

builder.queryFields((t) => ({
  companies: t.field({
    type: CompanyPage,
    description: "Staff: companies by phrase (≥ 3 characters: name, NIP or a user's e-mail) and status, paged.",
    args: {
      phrase: t.arg.string(),
      status: t.arg({ type: CompanyStatusEnum }),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: (_root, args, ctx) => ctx.services.companies.listCompanies(ctx.actor, args),
  }),
  company: t.field({
    type: CompanyDetail,
    description: "Staff: one company with its users, subscription, documents and status history.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.services.companies.companyDetail(ctx.actor, String(id)),
  }),
  findCompanies: t.field({
    type: [CompanySummary],
    description: "Verified companies by name or NIP (phrase of at least 3 characters).",
    args: { phrase: t.arg.string({ required: true }) },
    resolve: (_root, { phrase }, ctx) => ctx.services.companies.findCompanies(ctx.actor, phrase),
  }),
  myCompany: t.field({
    type: CompanyRef,
    description: "The signed-in user's company.",
    resolve: async (_root, _args, ctx) => (await ctx.services.companies.myCompany(ctx.actor)).company,
  }),
  employees: t.field({
    type: [Employee],
    description: "The signed-in user's company's accounts.",
    resolve: (_root, _args, ctx) => ctx.services.companies.listEmployees(ctx.actor),
  }),
  restrictions: t.field({
    type: Restrictions,
    description: "Restrictions of the signed-in user's company (clients cache them for 2 hours).",
    resolve: (_root, _args, ctx) => ctx.services.access.restrictionsOf(ctx.actor),
  }),
}));

const AddEmployeeInput = builder.inputType("AddEmployeeInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    surname: t.string({ required: true }),
    isAdmin: t.boolean({ defaultValue: false }),
  }),
});
const UpdateEmployeeInput = builder.inputType("UpdateEmployeeInput", {
  fields: (t) => ({
    userId: t.id({ required: true }),
    isActive: t.boolean(),
    isAdmin: t.boolean(),
  }),
});
const UpdateCompanyInput = builder.inputType("UpdateCompanyInput", {
  fields: (t) => ({
    companyId: t.id({ description: "Optional; only the signed-in admin's own company may be named" }),
    street: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    phone: t.string(),
    email: t.string(),
    website: t.string(),
  }),
});

/* Staff: company and account statuses. */
builder.mutationFields((t) => ({
  changeCompanyStatus: t.field({
    type: CompanyRef,
    description: "Staff: confirm, deny, suspend, ban, restart, restore a company; invalidStatusChange if not allowed.",
    args: {
      companyId: t.arg.id({ required: true }),
      action: t.arg({ type: CompanyStatusAction, required: true }),
      reason: t.arg.string(),
    },
    resolve: async (_root, args, ctx) =>
      (
        await ctx.services.companies.changeCompanyStatus(ctx.actor, {
          companyId: String(args.companyId),
          action: args.action,
          reason: args.reason,
          baseUrl: baseUrl(ctx),
        })
      ).company,
  }),
  changeUserStatus: t.field({
    type: Employee,
    description: "Staff: grant (again), refuse, suspend, ban, restore an account; invalidStatusChange if not allowed.",
    args: {
      userId: t.arg.id({ required: true }),
      action: t.arg({ type: UserStatusAction, required: true }),
      reason: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { employee } = await ctx.services.companies.changeUserStatus(ctx.actor, {
        userId: String(args.userId),
        action: args.action,
        reason: args.reason,
        baseUrl: baseUrl(ctx),
      });
      return employee;
    },
  }),
}));

/* Company admins: their employees and their company. */
builder.mutationFields((t) => ({
  addEmployee: t.field({
    type: Employee,
    description: "Company admin: adds an employee and mails an invitation to set a password.",
    args: { input: t.arg({ type: AddEmployeeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // Charged per admin and per company in services; a refusal sets Retry-After.
      return withRetryAfter(ctx, () =>
        ctx.services.companies.addEmployee(ctx.actor, {
          email: input.email,
          name: input.name,
          surname: input.surname,
          isAdmin: input.isAdmin ?? false,
          baseUrl: baseUrl(ctx),
        }),
      );
    },
  }),
  resendInvitation: t.field({
    type: Employee,
    description:
      "Company admin: mails a new invitation (valid 7 days) to an employee who has not accepted one; the earlier link stops working. invalidStatusChange for any other account.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      withRetryAfter(ctx, () =>
        ctx.services.companies.resendInvitation(ctx.actor, { userId: String(args.userId), baseUrl: baseUrl(ctx) }),
      ),
  }),
  updateEmployee: t.field({
    type: Employee,
    description: "Company admin: switches an employee on or off, grants or takes away admin rights.",
    args: { input: t.arg({ type: UpdateEmployeeInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.companies.updateEmployee(ctx.actor, {
        userId: String(input.userId),
        isActive: input.isActive,
        isAdmin: input.isAdmin,
      }),
  }),
  updateCompany: t.field({
    type: CompanyRef,
    description: "Company admin: the address and contacts of their own company.",
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.companies.updateCompany(ctx.actor, {
        companyId: input.companyId ? String(input.companyId) : null,
        street: input.street,
        postalCode: input.postalCode,
        city: input.city,
        phone: input.phone ?? "",
        email: input.email ?? "",
        website: input.website ?? "",
      }),
  }),
}));
