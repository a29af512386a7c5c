import { data, Link, useActionData, useLoaderData } from "react-router";
import { verificationDaysLeft, verificationDeadline } from "../../../shared/contracts/verification.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import {
  COMPANY_ACTIONS,
  type CompanyAction,
  companyActionsFrom,
  USER_ACTIONS,
  type UserAction,
  userActionsFrom,
} from "../../../shared/statuses.ts";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ConfirmAction } from "../../features/companies/confirm-action.tsx";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { PeopleTable } from "../../features/companies/people-table.tsx";
import { StatusBadge } from "../../features/companies/status-badge.tsx";
import { registrationStatusName } from "../../../shared/registration-statuses.ts";
import { StatusHistory } from "../../features/companies/status-history.tsx";
import { documentView } from "../../features/documents/document-view.ts";
import { StaffDocuments } from "../../features/documents/staff-documents.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { refuseFormText } from "../../lib/form-text.server.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/company";

/** Staff: one company with its users, subscription, documents and status history. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!hasPermission(actor.user.userRoles, "viewCompanies")) throw data(null, { status: 403 });
  const d = await orErrorResponse(() => services.companies.companyDetail(actor, params.companyId));
  const documents = await orErrorResponse(() => services.documents.companyDocumentsOf(actor, params.companyId));
  const roles = actor.user.userRoles;
  return {
    canChangeCompany: hasPermission(roles, "changeCompanyStatus"),
    canChangeDocuments: hasPermission(roles, "changeDocumentParams"),
    canChangeUsers: hasPermission(roles, "changeUserStatus"),
    company: {
      id: d.company.id,
      name: d.company.name,
      tin: d.company.tin,
      status: d.company.status,
      registrationStatus: d.company.registrationStatus,
      address: [d.company.street, [d.company.postalCode, d.company.city].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", "),
      phone: d.company.phone,
      email: d.company.email,
      website: d.company.website,
      createdAt: formatDateTime(d.company.createdAt),
      actions: companyActionsFrom(d.company.status),
      verification: d.company.verificationRequestedAt
        ? {
            requestedAt: formatDateTime(d.company.verificationRequestedAt),
            deadline: formatDateTime(verificationDeadline(d.company.verificationRequestedAt)),
            daysLeft: verificationDaysLeft(d.company.verificationRequestedAt, new Date()),
          }
        : null,
    },
    users: d.users.map((u) => ({
      id: u.id,
      name: `${u.name} ${u.surname}`,
      email: u.email,
      isAdmin: u.isAdmin,
      status: u.status,
      lastLoginAt: u.lastLoginAt ? formatDateTime(u.lastLoginAt) : null,
      actions: userActionsFrom(u.status),
    })),
    subscription: d.subscription
      ? {
          plan: d.subscription.plan,
          features: d.subscription.features,
          guidesLimit: d.subscription.guidesLimit,
          expiresAt: d.subscription.expiresAt ? formatDateTime(d.subscription.expiresAt) : null,
          expired: !d.subscription.expiresAt || d.subscription.expiresAt.getTime() <= Date.now(),
        }
      : null,
    history: d.history.map((h) => ({ ...h, createdAt: formatDateTime(h.createdAt) })),
    documents: documents.map(documentView),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const action = String(form.get("action") ?? "");
  const reason = String(form.get("reason") ?? "");
  const baseUrl = services.baseUrl(new URL(request.url).origin);
  const refused = refuseFormText(form, { reason: { max: 1000, multiLine: true }, userId: TEXT_LIMITS.id }, {});
  if (refused) return refused;
  try {
    if (intent === "document") {
      const text = (name: string) => String(form.get(name) ?? "").trim() || null;
      await services.documents.changeDocumentParams(actor, String(form.get("documentId") ?? ""), {
        status: text("status") ?? undefined,
        rejectionReason: text("rejectionReason") ?? undefined,
        validFrom: text("validFrom"),
        validTo: text("validTo"),
        staffNote: text("staffNote"),
      });
      return { ok: true as const, done: "document" };
    }
    if (intent === "company" && (COMPANY_ACTIONS as readonly string[]).includes(action)) {
      await services.companies.changeCompanyStatus(actor, {
        companyId: params.companyId,
        action: action as CompanyAction,
        reason,
        baseUrl,
      });
      return { ok: true as const, done: `company.${action}` };
    }
    if (intent === "user" && (USER_ACTIONS as readonly string[]).includes(action)) {
      await services.companies.changeUserStatus(actor, {
        userId: String(form.get("userId") ?? ""),
        action: action as UserAction,
        reason,
        baseUrl,
      });
      return { ok: true as const, done: `user.${action}` };
    }
    return data({ ok: false as const, code: "invalidInputObject", fields: {} }, { status: 400 });
  } catch (error) {
    return formRefusal(error, {});
  }
}

const dangerous = new Set(["DENY", "SUSPEND", "BAN", "REFUSE"]);
const section = "mt-8 rounded-xl border border-slate-200 p-4 md:p-6";

type CompanyPage = ReturnType<typeof useLoaderData<typeof loader>>;

/** The company's data and, for staff allowed to, the status changes its status permits. */
function CompanyDataSection({ company, canChange }: { company: CompanyPage["company"]; canChange: boolean }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="company-data">
      <h2 id="company-data" className="text-lg font-semibold">
        {t("companies.data")}
      </h2>
      <DetailsList
        items={[
          [t("companies.columns.tin"), company.tin],
          [t("companies.address"), company.address || "—"],
          [t("companies.contacts"), [company.phone, company.email, company.website].filter(Boolean).join(" · ") || "—"],
          [t("companies.columns.createdAt"), company.createdAt],
          ...(company.verification
            ? [
                [
                  t("companies.verificationRequest"),
                  company.verification.daysLeft < 0
                    ? t("companies.verificationOverdue", {
                        ...company.verification,
                        count: -company.verification.daysLeft,
                      })
                    : t("companies.verificationDue", { ...company.verification, count: company.verification.daysLeft }),
                ] as [string, string],
              ]
            : []),
        ]}
      />
      {canChange && company.actions.length ? (
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t("companies.statusActions")}>
          {company.actions.map((a) => (
            <ConfirmAction
              key={a}
              label={t(`companies.companyActions.${a}`)}
              title={t(`companies.companyActions.${a}`)}
              question={t("companies.confirmCompany", {
                action: t(`companies.companyActions.${a}`),
                name: company.name,
              })}
              fields={{ intent: "company", action: a }}
              tone={
                a === "CONFIRM" || a === "RESTORE" || a === "RESTART"
                  ? "primary"
                  : dangerous.has(a)
                    ? "danger"
                    : "neutral"
              }
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The company's plan, its features, its guide limit and when it expires. */
function SubscriptionSection({ subscription }: { subscription: CompanyPage["subscription"] }) {
  const { t, has } = useT();
  return (
    <section className={section} aria-labelledby="company-subscription">
      <h2 id="company-subscription" className="text-lg font-semibold">
        {t("companies.subscription")}
      </h2>
      {subscription ? (
        <DetailsList
          items={[
            [
              t("companies.plan"),
              // The trial and the demo by name; a plan from the price list (docs/decisions/025) by its code.
              has(`companies.plans.${subscription.plan}`)
                ? t(`companies.plans.${subscription.plan}`)
                : subscription.plan,
            ],
            [t("companies.features"), subscription.features.map((f) => t(`restrictions.features.${f}`)).join(", ")],
            [t("companies.guidesLimit"), subscription.guidesLimit ?? t("companies.noLimit")],
            [
              t("companies.expiresAt"),
              `${subscription.expiresAt ?? "—"}${subscription.expired ? ` (${t("companies.expired")})` : ""}`,
            ],
          ]}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("companies.noSubscription")}</p>
      )}
    </section>
  );
}

/** The company's accounts, each with the status changes staff allowed to may make. */
function UsersSection({ users, canChange }: { users: CompanyPage["users"]; canChange: boolean }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="company-users">
      <h2 id="company-users" className="text-lg font-semibold">
        {t("companies.usersWithCount", { count: users.length })}
      </h2>
      <PeopleTable
        people={users}
        caption={t("companies.users")}
        actions={(u) =>
          canChange
            ? u.actions.map((a) => (
                <ConfirmAction
                  key={a}
                  label={t(`companies.userActions.${a}`)}
                  title={`${t(`companies.userActions.${a}`)}: ${u.name}`}
                  question={t("companies.confirmUser", { action: t(`companies.userActions.${a}`), name: u.name })}
                  fields={{ intent: "user", action: a, userId: u.id }}
                  target={u.name}
                  tone={dangerous.has(a) ? "danger" : "neutral"}
                />
              ))
            : null
        }
      />
    </section>
  );
}

export default function PortalCompany() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const link = "font-medium text-blue-800 underline underline-offset-2";
  return (
    <main id="content" className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={d.company.name} />
      <p className="text-sm">
        <Link to="/portal/companies" className={link}>
          {t("companies.backToList")}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{d.company.name}</h1>
        <StatusBadge kind="company" status={d.company.status} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {t("registrationStatuses.label")}:{" "}
        <strong className="font-semibold text-slate-900">
          {t(`registrationStatuses.${registrationStatusName(d.company.registrationStatus)}`)}
        </strong>
      </p>
      <div className="mt-4" aria-live="polite">
        {result?.ok ? <FormNotice>{t("companies.changed")}</FormNotice> : null}
        {result && !result.ok ? <FormAlert>{t(`errors:${result.code}`)}</FormAlert> : null}
      </div>

      <CompanyDataSection company={d.company} canChange={d.canChangeCompany} />
      <SubscriptionSection subscription={d.subscription} />
      <UsersSection users={d.users} canChange={d.canChangeUsers} />

      <StaffDocuments documents={d.documents} canChange={d.canChangeDocuments} className={section} />

      <StatusHistory history={d.history} className={section} />
    </main>
  );
}
