import { useEffect, useId, useRef } from "react";
import { useT } from "../../lib/i18n-react.tsx";

export type DialogSize = "small" | "medium" | "large" | "full";

const widths: Record<DialogSize, string> = {
  small: "w-[min(24rem,calc(100vw-2rem))]",
  medium: "w-[min(36rem,calc(100vw-2rem))]",
  large: "w-[min(56rem,calc(100vw-2rem))]",
  full: "h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-none max-h-none",
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls inside the dialog that Tab reaches, in order. */
export function focusablesIn(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden], [inert]"));
}

/**
 * Keeps Tab and Shift+Tab inside the dialog (the last control wraps to the first and back) and
 * closes it on Escape. The native modal already makes the page behind inert; the wrap also holds
 * where the browser would move to its own toolbar.
 */
function onDialogKey(event: React.KeyboardEvent<HTMLDialogElement>, close: () => void) {
  if (event.key === "Escape") {
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== "Tab") return;
  const items = focusablesIn(event.currentTarget);
  if (!items.length) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The portal's one dialog, on the native <dialog>: `showModal()` makes the page behind inert,
 * focus moves to the first control inside (or the one marked `autoFocus`) and stays inside,
 * Escape and the close button close it, and focus returns to the control that opened it (or to
 * `focusOnClose`). Labelled by its title, described by its description when it has one; fits a
 * 320 px screen.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  size = "medium",
  focusOnClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A sentence under the title, read out with it when the dialog opens. */
  description?: React.ReactNode;
  size?: DialogSize;
  /** Where focus goes when the dialog closes, when set; otherwise back to the opener. */
  focusOnClose?: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      if (!dialog.contains(document.activeElement)) {
        const items = focusablesIn(dialog);
        (items.find((el) => el.hasAttribute("autofocus")) ?? items[0])?.focus();
      }
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-slot="dialog"
      data-size={size}
      className={`m-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${widths[size]}`}
      onKeyDown={(e) => onDialogKey(e, onClose)}
      onClose={() => {
        if (open) onClose();
        (focusOnClose?.current ?? opener.current)?.focus?.();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold break-words">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-700">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {t("actions.close")}
        </button>
      </div>
      <div className="max-h-[75dvh] overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}
