import { Link, useActionData, useLoaderData } from "react-router";
import { companyDetailsSchema } from "../../../shared/contracts/company.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { featureGranted } from "../../../shared/restrictions.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { StatusBadge } from "../../features/companies/status-badge.tsx";
import { VerificationNotice } from "../../features/companies/verification-notice.tsx";
import { CompanyDetailsForm } from "../../features/companies/company-details-form.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/info";

const FIELDS = ["street", "postalCode", "city", "phone", "email", "website"] as const;

/**
 * The user's company: every member sees it; its admins change the address and contacts. An
 * account without a company (portal staff) is told so and, with the permission, pointed at the
 * companies in the back-office (this used to answer 500).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = context.get(webContext);
  if (!actor?.user.company) {
    return { noCompany: true as const, staff: hasPermission(actor?.user.userRoles, "viewCompanies") };
  }
  const { company, restrictions } = await services.companies.myCompany(actor);
  return {
    noCompany: false as const,
    canEdit: hasPermission(actor?.user.userRoles, "editOwnCompany"),
    // Links only to the pages the user's permissions open (the employees page is the admins').
    canManageEmployees: hasPermission(actor?.user.userRoles, "changeEmployees"),
    company: {
      name: company.name,
      tin: company.tin,
      status: company.status,
      createdAt: formatDateTime(company.createdAt),
      ...Object.fromEntries(FIELDS.map((f) => [f, company[f] ?? ""])),
    } as { name: string; tin: string; status: string; createdAt: string } & Record<(typeof FIELDS)[number], string>,
    restrictions,
    advisorGranted: featureGranted(restrictions, "advisor"),
    expiresAt: restrictions.expireDate ? formatDateTime(new Date(restrictions.expireDate)) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const submission = parseForm(await request.formData(), companyDetailsSchema);
  if (submission.status !== "success") return formInvalid(submission, {});
  const { street, postalCode, city, phone, email, website } = submission.value;
  try {
    await services.companies.updateCompany(actor, {
      street,
      postalCode,
      city,
      phone: phone ?? "",
      email: email ?? "",
      website: website ?? "",
    });
    return { ok: true as const };
  } catch (error) {
    return formRefusedBy(submission, error, {});
  }
}

export default function CompanyInfo() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (d.noCompany) return <NoCompany staff={d.staff} />;
  const refused = result && !result.ok ? result : null;
  const section = "mt-6 rounded-xl border border-slate-200 p-4 md:p-6";
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t("pages.companyInfo")} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{d.company.name}</h1>
        <StatusBadge kind="company" status={d.company.status} />
      </div>
      <VerificationNotice status={d.company.status} />
      <section className={section} aria-labelledby="company-plan">
        <h2 id="company-plan" className="text-lg font-semibold">
          {t("companies.subscription")}
        </h2>
        {d.restrictions.features.length && d.expiresAt ? (
          <p className="mt-2 text-sm text-slate-800">
            {t("companies.planSummary", {
              features: d.restrictions.features.map((f) => t(`restrictions.features.${f}`)).join(", "),
              date: d.expiresAt,
            })}
            {d.restrictions.guidesLimit !== null
              ? ` ${t("companies.guidesAllowed", { count: d.restrictions.guidesLimit })}`
              : ""}
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-800">{t("companies.noActivePlan")}</p>
        )}
        <p className="mt-3 text-sm">
          <Link to="/company/info/subscriptions" className="font-medium text-blue-800 underline underline-offset-2">
            {t("pages.companySubscriptions")}
          </Link>
        </p>
      </section>
      <section className={section} aria-labelledby="company-details-heading">
        <h2 id="company-details-heading" className="text-lg font-semibold">
          {t("companies.data")}
        </h2>
        <DetailsList
          items={[
            [t("companies.columns.tin"), d.company.tin],
            [t("companies.columns.createdAt"), d.company.createdAt],
          ]}
        />
        {d.canEdit ? (
          <CompanyDetailsForm details={d.company} saved={Boolean(result?.ok)} refused={refused} />
        ) : (
          <DetailsList
            items={[
              [
                t("companies.address"),
                [d.company.street, `${d.company.postalCode} ${d.company.city}`.trim()].filter(Boolean).join(", ") ||
                  "—",
              ],
              [
                t("companies.contacts"),
                [d.company.phone, d.company.email, d.company.website].filter(Boolean).join(" · ") || "—",
              ],
            ]}
          />
        )}
      </section>
      {d.canManageEmployees ? (
        <p className="mt-6 text-sm">
          <Link to="/company/employees" className="font-medium text-blue-800 underline underline-offset-2">
            {t("pages.companyEmployees")}
          </Link>
        </p>
      ) : null}
      <VehiclesLink />
    </main>
  );
}

/** The company's vehicles (docs/decisions/027) and complaints (docs/decisions/033): every member reads them. */
function VehiclesLink() {
  const { t } = useT();
  return (
    <>
      <p className="mt-3 text-sm">
        <Link to="/company/vehicles" className="font-medium text-blue-800 underline underline-offset-2">
          {t("pages.companyVehicles")}
        </Link>
      </p>
      <p className="mt-3 text-sm">
        <Link to="/company/info/complaints" className="font-medium text-blue-800 underline underline-offset-2">
          {t("pages.companyComplaints")}
        </Link>
      </p>
    </>
  );
}

/** For an account that belongs to no company: what this page is, and where staff find the companies. */
function NoCompany({ staff }: { staff: boolean }) {
  const { t } = useT();
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t("pages.companyInfo")} />
      <h1 className="text-2xl font-bold">{t("pages.companyInfo")}</h1>
      <p className="mt-4 text-slate-800">{t(staff ? "companies.noCompany.staff" : "companies.noCompany.other")}</p>
      <p className="mt-6">
        {staff ? (
          <Link to="/portal/companies" className="font-medium text-blue-800 underline underline-offset-2">
            {t("pages.portalCompanies")}
          </Link>
        ) : (
          <Link to="/pomoc/formularz" className="font-medium text-blue-800 underline underline-offset-2">
            {t("pages.helpRequest")}
          </Link>
        )}
      </p>
    </main>
  );
}
