import { useT } from "../../lib/i18n-react.tsx";
import { useLiveUnread } from "../../lib/live-events.tsx";

/**
 * Unread messages from other companies: the number, and in words for a screen reader; nothing at
 * none. The page's count until the tab's live stream tells one, then the stream's.
 */
export function UnreadCount({ count: fromPage }: { count: number | undefined }) {
  const { t } = useT();
  const count = useLiveUnread(fromPage);
  if (!count) return null;
  return (
    <span
      data-testid="unread-conversations"
      className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{t("conversations:unread", { count })}</span>
    </span>
  );
}
