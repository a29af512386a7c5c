import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { useReloadOn } from "../../lib/live-events.tsx";
import { requestPath } from "../../../shared/route-table.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { Button } from "../../components/ui/button.tsx";
import { Pagination } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Checkbox, Field, Input } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ConversationList } from "../../features/conversations/conversation-list.tsx";
import { useCardPreview } from "../../features/deals/deal-card.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/list";
import { useAboutText } from "./about-text.ts";

/** The list's query from the address: a phrase, unread first, a page (a page that is no number is not found). */
function queryOf(url: URL) {
  const phrase = url.searchParams.get("phrase")?.slice(0, 200) ?? "";
  const unreadFirst = url.searchParams.get("unreadFirst") === "true";
  const raw = url.searchParams.get("page");
  const page = raw === null || raw === "" ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(null, { status: 404 });
  return { phrase, unreadFirst, page };
}

/**
 * The company's conversations with other companies (issue 27; docs/decisions/030): the open ones
 * at `/ongoing/conversations`, its archived ones at `/archive/conversations`; newest activity
 * first (unread first on request), a phrase over the other company's name and the messages.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const which = requestPath(request).startsWith("/archive/") ? ("archive" as const) : ("ongoing" as const);
  // An old bookmark of an advisor's past thread (it lived here before the companies' archive).
  const thread = new URL(request.url).searchParams.get("thread");
  if (which === "archive" && thread) throw redirect(`/guide/chat/history?${new URLSearchParams({ thread })}`);
  const query = queryOf(new URL(request.url));
  const list = (phrase: string) =>
    services.conversations.listConversations(actor, {
      which,
      phrase: phrase.trim() || undefined,
      unreadFirst: query.unreadFirst ? "true" : undefined,
      page: query.page,
    });
  let code: string | null = null;
  const found = await orErrorResponse(() =>
    list(query.phrase).catch((error: unknown) => {
      // A phrase too short is told beside the field; the list is shown without it.
      if (appErrorOf(error)?.code !== "phraseMustBeAtLeast3") throw error;
      code = "phraseMustBeAtLeast3";
      return list("");
    }),
  );
  return {
    which,
    ...query,
    code: code as string | null,
    ...found,
    pages: Math.max(1, Math.ceil(found.total / found.pageSize)),
  };
}

/** "Message the company" (an offer's page, a company's profile): opens the conversation and goes to it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value ? value.slice(0, 4100) : undefined;
  };
  if (field("intent") !== "start") return data({ ok: false as const, code: "invalidInputObject" }, { status: 400 });
  try {
    const { conversation } = await services.conversations.startConversation(actor, {
      offerId: field("offerId"),
      companyId: field("companyId"),
      text: field("text"),
    });
    return redirect(`/ongoing/conversations/${conversation.id}`);
  } catch (error) {
    return formRefusal(error, {});
  }
}

export default function Conversations() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  // New messages, archiving by a colleague, and reading in another tab reorder and recount the list.
  useReloadOn((e) => e.event === "message" || e.event === "archive" || e.event === "read");
  const refused = useActionData<typeof action>();
  const about = useAboutText();
  const cardText = useCardPreview();
  const title = t(d.which === "archive" ? "pages.archiveConversations" : "pages.ongoingConversations");
  const params = (page: number) => {
    const p = new URLSearchParams();
    if (d.phrase) p.set("phrase", d.phrase);
    if (d.unreadFirst) p.set("unreadFirst", "true");
    if (page > 1) p.set("page", String(page));
    return `?${p}`;
  };
  const searched = Boolean(d.phrase.trim()) && !d.code;
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{t(`conversations:intro.${d.which}`)}</p>
      <div aria-live="polite" className="mt-3">
        {refused && !refused.ok ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </div>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <Field
          id="conversations-phrase"
          name="phrase"
          label={t("conversations:search.phrase")}
          errors={d.code ? [d.code] : null}
          className="min-w-56 flex-1"
        >
          <Input type="search" defaultValue={d.phrase} maxLength={200} />
        </Field>
        <Checkbox
          id="conversations-unread-first"
          name="unreadFirst"
          value="true"
          defaultChecked={d.unreadFirst}
          label={t("conversations:search.unreadFirst")}
          className="pb-2"
        />
        <Button type="submit">{t("conversations:search.submit")}</Button>
      </Form>
      {d.items.length ? (
        <>
          <p className="mt-4 text-sm text-slate-700" role={searched ? "status" : undefined}>
            {t("conversations:count", { count: d.total })}
          </p>
          <ConversationList items={d.items} about={about} cardText={cardText} label={title} />
          <Pagination page={d.page} pages={d.pages} href={params} label={t("conversations:pagination")} />
        </>
      ) : (
        <EmptyState className="mt-4" announce={searched}>
          {t(searched ? "conversations:nothingFound" : `conversations:empty.${d.which}`)}
        </EmptyState>
      )}
    </main>
  );
}
