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
import { Button, buttonVariants } from "../components/ui/button.tsx";

const PAGE_SIZE = 10;

/** Spec §9: page 1 and 10 guides by default; a page that is not a positive number is not found. */
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
    /** The open conversation a guide can still be requested from (spec §4 "in progress"). */
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

const badge = {
  generating: "border-blue-300 bg-blue-50 text-blue-900",
  ready: "border-emerald-300 bg-emerald-50 text-emerald-900",
  failed: "border-red-300 bg-red-50 text-red-900",
  inProgress: "border-amber-300 bg-amber-50 text-amber-950",
} as const;

/**
 * The user's guides (spec §2 /profile/myguides, /moje-przewodniki): a paged list with the states
 * generating, ready, in progress (the open conversation) and failed. While a guide is being
 * made the server pushes its status (polled beside, spec §4, one poller) and the list refreshes
 * when it changes, announcing the guide that became ready.
 */
export default function MyGuides() {
  const { t } = useT();
  const { items, page, pages, total, inProgress } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle" ? navigation.formData?.get("guideId") : null;
  const revalidator = useRevalidator();
  const generating = items.find((g) => g.status === "generating");
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;
  /** The polite live region's text: which guide became ready or failed. */
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
        <section
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-labelledby="empty-title"
        >
          <h2 id="empty-title" className="text-lg font-semibold text-slate-900">
            {t("myGuides.emptyTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("myGuides.emptyText")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/interview" className={buttonVariants({ size: "lg" })}>
              {t("interview.cta")}
            </Link>
            <Link to="/rozmowa" className={buttonVariants({ variant: "secondary", size: "lg" })}>
              {t("menu.chat")}
            </Link>
          </div>
        </section>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label={t("pages.myGuides")}>
          {inProgress && page === 1 ? (
            <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-guide-state="inProgress">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-slate-900">{t("myGuides.inProgressTitle")}</h2>
                <span className={`rounded-full border px-2.5 py-0.5 text-sm ${badge.inProgress}`}>
                  {t("myGuides.states.inProgress")}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {t("myGuides.inProgressText", { count: inProgress.answers, threshold: inProgress.threshold })}
              </p>
              <Link
                to="/rozmowa"
                className="mt-2 inline-block font-semibold text-blue-800 underline underline-offset-2"
              >
                {t("myGuides.continue")}
              </Link>
            </li>
          ) : null}
          {items.map((g) => (
            <li
              key={g.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-guide-state={g.status}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-slate-900">{g.title}</h2>
                <span className={`rounded-full border px-2.5 py-0.5 text-sm ${badge[g.status]}`}>
                  {t(`myGuides.states.${g.status}`)}
                </span>
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
              {g.status === "failed" ? (
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
                    <Button type="submit" variant="secondary" size="sm" disabled={retrying === g.id}>
                      {t(retrying === g.id ? "myGuides.retrying" : "myGuides.retry")}
                    </Button>
                  </Form>
                  {result && !result.ok && result.guideId === g.id ? (
                    <p role="alert" className="mt-2 text-sm text-red-900">
                      {t(`errors:${result.code}`)}
                    </p>
                  ) : null}
                </div>
              ) : null}
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
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={t("myGuides.pagination")} className="mt-6 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="font-semibold text-blue-800 underline underline-offset-2">
              {t("myGuides.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{t("myGuides.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className="font-semibold text-blue-800 underline underline-offset-2">
              {t("myGuides.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
