import { Link, useLoaderData } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { ChatView } from "../features/chat/chat-view.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/chat";

/** A guide requested this recently is still shown on the chat page after a reload. */
const RECENT_GUIDE_MS = 60 * 60 * 1000;

/**
 * Entry (DESIGN §5): the latest thread, reset when it has ended or expired, started (the
 * opening message once), its messages; with the threshold, past conversations and a guide being
 * made. Repeating it changes nothing: an open thread is reused.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor, locale } = context.get(webContext);
  const assistant = services.assistant;
  const latest = await assistant.latest(actor!);
  const threadId = latest
    ? (await assistant.checkAndReset(actor!, latest.threadId)).threadId
    : (await assistant.create(actor!)).threadId;
  const [{ messages }, past, guides, profile] = await Promise.all([
    assistant.start(actor!, threadId, locale),
    assistant.past(actor!),
    services.guides.list(actor!, 1, 1),
    assistant.profile(actor!, threadId, locale),
  ]);
  const recent = guides.items[0];
  return {
    threadId,
    messages: messages.map((m) => ({ ...m, sources: m.sources ?? [] })),
    threshold: assistant.policy.answerThreshold,
    profile,
    past,
    formatDate: Object.fromEntries(past.map((p) => [p.threadId, formatDateTime(new Date(p.createdAt))])),
    guide:
      recent && (recent.isProcessing || Date.now() - new Date(recent.createdAt).getTime() < RECENT_GUIDE_MS)
        ? recent
        : null,
  };
}

export default function Chat() {
  const { t } = useT();
  const data = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      <PageTitle title={t("pages.chat")} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("chat.title")}</h1>
      <p className="mt-2 mb-4 text-slate-700">
        {t("chat.intro")}{" "}
        <Link to="/interview" className="font-semibold text-blue-800 underline underline-offset-2">
          {t("interview.ctaFromChat")}
        </Link>
      </p>
      {/* A new thread (after "new conversation") remounts the view with its own state. */}
      <ChatView key={data.threadId} {...data} />
    </main>
  );
}
