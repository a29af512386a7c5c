import { useActionData } from "react-router";
import { EmailRequestCard } from "../../components/email-request-card.tsx";
import { emailRequestAction } from "../../lib/email-request-action.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/password-request";

/** Password help: the same answer whether or not the address has an account. */
export function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(webContext);
  return emailRequestAction(request, ctx, (input) => ctx.services.accounts.requestPasswordReset(input));
}

export default function PasswordRequest() {
  const { t } = useT();
  return (
    <EmailRequestCard
      title={t("pages.passwordRequest")}
      intro={t("auth.resetIntro")}
      sent={t("auth.resetSent")}
      result={useActionData<typeof action>()}
    />
  );
}
