import { fold } from "../../knowledge/analyzer.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

const ESTONIAN =
  /\b(estonsk\w*|estonian|ryczal\w* od dochod\w* spol\w*|lump[- ]sum (tax )?on (company|corporate) income)\b/;
/** What a shareholder pays or what the whole costs: the dividend's tax, the total, the effective rate. */
const ASKED =
  /\b(dywidend\w*|dividend\w*|wyplat\w* zysk\w*|wyplac\w*|distribut\w*|pay\w* out|lacznie|lacznym?|razem|total\w*|w sumie|efektywn\w*|effective\w*|ile (podatk\w*|zaplac\w*|wynies\w*)|how much (tax|will)|pit|opodatkowan\w*|taxed|for me|dla mnie|osobiscie|personally)\b/;
const SMALL =
  /\b(mal\w* podatni\w*|small( taxpayer)?|rozpoczyn\w*|nowo? ?(zalozon\w*|powstal\w*)|new(ly)? (company|business|set up|founded)|start\w* (up|out)|10 ?%)\b/;
const OTHER =
  /\b(pozostal\w*|duz\w* podatni\w*|large|other taxpayers?|(not|isn'?t|wasn'?t|weren'?t|nie( jest\w*| byl\w*| bedzie)?) (a )?(small|mal\w*)|20 ?%)/;

/** CIT and the shareholder's PIT on a distributed profit under Estonian CIT, at one rate. */
function figures(profit: number, small: boolean) {
  const c = P.cit;
  const rate = small ? c.estonianRateSmall.value : c.estonianRateOther.value;
  // The PIT credit (90% / 70% of the company's tax, art. 30a ust. 19) that makes the total 20% / 25%.
  const effective = small ? c.estonianEffectiveSmall.value : c.estonianEffectiveOther.value;
  const credit = Math.round(((c.dividendRate.value - (effective - rate)) / rate) * 100) / 100;
  const cit = grosz(profit * rate);
  const pitBefore = grosz(profit * c.dividendRate.value);
  const pit = grosz(Math.max(0, pitBefore - cit * credit));
  return { rate, credit, cit, pitBefore, pit, total: grosz(cit + pit), net: grosz(profit - pit) };
}

/**
 * "Spółka na estońskim CIT (mały podatnik) wypłaca mi 100 000 zł zysku – ile łącznie podatku?": the
 * company's 10% (20%) of the distributed profit and the shareholder's 19% PIT on it, reduced by 90%
 * (70%) of that CIT, so 20% (25%) in total; without an amount, how a dividend is taxed.
 */
export function estonianCitAnswer({ t, question, focus, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, ESTONIAN) || !has(t, ASKED)) return null;
  // "Do kiedy ZAW-RD?", "who can choose it?": the article's, no figure.
  if (has(t, /\b(do kiedy|kiedy|termin\w*|deadline|by when|zaw-?rd|warunk\w*|conditions?|who can|kto moze)\b/))
    return null;
  if (!has(t, /\b(dywidend\w*|dividend\w*|wyplat\w*|wyplac\w*|distribut\w*|pay\w* out|zysk\w*|profit\w*)\b/))
    return null;
  const profit = findAmounts(question).find((a) => a.money && a.value >= 1000)?.value ?? null;
  // "…and if it were not a small taxpayer?": the follow-up's own words decide first.
  const own = fold(focus).toLowerCase();
  // In the whole conversation the last word counts ("small… – and if it were not a small one?").
  // ("not a small taxpayer" names the other kind: masked before "small" is looked for).
  const lastAt = (text: string, re: RegExp) =>
    Math.max(-1, ...[...text.matchAll(new RegExp(re.source, "g"))].map((m) => m.index));
  const otherAt = lastAt(t, OTHER);
  const smallAt = lastAt(
    t.replace(new RegExp(OTHER.source, "g"), (m) => "#".repeat(m.length)),
    SMALL,
  );
  const small = has(own, OTHER) ? false : has(own, SMALL) || otherAt < 0 || smallAt > otherAt;
  const both = !has(t, SMALL) && !has(t, OTHER);
  const example = profit ?? 100_000;
  const s = figures(example, true);
  const o = figures(example, false);
  const f = small ? s : o;
  const params = {
    profit: money(example, lang),
    rate: pct(f.rate, lang),
    cit: money(f.cit, lang),
    pitBefore: money(f.pitBefore, lang),
    credit: pct(f.credit, lang),
    creditAmount: money(grosz(f.cit * f.credit), lang),
    pit: money(f.pit, lang),
    total: money(f.total, lang),
    share: pct(Math.round((f.total / example) * 10_000) / 10_000, lang),
    net: money(f.net, lang),
    dividendRate: pct(P.cit.dividendRate.value, lang),
    otherTotal: money(o.total, lang),
    otherShare: pct(Math.round((o.total / example) * 10_000) / 10_000, lang),
    smallTotal: money(s.total, lang),
    smallShare: pct(Math.round((s.total / example) * 10_000) / 10_000, lang),
  };
  const lead = profit
    ? tr(small ? "advisor:computed.estonianCit.small" : "advisor:computed.estonianCit.other", params)
    : tr("advisor:computed.estonianCit.dividend", params);
  const rest = both || !profit ? ` ${tr("advisor:computed.estonianCit.both", params)}` : "";
  const content = `${lead}${rest} ${tr("advisor:computed.estonianCit.note")}`;
  return { topic: "estonian-cit", content, articles: ["estonski-cit"], calculation: content };
}
