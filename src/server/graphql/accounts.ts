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

export const UserRef = builder.objectRef<SessionUser>("User").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    surname: t.exposeString("surname"),
    initials: t.exposeString("initials", { description: "Upper-cased first letters of name and surname" }),
    locale: t.exposeString("locale"),
    company: t.field({ type: CompanyRef, nullable: true, resolve: (user) => user.company }),
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
