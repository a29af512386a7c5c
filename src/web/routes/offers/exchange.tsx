import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { EXCHANGE_REFRESH_MS } from "../../../shared/contracts/offers.ts";
import type { OfferListItem } from "../../../shared/contracts/offer-search.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { operationAllowed } from "../../../shared/restrictions.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Field, Input } from "../../components/ui/field.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ExchangeFilters, type FilterState } from "../../features/offers/exchange-filters.tsx";
import { OfferList } from "../../features/offers/offer-list.tsx";
import { MatchNotice, ViewToggles } from "../../features/offers/exchange-notices.tsx";
import { filterLink, itemOf } from "../../features/offers/offer-text.ts";
import { exchangeAction } from "../../features/offers/exchange-action.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/exchange";

const TABS = ["loads", "vehicles", "mine", "pinned"] as const;
/** The notices the page's own actions lead back with (`?done=`); any other value shows nothing. */
const DONE = ["toggles", "filterDeleted"] as const;
type Tab = (typeof TABS)[number];
/** `since=never`: the user had not looked at the list before this visit. */
const NEVER = "never";

/**
 * The exchange (spec §2 /ongoing/offers, §3 onlyNew and pinned ids, §9; issue 26): loads and
 * vehicles searched by the URL's filters, the company's own offers and the user's pinned ones.
 * A visit moves the user's "only new" mark to now and keeps the one it was opened with in the
 * URL (`since`), so the list's refreshes every 60 s and its searches keep counting from it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!actor.user.company || !hasPermission(actor.user.userRoles, "viewOwnCompany")) throw data(null, { status: 403 });
  const url = new URL(request.url);
  const tab: Tab = TABS.find((t) => t === url.searchParams.get("tab")) ?? "loads";
  const kind = tab === "vehicles" ? "vehicle" : "load";
  const params = Object.fromEntries([...url.searchParams].filter(([k]) => k !== "bodyTypes"));
  const bodyTypes = url.searchParams.getAll("bodyTypes");
  const sinceParam = url.searchParams.get("since");
  if ((tab === "loads" || tab === "vehicles") && !sinceParam) {
    // A visit: the mark moves to now; the page keeps the one it had.
    const previous = await services.offers.markSeen(actor, kind);
    url.searchParams.set("since", previous?.toISOString() ?? NEVER);
    url.searchParams.delete("_routes");
    // The page's own path: a client navigation asks `/ongoing/offers.data`, which is no page.
    throw redirect(`/ongoing/offers?${url.searchParams}`);
  }
  const since =
    sinceParam && sinceParam !== NEVER && !Number.isNaN(Date.parse(sinceParam)) ? new Date(sinceParam) : null;
  const view = await services.offers.exchangeView(actor);
  let items: OfferListItem[] = [];
  let next: string | null = null;
  let errors: Record<string, string[]> = {};
  // The plan without offers: the company's own stay listed, others' are not read.
  let readRefused = false;
  try {
    if (tab === "mine") {
      items = (await services.offers.companyOffers(actor, "active")).map((o) => itemOf(o, false));
    } else if (tab === "pinned") {
      items = (await services.offers.pinnedOffers(actor)).map((o) => itemOf(o, true));
    } else {
      const page = await services.offers.searchOffers(actor, { ...params, bodyTypes, kind }, { since });
      items = page.items;
      next = page.next;
    }
  } catch (error) {
    const refused = appErrorOf(error);
    if (refused?.code === "validation") errors = refused.fields ?? {};
    else if (refused?.code === "operationIsRestricted") readRefused = true;
    else throw error;
  }
  const restrictions = await services.access.restrictionsOf(actor);
  const canPost = hasPermission(actor.user.userRoles, "editOwnOffers");
  return {
    tab,
    items,
    next,
    filters: { tab, values: params, bodyTypes, errors, since: sinceParam ?? NEVER } satisfies FilterState,
    since: since?.toISOString() ?? null,
    toggles: { autoRefresh: view.autoRefresh, compact: view.compact },
    canPost,
    planAllows: operationAllowed(restrictions, "postOffer", actor.user.company.status),
    readRefused,
    countries: services.places.countriesFor(context.get(webContext).locale === "en" ? "en" : "pl", true),
    savedFilters: (await services.offers.savedFilters(actor)).filter((f) => f.kind === kind),
    newMatches: Object.fromEntries((await services.offers.unseenMatches(actor)).map((m) => [m.offerId, m.count])),
    done: DONE.find((d) => d === url.searchParams.get("done")) ?? null,
    loadedAt: new Date().toISOString(),
  };
}

export const action = exchangeAction;

/** Revalidates the list every 60 s while the toggle is on and the tab is visible. */
function useAutoRefresh(on: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, EXCHANGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [on, revalidator]);
}

function Tabs({ tab, since }: { tab: Tab; since: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t("offers:tabs.label")} className="mt-4 flex flex-wrap gap-2 border-b border-slate-300">
      {TABS.map((name) => (
        <Link
          key={name}
          to={`/ongoing/offers?tab=${name}${name === tab && (name === "loads" || name === "vehicles") ? `&since=${since}` : ""}`}
          aria-current={name === tab ? "page" : undefined}
          className="-mb-px min-h-11 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-800 aria-[current=page]:border-blue-700 aria-[current=page]:text-blue-900"
        >
          {t(`offers:tabs.${name}`)}
        </Link>
      ))}
    </nav>
  );
}

export default function Exchange() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const [autoRefresh, setAutoRefresh] = useState(d.toggles.autoRefresh);
  const [compact, setCompact] = useState(d.toggles.compact);
  useAutoRefresh(autoRefresh && (d.tab === "loads" || d.tab === "vehicles"));
  const searching = d.tab === "loads" || d.tab === "vehicles";
  const query = new URLSearchParams(d.filters.values);
  for (const b of d.filters.bodyTypes) query.append("bodyTypes", b);
  return (
    <main id="content" className="mx-auto w-full max-w-6xl px-3 py-8 md:px-4">
      <PageTitle title={t("offers:title")} description={t("offers:intro")} />
      <ExchangeHeader canPost={d.canPost && d.planAllows} />
      <div aria-live="polite">
        {d.done ? <FormNotice>{t(`offers:done.${d.done}`)}</FormNotice> : null}
        {!d.canPost ? <p className="mt-2 text-sm text-slate-700">{t("offers:readOnly")}</p> : null}
        {d.canPost && !d.planAllows ? <FormAlert>{t("offers:restricted")}</FormAlert> : null}
        {d.readRefused ? <FormAlert>{t("offers:readRestricted")}</FormAlert> : null}
        {d.tab !== "mine" ? <MatchNotice offers={Object.keys(d.newMatches).length} /> : null}
      </div>
      <Tabs tab={d.tab} since={d.filters.since} />
      {searching ? <ExchangeFilters key={query.toString()} state={d.filters} countries={d.countries} /> : null}
      <ViewToggles
        autoRefresh={autoRefresh}
        setAutoRefresh={setAutoRefresh}
        compact={compact}
        setCompact={setCompact}
        loadedAt={d.loadedAt}
      />
      {searching ? (
        <p className="mt-2 text-sm text-slate-700">
          {d.since ? t("offers:list.since", { time: formatDateTime(new Date(d.since)) }) : t("offers:list.neverSeen")}
        </p>
      ) : null}
      <section aria-labelledby="exchange-results" aria-busy={busy} className="mt-4">
        <h2 id="exchange-results" className="text-lg font-semibold">
          {t("offers:list.caption")}
        </h2>
        {d.items.length ? (
          <OfferList items={d.items} compact={compact} newMatches={d.newMatches} />
        ) : (
          <EmptyState className="mt-3">{t("offers:list.empty")}</EmptyState>
        )}
        {d.next ? (
          <Link
            to={`/ongoing/offers?${new URLSearchParams([...query, ["after", d.next]])}`}
            className="mt-3 inline-block text-sm font-medium text-blue-800 underline underline-offset-2"
          >
            {t("offers:list.more")}
          </Link>
        ) : null}
      </section>
      {searching ? <SavedFilters saved={d.savedFilters} tab={d.tab} query={query} /> : null}
    </main>
  );
}

function SavedFilters({
  saved,
  tab,
  query,
}: {
  saved: { id: string; name: string; filter: unknown }[];
  tab: Tab;
  query: URLSearchParams;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="saved-filters" className="mt-8 rounded-xl border border-slate-200 p-3 md:p-4">
      <h2 id="saved-filters" className="text-lg font-semibold">
        {t("offers:filters.saved")}
      </h2>
      {saved.length ? (
        <ul className="mt-2 flex flex-col gap-2">
          {saved.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-3">
              <Link
                to={filterLink(tab === "vehicles" ? "vehicle" : "load", f.filter)}
                className="text-blue-800 underline underline-offset-2"
              >
                {f.name}
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="deleteFilter" />
                <input type="hidden" name="filterId" value={f.id} />
                <button
                  type="submit"
                  className="min-h-11 text-sm text-red-800 underline"
                  aria-label={t("offers:filters.deleteSaved", { name: f.name })}
                >
                  ×
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="saveFilter" />
        <input type="hidden" name="kind" value={tab === "vehicles" ? "vehicle" : "load"} />
        <input type="hidden" name="query" value={query.toString()} />
        <input type="hidden" name="since" value={query.get("since") ?? ""} />
        <Field name="name" label={t("offers:filters.saveName")}>
          <Input required maxLength={60} autoComplete="off" />
        </Field>
        <Button type="submit" variant="secondary">
          {t("offers:filters.save")}
        </Button>
      </Form>
    </section>
  );
}

function ExchangeHeader({ canPost }: { canPost: boolean }) {
  const { t } = useT();
  const d = { canPost: true, planAllows: canPost };
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{t("offers:title")}</h1>
        <p className="mt-2 text-slate-700">{t("offers:intro")}</p>
      </div>
      {d.canPost && d.planAllows ? (
        <div className="flex flex-wrap gap-2">
          <Link
            to="/ongoing/offers/new?kind=load"
            className="rounded-md bg-blue-800 px-4 py-2.5 text-sm font-semibold text-white"
          >
            {t("offers:post.load")}
          </Link>
          <Link
            to="/ongoing/offers/new?kind=vehicle"
            className="rounded-md border border-blue-800 px-4 py-2.5 text-sm font-semibold text-blue-900"
          >
            {t("offers:post.vehicle")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
