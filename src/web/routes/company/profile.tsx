import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { CompanyProfileRecord } from "../../../shared/contracts/company-profile.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { StatusBadge } from "../../features/companies/status-badge.tsx";
import { StartConversationForm } from "../../features/conversations/start-form.tsx";
import { routeText, weightText, windowText } from "../../features/offers/offer-text.ts";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { NEWEST_SHOWN, ProfileRatings } from "./profile-ratings.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/profile";

const LISTS = ["allow", "deny", "none"] as const;
type ListChoice = (typeof LISTS)[number];

/** A day as the portal shows dates (Europe/Berlin), without the time. */
const day = (date: Date) => formatDateTime(date).slice(0, 10);

/**
 * A company's public profile (`/companies/<id>`; DESIGN §7): what the register gave, its
 * verification, its offers shown to the reader's company, and the reader's allow and deny lists
 * for it (members holding editOwnOffers change them here, as `PUT /new-api/company/lists` does).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const p = await orErrorResponse(() => services.companies.companyProfile(actor, params.companyId));
  const done = LISTS.find((d) => d === new URL(request.url).searchParams.get("done")) ?? null;
  // The newest ratings, read by those who may make deals (the ratings' readers).
  const newest =
    p.ratings.count && hasPermission(actor.user.userRoles, "makeDeals")
      ? (await services.deals.companyRatings(actor, params.companyId, { page: 1 })).items.slice(0, NEWEST_SHOWN)
      : [];
  return {
    profile: { ...p, verifiedAt: p.verifiedAt ? day(p.verifiedAt) : null, memberSince: day(p.memberSince) },
    newest,
    canManageLists: !p.own && hasPermission(actor.user.userRoles, "editOwnOffers"),
    canMessage: !p.own && hasPermission(actor.user.userRoles, "useConversations"),
    done,
  };
}

/** Puts the company on the reader's company's allow or deny list, or takes it off both. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const list = String((await request.formData()).get("list") ?? "").slice(0, 16);
  // Only a company the page shows: another id is answered as the page answers it (404).
  await orErrorResponse(() => services.companies.companyProfile(actor, params.companyId));
  try {
    await services.offers.setCompanyList(actor, { companyId: params.companyId, list });
  } catch (error) {
    return formRefusal(error, {});
  }
  return redirect(`/companies/${params.companyId}?done=${list}`);
}

type Profile = Omit<CompanyProfileRecord, "verifiedAt" | "memberSince"> & {
  verifiedAt: string | null;
  memberSince: string;
};

export default function CompanyProfile() {
  const { t } = useT();
  const { profile: p, newest, canManageLists, canMessage, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const verified = p.status === "verified";
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-3 py-8 md:px-4">
      <PageTitle title={t("companyProfile.title", { name: p.name })} />
      <Link to="/companies/find" className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t("companyProfile.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words">{p.name}</h1>
      {canMessage ? (
        <div className="mt-3">
          <StartConversationForm companyId={p.id} />
        </div>
      ) : null}
      <div aria-live="polite" className="mt-3 space-y-2">
        {done ? <FormNotice>{t(`companyProfile.done.${done}`)}</FormNotice> : null}
        {refused && !refused.ok ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </div>
      <section aria-labelledby="profile-data" className="mt-6">
        <h2 id="profile-data" className="text-lg font-semibold">
          {t("companyProfile.data")}
        </h2>
        <DetailsList
          items={[
            [t("companyProfile.tin"), p.tin],
            [t("companyProfile.city"), p.city ?? "—"],
            [t("companyProfile.status"), <StatusBadge kind="company" status={p.status} />],
            ...(verified
              ? [[t("companyProfile.verifiedAt"), p.verifiedAt ?? t("companyProfile.dateUnknown")] as [string, string]]
              : []),
            [t("companyProfile.memberSince"), p.memberSince],
          ]}
        />
      </section>
      {p.own ? (
        <p className="mt-6 text-slate-700">{t("companyProfile.own")}</p>
      ) : (
        <Lists list={p.list} canManage={canManageLists} />
      )}
      <Offers profile={p} />
      <ProfileRatings summary={p.ratings} newest={newest} />
      <section aria-labelledby="profile-complaints" className="mt-8">
        <h2 id="profile-complaints" className="text-lg font-semibold">
          {t("companyProfile.complaints.title")}
        </h2>
        <p className="mt-2 text-slate-700">
          {p.complaints.count
            ? t("companyProfile.complaints.summary", { count: p.complaints.count })
            : t("companyProfile.complaints.none")}
        </p>
      </section>
    </main>
  );
}

/** The reader's lists for this company: where it is, and the buttons that move it. */
function Lists({ list, canManage }: { list: Profile["list"]; canManage: boolean }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const choices: { value: ListChoice; variant: "outline" | "dangerOutline" | "secondary" }[] = [
    ...(list !== "allow" ? [{ value: "allow" as const, variant: "outline" as const }] : []),
    ...(list !== "deny" ? [{ value: "deny" as const, variant: "dangerOutline" as const }] : []),
    ...(list ? [{ value: "none" as const, variant: "secondary" as const }] : []),
  ];
  return (
    <section aria-labelledby="profile-lists" className="mt-8">
      <h2 id="profile-lists" className="text-lg font-semibold">
        {t("companyProfile.lists.title")}
      </h2>
      <p className="mt-2 font-medium text-slate-900" data-list={list ?? "none"}>
        {t(`companyProfile.lists.state.${list ?? "none"}`)}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t("companyProfile.lists.explain")}</p>
      {canManage ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-3" aria-label={t("companyProfile.lists.change")}>
          {choices.map((c) => (
            <Button key={c.value} type="submit" name="list" value={c.value} variant={c.variant} busy={busy}>
              {t(`companyProfile.lists.${c.value}`)}
            </Button>
          ))}
        </Form>
      ) : null}
    </section>
  );
}

/** The company's active offers shown to the reader's company, newest first, each a link. */
function Offers({ profile: p }: { profile: Profile }) {
  const { t, locale } = useT();
  const { count, items } = p.offers;
  return (
    <section aria-labelledby="profile-offers" className="mt-8">
      <h2 id="profile-offers" className="text-lg font-semibold">
        {t("companyProfile.offers.title")}
      </h2>
      <p className="mt-2 text-slate-700">
        {count ? t("companyProfile.offers.count", { count }) : t("companyProfile.offers.none")}
      </p>
      {items.length ? (
        <ul
          aria-labelledby="profile-offers"
          className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {items.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
              <Link
                to={`/ongoing/offers/${o.id}`}
                className="font-medium break-words text-blue-800 underline underline-offset-2"
              >
                {routeText(o.origin, o.dest, t)}
              </Link>
              <span className="text-sm text-slate-700">
                {t(`companyProfile.offers.kinds.${o.kind}`)} · {windowText(o.loadFrom, o.loadTo)} ·{" "}
                {weightText(o.weightKg, locale)}
              </span>
              {o.visibility === "private" ? <Badge>{t("companyProfile.offers.private")}</Badge> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {count > items.length ? (
        <p className="mt-2 text-sm text-slate-700">{t("companyProfile.offers.more", { shown: items.length })}</p>
      ) : null}
    </section>
  );
}
