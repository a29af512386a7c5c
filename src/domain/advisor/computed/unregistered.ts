import { fold } from "../../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { type Amounts, type ComputedAnswer, has, money, type Translate } from "./shared.ts";
import { bindAmounts } from "../amount-meaning.ts";
import { amountText } from "../amounts.ts";
import { CASH_REGISTER } from "./vat.ts";
import { UNREGISTERED } from "./words.ts";

const NEED_TO_REGISTER =
  /\b(musze|trzeba|powinn\w*|mam|czy) (juz )?((to|tego|ja|je) )?(zakladac|zalozyc|rejestrowac|zarejestrowac|otworzyc|otwierac|miec) ((to|tego|ja|je) )?((jako|na) )?(firm\w*|dzialalnosc\w*|jdg)|\b(need|have|required) (a |to (register|open|set up|start) (a )?)(jdg|business|company|firm|sole proprietorship)|\bneed to register\b/;
const MONTH_NAME =
  /\b(stycz\w*|lut\w*|marc\w*|marzec|kwie\w*|maj|maja|maju|czerw\w*|lip\w*|sierp\w*|wrze\w*|pazdziernik\w*|listopad\w*|grud\w*|january|february|march|april|may|june|july|august|september|october|november|december)\b/g;

/** The amounts of named months, one per month: "po 1500" / "1500 each" after N months counts N times. */
function byMonth(question: string): Amounts {
  const t = amountText(question);
  const out: Amounts = [];
  let from = 0;
  for (const a of bindAmounts(question)) {
    const before = t.slice(from, a.index);
    from = a.index + 1;
    const months = before.match(MONTH_NAME)?.length ?? 0;
    if (!months) continue;
    const each =
      /\bpo\s*$/.test(before) ||
      /^[\d\s.,]*(k|tys\.?|zl|pln)?\s*(each|apiece|kazd\w*)\b/.test(t.slice(a.index, a.index + 30));
    for (let i = 0; i < (each ? months : 1); i++) out.push(a);
  }
  return out;
}

/** How many services or items fit ("ile zabiegów", "how many sessions"). */
const PER_ITEM =
  /\b(ile (maksymalnie |najwyzej |najwiecej )?(\w+ )?(zabieg\w*|uslug\w*|sztuk\w*|sesj\w*|lekcj\w*|wizyt\w*|klient\w*|manicure|strzyzen\w*|zamowien\w*|tortow|produkt\w*)|how many (\w+ )?(sessions|services|treatments|items|pieces|lessons|visits|clients|customers|orders|haircuts|cakes))\b/;

/** "3k a month", "2,5 tys. miesięcznie": an amount earned in every month, not in one month. */
const EVERY_MONTH =
  /\b(miesiecznie|co miesiac|na miesiac|a month|per month|monthly|each month|every month|mies\.|\/ ?(mc|m-c|mies\w*|month))(?=\W|$)/;

/**
 * "Jak płacić podatek, co miesiąc zaliczki?", "how do I pay the tax?": how it is taxed, which the
 * article says, not whether the amounts fit the limit.
 */
const asksHowTaxed = (asked: string) =>
  has(
    asked,
    /\b(jak (\w+ )?(plac\w*|zaplac\w*|rozlicz\w*)|how (do|should|to|can) (i |we )?(pay|settle|report|declare)|zaliczk\w*|advances?)\b/,
  ) &&
  has(asked, /\b(podat\w*|pit|tax|zaliczk\w*|advances?)\b/) &&
  !has(asked, /\b(limit\w*|zmieszcz\w*|miesc\w*|fit|within|przekrocz\w*|exceed\w*)\b/);

/** "Muszę płacić ZUS?" beside the limit: no contributions on the activity itself. */
function zusNoted(figure: string, t: string, tr: Translate, articles: string[]): ComputedAnswer {
  const content = has(t, /\b(zus\w*|skladk\w*|contributions?|social security)\b/)
    ? `${figure} ${tr("advisor:computed.unregistered.noZus")}`
    : figure;
  return { topic: "unregistered", content, articles, calculation: content };
}

/**
 * Unregistered activity from 2026: a quarterly limit of 10 813,50 zł. With the revenue of months
 * of a quarter (summed), or of every month (× 3): how much is left or how far it is over; with no
 * figure and "per month"/"average": the limit ÷ 3.
 */
export function unregisteredAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: Amounts,
  /** The follow-up's own amounts (they come first in `amounts`). */
  focusAmounts: Amounts = [],
  /** The whole question, as written. */
  question = "",
  /** The follow-up's own words, when the question is one. */
  focus = "",
): ComputedAnswer | null {
  const named = has(t, UNREGISTERED);
  if (!named && !has(t, NEED_TO_REGISTER)) return null;
  // "A jak przekroczę ten limit, to co wtedy?": what follows the crossing, which the article says.
  if (
    has(t, /\b(przekrocz\w*|przekrocze|exceed\w*|go over|going over|cross\w*)\b/) &&
    has(t, /\b(co wtedy|to co|i co|co dalej|co sie stanie|co mam zrobic|what (then|happens|now)|then what)\b/)
  )
    return null;
  if (asksHowTaxed(focus ? fold(focus).toLowerCase() : t)) return null;
  // "JDG czy spółka?", VAT or ZUS questions with an amount are about something else.
  if (
    !named &&
    has(t, /\b(spol[kc]\w*|sp\.? ?z ?o|llc|limited company|vat\b|kas\w* fiskaln\w*|cash register|zus|or\b|czy \w+ czy)/)
  )
    return null;
  // "Mam nierejestrowaną, z 1500 mies. – kasa fiskalna mnie dotyczy?": the register's rules, which the article gives.
  if (
    has(t, CASH_REGISTER) &&
    !has(t, /\b(limit\w* (nierejestrowan\w*|kwartaln\w*)|quarterly limit|zmieszcz\w*|fit)\b/)
  )
    return null;
  const withZus = (figure: string) => zusNoted(figure, t, tr, article);
  const limit = P.unregistered.quarterlyLimit.value;
  const article = ["dzialalnosc-nierejestrowana"];
  // Amounts of named months ("w grudniu 9k, w październiku i listopadzie po 1500") replace a usual
  // month told before; "po 1500" after two months is 1500 in each.
  const ownMonths = byMonth(question);
  const figures = (ownMonths.length >= 3 ? ownMonths : amounts).filter(
    (a) => a.kind !== "costs" && a.value !== limit && a.value >= 100,
  );
  // "Manicure po 120 zł – ile zabiegów w kwartale zmieszczę?": the limit divided by the price of one.
  const perItem = figures.length === 1 && has(t, PER_ITEM) ? figures[0]!.value : undefined;
  if (perItem) {
    const content = tr("advisor:computed.unregistered.perItem", {
      limit: money(limit, lang),
      price: money(perItem, lang),
      count: Math.floor(limit / perItem),
    });
    return withZus(content);
  }
  if (!figures.length) {
    if (
      !named ||
      !has(t, /\b(average|srednio|sredni\w*|per month|a month|monthly|miesiecznie|na miesiac|w miesiacu|each month)\b/)
    )
      return null;
    const content = tr("advisor:computed.unregistered.average", {
      limit: money(limit, lang),
      monthly: money(grosz(limit / 3), lang),
    });
    return withZus(content);
  }
  const everyMonth = figures.length === 1 && has(t, EVERY_MONTH);
  // "3 tys. miesięcznie", then "a jak w grudniu wyjdzie 6 tys.?": the usual month twice and the follow-up's month.
  const single = figures.length === 2 && focusAmounts.length === 1 ? figures[0] : undefined;
  const usual = single && figures[1]!.period === "month" ? figures[1] : undefined;
  if (single && usual) figures.splice(0, 2, usual, usual, single);
  const quarter = grosz(everyMonth ? figures[0]!.value * 3 : figures.reduce((a, f) => a + f.value, 0));
  const left = grosz(limit - quarter);
  const params = {
    limit: money(limit, lang),
    quarter: money(quarter, lang),
    monthly: money(figures[0]!.value, lang),
    left: money(Math.abs(left), lang),
    parts: figures.map((f) => money(f.value, lang)).join(" + "),
  };
  const key = `${everyMonth ? "monthly" : "sum"}${left >= 0 ? "Within" : "Over"}`;
  const content = tr(`advisor:computed.unregistered.${key}`, params);
  return withZus(content);
}
