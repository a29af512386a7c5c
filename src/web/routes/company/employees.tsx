import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { operationAllowed } from "../../../shared/restrictions.ts";
import { PlanRestricted } from "../../components/plan-restricted.tsx";
import { newEmployeeSchema } from "../../../shared/contracts/company.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { AddEmployeeForm } from "../../features/companies/add-employee-form.tsx";
import { PeopleTable } from "../../features/companies/people-table.tsx";
import { VerificationNotice } from "../../features/companies/verification-notice.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { keptText, refuseFormText } from "../../lib/form-text.server.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/employees";

/** Company admins: the company's accounts; add an employee, switch accounts on and off, admin rights. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!hasPermission(actor.user.userRoles, "changeEmployees")) throw data(null, { status: 403 });
  const [employees, { company, restrictions }] = await Promise.all([
    services.companies.listEmployees(actor),
    services.companies.myCompany(actor),
  ]);
  return {
    me: actor.user.id,
    companyStatus: company.status,
    canAdd: operationAllowed(restrictions, "addEmployee", company.status),
    employees: employees.map((e) => ({
      id: e.id,
      name: `${e.name} ${e.surname}`,
      email: e.email,
      isActive: e.isActive,
      isBlocked: e.isBlocked,
      isAdmin: e.isAdmin,
      awaitsInvitation: e.awaitsInvitation,
      status: e.status,
      lastLoginAt: e.lastLoginAt ? formatDateTime(e.lastLoginAt) : null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const baseUrl = services.baseUrl(new URL(request.url).origin);
  if (intent === "add") {
    const submission = parseForm(form, newEmployeeSchema);
    if (submission.status !== "success") return formInvalid(submission, { intent });
    try {
      const added = await services.companies.addEmployee(actor, {
        ...submission.value,
        isAdmin: submission.value.isAdmin ?? false,
        baseUrl,
      });
      return { ok: true as const, intent, email: added.email };
    } catch (error) {
      return formRefusedBy(submission, error, { intent });
    }
  }
  const refused = refuseFormText(form, { userId: TEXT_LIMITS.id }, { intent: keptText(intent, 20) });
  if (refused) return refused;
  try {
    if (intent === "reinvite") {
      const invited = await services.companies.resendInvitation(actor, {
        userId: String(form.get("userId") ?? ""),
        baseUrl,
      });
      return { ok: true as const, intent, email: invited.email };
    }
    const flag = (name: string) => (form.has(name) ? form.get(name) === "true" : null);
    const updated = await services.companies.updateEmployee(actor, {
      userId: String(form.get("userId") ?? ""),
      isActive: flag("isActive"),
      isAdmin: flag("isAdmin"),
    });
    return { ok: true as const, intent, email: updated.email };
  } catch (error) {
    return formRefusal(error, { intent });
  }
}

/** One employee setting switched by a one-button form (works before the page hydrates). */
function ToggleButton({
  userId,
  field,
  value,
  busy,
  target,
  children,
}: {
  userId: string;
  field: "isActive" | "isAdmin";
  value: boolean;
  busy: boolean;
  target: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name={field} value={String(value)} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        {children}
        <span className="sr-only">: {target}</span>
      </Button>
    </Form>
  );
}

export default function CompanyEmployees() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : null;
  const addRefused = refused && "reply" in refused ? refused : null;
  return (
    <main id="content" className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t("pages.companyEmployees")} />
      <h1 className="text-2xl font-bold">{t("pages.companyEmployees")}</h1>
      <VerificationNotice status={d.companyStatus} />
      <div className="mt-4" aria-live="polite">
        {result?.ok ? (
          <FormNotice>
            {result.intent === "add"
              ? t("employees.invited", { email: result.email })
              : result.intent === "reinvite"
                ? t("employees.reinvited", { email: result.email })
                : t("employees.updated", { email: result.email })}
          </FormNotice>
        ) : null}
        {refused && refused.intent !== "add" ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </div>

      <section className="mt-6" aria-labelledby="employees-list">
        <h2 id="employees-list" className="sr-only">
          {t("employees.list")}
        </h2>
        <PeopleTable
          people={d.employees}
          caption={t("employees.list")}
          nameSuffix={(e) => (e.id === d.me ? ` (${t("employees.you")})` : "")}
          actions={(e) => (
            <>
              {e.awaitsInvitation ? (
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <span className="text-slate-700">{t("employees.awaitsInvitation")}</span>
                  <input type="hidden" name="intent" value="reinvite" />
                  <input type="hidden" name="userId" value={e.id} />
                  <Button type="submit" variant="outline" size="sm" disabled={busy}>
                    {t("employees.reinvite")}
                    <span className="sr-only">: {e.name}</span>
                  </Button>
                </Form>
              ) : null}
              {e.isBlocked ? (
                <span className="text-slate-600">{t("employees.blockedByStaff")}</span>
              ) : (
                <ToggleButton userId={e.id} field="isActive" value={!e.isActive} busy={busy} target={e.name}>
                  {t(e.isActive ? "employees.deactivate" : "employees.activate")}
                </ToggleButton>
              )}
              <ToggleButton userId={e.id} field="isAdmin" value={!e.isAdmin} busy={busy} target={e.name}>
                {t(e.isAdmin ? "employees.revokeAdmin" : "employees.grantAdmin")}
              </ToggleButton>
            </>
          )}
        />
      </section>

      <section className="mt-8 rounded-xl border border-slate-200 p-4 md:p-6" aria-labelledby="employees-add">
        <h2 id="employees-add" className="text-lg font-semibold">
          {t("employees.add")}
        </h2>
        {d.canAdd ? (
          <AddEmployeeForm key={result?.ok && result.intent === "add" ? result.email : "add"} refused={addRefused} />
        ) : (
          <PlanRestricted reason={t("employees.addRestricted")} testId="employees-restricted" />
        )}
      </section>
    </main>
  );
}
