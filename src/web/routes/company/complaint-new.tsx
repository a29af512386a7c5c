import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { complaintInput } from "../../../shared/contracts/complaints.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { KEEP, requireComplaintMember } from "../../features/complaints/complaint-action.server.ts";
import { ComplaintForm } from "../../features/complaints/filing-form.tsx";
import { filingSubject, type FilingSubject } from "../../features/complaints/complaint-subject.server.ts";
import { complaintPath, linkClass, momentText } from "../../features/complaints/complaint-text.tsx";
import { HowToFile } from "../../features/complaints/how-to-file.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/complaint-new";

/**
 * Filing a complaint (issue 28; docs/decisions/033) about a transaction of the company
 * (`?transaction=<id>`, from its page) or a message another company wrote in their conversation
 * (`?message=<id>`, from its "Report" link). Without either, the page says where to start.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireComplaintMember(context, request);
  const { services } = context.get(webContext);
  const subject = await orErrorResponse(() => filingSubject(services, actor, new URL(request.url)));
  return { subject };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireComplaintMember(context, request);
  const { services } = context.get(webContext);
  const submission = parseForm(await request.formData(), complaintInput);
  if (submission.status !== "success") return formInvalid(submission, {}, KEEP);
  try {
    const made = await services.complaints.fileComplaint(
      actor,
      submission.value,
      services.baseUrl(new URL(request.url).origin),
    );
    return redirect(`${complaintPath(made.id)}?done=filed`);
  } catch (error) {
    return formRefusedBy(submission, error, {}, KEEP);
  }
}

/** What the complaint is about: the transaction and its other company, or the reported message. */
function About({ subject }: { subject: NonNullable<FilingSubject> }) {
  const { t } = useT();
  if (subject.kind === "transaction")
    return (
      <p className="mt-4 text-slate-800">
        {t("complaints:form.aboutTransaction", { name: subject.other.name })}{" "}
        <Link to={`/archive/transactions/${subject.transactionId}`} className={linkClass}>
          {t("complaints:list.transaction", { number: subject.number })}
        </Link>
      </p>
    );
  const found = subject.found;
  if (!found) return <p className="mt-4 text-slate-800">{t("complaints:form.aboutSomeMessage")}</p>;
  return (
    <figure className="mt-4">
      <figcaption className="text-slate-800">
        {t("complaints:form.aboutMessage", { name: found.other.name, date: momentText(found.at) })}
      </figcaption>
      <blockquote className="mt-2 rounded-lg border-l-4 border-slate-400 bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-900">
        {found.text}
      </blockquote>
    </figure>
  );
}

export default function ComplaintNew() {
  const { t } = useT();
  const { subject } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const title = t("pages.companyComplaintNew");
  const refused = result && !result.ok ? result : null;
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <Link to="/company/info/complaints" className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t("complaints:view.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      {subject ? (
        <>
          <About subject={subject} />
          <p className="mt-2 text-sm text-slate-700">{t("complaints:form.intro")}</p>
          <ComplaintForm
            subject={
              subject.kind === "transaction"
                ? { transactionId: subject.transactionId }
                : { messageId: subject.messageId }
            }
            refused={refused}
          />
        </>
      ) : (
        <HowToFile />
      )}
    </main>
  );
}
