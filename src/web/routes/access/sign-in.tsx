import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { safeReturnPath } from "../../../shared/safe-return.ts";
import { appErrorOf, sessionCookie } from "../../../shared/session-cookie.ts";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { keptText, refuseFormText } from "../../lib/form-text.server.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
import { AccessCard, FormAlert, SubmitButton, TextField } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/sign-in";

/** Where a first sign-in goes (issue 4: onboarding; the interview replaces it when it lands). */
export const ONBOARDING_PATH = "/start";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Already signed in: nothing to do here.
  if (context.get(webContext).actor) throw redirect(safeReturnPath(new URL(request.url).searchParams.get("returnTo")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(webContext);
  const form = await request.formData();
  // Checked before the lockout or any database call: a 300 KB address overflowed the lockout's
  // index, and a NUL byte failed in the database, both as `internal`.
  const typed = String(form.get("email") ?? "");
  const refused = refuseFormText(
    form,
    { email: TEXT_LIMITS.email, password: TEXT_LIMITS.password },
    { email: keptText(typed, TEXT_LIMITS.email), lockedMinutes: null },
  );
  if (refused) return refused;
  const email = typed;
  const password = String(form.get("password") ?? "");
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  try {
    const result = await services.accounts.signIn({
      email,
      password,
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
    return formRefusal(error, { email, lockedMinutes: retryAfterSeconds ? Math.ceil(retryAfterSeconds / 60) : null });
  }
}

export default function SignIn() {
  const { t } = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const returnTo = params.get("returnTo");
  return (
    <AccessCard title={t("pages.signIn")}>
      <PageTitle title={t("pages.signIn")} />
      <Form
        method="post"
        action={returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : undefined}
        className="flex flex-col gap-4"
        noValidate
      >
        {result?.code ? (
          <FormAlert>
            {result.code === "lockoutUserAccount" && result.lockedMinutes
              ? t("auth.lockedFor", { count: result.lockedMinutes })
              : t(`errors:${result.code}`)}
          </FormAlert>
        ) : null}
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={result?.email ?? ""}
          autoFocus
        />
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
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
