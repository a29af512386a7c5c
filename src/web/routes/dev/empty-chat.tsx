import { PageTitle } from "../../components/ui/page-title.tsx";
import { ChatView } from "../../features/chat/chat-view.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** `/empty-chat/dev`: the chat UI with an empty thread, in development builds only (no route in production). */
export default function EmptyChat() {
  const { t } = useT();
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      <PageTitle title={t("pages.emptyChat")} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("chat.title")}</h1>
      <p className="mt-2 mb-4 text-slate-700">{t("chat.intro")}</p>
      <ChatView threadId={null} messages={[]} threshold={3} past={[]} guide={null} formatDate={{}} />
    </main>
  );
}
