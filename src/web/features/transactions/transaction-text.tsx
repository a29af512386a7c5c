import type { TransactionStatus } from "../../../shared/contracts/deals.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The tone only repeats the status's word in colour: ongoing ones stand out, closed ones do not. */
const TONES: Record<TransactionStatus, BadgeTone> = {
  agreed: "info",
  inProgress: "warning",
  completed: "success",
  cancelled: "neutral",
};

/** A transaction's status as a badge (`data-status` carries the raw value). */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useT();
  return (
    <Badge tone={TONES[status]} status={status}>
      {t(`transactions:statuses.${status}`)}
    </Badge>
  );
}

/** A moment as the portal shows it: "2026-12-01 14:05" (Polish time). */
export const momentText = (iso: string) => formatDateTime(new Date(iso));
