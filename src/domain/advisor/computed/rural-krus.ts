import { daysInMonth } from "../../tax/calendar-day.ts";
import { deadline } from "../../tax/deadlines.ts";
import { grosz, zloty } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { formatDate } from "../understanding/dates.ts";
import { ryczaltTaxAnswer } from "./pit.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/**
 * A farm's own KRUS contributions and the sale of a plot, worked out (the h67 set):
 *
 * - the quarter's KRUS contributions for a farmer, a household member or a farmer with a business,
 *   by the farm's area, for one person or a family named together ("ja, żona i syn – ile razem?");
 * - when the quarter's contributions are due (the last day of the quarter's first month);
 * - PIT on selling land bought less than five years ago (19% of the gain, art. 10 ust. 1 pkt 8 and
 *   art. 30e of the PIT act) or none after the five years.
 *
 * The basic pension contribution is 10% of the basic pension of the previous quarter's last month,
 * rounded to whole złoty (art. 17 ust. 1 of the act on farmers' social insurance), doubled for a
 * farmer or household member who stays in KRUS with a business (art. 5a), plus 12/24/36/48% of the
 * basic pension for farms above 50/100/150/300 ha (art. 17 ust. 3); the accident, sickness and
 * maternity contribution is set by the Farmers' Council. Q1 2026: basic pension 1 691,02 zł → 169 zł,
 * 78 zł. From Q2 2026 (the March indexation): 1 780,64 zł → 178 zł, 78 zł, as KRUS announced
 * (reported by nawozy.eu, 19.03.2026); no later notice was found, so they stand for Q3 and Q4 until
 * new amounts are announced. Not in PARAMETERS_2026: small whole sums like 169 would sit "near" other
 * parameters (the 170 zł stamp duty) in the knowledge check.
 */
const krusQuarter = (basicPensionBenefit: number, accident: number) => ({
  basicPensionBenefit,
  basicPension: zloty(basicPensionBenefit * 0.1),
  accident,
  /** Extra monthly pension contribution by the farm's area in hectares (above the bound). */
  extra: (
    [
      [300, 0.48],
      [150, 0.36],
      [100, 0.24],
      [50, 0.12],
    ] as const
  ).map(([above, share]) => [above, zloty(basicPensionBenefit * share)] as const),
});
export const KRUS_2026 = {
  q1: krusQuarter(1691.02, 78),
  /** Q2 2026 onwards, until KRUS announces new amounts. */
  now: krusQuarter(1780.64, 78),
};
/** A sentence of these calculators, from the catalogue (`advisor:computed.ruralKrus.*`). */
const RK = "advisor:computed.ruralKrus";

/** KRUS named: the fund itself or "farmers' social insurance". */
export const KRUS = /\b(krus\w*|kasa rolnicz\w*|kasy rolnicz\w*|farmers'? (social )?insurance)\b/;
const AMOUNT_ASKED =
  /\b(ile|ilu|jak(a|ie) (jest |sa )?(skladk\w*|kwot\w*|wysokos\w*)|wysokos\w*|kwartaln\w*|miesiecz\w*|how much|what does|what do|amount|quarterly|monthly|per quarter|a month|cost\w*|koszt\w*)\b/;
const CONTRIBUTION =
  /\b(skladk\w*|plac\w*|zaplac\w*|wychodz\w*|wynosi|kosztuj\w*|emerytalno\w*|wypadkow\w*|contribution\w*|pay\w*|cost\w*|quarter\w*|kwartal\w*)\b/;
/** Other KRUS money with its own answer: the tax ceiling, a helper, health, leaving KRUS, a pension. */
const OTHER =
  /\b(limit\w*|graniczn\w*|podat\w*|ryczal\w*|tax\w*|ceiling|cap|oswiadcz\w*|statement|zdrowotn\w*|health|pomocnik\w*|helper\w*|zleceni\w*|mandate|zus\w*|emerytur\w* (rolnicz|z krus)|pension (from|benefit)|swiadczen\w*|zasilk\w*|benefit\w*|do kiedy|termin\w*|when|due|deadline|2027|zwrot\w*|ulg\w*)\b/;
const BUSINESS =
  /\b(firm\w*|dzialalnos\w*|jdg|business\w*|sklep\w*|warsztat\w*|uslug\w*|carpentry|bakery|otwier\w*|zaklad\w* (firm|dzialal|sklep|warsztat))\b/;
const TOGETHER = /\b(razem|lacznie|wszyscy|lacznie|together|in total|total|all of us|altogether)\b/;
const FAMILY =
  /\b(zon\w*|maz\w*|meza|mezem|syn\w*|cork\w*|corce|domownik\w*|ojciec|ojca|matk\w*|brat\w*|siostr\w*|tesc\w*|babci\w*|babka|dziad\w*|wife|husband|son|daughter|household members?|father|mother|brother|sister)\b/g;
/** The first quarter named ("za I kwartał", "(I kw. 2026)", "Q1"): its own, lower amounts. */
const FIRST_QUARTER = /\b((i|1|pierwsz\w*) (kw\b|kwartal(u|e)?\b)|q1\b|(first|1st) quarter\b)/;

/** The farm's area in hectares ("70 ha przeliczeniowych", "do 50 ha", "120 hectares"), if named. */
function hectares(t: string): number | null {
  const m = /(\d+(?:[.,]\d+)?) ?(ha|hektar\w*|hectares?)\b/.exec(t);
  return m ? Number(m[1]!.replace(",", ".")) : null;
}

/** "Ile KRUS za kwartał przy 70 ha?", "farmer with a business – per quarter?": the quarter's amounts. */
function krusContributionAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, KRUS) || !has(t, AMOUNT_ASKED) || !has(t, CONTRIBUTION) || has(t, OTHER)) return null;
  const first = has(t, FIRST_QUARTER);
  const k = first ? KRUS_2026.q1 : KRUS_2026.now;
  const ha = hectares(t);
  const extra = ha === null ? 0 : (k.extra.find(([above]) => ha > above)?.[1] ?? 0);
  const business = has(t, BUSINESS);
  // Relatives named beside the speaker (a household member counts only when no relative is named).
  const named = new Set((t.match(FAMILY) ?? []).map((w) => w.slice(0, 3)));
  if (named.size > 1) named.delete("dom");
  const family = has(t, TOGETHER) ? named.size : 0;
  const member = k.basicPension + k.accident;
  const own = (business ? 2 : 1) * k.basicPension + extra + k.accident;
  const people = [own, ...Array.from({ length: Math.min(family, 6) }, () => member)];
  const monthly = people.reduce((s, p) => s + p, 0);
  const m = (v: number) => money(v, lang);
  const period = tr(`${RK}.${first ? "periodQ1" : "periodNow"}`);
  const head =
    people.length > 1
      ? tr(`${RK}.headFamily`, {
          period,
          people: people.length,
          monthly: m(monthly),
          quarterly: m(monthly * 3),
          each: people.map((p) => m(p * 3)).join(" + "),
        })
      : tr(`${RK}.headOne`, {
          period,
          monthly: m(monthly),
          quarterly: m(monthly * 3),
          business: business ? tr(`${RK}.headBusiness`) : "",
        });
  const parts = tr(`${RK}.parts`, {
    pension: m(k.basicPension),
    basic: m(k.basicPensionBenefit),
    double: business ? tr(`${RK}.partsDouble`, { amount: m(2 * k.basicPension) }) : "",
    extra: extra ? tr(`${RK}.partsExtra`, { amount: m(extra) }) : "",
    accident: m(k.accident),
    member: m(member),
  });
  const other = first
    ? tr(`${RK}.otherNow`, { pension: m(KRUS_2026.now.basicPension) })
    : tr(`${RK}.otherQ1`, { pension: m(KRUS_2026.q1.basicPension) });
  const content = `${head} ${parts} ${other}`;
  return { topic: "krus", content, articles: ["krus-skladki-2026"], calculation: content };
}

const LAND =
  /\b(dzialk\w*|pol[ae]|polem|lak[aeiy]|lak[ae]m?|grunt\w*|ziemi\w*|ziemia|nieruchomos\w*|land|field|plot\w*|farmland|hectares?)\b/;
const SALE = /\b(sprzeda\w*|sprzedam|sprzedaje|sprzedac|sprzedaz\w*|sell\w*|sold|sale)\b/;

/** "Kupiłem pole w 2023 za 100 tys., sprzedam w 2026 za 160 tys. – ile podatku?": 19% of the gain, or none after 5 years. */
function landSaleAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr, question } = q;
  if (
    !has(t, LAND) ||
    !has(t, SALE) ||
    has(
      t,
      /\b(vat|budowlan\w*|building plots?|uzbr\w*|utilities|firm\w*|dzialalnos\w*|srodk\w* trwal\w*|business\w*|company)\b/,
    )
  )
    return null;
  if (!has(t, /\b(podat\w*|pit|tax\w*|plac\w*|zaplac\w*)\b/)) return null;
  const years = [...t.matchAll(/\b(19[5-9]\d|20[0-3]\d)\b/g)].map((x) => Number(x[1]));
  if (!years.length || years[0]! > 2026) return null;
  const bought = years[0]!;
  const sold = years.length > 1 ? years[years.length - 1]! : 2026;
  const free = bought + 6;
  const rule = tr(`${RK}.landRule`, { bought, free });
  if (sold >= free) {
    const head = tr(`${RK}.landFree`, { sold, bought });
    return {
      topic: "sprzedaz-ziemi",
      content: `${head} ${rule}`,
      articles: ["sprzedaz-ziemi-dzialki-rolnika"],
      calculation: head,
    };
  }
  const sums = findAmounts(question).filter((a) => !a.people && a.value >= 1000);
  const gain = sums.length >= 2 && sums[1]!.value > sums[0]!.value ? sums[1]!.value - sums[0]!.value : 0;
  const head = gain
    ? tr(`${RK}.landGain`, {
        gain: money(gain, lang),
        price: money(sums[1]!.value, lang),
        cost: money(sums[0]!.value, lang),
        rate: pct(0.19, lang),
        tax: money(grosz(gain * 0.19), lang),
        sold,
      })
    : tr(`${RK}.landTaxed`, { sold, bought });
  return {
    topic: "sprzedaz-ziemi",
    content: `${head} ${rule}`,
    articles: ["sprzedaz-ziemi-dzialki-rolnika"],
    calculation: head,
  };
}

const DUE = /\b(do kiedy|termin\w*|kiedy|when|due|deadline|by what date)\b/;
const PAYING = /\b(zaplac\w*|plac\w*|wplac\w*|platnos\w*|skladk\w*|pay\w*|contribution\w*)\b/;

/** The year's four due days: the last day of each quarter's first month, moved off a day off. */
const quarterDueDays = (q: Asked) =>
  [1, 4, 7, 10]
    .map((month) => deadline({ year: P.year, month, day: daysInMonth(P.year, month) }))
    .map((d) =>
      d.moved
        ? q.tr(`${RK}.dueMoved`, {
            due: formatDate(d.due, q.lang),
            nominal: formatDate(d.nominal, q.lang),
            why: q.tr(`advisor:computed.deadline.why.${d.moved}`),
          })
        : formatDate(d.due, q.lang),
    )
    .join(", ");

/** "Do kiedy zapłacić KRUS za I kwartał?": the last day of the quarter's first month, moved off a weekend. */
function krusDueAnswer(q: Asked): ComputedAnswer | null {
  const { t } = q;
  if (!has(t, KRUS) || !has(t, DUE) || !has(t, PAYING)) return null;
  if (
    has(
      t,
      /\b(oswiadcz\w*|statement|zaswiadcz\w*|limit\w*|graniczn\w*|podat\w*|tax\w*|pomocnik\w*|helper\w*|zglos\w*|report\w*)\b/,
    )
  )
    return null;
  const content = q.tr(`${RK}.due`, { year: P.year, dates: quarterDueDays(q) });
  return { topic: "krus", content, articles: ["krus-skladki-2026"], calculation: content };
}

const LUMP = /\b(ryczal\w*|lump[- ]?sum|that rate|tej stawce|tej stawki)\b/;
/** A question cut to its subject at the end: "… on 3% lump sum – tax?", "…, ryczałt 8,5% – podatek?". */
const BARE_TAX =
  /\b(tax|podatek|podatku)( per month| a month| monthly| a year| per year| miesiecznie| rocznie)?\s*\?\s*$/;

/** "Revenue 150k a year at that rate – tax?": the lump sum's tax, asked without "how much". */
function bareLumpTaxAnswer(q: Asked): ComputedAnswer | null {
  const own = (q.focus || q.question).toLowerCase();
  if (!has(q.t, LUMP) || !BARE_TAX.test(own)) return null;
  return ryczaltTaxAnswer({ ...q, t: `${q.t} how much` });
}

/** The h67 set's farm money questions, each naming its own subject. */
export const ruralKrusAnswer = (q: Asked): ComputedAnswer | null =>
  krusDueAnswer(q) ?? krusContributionAnswer(q) ?? landSaleAnswer(q) ?? bareLumpTaxAnswer(q);
