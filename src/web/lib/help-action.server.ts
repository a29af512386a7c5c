import { formRefusal } from "./form-refusal.server.ts";
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
