import type { ComplaintStatus } from "../../../shared/contracts/complaints.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The tone only repeats the status's word in colour: the ones waiting for staff stand out. */
const TONES: Record<ComplaintStatus, BadgeTone> = {
  issued: "warning",
  processed: "info",
  accepted: "success",
  rejected: "caution",
  withdrawn: "neutral",
};

/** A complaint's status as a badge (`data-status` carries the raw value). */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useT();
  return (
    <Badge tone={TONES[status]} status={status}>
      {t(`statuses.complaint.${status}`)}
    </Badge>
  );
}
