import { useEffect, useRef, useState } from "react";
import { data, redirect, useActionData, useLoaderData, useLocation, useRevalidator } from "react-router";
import { messageInput } from "../../../shared/contracts/conversations.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { MessageList } from "../../features/conversations/message-list.tsx";
import { ReplyForm, type ReplyRefusal } from "../../features/conversations/reply-form.tsx";
import { dealAction, negotiationOf } from "../../features/deals/deal-actions.server.ts";
import { DEAL_DONE, isDealIntent } from "../../features/deals/deal-intents.ts";
import { NegotiationPanel, type PriceRefusal } from "../../features/deals/negotiation-panel.tsx";
import { DealCard } from "../../features/deals/deal-card.tsx";
import { ConversationHead, OfferCard, OlderLinks } from "./conversation-parts.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { useReloadOn } from "../../lib/live-events.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/conversation";

const DONE = ["sent", "archived", "unarchived", ...Object.values(DEAL_DONE)] as const;
const DEALS_DONE = new Set<string>(Object.values(DEAL_DONE));
/** What a refused message keeps of what was typed: all of it (4000 characters and a little over). */
const KEEP = { keep: 4100 };
const notFound = () => data(null, { status: 404 });

/**
 * One conversation between companies (issue 27; docs/decisions/030): the other company and the
 * offer it is about on top, a page of messages oldest first (`?before=` for older ones), the reply
 * and the archive. Opening it marks it read up to the newest message shown. A conversation the
 * company does not take part in is not found.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const url = new URL(request.url);
  const before = url.searchParams.get("before") ?? undefined;
  // A page before something that is no message's number is not a page of the conversation.
  if (before !== undefined && !/^[1-9]\d{0,14}$/.test(before)) throw notFound();
  const view = await orErrorResponse(() =>
    services.conversations.conversationView(actor, params.conversationId, before, { markRead: true }),
  );
  const markedRead = (view.messages.at(-1)?.sequence ?? 0) > view.lastReadSequence;
  const done = DONE.find((d) => d === url.searchParams.get("done")) ?? null;
  const negotiation = await negotiationOf(services, actor, view.conversation);
  return { ...view, older: before !== undefined, done, markedRead, negotiation };
}

/** A refusal about the conversation itself (not the company's) is the page's 404, as the loader's. */
function refusedAs404(error: unknown) {
  if (appErrorOf(error)?.code === "conversationNotFound") throw notFound();
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const path = `/ongoing/conversations/${encodeURIComponent(params.conversationId)}`;
  if (intent === "send") {
    const submission = parseForm(form, messageInput);
    if (submission.status !== "success") return formInvalid(submission, { intent }, KEEP);
    try {
      await services.conversations.sendMessage(actor, params.conversationId, submission.value);
      return redirect(`${path}?done=sent`);
    } catch (error) {
      refusedAs404(error);
      return formRefusedBy(submission, error, { intent }, KEEP);
    }
  }
  if (isDealIntent(intent)) {
    return dealAction(services, actor, form, intent, { conversationId: params.conversationId }, path);
  }
  if (intent === "archive" || intent === "unarchive") {
    try {
      if (intent === "archive")
        await services.conversations.archiveConversation(actor, params.conversationId, { seen: form.get("seen") });
      else await services.conversations.unarchiveConversation(actor, params.conversationId);
      return redirect(`${path}?done=${intent}d`);
    } catch (error) {
      refusedAs404(error);
      return formRefusal(error, { intent });
    }
  }
  return data({ ok: false as const, code: "invalidInputObject", intent }, { status: 400 });
}

/**
 * A message of the other company that arrived while the page was open (a live reload), said to a
 * screen reader politely; nothing on the first load or for the own company's messages.
 */
function useArrivalNotice(messages: { sequence: number; own: boolean; companyName: string }[]) {
  const { t } = useT();
  const seen = useRef<number | null>(null);
  const [notice, setNotice] = useState("");
  const newest = messages.at(-1);
  useEffect(() => {
    const before = seen.current;
    seen.current = newest?.sequence ?? 0;
    if (before !== null && newest && newest.sequence > before && !newest.own)
      setNotice(t("conversations:view.arrived", { name: newest.companyName }));
  }, [newest, t]);
  return notice;
}

/** After a reply was sent, the newest message (the reply) is brought into view and takes focus. */
function useNewestInView(sequence: number | undefined) {
  useEffect(() => {
    if (sequence !== undefined) document.getElementById(`m-${sequence}`)?.focus();
  }, [sequence]);
}

/**
 * The header's unread count was read beside this page's loader, which marked the conversation read
 * after it: when it did, the page asks once more (the root reloads on the same address).
 */
function useCountAfterReading(markedRead: boolean, conversationId: string) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (markedRead) void revalidate();
  }, [markedRead, conversationId, revalidate]);
}

export default function Conversation() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? result : null;
  const replyRefused = (refused && refused.intent === "send" && "reply" in refused ? refused : null) as ReplyRefusal;
  const priceRefused = (refused && isDealIntent(refused.intent) ? refused : null) as PriceRefusal;
  const c = d.conversation;
  const title = t("conversations:view.title", { name: c.otherCompany.name });
  useNewestInView(d.done === "sent" ? d.messages.at(-1)?.sequence : undefined);
  useCountAfterReading(d.markedRead, c.id);
  const arrived = useArrivalNotice(d.messages);
  // A message in this conversation (from the other company, or a colleague's) shows without a reload.
  // Only when someone is at the page, as it marks read; not a message the page shows already.
  const newestShown = c.lastMessage?.sequence ?? 0;
  useReloadOn(
    (e) =>
      (e.event === "message" &&
        e.data.conversationId === c.id &&
        ((e.data.message as { sequence?: number } | undefined)?.sequence ?? Infinity) > newestShown) ||
      (e.event === "archive" && e.data.conversationId === c.id),
    { whenFocused: true },
  );
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <ConversationHead c={c} title={title} />
      <OfferCard c={c} />
      {d.negotiation && !c.blocked ? (
        <NegotiationPanel
          proposals={d.negotiation}
          otherName={c.otherCompany.name}
          offerActive={c.offer?.status === "active"}
          refused={priceRefused}
        />
      ) : null}
      <div aria-live="polite" className="mt-3 space-y-2">
        {d.done ? (
          <FormNotice>{t(DEALS_DONE.has(d.done) ? `deals:done.${d.done}` : `conversations:done.${d.done}`)}</FormNotice>
        ) : null}
        {refused && !replyRefused && !priceRefused ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </div>
      <section aria-labelledby="conversation-messages" className="mt-6">
        <h2 id="conversation-messages" className="sr-only">
          {t("conversations:view.messages")}
        </h2>
        <OlderLinks conversationId={c.id} before={d.before} older={d.older} />
        <p role="status" className="sr-only">
          {arrived}
        </p>
        {d.messages.length ? (
          <MessageList
            conversationId={c.id}
            messages={d.messages}
            label={t("conversations:view.messages")}
            renderCard={(card) => <DealCard card={card} />}
          />
        ) : (
          <EmptyState>{t("conversations:view.noMessages")}</EmptyState>
        )}
      </section>
      <section aria-labelledby="conversation-reply" className="mt-8 rounded-xl border border-slate-200 p-3 md:p-4">
        <h2 id="conversation-reply" className="text-lg font-semibold">
          {t("conversations:reply.title")}
        </h2>
        {c.blocked ? (
          <p className="mt-2 text-slate-700" data-testid="conversation-read-only">
            {t("conversations:view.readOnly")}
          </p>
        ) : (
          <div className="mt-3">
            {/* A new form after a navigation (one's own message sent), never on a live reload: a
                message arriving while someone types keeps what is typed and the chosen file. */}
            <ReplyForm key={location.key} conversationId={c.id} refused={replyRefused} />
          </div>
        )}
      </section>
    </main>
  );
}
