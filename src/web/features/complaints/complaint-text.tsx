import type { ComplaintStatus } from "../../../shared/contracts/complaints.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The tone only repeats the status's word in colour: open ones stand out, closed ones less so. */
const TONES: Record<ComplaintStatus, BadgeTone> = {
  issued: "info",
  processed: "warning",
  accepted: "success",
  rejected: "danger",
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

/** A moment as the portal shows it: "2026-12-01 14:05" (Polish time). */
export const momentText = (iso: string) => formatDateTime(new Date(iso));

/** The company's complaint pages. */
export const complaintPath = (id: string) => `/company/info/complaints/${encodeURIComponent(id)}`;

/** Where a complaint's file is saved from (both companies and staff read it). */
export const complaintFileUrl = (complaintId: string, fileId: string) =>
  `/media/complaints/${encodeURIComponent(complaintId)}/files/${encodeURIComponent(fileId)}`;

export const linkClass = "break-words text-blue-800 underline underline-offset-2";
