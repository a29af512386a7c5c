import { citTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

const DIVIDEND =
  /\b(dywidend\w*|dividends?|wyplat\w* zysk\w*|wyplac\w* (caly |calego |sobie |wszystko )?zysk\w*|pay\w* out (the )?profit|(take|taking|pay|paying) (everything|it all|all|the (whole )?profits?) out)\b/;
/** A figure asked for: the tax, what is left, the net. */
const ASKED =
  /\b(ile|how much|what is left|what'?s left|zostan\w*|zostaj\w*|na reke|netto|net|w kieszeni|in my pocket|pocket|lands?|policz\w*|oblicz\w*|calculate|podat\w*|tax|taxes|fiskus|zabierze|withh\w*|pobier\w*|pobra\w*|total)\b/;
/** The amount is the company's profit before CIT, not the dividend itself. */
const PROFIT = /\b(zysk\w*|dochod\w*|profit\w*|income|przed (opodatkowaniem|cit)|before (tax|cit))\b/;
const REDUCED = /(?<![\d,.])9 ?%|\b(9 (procent\w*|percent)|mal\w* podatni\w*|small taxpayer|cit 9)\b/;
const STANDARD = /(?<![\d,.])19 ?% (cit|citu)\b|\bcit (19|19 ?%)|\b(stawk\w* 19|standard (cit|rate))\b/;

/** Shareholders' shares named: "60/40", "60% i 40%", "three shareholders with equal thirds". */
function sharesOf(t: string): number[] | null {
  const pair =
    /\b(\d{1,2}) ?%? ?(?:\/|i|and|,) ?(\d{1,2}) ?%?(?: ?(?:\/|i|and|,) ?(\d{1,2}) ?%?)?(?! ?(tys|k|zl|pln|000))\b/.exec(
      t,
    );
  if (pair) {
    const shares = [pair[1], pair[2], pair[3]].filter(Boolean).map(Number);
    if (shares.reduce((a, b) => a + b, 0) === 100) return shares.map((s) => s / 100);
  }
  if (!has(t, /\b(po rowno|rown\w* (udzial\w*|czesc\w*)|po polowie|equal\w*|halves|thirds|po 1\/[234]|50 ?\/ ?50)\b/))
    return null;
  const count =
    /\b(2|3|4|dwaj|dwoch|dwoma|dwie|two|3|trzej|trzech|trzema|three|4|czterej|czterech|czterema|four)\s+(\w+\s+)?(wspolnik\w*|udzialowc\w*|shareholders?|partners?|owners?)\b/.exec(
      t,
    );
  const n = count
    ? (
        {
          2: 2,
          dwaj: 2,
          dwoch: 2,
          dwoma: 2,
          dwie: 2,
          two: 2,
          3: 3,
          trzej: 3,
          trzech: 3,
          trzema: 3,
          three: 3,
          4: 4,
          czterej: 4,
          czterech: 4,
          czterema: 4,
          four: 4,
        } as Record<string, number>
      )[count[1]!]
    : has(t, /\bthirds\b/)
      ? 3
      : has(t, /\b(halves|po polowie|50 ?\/ ?50)\b/)
        ? 2
        : null;
  return n ? Array.from({ length: n }, () => 1 / n) : null;
}

/** Each shareholder's dividend, its 19% tax and what reaches them, when the shares are named. */
function splitAmong(t: string, dividend: number, lang: Asked["lang"], tr: Asked["tr"]): string | null {
  const shares = sharesOf(t);
  if (!shares) return null;
  const rate = P.cit.dividendRate.value;
  const list = shares.map((share) => {
    const part = grosz(dividend * share);
    const pit = grosz(part * rate);
    return tr("advisor:computed.dividend.splitItem", {
      share: pct(Math.round(share * 10_000) / 10_000, lang),
      dividend: money(part, lang),
      pit: money(pit, lang),
      net: money(grosz(part - pit), lang),
    });
  });
  return tr("advisor:computed.dividend.split", { list: list.join("; ") });
}

/**
 * "Ile zostanie mi z 200 000 zł zysku wypłaconego jako dywidenda?": the company's CIT (9% and 19%,
 * or the one named), the 19% tax withheld from the dividend and what the shareholder receives; a
 * dividend named without a profit ("dywidenda 50 000 zł – ile podatku?") is taxed at 19% alone.
 * An advance on the dividend with its amount is taxed the same; each shareholder's part follows when
 * the shares are named. Estonian CIT has its own calculator; a deadline is the article's.
 */
export function dividendAnswer({ t, question, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, DIVIDEND) || !has(t, ASKED)) return null;
  if (
    has(
      t,
      /\b(estonsk\w*|estonian|ryczal\w* od dochod\w*|do kiedy|termin\w*|deadline|by when|kiedy|when|kwot\w* woln\w*|tax-free|pit-?3[678]|skal\w*|scale)\b/,
    )
  )
    return null;
  // A dividend is no amount the profile keeps: the question's first sum of money is the profit or the dividend.
  const amount =
    amounts.find((a) => a.kind !== "revenue" && a.value >= 1000)?.value ??
    findAmounts(question).find((a) => a.money && a.value >= 1000)?.value;
  if (!amount) return null;
  const rate = P.cit.dividendRate.value;
  const params = (profit: number, reduced: boolean) => {
    const cit = citTax(P, profit, reduced);
    const dividend = grosz(profit - cit);
    const pit = grosz(dividend * rate);
    const net = grosz(dividend - pit);
    return {
      profit: money(profit, lang),
      citRate: pct(reduced ? P.cit.rateReduced.value : P.cit.rateStandard.value, lang),
      cit: money(cit, lang),
      dividend: money(dividend, lang),
      pit: money(pit, lang),
      net: money(net, lang),
      total: money(grosz(cit + pit), lang),
      share: pct(Math.round(((cit + pit) / profit) * 10_000) / 10_000, lang),
      rate: pct(rate, lang),
    };
  };
  let content: string;
  if (has(t, PROFIT)) {
    const reduced = has(t, REDUCED) && !has(t, STANDARD);
    const standard = has(t, STANDARD) && !has(t, REDUCED);
    const lead = tr("advisor:computed.dividend.profit", params(amount, !standard));
    const other = reduced || standard ? "" : ` ${tr("advisor:computed.dividend.otherRate", params(amount, false))}`;
    content = `${lead}${other}`;
  } else {
    const pit = grosz(amount * rate);
    content = tr("advisor:computed.dividend.gross", {
      dividend: money(amount, lang),
      pit: money(pit, lang),
      net: money(grosz(amount - pit), lang),
      rate: pct(rate, lang),
    });
  }
  const split = splitAmong(t, has(t, PROFIT) ? grosz(amount - citTax(P, amount, !has(t, STANDARD))) : amount, lang, tr);
  content = `${content}${split ? ` ${split}` : ""} ${tr("advisor:computed.dividend.note")}`;
  return { topic: "dividend", content, articles: ["dywidenda-wspolnik"], calculation: content };
}
