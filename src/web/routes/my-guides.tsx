import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { guideStatusOrNull } from "../features/chat/chat-api.ts";
import { createGuideWatch } from "../features/chat/guide-watch.ts";
import { useT } from "../lib/i18n-react.tsx";
import { formRefusal } from "../lib/form-refusal.server.ts";
import { requireActor } from "../lib/loader-guards.server.ts";
import { refuseFormText } from "../lib/form-text.server.ts";
import { TEXT_LIMITS } from "../../shared/text-rules.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/my-guides";
import { Badge } from "../components/ui/badge.tsx";
import { Button, buttonVariants } from "../components/ui/button.tsx";
import { Pagination } from "../components/ui/data-table.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";

const PAGE_SIZE = 10;

/** The list opens on page 1, 10 guides a page; a page that is not a positive number is not found. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(null, { status: 404 });
  const [list, latest] = await Promise.all([
    services.guides.listGuides(actor, page, PAGE_SIZE),
    services.advisor.latestThread(actor),
  ]);
  return {
    ...list,
    items: list.items.map((g) => ({ ...g, when: formatDateTime(new Date(g.createdAt)) })),
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    /** The open conversation a guide can still be requested from (shown as "in progress"). */
    inProgress:
      latest && latest.status === "open"
        ? { answers: latest.answerCount, threshold: services.advisor.policy.answerThreshold }
        : null,
  };
}

/** Retry of a failed guide (progressive: a plain form post, then the list shows it generating). */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const form = await request.formData();
  const guideId = String(form.get("guideId") ?? "");
  const refused = refuseFormText(form, { guideId: TEXT_LIMITS.id }, { guideId: "" });
  if (refused) return refused;
  try {
    await services.guides.retryGuide(actor, guideId);
    return { ok: true as const, guideId };
  } catch (error) {
    return formRefusal(error, { guideId });
  }
}

const link = "font-semibold text-blue-800 underline underline-offset-2";

const tones = { generating: "info", ready: "success", failed: "danger", inProgress: "warning" } as const;

type Guide = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];
type RetryResult = ReturnType<typeof useActionData<typeof action>>;

/**
 * While a guide is being made the server pushes its status (polled beside, one poller) and the
 * list refreshes when it changes; the text returned is the polite announcement of the guide that
 * became ready or failed.
 */
function useGuideNotice(generating: Guide | undefined) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;
  const [notice, setNotice] = useState("");
  useEffect(() => {
    if (!generating) return;
    const poller = createGuideWatch({
      fetchStatus: guideStatusOrNull,
      onUpdate: (g) => {
        if (g.isProcessing) return;
        setNotice(
          g.status === "ready"
            ? t("myGuides.readyNotice", { title: g.title })
            : t("myGuides.failedNotice", { title: g.title }),
        );
        void refresh.current();
      },
      onStop: () => {},
    });
    poller.start(generating.id);
    return () => poller.cancel();
  }, [generating?.id]);
  return notice;
}

/** No guide and no conversation yet: where to start one. */
function NoGuides() {
  const { t } = useT();
  return (
    <EmptyState
      className="mt-8"
      title={t("myGuides.emptyTitle")}
      action={
        <>
          <Link to="/interview" className={buttonVariants({ size: "lg" })}>
            {t("interview.cta")}
          </Link>
          <Link to="/rozmowa" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {t("menu.chat")}
          </Link>
        </>
      }
    >
      {t("myGuides.emptyText")}
    </EmptyState>
  );
}

/** The open conversation a guide can still be requested from. */
function InProgressItem({ answers, threshold }: { answers: number; threshold: number }) {
  const { t } = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-guide-state="inProgress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t("myGuides.inProgressTitle")}</h2>
        <Badge size="md" status="inProgress" tone={tones.inProgress}>
          {t("myGuides.states.inProgress")}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t("myGuides.inProgressText", { count: answers, threshold })}</p>
      <Link to="/rozmowa" className="mt-2 inline-block font-semibold text-blue-800 underline underline-offset-2">
        {t("myGuides.continue")}
      </Link>
    </li>
  );
}

/** A failed guide: why, and the retry (a plain form post). */
function FailedGuide({ g, retrying, result }: { g: Guide; retrying: boolean; result: RetryResult }) {
  const { t } = useT();
  return (
    <div className="mt-2">
      <p className="text-sm text-red-900">
        {t(
          g.error === "generationFailed" || g.error === "storageFull"
            ? `myGuides.errors.${g.error}`
            : "myGuides.failedText",
        )}
      </p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="guideId" value={g.id} />
        <Button type="submit" variant="secondary" size="sm" disabled={retrying}>
          {t(retrying ? "myGuides.retrying" : "myGuides.retry")}
        </Button>
      </Form>
      {result && !result.ok && result.guideId === g.id ? (
        <p role="alert" className="mt-2 text-sm text-red-900">
          {t(`errors:${result.code}`)}
        </p>
      ) : null}
    </div>
  );
}

/** One guide with its state: a spinner while generating, the retry when failed, the links when ready. */
function GuideItem({ g, retrying, result }: { g: Guide; retrying: boolean; result: RetryResult }) {
  const { t } = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-guide-state={g.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{g.title}</h2>
        <Badge size="md" status={g.status} tone={tones[g.status]}>
          {t(`myGuides.states.${g.status}`)}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t("myGuides.requested", { when: g.when })}</p>
      {g.status === "generating" ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
          <span
            aria-hidden="true"
            className="mt-0.5 h-3.5 w-3.5 shrink-0 animate-spin rounded-full border-2 border-blue-700 border-t-transparent motion-reduce:animate-none"
          />
          <span>{t("myGuides.generatingText")}</span>
        </p>
      ) : null}
      {g.status === "failed" ? <FailedGuide g={g} retrying={retrying} result={result} /> : null}
      {g.status === "ready" ? (
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          <a href={`/new-api/pdf/download/${g.id}`} download className={link}>
            {t("myGuides.download")}
          </a>
          <Link to={`/moje-przewodniki/${g.id}`} className={link}>
            {t("myGuides.view")}
          </Link>
          <a href={`/new-api/guide/${g.id}/calendar`} download className={link}>
            {t("myGuides.calendar")}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The user's guides (/profile/myguides, /moje-przewodniki): a paged list with the states
 * generating, ready, in progress (the open conversation) and failed. While a guide is being
 * made the list refreshes when its status changes, announcing the guide that became ready.
 */
export default function MyGuides() {
  const { t } = useT();
  const { items, page, pages, total, inProgress } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle" ? navigation.formData?.get("guideId") : null;
  const notice = useGuideNotice(items.find((g) => g.status === "generating"));

  const empty = total === 0 && !inProgress;
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <PageTitle title={t("pages.myGuides")} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("pages.myGuides")}</h1>
      <p className="mt-2 text-slate-700">{total ? t("guides.count", { count: total }) : t("myGuides.intro")}</p>
      <div role="status" aria-live="polite" className="sr-only" data-testid="guides-notice">
        {notice}
      </div>

      {empty ? (
        <NoGuides />
      ) : (
        <ul className="mt-6 grid gap-3" aria-label={t("pages.myGuides")}>
          {inProgress && page === 1 ? (
            <InProgressItem answers={inProgress.answers} threshold={inProgress.threshold} />
          ) : null}
          {items.map((g) => (
            <GuideItem key={g.id} g={g} retrying={retrying === g.id} result={result} />
          ))}
        </ul>
      )}

      <Pagination page={page} pages={pages} href={(n) => `?page=${n}`} label={t("myGuides.pagination")} />
    </main>
  );
}
