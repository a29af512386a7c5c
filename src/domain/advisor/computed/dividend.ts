import { citTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

const DIVIDEND =
  /\b(dywidend\w*|dividends?|wyplat\w* zysk\w*|wyplac\w* (caly |calego |sobie |wszystko )?zysk\w*|pay\w* out (the )?profit|(take|taking|pay|paying) (everything|it all|all|the (whole )?profits?) out)\b/;
/** A figure asked for: the tax, what is left, the net. */
const ASKED =
  /\b(ile|how much|what is left|what'?s left|zostan\w*|zostaj\w*|na reke|netto|net|w kieszeni|in my pocket|pocket|lands?|policz\w*|oblicz\w*|calculate|podatk\w*|taxes|fiskus|zabierze)\b/;
/** The amount is the company's profit before CIT, not the dividend itself. */
const PROFIT = /\b(zysk\w*|dochod\w*|profit\w*|income|przed (opodatkowaniem|cit)|before (tax|cit))\b/;
const REDUCED = /(?<![\d,.])9 ?%|\b(9 (procent\w*|percent)|mal\w* podatni\w*|small taxpayer|cit 9)\b/;
const STANDARD = /(?<![\d,.])19 ?% (cit|citu)\b|\bcit (19|19 ?%)|\b(stawk\w* 19|standard (cit|rate))\b/;

/**
 * "Ile zostanie mi z 200 000 zł zysku wypłaconego jako dywidenda?": the company's CIT (9% and 19%,
 * or the one named), the 19% tax withheld from the dividend and what the shareholder receives; a
 * dividend named without a profit ("dywidenda 50 000 zł – ile podatku?") is taxed at 19% alone.
 * Estonian CIT has its own calculator; a deadline or an advance's conditions are the article's.
 */
export function dividendAnswer({ t, question, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, DIVIDEND) || !has(t, ASKED)) return null;
  if (
    has(
      t,
      /\b(estonsk\w*|estonian|ryczal\w* od dochod\w*|do kiedy|termin\w*|deadline|by when|kiedy|when|zaliczk\w*|advance|kwot\w* woln\w*|tax-free|pit-?3[678]|skal\w*|scale)\b/,
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
  content = `${content} ${tr("advisor:computed.dividend.note")}`;
  return { topic: "dividend", content, articles: ["dywidenda-wspolnik"], calculation: content };
}
