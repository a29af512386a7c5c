import { clearedSessionCookie, sessionCookie } from "../../shared/session-cookie.ts";
import type { SessionUser } from "../../domain/access/actor.ts";
import { UserRef, CompanyRef } from "./accounts.ts";
import { builder } from "./builder.ts";
import { withRetryAfter } from "./retry-after.ts";

const AuthPayload = builder
  .objectRef<{ token: string; user: SessionUser; isFirstLogin: boolean }>("AuthPayload")
  .implement({
    fields: (t) => ({
      token: t.exposeString("token", {
        description: "The session token, for API clients (Authorization: Bearer). Browsers use the httpOnly cookie.",
      }),
      user: t.field({ type: UserRef, resolve: (p) => p.user }),
      company: t.field({ type: CompanyRef, nullable: true, resolve: (p) => p.user.company }),
      isFirstLogin: t.exposeBoolean("isFirstLogin"),
    }),
  });

builder.mutationType({});

builder.mutationField("signIn", (t) =>
  t.field({
    type: AuthPayload,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await withRetryAfter(ctx, () =>
        ctx.services.accounts.signIn({
          email: args.email,
          password: args.password,
          userAgent: ctx.userAgent,
          clientKey: ctx.clientIp,
        }),
      );
      ctx.responseHeaders.push(["Set-Cookie", sessionCookie(result.token, ctx.services.config.secure)]);
      return { token: result.token, user: result.actor.user, isFirstLogin: result.isFirstLogin };
    },
  }),
);

builder.mutationField("signOut", (t) =>
  t.boolean({
    description: "Ends the current session (cookie or bearer) and clears the cookie. True also without a session.",
    resolve: async (_root, _args, ctx) => {
      if (ctx.actor) await ctx.services.accounts.revokeSession(ctx.actor.sessionId);
      ctx.responseHeaders.push(["Set-Cookie", clearedSessionCookie(ctx.services.config.secure)]);
      return true;
    },
  }),
);
