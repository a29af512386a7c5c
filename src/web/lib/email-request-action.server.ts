import { TEXT_LIMITS } from "../../shared/text-rules.ts";
import { formRefusal } from "./form-refusal.server.ts";
import { keptText, refuseFormText } from "./form-text.server.ts";
import type { WebContext } from "./web-context.ts";

/** The action of an EmailRequestCard page: runs the request, answers `{ ok, email }` or a refusal. */
export async function emailRequestAction(
  request: Request,
  { services, clientIp }: WebContext,
  run: (input: { email: string; baseUrl: string; clientKey: string }) => Promise<void>,
) {
  const form = await request.formData();
  const typed = String(form.get("email") ?? "");
  // Before any service call: the address within its limit, no control characters.
  const refused = refuseFormText(
    form,
    { email: TEXT_LIMITS.email },
    { ok: false as const, email: keptText(typed, TEXT_LIMITS.email) },
  );
  if (refused) return refused;
  const email = typed;
  try {
    await run({ email, baseUrl: services.baseUrl(new URL(request.url).origin), clientKey: clientIp });
    return { ok: true as const, email };
  } catch (error) {
    return formRefusal(error, { email });
  }
}
