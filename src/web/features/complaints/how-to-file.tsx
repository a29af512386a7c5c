import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { linkClass } from "./complaint-text.tsx";

/**
 * How a complaint is filed: from a transaction's page, or by reporting a message of another
 * company in a conversation (the list's empty state, and the filing page reached without either).
 */
export function HowToFile({ title }: { title?: string }) {
  const { t } = useT();
  return (
    <EmptyState className="mt-4" title={title}>
      <p>{t("complaints:empty.text")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          {t("complaints:empty.fromTransaction")}{" "}
          <Link to="/archive/transactions" className={linkClass}>
            {t("pages.archiveTransactions")}
          </Link>
        </li>
        <li>
          {t("complaints:empty.fromMessage")}{" "}
          <Link to="/ongoing/conversations" className={linkClass}>
            {t("pages.ongoingConversations")}
          </Link>
        </li>
      </ul>
    </EmptyState>
  );
}
