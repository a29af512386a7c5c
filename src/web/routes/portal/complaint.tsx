import { data, Link, redirect, type ShouldRevalidateFunction, useActionData, useLoaderData } from "react-router";
import { hasPermission } from "../../../shared/permissions.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import {
  ComplaintDecision,
  ComplaintFiles,
  ComplaintHistory,
  ComplaintResponse,
  ComplaintSummary,
} from "../../features/complaint-queue/complaint-details.tsx";
import { decisionForm, KEEP, reverifyForm } from "../../features/complaint-queue/complaint-forms.ts";
import { ComplaintStatusBadge } from "../../features/complaints/complaint-text.tsx";
import { type ActionRefusal, RefusalText, StaffActions } from "../../features/complaint-queue/staff-actions.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { keptText } from "../../lib/form-text.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { type WebContext, webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/complaint";

const DONE = ["take", "accept", "reject", "reverify"] as const;

/** Staff only: the area's forbidden page for anyone else (the services check it again). */
function staffActor(context: Route.LoaderArgs["context"], request: Request) {
  const actor = requireActor(context, request);
  if (!hasPermission(actor.user.userRoles, "handleComplaints")) throw data(null, { status: 403 });
  return actor;
}

/**
 * Staff: one complaint between companies (issue 28; docs/decisions/033) with everything of it
 * (both companies, who filed it, its text and subject, the response, each side's files, the
 * history, the decision) and what staff may do now. An unknown complaint is not found.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const actor = staffActor(context, request);
  const { services } = context.get(webContext);
  const complaint = await orErrorResponse(() => services.complaints.complaintView(actor, params.complaintId));
  const done = new URL(request.url).searchParams.get("done");
  return { c: complaint, done: DONE.find((d) => d === done) ?? null };
}

/** After a refused step the page reads the complaint again: another staff member may have moved it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  (formMethod !== undefined && formMethod !== "GET") || defaultShouldRevalidate;

type Step = {
  services: WebContext["services"];
  actor: ReturnType<typeof staffActor>;
  id: string;
  form: FormData;
  baseUrl: string;
};

/** A refusal that names no complaint the page can show is the page's 404. */
const rethrowNotFound = (error: unknown) => {
  if (appErrorOf(error)?.code === "complaintNotFound") throw data(null, { status: 404 });
};

const doneAt = (id: string, done: (typeof DONE)[number]) =>
  redirect(`/portal/complaints/${encodeURIComponent(id)}?done=${done}`);

async function take({ services, actor, id, baseUrl }: Step) {
  try {
    await services.complaints.stepComplaint(actor, id, { action: "take" }, baseUrl);
  } catch (error) {
    rethrowNotFound(error);
    return formRefusal(error, { intent: "take" });
  }
  return doneAt(id, "take");
}

async function decide({ services, actor, id, form, baseUrl }: Step) {
  const submission = parseForm(form, decisionForm);
  if (submission.status !== "success") return formInvalid(submission, { intent: "decide" }, KEEP);
  const { decision, reason } = submission.value;
  try {
    await services.complaints.stepComplaint(actor, id, { action: decision, reason }, baseUrl);
  } catch (error) {
    rethrowNotFound(error);
    return formRefusedBy(submission, error, { intent: "decide" }, KEEP);
  }
  return doneAt(id, decision);
}

/** The first send asks (the reason kept for the question); the second, confirmed, sends. */
async function reverify({ services, actor, id, form, baseUrl }: Step) {
  const submission = parseForm(form, reverifyForm);
  if (submission.status !== "success") return formInvalid(submission, { intent: "reverify" }, KEEP);
  if (form.get("confirmed") !== "yes")
    return { ok: true as const, intent: "reverify", pending: keptText(submission.value.reason, KEEP.keep) };
  try {
    await services.complaints.reverifyFromComplaint(actor, id, { reason: submission.value.reason }, baseUrl);
  } catch (error) {
    rethrowNotFound(error);
    return formRefusedBy(submission, error, { intent: "reverify" }, KEEP);
  }
  return doneAt(id, "reverify");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = staffActor(context, request);
  const { services } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const step: Step = {
    services,
    actor,
    id: params.complaintId,
    form,
    baseUrl: services.baseUrl(new URL(request.url).origin),
  };
  if (intent === "take") return take(step);
  if (intent === "decide") return decide(step);
  if (intent === "reverify") return reverify(step);
  return data({ ok: false as const, code: "invalidInputObject", intent: "" }, { status: 400 });
}

export default function PortalComplaint() {
  const { t } = useT();
  const { c, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused: ActionRefusal = result && !result.ok ? result : null;
  const pending = result?.ok ? result.pending : null;
  // A reason's form tells its own refusal; the others are told on top.
  const onTop = refused && !("reply" in refused) ? refused.code : null;
  const title = t("complaint-queue:view.title", { number: c.number });
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <Link to="/portal/complaints" className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t("complaint-queue:view.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        <ComplaintStatusBadge status={c.status} />
      </div>
      <div aria-live="polite" className="mt-3 space-y-2">
        {done && !result ? <FormNotice>{t(`complaint-queue:done.${done}`)}</FormNotice> : null}
        {onTop ? <RefusalText code={onTop} /> : null}
      </div>
      <ComplaintSummary c={c} />
      <ComplaintResponse c={c} />
      <ComplaintFiles c={c} />
      <StaffActions c={c} refused={refused} pending={pending} />
      <ComplaintDecision c={c} />
      <ComplaintHistory c={c} />
    </main>
  );
}
