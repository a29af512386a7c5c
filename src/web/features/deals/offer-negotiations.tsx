import { Link } from "react-router";
import type { ProposalRecord } from "../../../shared/contracts/deals.ts";
import { priceText } from "../../lib/freight-text.ts";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { PriceForm, type PriceRefusal } from "./negotiation-panel.tsx";

/**
 * An offer's negotiations on its page: for its own company, each other company's latest proposal
 * with a link to the conversation; for another company, its own negotiation's state, or the form
 * to propose a price while the offer is on the exchange.
 */
export function OfferNegotiations({
  proposals,
  own,
  offerActive,
  refused,
}: {
  proposals: ProposalRecord[];
  own: boolean;
  offerActive: boolean;
  refused: PriceRefusal;
}) {
  const { t, locale } = useT();
  // Newest first: the first of each conversation is where it stands.
  const latest = [...new Map([...proposals].reverse().map((p) => [p.conversationId, p])).values()].reverse();
  const other = (p: ProposalRecord) => (p.own ? p.to : p.from);
  const canPropose = !own && offerActive && !latest.some((p) => p.status === "pending" || p.status === "accepted");
  return (
    <section
      aria-labelledby="offer-negotiations"
      className="mt-6 rounded-xl border border-amber-300 bg-white p-3 md:p-4"
    >
      <h2 id="offer-negotiations" className="text-lg font-semibold">
        {t(own ? "deals:negotiation.offerNegotiations" : "deals:negotiation.title")}
      </h2>
      {latest.length ? (
        <ul className="mt-2 flex flex-col gap-2">
          {latest.map((p) => (
            <li key={p.conversationId} className="break-words">
              {t("deals:negotiation.withCompany", {
                name: other(p).name,
                price: priceText(p.price, p.currency, locale, t),
                status: t(`deals:negotiation.statuses.${p.status}`),
              })}{" "}
              <Link
                to={`/ongoing/conversations/${p.conversationId}`}
                className="font-medium text-blue-800 underline underline-offset-2"
              >
                {t("deals:negotiation.openConversation")}
              </Link>
            </li>
          ))}
        </ul>
      ) : own ? (
        <p className="mt-2 text-slate-700">{t("deals:negotiation.offerNegotiationsEmpty")}</p>
      ) : null}
      {refused && refused.code !== "validation" && !canPropose ? (
        <div className="mt-2">
          <FormAlert>{t(`errors:${refused.code}`)}</FormAlert>
        </div>
      ) : null}
      {canPropose ? (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-slate-700">{t("deals:negotiation.intro")}</p>
          <PriceForm intent="propose" refused={refused} submitLabel={t("deals:negotiation.propose")} />
        </div>
      ) : null}
    </section>
  );
}
