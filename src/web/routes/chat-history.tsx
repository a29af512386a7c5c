import { Link, useLoaderData } from "react-router";
import { conversationFileName, conversationMarkdown } from "../../shared/conversation-markdown.ts";
import { formatDateTime } from "../../shared/format.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { MessageItem } from "../features/chat/message-item.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../lib/loader-guards.server.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/chat-history";
import { Badge, type BadgeTone } from "../components/ui/badge.tsx";
import { Button } from "../components/ui/button.tsx";
import { type Column, DataTable, useTableSort } from "../components/ui/data-table.tsx";

/** Past conversations (ended, archived, abandoned): a list, and one of them to read and export. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const chosen = new URL(request.url).searchParams.get("thread");
  const past = await services.advisor.pastThreads(actor);
  const list = past.map((p) => ({ ...p, date: formatDateTime(new Date(p.createdAt)) }));
  // An export's links to the portal start with its configured address, never the request's.
  const publicUrl = services.config.PUBLIC_URL;
  if (!chosen) return { list, thread: null, publicUrl };
  const messages = await orErrorResponse(() => services.advisor.listMessages(actor, chosen));
  const meta = list.find((p) => p.threadId === chosen);
  return {
    list,
    thread: { threadId: chosen, date: meta?.date ?? "", status: meta?.status ?? "open", messages },
    publicUrl,
  };
}

type PastRow = ReturnType<typeof useLoaderData<typeof loader>>["list"][number];

const threadTones: Record<string, BadgeTone> = {
  open: "info",
  ended: "success",
  archived: "neutral",
  abandoned: "warning",
};

/** The past conversations as a table: when (the link to read it), its state, the user's answers. */
function usePastColumns(): Column<PastRow>[] {
  const { t } = useT();
  return [
    {
      key: "date",
      header: t("archive.conversation"),
      primary: true,
      sortValue: (p) => new Date(p.createdAt).getTime(),
      cell: (p) => (
        <Link
          to={`/guide/chat/history?thread=${p.threadId}`}
          className="font-medium text-blue-800 underline underline-offset-2"
        >
          {t("chat.pastItem", { date: p.date })}
        </Link>
      ),
    },
    {
      key: "status",
      header: t("companies.columns.status"),
      sortValue: (p) => t(`chat.threadStatus.${p.status}`),
      cell: (p) => (
        <Badge status={p.status} tone={threadTones[p.status] ?? "neutral"}>
          {t(`chat.threadStatus.${p.status}`)}
        </Badge>
      ),
    },
    {
      key: "answers",
      header: t("archive.answers"),
      align: "end",
      sortValue: (p) => p.answerCount,
      cell: (p) => t("chat.answers", { count: p.answerCount }),
    },
  ];
}

export default function ChatHistory() {
  const { t, locale } = useT();
  const { list, thread, publicUrl } = useLoaderData<typeof loader>();
  const columns = usePastColumns();
  const { sort, sortHref } = useTableSort(["date", "status", "answers"], { key: "date", dir: "desc" });
  const exportThread = () => {
    if (!thread) return;
    const text = conversationMarkdown(
      thread.messages,
      {
        title: t("chat.exportTitle"),
        exportedAt: t("chat.exportedAt"),
        you: t("chat.you"),
        advisor: t("chat.advisor"),
        sources: t("chat.sources"),
        partial: t("chat.partial"),
      },
      locale,
      new Date(),
      publicUrl,
    );
    const url = URL.createObjectURL(new Blob([text], { type: "text/markdown;charset=utf-8" }));
    const a = Object.assign(document.createElement("a"), {
      href: url,
      download: conversationFileName(t("chat.filePrefix"), thread.messages[0]?.createdAt ?? new Date().toISOString()),
    });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      <PageTitle title={t("pages.chatHistory")} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("pages.chatHistory")}</h1>
      <p className="mt-2">
        <Link to="/rozmowa" className="font-medium text-blue-800 underline underline-offset-2">
          {t("chat.goToChat")}
        </Link>
      </p>
      {thread ? (
        <section aria-labelledby="reader-title" className="mt-6">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="reader-title" className="text-xl font-semibold">
              {t("chat.pastItem", { date: thread.date })}
            </h2>
            <Button variant="secondary" size="sm" onClick={exportThread} className="ml-auto">
              {t("chat.export")}
            </Button>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {thread.status === "open" ? null : t("chat.readOnly")}{" "}
            <Link to="/guide/chat/history" className="text-blue-800 underline underline-offset-2">
              {t("chat.backToList")}
            </Link>
          </p>
          <ol className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-3 md:p-4">
            {thread.messages.map((m) => (
              <MessageItem key={m.id} message={{ ...m, sources: m.sources ?? [] }} />
            ))}
          </ol>
        </section>
      ) : (
        <DataTable
          caption={t("chat.past")}
          rows={list}
          columns={columns}
          rowKey={(p) => p.threadId}
          sort={sort}
          sortHref={sortHref}
          empty={t("chat.pastEmpty")}
          className="mt-6"
        />
      )}
    </main>
  );
}
