import { Form, useNavigation } from "react-router";
import type { VerificationRequiredType } from "../../../shared/contracts/verification.ts";
import { formatLongDate } from "../../../shared/format.ts";
import type { CompanyStatus } from "../../../shared/statuses.ts";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The company's verification as the documents page shows it (dates as ISO text). */
export interface VerificationView {
  checklist: { type: VerificationRequiredType; met: boolean }[];
  canRequest: boolean;
  companyStatus: CompanyStatus;
  requestedAt: string | null;
  deadline: string | null;
}

/**
 * Ordering verification (spec §2, §9): the documents it needs as a checklist, the button for the
 * company admin, and once ordered its date and the 14 days the result takes.
 */
export function VerificationRequest({ verification, canOrder }: { verification: VerificationView; canOrder: boolean }) {
  const { t, locale } = useT();
  const busy = useNavigation().state === "submitting";
  const { checklist, requestedAt, companyStatus } = verification;
  return (
    <section
      aria-labelledby="verification"
      data-testid="verification"
      className="rounded-xl border border-blue-200 bg-blue-50 p-3 md:p-4"
    >
      <h2 id="verification" className="text-lg font-semibold">
        {t("companyDocs.verification.title")}
      </h2>
      {companyStatus === "not_verified" ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{t("companyDocs.verification.intro")}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t("companyDocs.verification.checklist")}>
            {checklist.map((item) => (
              <li key={item.type} data-met={item.met} className="flex gap-2">
                <span aria-hidden="true" className={item.met ? "text-green-700" : "text-slate-500"}>
                  {item.met ? "✓" : "○"}
                </span>
                {t(`companyDocs.verification.${item.met ? "met" : "missing"}`, {
                  type: t(`companyDocs.types.${item.type}`),
                })}
              </li>
            ))}
          </ul>
          {requestedAt ? (
            <p className="mt-3 font-medium" role="status">
              {t("companyDocs.verification.ordered", { date: formatLongDate(new Date(requestedAt), locale) })}
            </p>
          ) : canOrder ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="requestVerification" />
              <Button type="submit" disabled={busy || !verification.canRequest}>
                {t("companyDocs.verification.order")}
              </Button>
            </Form>
          ) : (
            <p className="mt-3 text-sm text-slate-700">{t("companyDocs.verification.adminOnly")}</p>
          )}
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {t("companyDocs.verification.status", { status: t(`statuses.company.${companyStatus}`) })}
        </p>
      )}
    </section>
  );
}
