import { PageTitle } from "../../components/ui/page-title.tsx";
import { ChatView } from "../../features/chat/chat-view.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** Laid out as the chat page is (see routes/chat.tsx). */
export const handle = { appView: true, skipTo: { href: "#chat-input", label: "chat.skipToInput" } };

/** `/empty-chat/dev`: the chat UI with an empty thread, in development builds only (no route in production). */
export default function EmptyChat() {
  const { t } = useT();
  return (
    <main id="content" className="flex min-h-0 flex-1 flex-col">
      <PageTitle title={t("pages.emptyChat")} />
      <ChatView threadId={null} messages={[]} threshold={3} past={[]} guide={null} formatDate={{}} />
    </main>
  );
}
