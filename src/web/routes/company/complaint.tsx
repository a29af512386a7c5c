import { Link, useActionData, useLoaderData } from "react-router";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { complaintAction, requireComplaintMember } from "../../features/complaints/complaint-action.server.ts";
import {
  type ActionRefusal,
  FileUpload,
  ResponseForm,
  WithdrawSection,
} from "../../features/complaints/complaint-forms.tsx";
import {
  Decision,
  Files,
  History,
  Response,
  Statement,
  Summary,
} from "../../features/complaints/complaint-sections.tsx";
import { ComplaintStatusBadge } from "../../features/complaints/complaint-text.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/complaint";

const DONE = ["filed", "responded", "withdrawn"] as const;

/**
 * One complaint of the company (issue 28; docs/decisions/033), filed by it or against it: both
 * companies, its text and subject, each side's files, the response, the decision and the history,
 * and what the reader's company may do now (`operations`). Another company's, or none, is the 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireComplaintMember(context, request);
  const { services } = context.get(webContext);
  const complaint = await orErrorResponse(() => services.complaints.complaintView(actor, params.complaintId));
  const url = new URL(request.url);
  const done = DONE.find((d) => d === url.searchParams.get("done")) ?? null;
  return { complaint, done, confirming: url.searchParams.get("withdraw") === "confirm" };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireComplaintMember(context, request);
  const { services } = context.get(webContext);
  const form = await request.formData();
  return complaintAction(services, actor, form, params.complaintId, new URL(request.url).origin);
}

export default function Complaint() {
  const { t } = useT();
  const { complaint: c, done, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused: ActionRefusal = result && !result.ok ? result : null;
  // A form's own refusal is told in it; one left without its form (answered already) on top.
  const formGone =
    refused?.intent === "respond" || refused?.intent === "withdraw" ? !c.operations.includes(refused.intent) : true;
  const onTop = refused && refused.code !== "validation" && formGone ? refused.code : null;
  const title = t("complaints:view.title", { number: c.number });
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <Link to="/company/info/complaints" className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t("complaints:view.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        <ComplaintStatusBadge status={c.status} />
      </div>
      <div aria-live="polite" className="mt-3 space-y-2">
        {done ? <FormNotice>{t(`complaints:done.${done}`)}</FormNotice> : null}
        {onTop ? <FormAlert>{t(`errors:${onTop}`)}</FormAlert> : null}
      </div>
      <Summary c={c} />
      <Statement c={c} />
      <Files c={c}>{c.operations.includes("addFile") ? <FileUpload c={c} /> : null}</Files>
      <Response c={c}>
        {c.operations.includes("respond") ? <ResponseForm c={c} refused={refused} /> : undefined}
      </Response>
      <Decision c={c} />
      <WithdrawSection c={c} confirming={confirming} refused={refused} />
      <History c={c} />
    </main>
  );
}
