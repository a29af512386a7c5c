import { useActionData } from "react-router";
import { HelpForm } from "../../components/help-form.tsx";
import { AccessCard } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { helpAction } from "../../lib/help-action.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/access-help";

/** /help/form (/pomoc/dostep): for guests who cannot get in. */
export const action = ({ request, context }: Route.ActionArgs) => helpAction(request, context.get(webContext));

export default function AccessHelp() {
  const { t } = useT();
  return (
    <AccessCard title={t("pages.helpForm")}>
      <PageTitle title={t("pages.helpForm")} />
      <HelpForm guest result={useActionData<typeof action>()} />
    </AccessCard>
  );
}
