import { Link } from "react-router";
import { LegalLinks } from "../../components/layout/footer.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { PastThread, ProfileView } from "./chat-types.ts";
import { ProfilePanel } from "./profile-panel.tsx";

const action =
  "w-full rounded-lg px-3 py-2 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed";
const entry =
  "block rounded-lg px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export interface SidePanelProps {
  /** The conversation on the page: its answers so far and whether it has ended. */
  current: { threadId: string | null; answers: number; ended: boolean };
  past: PastThread[];
  formatDate: Record<string, string>;
  onNew: () => void;
  newDisabled: boolean;
  onExport: () => void;
  exportDisabled: boolean;
  /** The current conversation's entry: back to its message box. */
  onCurrent: () => void;
  profile: ProfileView;
  onProfileChange: (view: ProfileView) => void;
  announce: (text: string) => void;
}

/** The conversations that have ended, archived or abandoned, each a link to read it. */
function PastConversations({ past, formatDate }: Pick<SidePanelProps, "past" | "formatDate">) {
  const { t } = useT();
  return (
    <>
      <h3 className="text-sm font-semibold text-slate-800">
        {t("chat.past")} ({past.length})
      </h3>
      {past.length === 0 ? (
        <p className="text-sm text-slate-700">{t("chat.pastEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {past.map((p) => (
            <li key={p.threadId}>
              <Link
                to={`/guide/chat/history?thread=${p.threadId}`}
                className={`${entry} text-blue-900 hover:bg-slate-100`}
              >
                <span className="font-medium underline underline-offset-2">
                  {t("chat.pastItem", { date: formatDate[p.threadId] ?? p.createdAt })}
                </span>
                <span className="block text-slate-700">
                  {t(`chat.threadStatus.${p.status}`)} · {t("chat.answers", { count: p.answerCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Beside the conversation (a drawer on a phone): "new conversation" first, the conversations with
 * the current one marked, what the advisor knows about the business, the export and the documents.
 */
export function SidePanel(props: SidePanelProps) {
  const { t } = useT();
  const { current } = props;
  return (
    <div className="flex flex-col">
      <nav aria-labelledby="chat-conversations-title" className="flex flex-col gap-3 px-4 py-4">
        <button
          type="button"
          className={`${action} bg-blue-700 text-white hover:bg-blue-800 disabled:bg-slate-500`}
          disabled={props.newDisabled}
          onClick={props.onNew}
        >
          <span aria-hidden="true">+ </span>
          {t("chat.newConversation")}
        </button>
        <h2 id="chat-conversations-title" className="text-lg font-semibold text-slate-900">
          {t("chat.conversations")}
        </h2>
        <ul className="flex flex-col gap-1">
          <li>
            <Link
              to="/rozmowa"
              aria-current="page"
              onClick={(e) => {
                e.preventDefault();
                props.onCurrent();
              }}
              className={`${entry} border-l-4 border-blue-700 bg-blue-50 font-semibold text-blue-950`}
            >
              {t("chat.current")}
              <span className="block text-sm font-normal text-slate-700">
                {t(`chat.threadStatus.${current.ended ? "ended" : "open"}`)} ·{" "}
                {t("chat.answers", { count: current.answers })}
              </span>
            </Link>
          </li>
        </ul>
        <PastConversations past={props.past} formatDate={props.formatDate} />
      </nav>
      <div className="border-t border-slate-200">
        <ProfilePanel
          threadId={current.threadId}
          view={props.profile}
          onChange={props.onProfileChange}
          announce={props.announce}
          readOnly={current.ended || current.threadId === null}
        />
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 px-4 py-4">
        <button
          type="button"
          className={`${action} border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500`}
          disabled={props.exportDisabled}
          onClick={props.onExport}
        >
          {t("chat.export")}
        </button>
        <p className="text-sm text-slate-700">
          <Link to="/interview" className="font-semibold text-blue-800 underline underline-offset-2">
            {t("interview.ctaFromChat")}
          </Link>
        </p>
      </div>
      <div className="border-t border-slate-200">
        <LegalLinks />
      </div>
    </div>
  );
}
