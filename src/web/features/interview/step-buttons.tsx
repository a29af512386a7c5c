import type { MouseEvent } from "react";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";

export const primary = buttonVariants({ size: "lg" });
export const secondary = buttonVariants({ variant: "secondary", size: "lg" });

/**
 * For the step buttons: a mouse or touch press leaves the focus in the field being typed in.
 * Otherwise the field's blur (which reads and checks it) redraws the errors between the press
 * and the release; the button moves from under the pointer and the press does nothing. The
 * buttons read every field themselves; the keyboard is not affected.
 */
export const keepFocus = (e: MouseEvent) => e.preventDefault();

/** The row of a step's buttons: back (after the first step), the step's own, and "finish later" while the interview is open. */
export function StepButtons({
  onBack,
  onLater,
  children,
}: {
  onBack: (() => void) | null;
  onLater: (() => void) | null;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
      {onBack ? (
        <button type="button" className={secondary} onClick={onBack} onMouseDown={keepFocus}>
          {t("interview.back")}
        </button>
      ) : null}
      {children}
      {onLater ? (
        <button type="button" className={`${secondary} ml-auto`} onClick={onLater} onMouseDown={keepFocus}>
          {t("interview.finishLater")}
        </button>
      ) : null}
    </div>
  );
}
