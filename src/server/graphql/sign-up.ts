import { builder } from "./builder.ts";
import { withRetryAfter } from "./retry-after.ts";

const CompanyInput = builder.inputType("RegisterCompanyInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    tin: t.string({ required: true, description: "NIP: 10 digits with a valid checksum" }),
    street: t.string({ required: true }),
    postalCode: t.string({ required: true, description: "NN-NNN" }),
    city: t.string({ required: true }),
  }),
});
const UserInput = builder.inputType("RegisterUserInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    surname: t.string({ required: true }),
    email: t.string({ required: true }),
  }),
});
const ConsentsInput = builder.inputType("RegisterConsentsInput", {
  fields: (t) => ({
    terms: t.boolean({ required: true }),
    privacy: t.boolean({ required: true }),
    marketing: t.boolean({ required: true }),
  }),
});
const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    company: t.field({ type: CompanyInput, required: true }),
    user: t.field({ type: UserInput, required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    consents: t.field({ type: ConsentsInput, required: true }),
    promoCode: t.string({ description: "Optional; an invalid or expired code is refused (invalidPromoCode)" }),
  }),
});

builder.mutationField("register", (t) =>
  t.boolean({
    description:
      "Trial sign-up: a not-verified company on the trial plan and its admin, not active until the mailed link (valid 14 days) is opened. Field errors come in extensions.fields.",
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withRetryAfter(ctx, () =>
        ctx.services.accounts.signUp({
          ...input,
          promoCode: input.promoCode ?? undefined,
          locale: ctx.locale,
          baseUrl: ctx.services.baseUrl(ctx.origin),
          clientKey: ctx.clientIp,
        }),
      );
      return true;
    },
  }),
);

builder.mutationField("confirmAccount", (t) =>
  t.boolean({
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await ctx.services.accounts.confirmAccount(token);
      return true;
    },
  }),
);

builder.mutationField("resendConfirmationToken", (t) =>
  t.boolean({
    description: "Mails a new confirmation link to an unconfirmed account. Always true: the answer reveals nothing.",
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      await withRetryAfter(ctx, () =>
        ctx.services.accounts.resendConfirmation({
          email,
          baseUrl: ctx.services.baseUrl(ctx.origin),
          clientKey: ctx.clientIp,
        }),
      );
      return true;
    },
  }),
);

builder.queryField("isTINAvailable", (t) =>
  t.boolean({
    description: "True for a valid NIP that no company has registered.",
    args: { tin: t.arg.string({ required: true }) },
    resolve: (_root, { tin }, ctx) =>
      withRetryAfter(ctx, () => ctx.services.accounts.isTinAvailable(tin, ctx.clientIp)),
  }),
);
