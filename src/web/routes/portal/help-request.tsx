import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import {
  HELP_REPLY_MAX,
  HELP_STATUS_ACTIONS,
  type HelpStatusAction,
  helpRequestActionsFrom,
} from "../../../shared/help-request-statuses.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { HelpHistory } from "../../features/help-desk/help-history.tsx";
import { HelpReplyForm } from "../../features/help-desk/help-reply-form.tsx";
import { HelpStatusBadge } from "../../features/help-desk/help-status-badge.tsx";
import { helpReplySchema } from "../../../shared/contracts/help.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field, Select } from "../../components/ui/field.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { keptText, refuseFormText } from "../../lib/form-text.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/help-request";

const name = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ""}`.trim() : null);

/** Staff: one help request with its history; reply by mail, take, close, reopen, assign. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!hasPermission(actor.user.userRoles, "viewHelpRequests")) throw data(null, { status: 403 });
  const detail = await orErrorResponse(() => services.accounts.helpRequestDetail(actor, params.requestId));
  const { request: r, events, staff } = detail;
  return {
    canAnswer: hasPermission(actor.user.userRoles, "answerHelpRequests"),
    request: {
      id: r.id,
      name: r.name,
      email: r.email,
      topic: r.topic,
      message: r.message,
      locale: r.locale === "en" ? "en" : "pl",
      status: r.status,
      assigneeId: r.assigneeId,
      assignee: name(r.assigneeName, r.assigneeSurname),
      fromAccount: r.userId !== null,
      createdAt: formatDateTime(r.createdAt),
      actions: helpRequestActionsFrom(r.status),
    },
    history: events.map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      message: e.message,
      actor: name(e.actorName, e.actorSurname),
      assignee: name(e.assigneeName, e.assigneeSurname),
      mailFailed: Boolean(e.mailError),
      createdAt: formatDateTime(e.createdAt),
    })),
    staff: staff.map((s) => ({ id: s.id, label: `${s.name} <${s.email}>` })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = params.requestId;
  if (intent === "reply") {
    const submission = parseForm(form, helpReplySchema);
    // A refused reply comes back whole (it may be long), without control characters.
    const keep = { keep: HELP_REPLY_MAX };
    if (submission.status !== "success") return formInvalid(submission, { intent }, keep);
    try {
      const baseUrl = services.baseUrl(new URL(request.url).origin);
      const done = await services.accounts.replyToHelpRequest(actor, {
        id,
        message: submission.value.message,
        close: submission.value.close ?? false,
        baseUrl,
      });
      return { ok: true as const, intent, email: done.email };
    } catch (error) {
      return formRefusedBy(submission, error, { intent }, keep);
    }
  }
  const keep = { intent: keptText(intent, 20) };
  const refused = refuseFormText(form, { assigneeId: TEXT_LIMITS.id }, keep);
  if (refused) return refused;
  try {
    const statusAction = String(form.get("action") ?? "");
    if (intent === "status" && (HELP_STATUS_ACTIONS as readonly string[]).includes(statusAction)) {
      await services.accounts.changeHelpRequestStatus(actor, { id, action: statusAction as HelpStatusAction });
      return { ok: true as const, intent, email: null };
    }
    if (intent === "assign") {
      const assigneeId = String(form.get("assigneeId") ?? "") || null;
      await services.accounts.assignHelpRequest(actor, { id, assigneeId });
      return { ok: true as const, intent, email: null };
    }
    return data({ ok: false as const, code: "invalidInputObject", fields: {}, ...keep }, { status: 400 });
  } catch (error) {
    return formRefusal(error, keep);
  }
}

const section = "mt-8 rounded-xl border border-slate-200 p-4 md:p-6";

type HelpRequestPage = ReturnType<typeof useLoaderData<typeof loader>>;
type HelpRequestView = HelpRequestPage["request"];

/** The request as sent: from whom, when, who handles it, and its text. */
function MessageSection({ r }: { r: HelpRequestView }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="help-request-message">
      <h2 id="help-request-message" className="text-lg font-semibold">
        {t("help.desk.message")}
      </h2>
      <DetailsList
        items={[
          [t("help.from"), `${r.name} <${r.email}>${r.fromAccount ? "" : ` (${t("help.desk.guest")})`}`],
          [t("help.desk.received"), r.createdAt],
          [t("help.desk.assignee"), r.assignee ?? t("help.desk.nobody")],
        ]}
      />
      <p className="mt-4 break-words whitespace-pre-wrap">{r.message}</p>
    </section>
  );
}

/** The status changes the request's status permits, and who on the staff handles it. */
function StatusSection({ r, staff, busy }: { r: HelpRequestView; staff: HelpRequestPage["staff"]; busy: boolean }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="help-request-status">
      <h2 id="help-request-status" className="text-lg font-semibold">
        {t("help.desk.statusTitle")}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {r.actions
          .filter((a): a is HelpStatusAction => a !== "REPLY")
          .map((a) => (
            <Form method="post" key={a}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="action" value={a} />
              <Button type="submit" size="sm" variant={a === "CLOSE" ? "secondary" : "primary"} disabled={busy}>
                {t(`help.desk.actions.${a}`)}
              </Button>
            </Form>
          ))}
      </div>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="assign" />
        <Field id="help-assignee" name="assigneeId" label={t("help.desk.assignLabel")}>
          <Select defaultValue={r.assigneeId ?? ""} key={r.assigneeId ?? "nobody"} className="max-w-full">
            <option value="">{t("help.desk.assignNobody")}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {t("help.desk.assign")}
        </Button>
      </Form>
    </section>
  );
}

export default function PortalHelpRequest() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const r = d.request;
  const refused = result && !result.ok ? result : null;
  const replyRefused = refused && "reply" in refused ? refused : null;
  return (
    <main id="content" className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title={`${t("pages.portalHelpRequest")}: ${t(`help.topics.${r.topic}`)}`} />
      <p className="text-sm">
        <Link to="/portal/help-requests" className="font-medium text-blue-800 underline underline-offset-2">
          {t("help.desk.backToList")}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t(`help.topics.${r.topic}`)}</h1>
        <HelpStatusBadge status={r.status} />
      </div>
      <div className="mt-4" aria-live="polite">
        {result?.ok ? (
          <FormNotice>
            {result.intent === "reply" ? t("help.desk.sent", { email: result.email ?? "" }) : t("help.desk.changed")}
          </FormNotice>
        ) : null}
        {refused && refused.code !== "validation" && !replyRefused ? (
          <FormAlert>{t(`errors:${refused.code}`)}</FormAlert>
        ) : null}
      </div>

      <MessageSection r={r} />

      {d.canAnswer ? (
        <>
          <section className={section} aria-labelledby="help-request-reply">
            <h2 id="help-request-reply" className="text-lg font-semibold">
              {t("help.desk.replyTitle")}
            </h2>
            {r.actions.includes("REPLY") ? (
              <HelpReplyForm
                email={r.email}
                language={t(`help.desk.languages.${r.locale}`)}
                busy={busy}
                reply={replyRefused?.reply}
                // A sent reply empties the box; a refused one keeps what was typed.
                key={result?.ok && result.intent === "reply" ? `sent-${d.history.length}` : "reply"}
              />
            ) : (
              <p className="mt-2 text-sm text-slate-700">{t("help.desk.replyClosed")}</p>
            )}
          </section>

          <StatusSection r={r} staff={d.staff} busy={busy} />
        </>
      ) : null}

      <section className={section} aria-labelledby="help-request-history">
        <h2 id="help-request-history" className="text-lg font-semibold">
          {t("help.desk.history")}
        </h2>
        <HelpHistory entries={d.history} />
      </section>
    </main>
  );
}
