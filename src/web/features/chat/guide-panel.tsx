import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";
import { guideStatusOrNull } from "./chat-api.ts";
import type { GuideStatus, PollOutcome } from "./guide-poller.ts";
import { createGuideWatch } from "./guide-watch.ts";

/**
 * A requested guide: its status pushed by the server as it changes, and polled beside it as the
 * fallback (every 15 s, at most 60 times, one poller at a time), announced politely,
 * then the PDF and a link to the user's guides.
 */
export function GuidePanel({
  guide: initial,
  focusRef,
}: {
  guide: GuideStatus;
  /** Where the page moves focus after the request (the panel itself). */
  focusRef?: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useT();
  const [guide, setGuide] = useState(initial);
  const [outcome, setOutcome] = useState<PollOutcome | null>(initial.isProcessing ? null : { kind: "done", guide });
  const poller = useRef<ReturnType<typeof createGuideWatch> | null>(null);
  useEffect(() => {
    if (!initial.isProcessing) return;
    poller.current = createGuideWatch({
      fetchStatus: guideStatusOrNull,
      onUpdate: setGuide,
      onStop: setOutcome,
    });
    poller.current.start(initial.id);
    return () => poller.current?.cancel();
  }, [initial.id, initial.isProcessing]);

  const text =
    guide.status === "ready"
      ? t("chat.guideDone", { title: guide.title })
      : guide.status === "failed"
        ? t("chat.guideFailed")
        : outcome?.kind === "gaveUp" || outcome?.kind === "missing"
          ? t("chat.guideGaveUp")
          : outcome?.kind === "error"
            ? t("chat.guideError")
            : t("chat.guideGenerating", { title: guide.title });
  const working = guide.status === "generating" && !outcome;
  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      aria-labelledby="guide-panel-title"
      className="rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700"
      data-guide-status={guide.status}
    >
      <h2 id="guide-panel-title" className="sr-only">
        {t("chat.guidePanelTitle")}
      </h2>
      <p role="status" className="flex items-start gap-3">
        {working ? (
          <span
            aria-hidden="true"
            className="mt-1 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-blue-700 border-t-transparent motion-reduce:animate-none"
          />
        ) : null}
        <span>{text}</span>
      </p>
      <p className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {guide.status === "ready" ? (
          <a
            href={`/new-api/pdf/download/${guide.id}`}
            download
            className="font-semibold text-blue-800 underline underline-offset-2"
          >
            {t("myGuides.download")}
          </a>
        ) : null}
        {guide.status === "ready" ? (
          <Link
            to={`/moje-przewodniki/${guide.id}`}
            className="font-semibold text-blue-800 underline underline-offset-2"
          >
            {t("myGuides.view")}
          </Link>
        ) : null}
        <Link to="/moje-przewodniki" className="font-semibold text-blue-800 underline underline-offset-2">
          {t("chat.guideOpen")}
        </Link>
      </p>
    </section>
  );
}
