import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { safeReturnPath } from "../../../shared/safe-return.ts";
import { appErrorOf, sessionCookie } from "../../../shared/session-cookie.ts";
import { signInSchema } from "../../../shared/contracts/account.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Input } from "../../components/ui/field.tsx";
import { AccessCard, FormAlert } from "../../components/ui/form.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useAppForm } from "../../lib/use-app-form.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/sign-in";

/** Where a first sign-in goes (onboarding; the interview replaces it when it lands). */
export const ONBOARDING_PATH = "/start";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Already signed in: nothing to do here.
  if (context.get(webContext).actor) throw redirect(safeReturnPath(new URL(request.url).searchParams.get("returnTo")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(webContext);
  // Checked before the lockout or any database call: a 300 KB address overflowed the lockout's
  // index, and a NUL byte failed in the database, both as `internal`.
  const submission = parseForm(await request.formData(), signInSchema);
  const hide = { hide: ["password"] };
  if (submission.status !== "success") return formInvalid(submission, { lockedMinutes: null }, hide);
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  try {
    const result = await services.accounts.signIn({
      ...submission.value,
      userAgent: request.headers.get("user-agent") ?? undefined,
      clientKey: clientIp,
    });
    const fallback = result.isFirstLogin ? ONBOARDING_PATH : "/";
    const destination = returnTo ? safeReturnPath(returnTo, fallback) : fallback;
    return redirect(destination, { headers: { "Set-Cookie": sessionCookie(result.token, services.config.secure) } });
  } catch (error) {
    // The e-mail comes back for the re-rendered form; the password is never echoed by the server.
    // A lockout tells how long it lasts: the minutes left, rounded up.
    const retryAfterSeconds = appErrorOf(error)?.retryAfterSeconds;
    const lockedMinutes = retryAfterSeconds ? Math.ceil(retryAfterSeconds / 60) : null;
    return formRefusedBy(submission, error, { lockedMinutes }, hide);
  }
}

export default function SignIn() {
  const { t } = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const returnTo = params.get("returnTo");
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "sign-in",
    schema: signInSchema,
    lastResult: result?.reply,
  });
  const labels = { email: t("auth.email"), password: t("auth.password") };
  return (
    <AccessCard title={t("pages.signIn")}>
      <PageTitle title={t("pages.signIn")} />
      <Form
        method="post"
        action={returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : undefined}
        className="flex flex-col gap-4"
        {...formProps}
      >
        <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
          {result?.code && result.code !== "validation" ? (
            <FormAlert>
              {result.code === "lockoutUserAccount" && result.lockedMinutes
                ? t("auth.lockedFor", { count: result.lockedMinutes })
                : t(`errors:${result.code}`)}
            </FormAlert>
          ) : null}
        </ErrorSummary>
        <Field meta={fields.email} label={labels.email}>
          <Input type="email" autoComplete="username" required autoFocus />
        </Field>
        <Field meta={fields.password} label={labels.password}>
          <Input type="password" autoComplete="current-password" required />
        </Field>
        <SubmitButton busy={busy}>{busy ? t("auth.signingIn") : t("auth.signIn")}</SubmitButton>
      </Form>
      <ul className="mt-6 flex flex-col gap-2 text-sm">
        <li>
          <Link to="/pomoc/haslo" className="font-medium text-blue-800 underline underline-offset-2">
            {t("auth.forgotPassword")}
          </Link>
        </li>
        <li>
          {t("auth.noAccount")}{" "}
          <Link to="/wyprobuj" className="font-medium text-blue-800 underline underline-offset-2">
            {t("menu.requestAccess")}
          </Link>
        </li>
        <li>
          <Link to="/pomoc/dostep" className="font-medium text-blue-800 underline underline-offset-2">
            {t("auth.accessHelp")}
          </Link>
        </li>
      </ul>
    </AccessCard>
  );
}
