import { data, redirect, type RouterContextProvider } from "react-router";
import type { Actor } from "../../../domain/access/actor.ts";
import type { AppServices } from "../../../server/services.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { requireActor } from "../../lib/loader-guards.server.ts";
import { respondForm, withdrawForm } from "./complaint-forms.tsx";
import { complaintPath } from "./complaint-text.tsx";

/**
 * A person of a company who may file and answer complaints (editOwnComplaints); anyone else
 * (portal staff, who read complaints in the back-office) is the area's 403.
 */
export function requireComplaintMember(context: Readonly<RouterContextProvider>, request: Request): Actor {
  const actor = requireActor(context, request);
  if (!hasPermission(actor.user.userRoles, "editOwnComplaints")) throw data(null, { status: 403 });
  return actor;
}

/** What a refused form keeps of the typed text: all of it (4000 characters and a little over). */
export const KEEP = { keep: 4100 };

/** Not the company's complaint (or none): the page's 404, as the loader's. */
const rethrowNotFound = (error: unknown) => {
  if (appErrorOf(error)?.code === "complaintNotFound") throw data(null, { status: 404 });
};

/**
 * A step posted by the complaint page: the company complained against responds (`intent=respond`),
 * the author withdraws (`intent=withdraw`, an optional reason). Checked by the contract's schema,
 * then by the domain; a refusal answers 400 with what was typed, success goes back with `?done=`.
 */
export async function complaintAction(
  services: AppServices,
  actor: Actor,
  form: FormData,
  complaintId: string,
  origin: string,
) {
  const intent = form.get("intent");
  const back = (done: string) => redirect(`${complaintPath(complaintId)}?done=${done}`);
  if (intent === "respond") {
    const submission = parseForm(form, respondForm);
    if (submission.status !== "success") return formInvalid(submission, { intent }, KEEP);
    try {
      await services.complaints.respondToComplaint(actor, complaintId, { text: submission.value.text });
    } catch (error) {
      rethrowNotFound(error);
      return formRefusedBy(submission, error, { intent }, KEEP);
    }
    return back("responded");
  }
  if (intent === "withdraw") {
    const submission = parseForm(form, withdrawForm);
    if (submission.status !== "success") return formInvalid(submission, { intent }, KEEP);
    try {
      const { reason } = submission.value;
      await services.complaints.stepComplaint(
        actor,
        complaintId,
        { action: "withdraw", reason },
        services.baseUrl(origin),
      );
    } catch (error) {
      rethrowNotFound(error);
      return formRefusedBy(submission, error, { intent }, KEEP);
    }
    return back("withdrawn");
  }
  throw data(null, { status: 400 });
}
