import { Form, Link, useNavigation } from "react-router";
import { useT } from "../lib/i18n-react.tsx";
import { AccessCard, FormAlert, FormNotice, SubmitButton, TextField } from "./ui/form.tsx";
import { PageTitle } from "./ui/page-title.tsx";

type Result = { ok: true; email: string } | { ok: false; code: string; email: string } | undefined;

/**
 * A page that mails a link to an address (password help, activation resend): one field, and the
 * same confirmation whether or not the address has an account.
 */
export function EmailRequestCard({
  title,
  intro,
  sent,
  result,
}: {
  title: string;
  intro: string;
  sent: string;
  result: Result;
}) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AccessCard title={title}>
      <PageTitle title={title} />
      {result?.ok ? (
        <FormNotice>{sent}</FormNotice>
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-slate-700">{intro}</p>
          {result && !result.ok ? <FormAlert>{t(`errors:${result.code}`)}</FormAlert> : null}
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.email ?? ""}
          />
          <SubmitButton busy={busy}>{busy ? t("auth.sending") : t("auth.sendLink")}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/zaloguj" className="font-medium text-blue-800 underline underline-offset-2">
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </AccessCard>
  );
}
