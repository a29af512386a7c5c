import { useLoaderData } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { featureGranted } from "../../shared/restrictions.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { ChatView } from "../features/chat/chat-view.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { requireActor } from "../lib/loader-guards.server.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/chat";

/**
 * The shell lays the page out as an app view (the page does not scroll; the chat fills the
 * viewport below the header) and offers a skip link straight to the message box.
 */
export const handle = { appView: true, skipTo: { href: "#chat-input", label: "chat.skipToInput" } };

/** A guide requested this recently is still shown on the chat page after a reload. */
const RECENT_GUIDE_MS = 60 * 60 * 1000;

/**
 * Entry: the latest thread, reset when it has ended or expired, started (the
 * opening message once), its messages; with the threshold, past conversations and a guide being
 * made. Repeating it changes nothing: an open thread is reused.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services, locale } = context.get(webContext);
  const assistant = services.advisor;
  const latest = await assistant.latestThread(actor);
  const threadId = latest
    ? (await assistant.checkAndReset(actor, latest.threadId)).threadId
    : (await assistant.createThread(actor)).threadId;
  const [{ messages }, past, guides, profile, restrictions] = await Promise.all([
    assistant.startThread(actor, threadId, locale),
    assistant.pastThreads(actor),
    services.guides.listGuides(actor, 1, 1),
    assistant.threadProfileView(actor, threadId, locale),
    services.access.restrictionsOf(actor),
  ]);
  const recent = guides.items[0];
  return {
    threadId,
    messages: messages.map((m) => ({ ...m, sources: m.sources ?? [] })),
    threshold: assistant.policy.answerThreshold,
    /** The plan grants guides now (the same rule the request is refused by, operationIsRestricted). */
    guidesGranted: featureGranted(restrictions, "advisor"),
    /** From configuration, never from the request: an exported conversation's links start with it. */
    publicUrl: services.config.PUBLIC_URL,
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
    <main id="content" className="flex min-h-0 flex-1 flex-col">
      <PageTitle title={t("chat.title")} />
      {/* A new thread (after "new conversation") remounts the view with its own state. */}
      <ChatView key={data.threadId} {...data} />
    </main>
  );
}
