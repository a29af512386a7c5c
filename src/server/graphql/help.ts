import { builder } from "./builder.ts";
import { withRetryAfter } from "./retry-after.ts";

const HelpRequestInput = builder.inputType("HelpRequestInput", {
  fields: (t) => ({
    name: t.string({ description: "Guests only; a signed-in user's name comes from the account" }),
    email: t.string({ description: "Guests only; a signed-in user is answered at the account's address" }),
    topic: t.string({ required: true, description: "signIn | activation | password | account | guides | other" }),
    message: t.string({ required: true, description: "10 to 5000 characters" }),
  }),
});

builder.mutationField("createHelpRequest", (t) =>
  t.boolean({
    description: "Stores a help request and notifies portal staff. Rate-limited per client.",
    args: { input: t.arg({ type: HelpRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withRetryAfter(ctx, () =>
        ctx.services.accounts.createHelpRequest(ctx.actor, {
          name: input.name ?? "",
          email: input.email ?? "",
          topic: input.topic,
          message: input.message,
          locale: ctx.locale,
          baseUrl: ctx.services.baseUrl(ctx.origin),
          clientKey: ctx.clientIp,
        }),
      );
      return true;
    },
  }),
);
