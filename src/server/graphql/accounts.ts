import { AppError } from "../../domain/errors.ts";
import type { SessionUser } from "../../domain/access/actor.ts";
import type { CompanyRecord } from "../../shared/contracts/company-records.ts";
import { hasPermission } from "../../shared/permissions.ts";
import { REGISTRATION_STATUS_DESCRIPTION } from "../../shared/registration-statuses.ts";
import { companyFlags } from "../../shared/statuses.ts";
import { builder } from "./builder.ts";

const optional = (value: string | null | undefined) => value ?? null;

export const CompanyRef = builder.objectRef<CompanyRecord>("Company").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    tin: t.exposeString("tin"),
    status: t.exposeString("status", {
      description: "not_verified | verified | excluded | negatively_verified",
    }),
    isVerified: t.boolean({ resolve: (c) => companyFlags(c.status).isVerified }),
    isBlocked: t.boolean({ resolve: (c) => companyFlags(c.status).isBlocked }),
    street: t.string({ nullable: true, resolve: (c) => optional(c.street) }),
    postalCode: t.string({ nullable: true, resolve: (c) => optional(c.postalCode) }),
    city: t.string({ nullable: true, resolve: (c) => optional(c.city) }),
    phone: t.string({ nullable: true, resolve: (c) => optional(c.phone) }),
    email: t.string({ nullable: true, resolve: (c) => optional(c.email) }),
    website: t.string({ nullable: true, resolve: (c) => optional(c.website) }),
    createdAt: t.string({ nullable: true, resolve: (c) => c.createdAt?.toISOString() ?? null }),
    userCount: t.int({ nullable: true, resolve: (c) => c.userCount ?? null }),
    registrationStatus: t.int({
      nullable: true,
      description: REGISTRATION_STATUS_DESCRIPTION,
      resolve: (c, _args, ctx) =>
        ctx.actor && hasPermission(ctx.actor.user.userRoles, "viewCompanies") ? (c.registrationStatus ?? null) : null,
    }),
  }),
});

type UserRole = SessionUser["userRoles"][number];
const PermissionRef = builder
  .objectRef<{ name: string }>("Permission")
  .implement({ fields: (t) => ({ name: t.exposeString("name") }) });
const RolePermissionRef = builder
  .objectRef<{ permission: { name: string } }>("RolePermission")
  .implement({ fields: (t) => ({ permission: t.field({ type: PermissionRef, resolve: (rp) => rp.permission }) }) });
const RoleRef = builder.objectRef<UserRole["role"]>("Role").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    rolePermissions: t.field({ type: [RolePermissionRef], resolve: (r) => r.rolePermissions }),
  }),
});
const UserRoleRef = builder
  .objectRef<UserRole>("UserRole")
  .implement({ fields: (t) => ({ role: t.field({ type: RoleRef, resolve: (ur) => ur.role }) }) });

export const UserRef = builder.objectRef<SessionUser>("User").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
    initials: t.exposeString("initials", { description: "Upper-cased first letters of name and surname" }),
    locale: t.exposeString("locale"),
    company: t.field({ type: CompanyRef, nullable: true, resolve: (user) => user.company }),
    userRoles: t.field({
      type: [UserRoleRef],
      description: "Roles, each with its role permissions (a permission name each)",
      resolve: (user) => user.userRoles,
    }),
  }),
});

builder.queryField("me", (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: "The signed-in user, or null without a session",
    resolve: (_root, _args, ctx) => ctx.actor?.user ?? null,
  }),
);

builder.mutationField("updateMyName", (t) =>
  t.field({
    type: UserRef,
    description:
      "The signed-in user corrects their own name and surname (the sign-up's rules: required, at most 100 characters each). Field errors come in extensions.fields.",
    args: { name: t.arg.string({ required: true }), surname: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.actor) throw new AppError("unauthorized");
      const changed = await ctx.services.accounts.updateOwnName(ctx.actor, args);
      return { ...ctx.actor.user, ...changed };
    },
  }),
);
