import { Link } from "react-router";
import { useT } from "../lib/i18n-react.tsx";

/**
 * What a page says where the company's plan does not allow an action (the server refuses it with
 * operationIsRestricted): why, and the way to the subscription page, where a plan is ordered.
 */
export function PlanRestricted({ reason, testId }: { reason: string; testId?: string }) {
  const { t } = useT();
  return (
    <p className="mt-2 text-sm text-slate-800" data-testid={testId} data-restricted="true">
      {reason}{" "}
      <Link to="/company/info/subscriptions" className="font-medium text-blue-800 underline underline-offset-2">
        {t("restrictions.seePlans")}
      </Link>
    </p>
  );
}
