import { findAmounts } from "../amounts.ts";
import { closingStockAnswer } from "./closing.ts";
import { employeeDeregistrationAnswer, saleAfterClosingAnswer } from "./ending-after.ts";
import {
  closingMonthZusAnswer,
  recordsKeptAnswer,
  shareGainTaxAnswer,
  suspensionDaysAnswer,
  suspensionSavingAnswer,
  vatZDeadlineAnswer,
} from "./ending-figures.ts";
import { successionDeadlineAnswer } from "./ending-dates.ts";
import { restartReliefAnswer } from "./ending-restart.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

/** Selling or buying a whole business ("sprzedaję firmę", "kupuję przedsiębiorstwo", "selling my business"). */
const BUSINESS_SALE =
  /\b((sprzeda\w*|zbyc\w*|zbycie|kupi\w*|kupno|kupuj\w*|odkup\w*|sell\w*|sale of|buy\w*)( (moj\w*|swoj\w*|cal\w*|t[aeo]\w{0,2}|the|my|our|a|an|whole|entire))? (firm[aeyi]\w*|przedsiebiorstw\w*|biznes\w*|business|enterprise)|przedsiebiorstw\w*|zorganizowan\w* czesc\w*|zcp|organi[sz]ed part\w*|going concern)\b/;
const SHARES = /\b(udzial\w*|shares?)\b/;
const PCC =
  /\b(pcc\w*|podat\w* od czynnosci cywilnoprawn\w*|civil[- ]law transactions? tax|tax on civil[- ]law transactions?)\b/;

/**
 * "Kupuję firmę za 200 000 zł – ile PCC?": the sale of an enterprise is outside VAT (art. 6 pkt 1
 * VAT act) and the buyer pays PCC, 2% of the value of movables and real estate (art. 7 PCC act);
 * shares in a company, 1%.
 */
export function businessSalePccAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, PCC) || !(has(t, BUSINESS_SALE) || has(t, SHARES))) return null;
  const amounts = findAmounts(t).filter(
    (a) => !a.people && (a.money || a.value >= 1000) && (a.value < 1990 || a.value > 2100),
  );
  if (amounts.length !== 1) return null;
  const value = amounts[0]!.value;
  const shares = has(t, SHARES) && !has(t, BUSINESS_SALE);
  const rate = shares ? 1 : 2;
  const content = tr(shares ? "advisor:computed.closing.sharesPcc" : "advisor:computed.closing.businessPcc", {
    value: money(value, lang),
    pcc: money(Math.round(value * rate) / 100, lang),
  });
  const articles = shares ? ["spolka-zoo", "konczenie-sprzedaz-firmy"] : ["konczenie-sprzedaz-firmy"];
  return { topic: "konczenie-sprzedaz-firmy", content, articles, calculation: content };
}

/** Closing or selling a business: the closing stock-take's income or VAT, then a business sale's PCC. */
export const closingAnswer = (q: Asked) =>
  saleAfterClosingAnswer(q) ??
  employeeDeregistrationAnswer(q) ??
  restartReliefAnswer(q) ??
  successionDeadlineAnswer(q) ??
  vatZDeadlineAnswer(q) ??
  suspensionDaysAnswer(q) ??
  suspensionSavingAnswer(q) ??
  closingMonthZusAnswer(q) ??
  closingStockAnswer(q) ??
  businessSalePccAnswer(q) ??
  shareGainTaxAnswer(q) ??
  recordsKeptAnswer(q);
