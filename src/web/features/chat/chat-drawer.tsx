import { useEffect, useRef, useSyncExternalStore } from "react";
import { useT } from "../../lib/i18n-react.tsx";

/** From this width the side panel stands beside the conversation; below it, it is a drawer. */
const WIDE = "(min-width: 1024px)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Whether the side panel stands beside the conversation. The server renders it there (hidden by
 * CSS on narrow screens), so the first render in the browser matches; a narrow screen then moves
 * it into the drawer.
 */
export const useWide = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

/**
 * The side panel on a phone or tablet: a modal drawer from the left on the native <dialog>, so
 * the page behind is inert and focus stays inside; Escape, the close button and a tap beside it
 * close it, and focus goes back to the button that opened it.
 */
export function ChatDrawer({
  open,
  onClose,
  title,
  opener,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  opener: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id="chat-drawer"
      aria-labelledby="chat-drawer-title"
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 open:flex"
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A tap on the backdrop lands on the dialog itself, outside its content.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
        <h2 id="chat-drawer-title" className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {t("actions.close")}
        </button>
      </div>
      {/* Kept while closed (hidden with the dialog), so the panel's state lives on between openings. */}
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </dialog>
  );
}
