import { fold } from "../../knowledge/analyzer.ts";
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

/** The next invoice asked about: may it still go as a PDF, outside KSeF? */
const STILL_OUTSIDE =
  /\b(pdf|poza ksef\w*|outside (of )?ksef|still ok\w*|(tez|nadal|dalej|jeszcze) moze|moze (byc|isc)|can it|papier\w*)\b/;

/**
 * "Faktury w listopadzie: 4 000, 3 500 i 3 000 zł brutto – które powinny być w KSeF?": in 2026 a
 * month's invoices may stay outside KSeF while their gross total is at most 10 000 zł; the invoice
 * that takes the total over it, and every one after it, goes through KSeF (art. 145m of the VAT act).
 */
function invoicesListedAnswer({ t, question, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(faktur\w*|invoic\w*)\b/)) return null;
  // "…teraz trzecia na 2 500 – też może być w PDF?": whether the next one may still stay outside.
  const next = has(t, STILL_OUTSIDE) && (has(t, KSEF) || has(t, /\bpdf\b/));
  if (!next && (!has(t, KSEF) || !has(t, WHICH_INVOICE))) return null;
  // "Która data jest datą wystawienia?": an invoice's date, not which invoice.
  if (has(t, /\b(dat[aey]|date)\b/)) return null;
  const limit = PARAMETERS_2026.vat.ksefReliefMonthlyLimit.value;
  // The invoices listed: two or more sums, each below the month's limit ("7-12k a month" is no list).
  const listed = findAmounts(question)
    .filter((a) => a.value >= 10 && a.value <= limit * 10 && !a.people)
    .map((a) => a.value);
  const list = listed.length >= 2 && !/\d\s?[-–]\s?\d/.test(question) ? listed : [];
  const params = { limit: money(limit, lang) };
  if (!list.length && next && !has(t, WHICH_INVOICE)) return null;
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

/** A month's invoices told as one total that will go over ("a jak w jednym miesiącu wyjdzie 12 tys.?"). */
const MONTH_OVER =
  /\b(przekrocz\w*|wyjdzie|wyjda|bedzie|beda|zrobie|wystawie|over|exceed\w*|more than|powyzej|ponad|go over|will be|it'?ll be)\b/;
const ONE_MONTH =
  /\b(w (jednym|jakims|ktoryms|tym) miesiacu|jednego miesiaca|in (one|a single|some) month|w (kwietniu|maju|czerwcu|lipcu|sierpniu|wrzesniu|pazdzierniku|listopadzie|grudniu)|in (april|may|june|july|august|september|october|november|december))\b/;

/**
 * "Faktury zwykle 9 tys. – a jak w jednym miesiącu wyjdzie 12 tys.?": a month's total over the
 * relief's 10 000 zł sends the invoice that crosses it, and every later one, to KSeF (art. 145m).
 * Only from April, when the relief begins, and only asked after a usual month told under the limit.
 */
function monthOverAnswer({ t, question, focus, lang, tr }: Asked): ComputedAnswer | null {
  // A follow-up's own month ("a jak w maju wyjdzie 12 tys.?"); a whole message is the articles'.
  if (!focus) return null;
  const asked = fold(focus).toLowerCase().trim();
  // "…a jak przekroczę w maju – będzie kara?", "and then back to PDF?": another thing asked of it.
  const elsewhere =
    /\b(kar\w*|penalt\w*|fines?|vat\w*|jpk\w*|paragon\w*|receipts?|odbi\w*|receiv\w*|wroc\w*|powrot\w*|back|offline|awari\w*|brutto czy netto|gross or net)\b/;
  if (elsewhere.test(asked)) return null;
  // A condition put to the rule ("a jak…", "what if…", "co wtedy?"), not another question.
  const condition =
    /^(a |i |and |ok,? |so )?(jak|jesli|jezeli|gdy|gdyby|a co jesli|co jesli|if|what if|and if|what happens if)\b|\b(co wtedy|what then)\b/;
  if (!condition.test(asked)) return null;
  if (!has(t, KSEF) || !has(t, MONTH_OVER) || !has(t, ONE_MONTH) || has(t, WHICH_INVOICE)) return null;
  // "…kiedy przekroczę limit VAT?": the VAT exemption's limit, not the relief's.
  if (has(t, /\b(240|limit\w* (vat|zwolnien\w*)|vat (limit|exemption)|exemption limit)\b/)) return null;
  const limit = PARAMETERS_2026.vat.ksefReliefMonthlyLimit.value;
  const over = findAmounts(focus).filter((a) => a.value > limit && a.value <= limit * 20 && !a.people);
  // …with the usual month told under the limit ("zwykle 9 tys."): one month over it is the question.
  const usual = findAmounts(question).some((a) => a.value >= 1000 && a.value <= limit && !a.people);
  if (over.length !== 1 || !usual) return null;
  const content = tr("advisor:computed.ksefRelief.monthOver", {
    limit: money(limit, lang),
    amount: money(over[0]!.value, lang),
  });
  return { topic: "ksef-relief", content, articles: ["ksef-ulgi-2026"], calculation: content };
}

export const ksefReliefAnswer = (q: Asked) => invoicesListedAnswer(q) ?? monthOverAnswer(q);
