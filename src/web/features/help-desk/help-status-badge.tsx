import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";

const tones: Record<string, BadgeTone> = {
  new: "warning",
  inProgress: "info",
  answered: "success",
  closed: "neutral",
};

/** A help request's status as a translated, coloured label (the text carries the meaning). */
export function HelpStatusBadge({ status }: { status: string }) {
  const { t } = useT();
  return (
    <Badge status={status} tone={tones[status] ?? "neutral"}>
      {t(`statuses.help.${status}`)}
    </Badge>
  );
}
