import { buttonVariants } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { ProfileView } from "./chat-types.ts";
import { GuideSummary } from "./guide-summary.tsx";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });

type FocusTarget = React.RefObject<HTMLElement | null>;

/** "Start a new conversation?": the current one is left as it is, in the list of conversations. */
export function NewConversationDialog(props: {
  open: boolean;
  onClose: () => void;
  focusOnClose: FocusTarget;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useT();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      focusOnClose={props.focusOnClose}
      title={t("chat.newConfirmTitle")}
      size="small"
    >
      <p className="text-slate-800">{t("chat.newConfirmText")}</p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={neutral} onClick={props.onClose}>
          {t("actions.cancel")}
        </button>
        <button type="button" className={primary} onClick={props.onConfirm} disabled={props.busy}>
          {t("chat.newConfirm")}
        </button>
      </div>
    </Dialog>
  );
}

/** The guide request: what the guide will be made from, corrected here if need be, then confirmed. */
export function GuideSummaryDialog(props: {
  open: boolean;
  onClose: () => void;
  focusOnClose: FocusTarget;
  threadId: string | null;
  profile: ProfileView;
  onProfileChange: (view: ProfileView) => void;
  onConfirm: () => void;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useT();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      focusOnClose={props.focusOnClose}
      title={t("chat.guideSummary.title")}
      size="medium"
    >
      {props.threadId ? (
        <GuideSummary
          threadId={props.threadId}
          view={props.profile}
          onChange={props.onProfileChange}
          onConfirm={props.onConfirm}
          onCancel={props.onClose}
          busy={props.busy}
          error={props.error}
        />
      ) : null}
    </Dialog>
  );
}
