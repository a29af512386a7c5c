import { Form, Link } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** New matches for the user's own offers (issue 26): a line leading to the "mine" tab, where each offer says how many. */
export function MatchNotice({ offers }: { offers: number }) {
  const { t } = useT();
  if (!offers) return null;
  return (
    <p className="mt-3 rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-950">
      {t("offers:matchNotice.text", { count: offers })}{" "}
      <Link to="/ongoing/offers?tab=mine" className="font-semibold text-blue-900 underline underline-offset-2">
        {t("offers:matchNotice.link")}
      </Link>
    </p>
  );
}

/** The refresh and compact-layout toggles (spec §3): they act at once and are saved for the user on request. */
export function ViewToggles(props: {
  autoRefresh: boolean;
  setAutoRefresh: (on: boolean) => void;
  compact: boolean;
  setCompact: (on: boolean) => void;
  loadedAt: string;
}) {
  const { t } = useT();
  const { autoRefresh, setAutoRefresh, compact, setCompact } = props;
  const d = { loadedAt: props.loadedAt };
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      <input type="hidden" name="intent" value="toggles" />
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          name="autoRefresh"
          checked={autoRefresh}
          onChange={(e) => setAutoRefresh(e.target.checked)}
          className="size-5"
        />
        {t("offers:refresh.auto")}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          name="compact"
          checked={compact}
          onChange={(e) => setCompact(e.target.checked)}
          className="size-5"
        />
        {t("offers:refresh.compact")}
      </label>
      <Button type="submit" variant="secondary">
        {t("offers:refresh.save")}
      </Button>
      <span aria-live="polite" className="text-slate-600">
        {autoRefresh
          ? t("offers:refresh.updated", { time: formatDateTime(new Date(d.loadedAt)).slice(11) })
          : t("offers:refresh.paused")}
      </span>
    </Form>
  );
}
