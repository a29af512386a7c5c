import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

const KSEF = /\b(ksef\w*|e-?faktur\w*|krajow\w* system\w* e-?faktur)\b/;
/** Which invoice of a month is the first one due in KSeF ("które z nich", "which one", "od której"). */
const WHICH_INVOICE =
  /\b(ktor\w* (z nich|z tych|faktur\w*|pierwsz\w*)|od ktorej|which (invoice|one|of (them|these|those))|(the )?first (one|invoice)|from which)\b/;
const ORDINALS = {
  pl: ["pierwsza", "druga", "trzecia", "czwarta", "piąta", "szósta", "siódma", "ósma", "dziewiąta", "dziesiąta"],
  en: ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"],
};

/**
 * "Faktury w listopadzie: 4 000, 3 500 i 3 000 zł brutto – które powinny być w KSeF?": in 2026 a
 * month's invoices may stay outside KSeF while their gross total is at most 10 000 zł; the invoice
 * that takes the total over it, and every one after it, goes through KSeF (art. 145m of the VAT act).
 */
export function ksefReliefAnswer({ t, question, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, KSEF) || !has(t, /\b(faktur\w*|invoic\w*)\b/) || !has(t, WHICH_INVOICE)) return null;
  // "Która data jest datą wystawienia?": an invoice's date, not which invoice.
  if (has(t, /\b(dat[aey]|date)\b/)) return null;
  const limit = PARAMETERS_2026.vat.ksefReliefMonthlyLimit.value;
  // The invoices listed: two or more sums, each below the month's limit ("7-12k a month" is no list).
  const listed = findAmounts(question)
    .filter((a) => a.value >= 10 && a.value <= limit * 10 && !a.people)
    .map((a) => a.value);
  const list = listed.length >= 2 && !/\d\s?[-–]\s?\d/.test(question) ? listed : [];
  const params = { limit: money(limit, lang) };
  if (!list.length) {
    const content = tr("advisor:computed.ksefRelief.rule", params);
    return { topic: "ksef-relief", content, articles: ["ksef-ulgi-2026"], calculation: content };
  }
  let sum = 0;
  const crossing = list.findIndex((v) => (sum = grosz(sum + v)) > limit);
  const before = crossing > 0 ? list.slice(0, crossing) : list;
  const total = grosz(before.reduce((a, b) => a + b, 0));
  const key = crossing < 0 ? "within" : crossing === 0 ? "crossedFirst" : "crossed";
  const content = tr(`advisor:computed.ksefRelief.${key}`, {
    ...params,
    ordinal: crossing >= 0 ? (ORDINALS[lang][crossing] ?? `${crossing + 1}.`) : "",
    amount: crossing >= 0 ? money(list[crossing]!, lang) : "",
    sums: before.map((v) => money(v, lang)).join(" + "),
    before: money(total, lang),
    after: crossing >= 0 ? money(grosz(total + list[crossing]!), lang) : "",
    total: money(grosz(list.reduce((a, b) => a + b, 0)), lang),
  });
  return { topic: "ksef-relief", content, articles: ["ksef-ulgi-2026"], calculation: content };
}
