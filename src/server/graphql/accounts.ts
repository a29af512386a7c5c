import type { SessionUser } from "../../domain/accounts/session.service.ts";
import { builder } from "./builder.ts";

type CompanyShape = NonNullable<SessionUser["company"]>;

export const CompanyRef = builder.objectRef<CompanyShape>("Company").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    tin: t.exposeString("tin"),
    status: t.exposeString("status"),
  }),
});

type UserRoleShape = SessionUser["userRoles"][number];
const PermissionRef = builder
  .objectRef<{ name: string }>("Permission")
  .implement({ fields: (t) => ({ name: t.exposeString("name") }) });
const RolePermissionRef = builder
  .objectRef<{ permission: { name: string } }>("RolePermission")
  .implement({ fields: (t) => ({ permission: t.field({ type: PermissionRef, resolve: (rp) => rp.permission }) }) });
const RoleRef = builder.objectRef<UserRoleShape["role"]>("Role").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    rolePermissions: t.field({ type: [RolePermissionRef], resolve: (r) => r.rolePermissions }),
  }),
});
const UserRoleRef = builder
  .objectRef<UserRoleShape>("UserRole")
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
      description: "Spec §3: roles with their role permissions",
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
