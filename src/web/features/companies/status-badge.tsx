import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";

const tones: Record<string, BadgeTone> = {
  verified: "success",
  active: "success",
  not_verified: "warning",
  inactive: "neutral",
  excluded: "caution",
  suspended: "caution",
  negatively_verified: "danger",
  locked: "danger",
};

/** A company or account status as a translated, coloured label (text carries the meaning, not colour). */
export function StatusBadge({ kind, status }: { kind: "company" | "user"; status: string }) {
  const { t } = useT();
  return (
    <Badge status={status} tone={tones[status] ?? "neutral"}>
      {t(`statuses.${kind}.${status}`)}
    </Badge>
  );
}
