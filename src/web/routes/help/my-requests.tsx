import { Link, useLoaderData } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { HelpStatusBadge } from "../../features/help-desk/help-status-badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/my-requests";

/** The signed-in user's own help requests (the guard has signed the user in; the service checks again). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const rows = await context.get(webContext).services.accounts.listOwnHelpRequests(actor);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      topic: r.topic,
      message: r.message,
      status: r.status,
      createdAt: formatDateTime(r.createdAt),
      updatedAt: formatDateTime(r.updatedAt),
      replies: r.replies.map((reply, i) => ({ key: i, message: reply.message, sentAt: formatDateTime(reply.sentAt) })),
    })),
  };
}

const link = "font-semibold text-blue-800 underline underline-offset-2";

/** /help/my-requests (/pomoc/moje-prosby): what happened to each help request a user sent. */
export default function MyHelpRequests() {
  const { t } = useT();
  const { requests } = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <PageTitle title={t("pages.myHelpRequests")} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("pages.myHelpRequests")}</h1>
      <p className="mt-2 text-slate-700">{t("help.mine.intro")}</p>
      <p className="mt-4">
        <Link to="/pomoc/formularz" className={link}>
          {t("help.mine.newRequest")}
        </Link>
      </p>
      {requests.length === 0 ? (
        <EmptyState className="mt-6">{t("help.mine.empty")}</EmptyState>
      ) : (
        <ol className="mt-6 flex flex-col gap-4" aria-label={t("pages.myHelpRequests")}>
          {requests.map((r) => (
            <li
              key={r.id}
              data-request={r.id}
              className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-slate-900">{t(`help.topics.${r.topic}`)}</h2>
                <HelpStatusBadge status={r.status} />
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {t("help.mine.sentAt")}: <time className="tabular-nums">{r.createdAt}</time>
              </p>
              <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{r.message}</p>
              <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("help.mine.replies")}</h3>
              {r.replies.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700">{t("help.mine.noReplies")}</p>
              ) : (
                <ol className="mt-2 flex flex-col gap-3 text-sm">
                  {r.replies.map((reply) => (
                    <li key={reply.key} className="border-l-2 border-emerald-600 pl-3">
                      <p className="text-slate-700">
                        {t("help.mine.replyAt")}: <time className="tabular-nums">{reply.sentAt}</time>
                      </p>
                      <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{reply.message}</p>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
