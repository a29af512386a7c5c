import { Link } from "react-router";
import { SIGN_UP_STEPS } from "../../../shared/contracts/account.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { ConsentsSection, type Labels, link, type WizardFields } from "./sign-up-steps.tsx";

type Values = {
  company?: Record<string, string>;
  user?: Record<string, string>;
  promoCode?: string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** One step's part of the summary, with a button that goes back to it (what is typed stays). */
function Part({ step, rows }: { step: number; rows: [string, string][] }) {
  const { t } = useT();
  const name = t(`signUp.steps.${SIGN_UP_STEPS[step - 1]}`);
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{name}</h2>
        <Button type="submit" name="intent" value={`goto-${step}`} variant="link" formNoValidate>
          <span aria-hidden="true">{t("signUp.change")}</span>
          <span className="sr-only">{t("signUp.changeStep", { name })}</span>
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Step 6: everything the draft holds, each part changeable, then the consents. */
export function SummaryStep({
  values,
  hasPassword,
  fields,
  labels,
}: {
  values: Values;
  hasPassword: boolean;
  fields: WizardFields;
  labels: Labels;
}) {
  const { t } = useT();
  const company = values.company ?? {};
  const user = values.user ?? {};
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t("signUp.summaryText")}</p>
      <Part
        step={1}
        rows={[
          [labels["company.tin"]!, text(company.tin)],
          [labels["company.name"]!, text(company.name)],
          [t("companies.address"), `${text(company.street)}, ${text(company.postalCode)} ${text(company.city)}`],
        ]}
      />
      <Part
        step={2}
        rows={[
          [`${labels["user.name"]} / ${labels["user.surname"]}`, `${text(user.name)} ${text(user.surname)}`],
          [labels["user.email"]!, text(user.email)],
        ]}
      />
      <Part
        step={4}
        rows={[
          [t("signUp.planSection"), t("signUp.trialPlan")],
          [labels.promoCode!, text(values.promoCode) || t("signUp.noPromoCode")],
        ]}
      />
      <Part step={5} rows={[[labels.password!, hasPassword ? t("signUp.passwordSet") : t("signUp.passwordMissing")]]} />
      <ConsentsSection fields={fields} labels={labels} />
    </div>
  );
}

/** After the final submit: the activation link is on its way. */
export function SignedUp({ email }: { email: string }) {
  const { t } = useT();
  return (
    <main id="content" className="mx-auto w-full max-w-xl px-4 py-10">
      <PageTitle title={t("pages.request")} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg md:p-8">
        <h1 className="text-2xl font-bold">{t("pages.request")}</h1>
        <div className="mt-6">
          <FormNotice>{t("signUp.done", { email })}</FormNotice>
        </div>
        <p className="mt-4 text-sm text-slate-700">{t("signUp.removalNote")}</p>
        <p className="mt-6 text-sm">
          {t("signUp.noMail")}{" "}
          <Link to="/potwierdz" className={link}>
            {t("signUp.resend")}
          </Link>
        </p>
      </div>
    </main>
  );
}
