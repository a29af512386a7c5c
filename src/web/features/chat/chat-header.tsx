import { useT } from "../../lib/i18n-react.tsx";
import { GuidePanel } from "./guide-panel.tsx";
import type { GuideStatus } from "./guide-poller.ts";
import { buttonVariants } from "../../components/ui/button.tsx";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });

/**
 * Above the messages, always in view: the page's heading, the side panel's button on narrow
 * screens, the guide request with the progress towards it, and a requested guide's state.
 */
export function ChatHeader({
  drawerButton,
  drawerOpen,
  onOpenDrawer,
  progress,
  canRequest,
  onRequest,
  guide,
  guidePanel,
}: {
  drawerButton: React.RefObject<HTMLButtonElement | null>;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The progress towards a guide (null once the conversation has ended). */
  progress: React.ReactNode;
  canRequest: boolean;
  onRequest: () => void;
  guide: GuideStatus | null;
  guidePanel: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useT();
  return (
    <div className="flex shrink-0 flex-col gap-2 border-b border-slate-200 px-3 py-2 md:px-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          ref={drawerButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls="chat-drawer"
          onClick={onOpenDrawer}
          className={`${neutral} lg:hidden`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
            <rect x="2" y="4" width="16" height="2" rx="1" />
            <rect x="2" y="9" width="16" height="2" rx="1" />
            <rect x="2" y="14" width="16" height="2" rx="1" />
          </svg>
          {t("chat.conversations")}
        </button>
        <h1 id="chat-heading" className="min-w-0 flex-1 truncate text-lg font-bold tracking-tight md:text-xl">
          {t("chat.title")}
        </h1>
        <div className="flex w-full items-center gap-3 lg:w-auto">
          <p id="chat-progress" className="min-w-0 flex-1 text-sm text-slate-700 lg:max-w-xs lg:text-right">
            {progress}
          </p>
          <button
            type="button"
            className={`${primary} shrink-0`}
            disabled={!canRequest}
            aria-describedby="chat-progress"
            onClick={onRequest}
          >
            {t("chat.requestGuide")}
          </button>
        </div>
      </div>
      {guide ? <GuidePanel key={guide.id} guide={guide} focusRef={guidePanel} /> : null}
    </div>
  );
}
