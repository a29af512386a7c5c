import type { DocumentStatus } from "../../../shared/contracts/documents.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";

const tones: Record<DocumentStatus, BadgeTone> = { pending: "warning", accepted: "success", rejected: "danger" };

/** A document's status as staff left it (the text carries the meaning, the colour repeats it). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useT();
  return (
    <Badge tone={tones[status]} status={status}>
      {t(`companyDocs.status.${status}`)}
    </Badge>
  );
}
