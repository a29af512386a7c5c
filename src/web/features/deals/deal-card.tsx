import { Link } from "react-router";
import type { DealCard as Card } from "../../../shared/contracts/deals.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { priceText } from "../../lib/freight-text.ts";

/**
 * A step of the pair's negotiation or transaction as a conversation shows it (issue 28): the
 * price and terms as they were proposed, or the transaction's step with its reason and a link.
 */
export function DealCard({ card }: { card: Card }) {
  const { t, locale } = useT();
  if (card.kind === "proposal") {
    const price = priceText(card.price, card.currency, locale, t);
    return (
      <div
        className="mt-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-slate-900"
        data-card={card.step}
      >
        <p className="font-semibold">{t(`deals:card.${card.step}`, { price })}</p>
        {card.paymentDays !== null ? (
          <p className="text-sm">{t("deals:negotiation.paymentDays", { count: card.paymentDays })}</p>
        ) : null}
        {card.terms ? <p className="text-sm break-words whitespace-pre-line">{card.terms}</p> : null}
        {card.transactionId ? (
          <Link
            to={`/archive/transactions/${card.transactionId}`}
            className="mt-1 inline-block text-sm font-medium text-blue-800 underline underline-offset-2"
          >
            {t("deals:negotiation.openTransaction")}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div
      className="mt-1 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-slate-900"
      data-card={card.step}
    >
      <p className="font-semibold">
        {t("deals:card.transaction", { number: card.number })}: {t(`deals:card.steps.${card.step}`)}
      </p>
      {card.reason ? (
        <p className="text-sm break-words whitespace-pre-line">{t("deals:card.reason", { reason: card.reason })}</p>
      ) : null}
      <Link
        to={`/archive/transactions/${card.transactionId}`}
        className="mt-1 inline-block text-sm font-medium text-blue-800 underline underline-offset-2"
      >
        {t("deals:card.open")}
      </Link>
    </div>
  );
}

/** A card in one line, for a conversation list's preview of its last message. */
export function useCardPreview() {
  const { t, locale } = useT();
  return (card: Card) =>
    card.kind === "proposal"
      ? t(`deals:card.${card.step}`, { price: priceText(card.price, card.currency, locale, t) })
      : `${t("deals:card.transaction", { number: card.number })}: ${t(`deals:card.steps.${card.step}`)}`;
}
