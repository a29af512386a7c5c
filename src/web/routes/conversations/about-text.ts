import type { ConversationSummary } from "../../../shared/contracts/conversations.ts";
import { routeText } from "../../features/offers/offer-text.ts";
import { useT } from "../../lib/i18n-react.tsx";

/**
 * What a conversation is about, in words: the offer's route and loading date, an offer no longer
 * there, or the company's profile. (The offer's route is the offers feature's wording.)
 */
export function useAboutText() {
  const { t } = useT();
  return (c: ConversationSummary) =>
    c.offer
      ? t("conversations:aboutOffer", { route: routeText(c.offer.origin, c.offer.dest, t), date: c.offer.loadFrom })
      : c.subject === "offer"
        ? t("conversations:aboutGoneOffer")
        : t("conversations:aboutCompany");
}
