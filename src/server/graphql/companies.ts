import { createTranslator } from "../../shared/i18n.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { RESTRICTION_FEATURES, restrictionsExpired, type RestrictionFeature } from "../../shared/restrictions.ts";
import { COMPANY_ACTIONS, COMPANY_STATUSES, type CompanyStatus, USER_ACTIONS } from "../../shared/statuses.ts";
import { CompanyRef, type CompanyShape } from "./accounts.ts";
import { builder } from "./builder.ts";
import { withRetryAfter } from "./retry-after.ts";

/** Spec §3 language dictionary ids. */
const LANGUAGE_IDS = { pl: 1, en: 2 } as const;

const CompanyStatusEnum = builder.enumType("CompanyStatus", {
  values: Object.fromEntries(COMPANY_STATUSES.map((s) => [s.toUpperCase(), { value: s }])) as Record<
    string,
    { value: CompanyStatus }
  >,
});
const CompanyStatusAction = builder.enumType("CompanyStatusAction", { values: COMPANY_ACTIONS });
const UserStatusAction = builder.enumType("UserStatusAction", { values: USER_ACTIONS });

interface EmployeeShape {
  id: string;
  name: string;
  surname: string;
  email: string;
  isActive: boolean;
  isBlocked: boolean;
  isAdmin: boolean;
  status: string;
  lastLoginAt: Date | null;
  createdAt: Date;
  awaitsInvitation: boolean;
}

const Employee = builder.objectRef<EmployeeShape>("Employee").implement({
  description: "An account of a company (spec §3 Employee: isActive, isAdmin).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
    email: t.exposeString("email"),
    isActive: t.exposeBoolean("isActive"),
    isBlocked: t.exposeBoolean("isBlocked"),
    isAdmin: t.exposeBoolean("isAdmin"),
    status: t.exposeString("status", { description: "inactive | active | suspended | locked (spec §4)" }),
    lastLoginAt: t.string({ nullable: true, resolve: (e) => e.lastLoginAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    awaitsInvitation: t.exposeBoolean("awaitsInvitation", {
      description: "Invited by the company admin and not accepted yet (resendInvitation sends a new link)",
    }),
  }),
});

const CompanyPage = builder
  .objectRef<{ items: CompanyShape[]; total: number; page: number; pageSize: number }>("CompanyPage")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CompanyRef], resolve: (p) => p.items }),
      total: t.exposeInt("total"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });

interface SubscriptionShape {
  plan: string;
  interval: string;
  features: string[];
  guidesLimit: number | null;
  startsAt: Date;
  expiresAt: Date | null;
}
const Subscription = builder.objectRef<SubscriptionShape>("Subscription").implement({
  fields: (t) => ({
    plan: t.exposeString("plan"),
    interval: t.exposeString("interval", { description: "day | week | month | quarter | year" }),
    features: t.exposeStringList("features"),
    guidesLimit: t.exposeInt("guidesLimit", { nullable: true }),
    startsAt: t.string({ resolve: (s) => s.startsAt.toISOString() }),
    expireDate: t.string({ nullable: true, resolve: (s) => s.expiresAt?.toISOString() ?? null }),
  }),
});

interface StatusChangeShape {
  id: string;
  subject: string;
  action: string;
  fromStatus: string;
  toStatus: string;
  reason: string | null;
  createdAt: Date;
  actorName: string | null;
  userEmail: string | null;
}
const StatusChange = builder.objectRef<StatusChangeShape>("StatusChange").implement({
  description: "One entry of the audit log: who changed what, when, from which status to which, and why.",
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject", { description: "company | user" }),
    action: t.exposeString("action"),
    fromStatus: t.exposeString("fromStatus"),
    toStatus: t.exposeString("toStatus"),
    reason: t.exposeString("reason", { nullable: true }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    actorName: t.exposeString("actorName", { nullable: true }),
    userEmail: t.exposeString("userEmail", { nullable: true }),
  }),
});

const CompanyDocument = builder.objectRef<{ id: string; name: string }>("CompanyDocument").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const CompanyDetail = builder
  .objectRef<{
    company: CompanyShape;
    users: EmployeeShape[];
    subscription: SubscriptionShape | null;
    history: StatusChangeShape[];
    documents: { id: string; name: string }[];
  }>("CompanyDetail")
  .implement({
    fields: (t) => ({
      company: t.field({ type: CompanyRef, resolve: (d) => d.company }),
      users: t.field({ type: [Employee], resolve: (d) => d.users }),
      subscription: t.field({ type: Subscription, nullable: true, resolve: (d) => d.subscription }),
      history: t.field({ type: [StatusChange], resolve: (d) => d.history }),
      documents: t.field({ type: [CompanyDocument], resolve: (d) => d.documents }),
    }),
  });

const CompanySummary = builder
  .objectRef<{ id: string; name: string; tin: string; city: string | null }>("CompanySummary")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      tin: t.exposeString("tin"),
      city: t.exposeString("city", { nullable: true }),
    }),
  });

const RestrictionFeatureRef = builder
  .objectRef<{ restrictionFeatureId: number; name: string }>("RestrictionFeature")
  .implement({
    fields: (t) => ({ restrictionFeatureId: t.exposeInt("restrictionFeatureId"), name: t.exposeString("name") }),
  });
const RestrictionTranslation = builder
  .objectRef<{ restrictionId: number; dictionaryLanguageId: number; restrictionFeatureId: number; text: string }>(
    "RestrictionTranslation",
  )
  .implement({
    fields: (t) => ({
      restrictionId: t.exposeInt("restrictionId"),
      dictionaryLanguageId: t.exposeInt("dictionaryLanguageId"),
      restrictionFeatureId: t.exposeInt("restrictionFeatureId"),
      text: t.exposeString("text"),
    }),
  });
const Restrictions = builder
  .objectRef<{ features: RestrictionFeature[]; expireDate: string | null; guidesLimit: number | null }>("Restrictions")
  .implement({
    description: "Spec §3: what the company's subscription grants, until expireDate (expired when none or past).",
    fields: (t) => ({
      features: t.field({
        type: [RestrictionFeatureRef],
        resolve: (r) => r.features.map((f) => ({ restrictionFeatureId: RESTRICTION_FEATURES[f], name: f })),
      }),
      translations: t.field({
        type: [RestrictionTranslation],
        resolve: (r) =>
          r.features.flatMap((f) =>
            (["pl", "en"] as const).map((lng) => ({
              restrictionId: RESTRICTION_FEATURES[f],
              dictionaryLanguageId: LANGUAGE_IDS[lng],
              restrictionFeatureId: RESTRICTION_FEATURES[f],
              text: createTranslator(lng, cataloguesFor(lng)).t(`restrictions.features.${f}`),
            })),
          ),
      }),
      expireDate: t.exposeString("expireDate", { nullable: true }),
      guidesLimit: t.exposeInt("guidesLimit", { nullable: true }),
      isExpired: t.boolean({ resolve: (r) => restrictionsExpired(r.expireDate) }),
    }),
  });

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
    description: "Spec §3 restrictions of the signed-in user's company (clients cache them for 2 hours).",
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

builder.mutationFields((t) => ({
  changeCompanyStatus: t.field({
    type: CompanyRef,
    description: "Staff: a spec §4 company action; invalidStatusChange when the current status does not allow it.",
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
    description: "Staff: a spec §4 user account action; invalidStatusChange when the current status does not allow it.",
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
