import { formRefusal } from "./form-refusal.server.ts";
import type { WebContext } from "./web-context.ts";

/** The action of an EmailRequestCard page: runs the request, answers `{ ok, email }` or a refusal. */
export async function emailRequestAction(
  request: Request,
  { services, clientIp }: WebContext,
  run: (input: { email: string; baseUrl: string; clientKey: string }) => Promise<void>,
) {
  const email = String((await request.formData()).get("email") ?? "").slice(0, 320);
  try {
    await run({ email, baseUrl: services.baseUrl(new URL(request.url).origin), clientKey: clientIp });
    return { ok: true as const, email };
  } catch (error) {
    return formRefusal(error, { email });
  }
}
