import { useActionData } from "react-router";
import { EmailRequestCard } from "../../components/email-request-card.tsx";
import { emailRequestAction } from "../../lib/email-request-action.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/resend-confirmation";

/** Resend the activation link: the same answer for any address. */
export function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(webContext);
  return emailRequestAction(request, ctx, (input) => ctx.services.accounts.resendConfirmation(input));
}

export default function ResendConfirmation() {
  const { t } = useT();
  return (
    <EmailRequestCard
      title={t("pages.resend")}
      intro={`${t("confirm.resendIntro")} ${t("confirm.removalNote")}`}
      sent={t("confirm.resendSent")}
      result={useActionData<typeof action>()}
    />
  );
}
