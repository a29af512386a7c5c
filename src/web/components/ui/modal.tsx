import { useEffect, useId, useRef } from "react";
import { useT } from "../../lib/i18n-react.tsx";

export type ModalSize = "small" | "medium" | "large" | "full";

const widths: Record<ModalSize, string> = {
  small: "w-[min(24rem,calc(100vw-2rem))]",
  medium: "w-[min(36rem,calc(100vw-2rem))]",
  large: "w-[min(56rem,calc(100vw-2rem))]",
  full: "h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-none max-h-none",
};

/**
 * A modal on the native <dialog>: `showModal()` makes the page behind inert (focus stays inside),
 * Escape closes, focus returns to the opener. Labelled by its title.
 */
export function Modal({
  open,
  onClose,
  title,
  size = "medium",
  focusOnClose,
  children,
}: {
  /** Where focus goes when the dialog closes, when set; otherwise back to the opener. */
  focusOnClose?: React.RefObject<HTMLElement | null>;
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-size={size}
      className={`m-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${widths[size]}`}
      onClose={() => {
        onClose();
        (focusOnClose?.current ?? (opener.current as HTMLElement | null))?.focus?.();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {t("actions.close")}
        </button>
      </div>
      <div className="max-h-[75dvh] overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}
