import { Link, useActionData } from "react-router";
import { HelpForm } from "../../components/help-form.tsx";
import { AccessCard } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { helpAction } from "../../lib/help-action.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/help-request";

/** /help/request (/pomoc/formularz): for signed-in users, answered at the account's address. */
export const action = ({ request, context }: Route.ActionArgs) => helpAction(request, context.get(webContext));

export default function HelpRequest() {
  const { t } = useT();
  return (
    <AccessCard title={t("pages.helpRequest")}>
      <PageTitle title={t("pages.helpRequest")} />
      <HelpForm guest={false} result={useActionData<typeof action>()} />
      <p className="mt-6 text-sm">
        <Link to="/pomoc/moje-prosby" className="font-medium text-blue-800 underline underline-offset-2">
          {t("help.mine.link")}
        </Link>
      </p>
    </AccessCard>
  );
}
