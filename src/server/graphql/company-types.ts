import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import type {
  CompanyDetailRecord,
  CompanyRecord,
  EmployeeRecord,
  StatusChangeRecord,
  SubscriptionRecord,
} from "../../shared/contracts/company-records.ts";
import { createTranslator } from "../../shared/i18n.ts";
import { RESTRICTION_FEATURES, restrictionsExpired, type RestrictionFeature } from "../../shared/restrictions.ts";
import { COMPANY_ACTIONS, COMPANY_STATUSES, type CompanyStatus, USER_ACTIONS } from "../../shared/statuses.ts";
import { CompanyRef } from "./accounts.ts";
import { builder } from "./builder.ts";
import { CompanyDocument } from "./document-types.ts";

/** The GraphQL types of companies and their accounts: the shared contracts' records, written out. */

/** Language dictionary ids: pl 1, en 2. */
const LANGUAGE_IDS = { pl: 1, en: 2 } as const;

export const CompanyStatusEnum = builder.enumType("CompanyStatus", {
  values: Object.fromEntries(COMPANY_STATUSES.map((s) => [s.toUpperCase(), { value: s }])) as Record<
    string,
    { value: CompanyStatus }
  >,
});
export const CompanyStatusAction = builder.enumType("CompanyStatusAction", { values: COMPANY_ACTIONS });
export const UserStatusAction = builder.enumType("UserStatusAction", { values: USER_ACTIONS });

export const Employee = builder.objectRef<EmployeeRecord>("Employee").implement({
  description: "An account of a company: whether it is active and whether it is the company admin.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
    email: t.exposeString("email"),
    isActive: t.exposeBoolean("isActive"),
    isBlocked: t.exposeBoolean("isBlocked"),
    isAdmin: t.exposeBoolean("isAdmin"),
    status: t.exposeString("status", { description: "inactive | active | suspended | locked" }),
    lastLoginAt: t.string({ nullable: true, resolve: (e) => e.lastLoginAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    awaitsInvitation: t.exposeBoolean("awaitsInvitation", {
      description: "Invited by the company admin and not accepted yet (resendInvitation sends a new link)",
    }),
  }),
});

export const CompanyPage = builder
  .objectRef<{ items: CompanyRecord[]; total: number; page: number; pageSize: number }>("CompanyPage")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CompanyRef], resolve: (p) => p.items }),
      total: t.exposeInt("total"),
      page: t.exposeInt("page"),
      pageSize: t.exposeInt("pageSize"),
    }),
  });

const Subscription = builder.objectRef<SubscriptionRecord>("Subscription").implement({
  fields: (t) => ({
    plan: t.exposeString("plan"),
    interval: t.exposeString("interval", { description: "day | week | month | quarter | year" }),
    features: t.exposeStringList("features"),
    guidesLimit: t.exposeInt("guidesLimit", { nullable: true }),
    startsAt: t.string({ resolve: (s) => s.startsAt.toISOString() }),
    expireDate: t.string({ nullable: true, resolve: (s) => s.expiresAt?.toISOString() ?? null }),
  }),
});

const StatusChange = builder.objectRef<StatusChangeRecord>("StatusChange").implement({
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

export const CompanyDetail = builder.objectRef<CompanyDetailRecord>("CompanyDetail").implement({
  fields: (t) => ({
    company: t.field({ type: CompanyRef, resolve: (d) => d.company }),
    users: t.field({ type: [Employee], resolve: (d) => d.users }),
    subscription: t.field({ type: Subscription, nullable: true, resolve: (d) => d.subscription }),
    history: t.field({ type: [StatusChange], resolve: (d) => d.history }),
    documents: t.field({
      type: [CompanyDocument],
      description: "The company's documents with their files, newest first (viewCompanies, as in REST).",
      resolve: (d, _args, ctx) => ctx.services.documents.companyDocumentsOf(ctx.actor, d.company.id),
    }),
  }),
});

export const CompanySummary = builder
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
export const Restrictions = builder
  .objectRef<{ features: RestrictionFeature[]; expireDate: string | null; guidesLimit: number | null }>("Restrictions")
  .implement({
    description: "What the company's subscription grants, until expireDate (expired when none or past).",
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
