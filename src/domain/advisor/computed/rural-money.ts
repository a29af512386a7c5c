import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { healthAnswer } from "./health.ts";
import { KRUS, ruralKrusAnswer } from "./rural-krus.ts";
import { rentalTaxAnswer } from "./pit.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";
import { HEALTH, HOW_MUCH, ZUS } from "./words.ts";
import { zusStageAnswer } from "./zus.ts";

/**
 * A farmer's money outside the farm, worked out (the h62 set): full ZUS after leaving KRUS, a
 * mandate contract's pay against the minimum wage that keeps KRUS (art. 5b of the act on farmers'
 * social insurance), the flat-rate farmer's 7% refund on a VAT RR invoice (art. 115–116 of the VAT
 * act) and the lump sum on renting out a barn or another farm building (private rental, 8.5%).
 */
const R = PARAMETERS_2026.rural;
/** Leaving KRUS for ZUS: lost, excluded, over the ceiling, moving. */
const LEFT_KRUS =
  /\b(wypad\w*|wylecia\w*|wyleci\w*|strac\w*|przekroczy\w*|wyklucz\w*|przejsc\w* do zus\w*|przechodz\w* do zus\w*|przejd\w* do zus\w*|z krus\w* do zus\w*|lost|lose|losing|exceed\w*|over the (limit|ceiling)|excluded|moving|move|switch\w*|from krus to)\b/;
const RELIEF =
  /\b(ulg\w* na start|uldze na start|preferencyj\w*|maly zus|malego zus|start relief|preferential|small zus)\b/;
const YEAR = /\b(rocznie|za rok|w roku|na rok|per year|a year|yearly|annual\w*|for the year)\b/;

/** "Wypadłem z KRUS, firma od 6 lat – ile ZUS miesięcznie?": full ZUS, as the stage calculator gives it. */
function krusToZusAnswer(q: Asked): ComputedAnswer | null {
  const { t } = q;
  if (!has(t, KRUS) || !has(t, LEFT_KRUS) || !has(t, ZUS) || has(t, RELIEF) || has(t, HEALTH)) return null;
  if (!has(t, HOW_MUCH) && !has(t, YEAR) && !has(t, /\b(monthly|miesiecz\w*)\b/)) return null;
  const full = zusStageAnswer({ ...q, t: `${t} ile pelny zus` }, false);
  if (!full) return null;
  const note = q.tr("advisor:computed.rural.toZus", {
    smallPlus: money(PARAMETERS_2026.zus.smallPlusRevenueLimit.value, q.lang),
  });
  const content = `${full.content}\n\n${note}`;
  return { ...full, content, articles: ["krus-zus-przejscie-domownik", ...full.articles] };
}

/** A sum of money, said with or without "zł" ("5200 brutto", "12 000 net"), not a year nor people. */
const isSum = (a: ReturnType<typeof findAmounts>[number]) =>
  !a.people && a.value >= 300 && (a.money || a.value < 2000 || a.value > 2100);

const MANDATE = /\b(zleceni\w*|zlecen\w*|umow\w* zleceni\w*|mandate\w*|contract of mandate|rad\w* nadzorcz\w*)\b/;

/** "Jestem w KRUS, zlecenie 5 200 zł brutto – nie za dużo?": the month's pay against the minimum wage. */
function krusMandateAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, KRUS) || !has(t, MANDATE) || has(t, /\b(firm\w*|dzialalnos\w*|jdg|business|company)\b/)) return null;
  // "Mogę zatrudnić kogoś na zlecenie?": someone taken on, not the farmer's own contract.
  if (has(t, /\b(zatrudn\w*|przyjm\w*|hire|hiring|employ\w*|kogos|someone|pracownik\w*|pomocnik\w*)\b/)) return null;
  const limit = PARAMETERS_2026.minimumWage.value;
  const pay = (q.focus ? findAmounts(q.focus) : []).concat(findAmounts(q.question)).find(isSum);
  const params = { limit: money(limit, lang), pay: pay ? money(pay.value, lang) : "" };
  const key = !pay ? "limit" : pay.value > limit ? "above" : "within";
  const content = tr(`advisor:computed.rural.mandate.${key}`, {
    ...params,
    gap: pay ? money(grosz(Math.abs(limit - pay.value)), lang) : "",
  });
  return { topic: "krus", content, articles: ["krus-zus-przejscie-domownik"], calculation: content };
}

const FLAT_RATE_FARMER =
  /\b(rolnik\w* ryczaltow\w*|ryczaltow\w* rolnik\w*|flat-?rate farmers?|faktur\w* (vat )?rr|vat rr|na rr|rr invoices?|zryczaltowan\w* zwrot\w*|flat-?rate (vat )?refund)\b/;

/** "Rolnik ryczałtowy, zboże do skupu za 20 000 zł netto – ile zwrotu na RR?": 7% of the net price. */
function flatRateRefundAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, FLAT_RATE_FARMER)) return null;
  const asked = has(t, /\b(zwrot\w*|refund\w*|ile|how much|dostan\w*|otrzym\w*|get|receive)\b/) || !!q.focus;
  const focus = q.focus ? findAmounts(q.focus).filter(isSum) : [];
  const net = (focus.length ? focus : findAmounts(q.question).filter(isSum))[0];
  if (!asked || !net || has(t, /\b(limit\w*|240)\b/)) return null;
  const rate = R.flatRateFarmerRefund.value;
  const refund = grosz(net.value * rate);
  const content = tr("advisor:computed.rural.refund", {
    net: money(net.value, lang),
    rate: pct(rate, lang),
    refund: money(refund, lang),
    total: money(grosz(net.value + refund), lang),
  });
  return { topic: "vat-rolnik", content, articles: ["sprzedaz-plodow-rolnych"], calculation: content };
}

const FARM_BUILDING =
  /\b(stodol\w*|stodole|budyn\w* gospodarcz\w*|budynk\w* gospodarcz\w*|magazyn\w*|chlew\w*|obor\w*|spichl\w*|barns?|farm buildings?|outbuildings?|storage|sheds?)\b/;
const LETTING = /\b(wynajm\w*|wynajem|najem|najm\w*|dzierzaw\w*|rent\w*|let(ting)?|lease\w*)\b/;

/** "Wynajmuję stodołę firmie na magazyn za 1 000 zł miesięcznie – ile podatku?": private rental's lump sum. */
function farmBuildingRentAnswer(q: Asked): ComputedAnswer | null {
  const { t } = q;
  if (!has(t, FARM_BUILDING) || !has(t, LETTING)) return null;
  if (!has(t, /\b(podat\w*|tax\w*|pit|ryczal\w*)\b/) && !(q.focus && findAmounts(q.focus).some((a) => a.money)))
    return null;
  return rentalTaxAnswer({ ...q, t: `${t} wynajem prywatny ile podatku` });
}

const BUSINESS = /\b(firm\w*|dzialalnos\w*|jdg|business\w*|company)\b/;
const MINIMUM = /\b(minim\w*|najniz\w*|lowest|least)\b/;
const TAX_FORM = /\b(skal\w*|scale|liniow\w*|flat|ryczal\w*|lump[- ]?sum)\b/;

/**
 * "W KRUS z firmą – a minimum, jeśli wybiorę skalę?": beside KRUS the business pays ZUS only the
 * health contribution, so the minimum asked on a tax form is that contribution's.
 */
function krusHealthMinimumAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr, amounts } = q;
  if (!has(t, KRUS) || !has(t, BUSINESS) || !has(t, MINIMUM) || !has(t, TAX_FORM) || has(t, LEFT_KRUS)) return null;
  return healthAnswer(`${t} minimum health contribution`, lang, amounts, tr);
}

/** The h62 and h67 sets' farmer's money questions, each naming its own subject. */
export const ruralMoneyAnswer = (q: Asked): ComputedAnswer | null =>
  ruralKrusAnswer(q) ??
  krusToZusAnswer(q) ??
  krusMandateAnswer(q) ??
  krusHealthMinimumAnswer(q) ??
  flatRateRefundAnswer(q) ??
  farmBuildingRentAnswer(q);
