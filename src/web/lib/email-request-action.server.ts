import { emailRequestSchema } from "../../shared/contracts/account.ts";
import { formInvalid, formRefusedBy, parseForm } from "./form-reply.server.ts";
import type { WebContext } from "./web-context.ts";

/** The action of an EmailRequestCard page: runs the request, answers `{ ok, email }` or a refusal. */
export async function emailRequestAction(
  request: Request,
  { services, clientIp }: WebContext,
  run: (input: { email: string; baseUrl: string; clientKey: string }) => Promise<void>,
) {
  // Before any service call: the address on the contract's schema (a length limit, no control characters).
  const submission = parseForm(await request.formData(), emailRequestSchema);
  if (submission.status !== "success") return formInvalid(submission, {});
  const { email } = submission.value;
  try {
    await run({ email, baseUrl: services.baseUrl(new URL(request.url).origin), clientKey: clientIp });
    return { ok: true as const, email };
  } catch (error) {
    return formRefusedBy(submission, error, {});
  }
}
