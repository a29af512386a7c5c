import { AppError } from "../../domain/errors.ts";
import { builder } from "./builder.ts";
import { withRetryAfter } from "./retry-after.ts";

builder.mutationField("requestChangePasswordToken", (t) =>
  t.boolean({
    description:
      "Mails a one-hour password link when the address has an account. Always true: the answer reveals nothing.",
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await withRetryAfter(ctx, () =>
        ctx.services.accounts.requestPasswordReset({
          email: args.email,
          baseUrl: ctx.services.baseUrl(ctx.origin),
          clientKey: ctx.clientIp,
        }),
      );
      return true;
    },
  }),
);

builder.mutationField("setNewPassword", (t) =>
  t.boolean({
    description: "Sets a new password with the mailed token (single use). Every session of the account ends.",
    args: {
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.services.accounts.resetPassword({ ...args, baseUrl: ctx.services.baseUrl(ctx.origin) });
      return true;
    },
  }),
);

builder.mutationField("changePassword", (t) =>
  t.boolean({
    description: "Changes the signed-in user's password; their other sessions end.",
    args: {
      oldPassword: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.actor) throw new AppError("unauthorized");
      await ctx.services.accounts.changePassword(ctx.actor, { ...args, baseUrl: ctx.services.baseUrl(ctx.origin) });
      return true;
    },
  }),
);
