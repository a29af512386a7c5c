import { guestHelpRequestSchema, HELP_MESSAGE_MAX, helpRequestSchema } from "../../shared/contracts/help.ts";
import { formInvalid, formRefusedBy, parseForm } from "./form-reply.server.ts";
import type { WebContext } from "./web-context.ts";

/** The shared action of both help forms: a guest gives a name and an address, a user does not. */
export async function helpAction(request: Request, { services, actor, clientIp, locale }: WebContext) {
  const submission = parseForm(await request.formData(), actor ? helpRequestSchema : guestHelpRequestSchema);
  // A refused message comes back whole (it may be long), without control characters.
  const keep = { keep: HELP_MESSAGE_MAX + 1000 };
  if (submission.status !== "success") return formInvalid(submission, {}, keep);
  try {
    const row = await services.accounts.createHelpRequest(actor, {
      name: "",
      email: "",
      ...submission.value,
      locale,
      baseUrl: services.baseUrl(new URL(request.url).origin),
      clientKey: clientIp,
    });
    return { ok: true as const, email: row.email };
  } catch (error) {
    return formRefusedBy(submission, error, {}, keep);
  }
}
