import { COUNTRIES } from "../../shared/countries.ts";
import { builder } from "./builder.ts";
import { withRetryAfter } from "./retry-after.ts";

const Country = builder.objectRef<{ code: string; name: string }>("Country").implement({
  fields: (t) => ({
    code: t.exposeString("code", { description: "ISO 3166-1 alpha-2" }),
    name: t.exposeString("name"),
  }),
});

builder.queryField("countriesData", (t) =>
  t.field({
    type: [Country],
    description: "Countries for forms, named in the request's language (Poland first).",
    resolve: (_root, _args, ctx) => COUNTRIES.map((c) => ({ code: c.code, name: ctx.locale === "en" ? c.en : c.pl })),
  }),
);

builder.queryField("isPromoCodeAvailable", (t) =>
  t.boolean({
    description: "True for a promo code that exists, has not expired and has uses left.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) =>
      withRetryAfter(ctx, () => ctx.services.accounts.isPromoCodeAvailable(code, ctx.clientIp)),
  }),
);
