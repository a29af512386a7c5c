import { HELP_MESSAGE_MAX } from "../../shared/help-rules.ts";
import { TEXT_LIMITS } from "../../shared/text-rules.ts";
import { formRefusal } from "./form-refusal.server.ts";
import { keptText, refuseFormText } from "./form-text.server.ts";
import type { WebContext } from "./web-context.ts";

/** The shared action of both help forms. */
export async function helpAction(request: Request, { services, actor, clientIp, locale }: WebContext) {
  const form = await request.formData();
  const values = {
    name: String(form.get("name") ?? "").slice(0, 300),
    email: String(form.get("email") ?? "").slice(0, 400),
    topic: String(form.get("topic") ?? ""),
    message: String(form.get("message") ?? "").slice(0, 6000),
  };
  // Before any service call: a length limit and no control characters in every field (the
  // message may hold line breaks; its exact limit, after trimming, is helpFieldErrors').
  const refused = refuseFormText(
    form,
    { name: 300, email: TEXT_LIMITS.email, topic: 50, message: { max: HELP_MESSAGE_MAX + 1000, multiLine: true } },
    {
      values: {
        name: keptText(values.name, 300),
        email: keptText(values.email, TEXT_LIMITS.email),
        topic: keptText(values.topic, 50),
        message: keptText(values.message, 6000),
      },
    },
  );
  if (refused) return refused;
  try {
    const row = await services.accounts.createHelpRequest(actor, {
      ...values,
      locale,
      baseUrl: services.baseUrl(new URL(request.url).origin),
      clientKey: clientIp,
    });
    return { ok: true as const, email: row.email };
  } catch (error) {
    return formRefusal(error, { values });
  }
}
