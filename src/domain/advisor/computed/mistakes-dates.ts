import { monthOf } from "../understanding/dates.ts";
import { annualReturnDeadline, type Day, jpkDeadline } from "../../tax/deadlines.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { findDate, formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

/**
 * Dates and amounts of dealing with the offices (the fifty-fifth set): the fiscal penalties from the
 * 2026 minimum wage (a fine ticket 1/10 to 5 times it, a court fine up to 20 times, a petty offence
 * up to 5 times the tax understated), a return or JPK filed late though the tax was paid, the latest
 * day an announced inspection may start (30 days from the notice), and the day a year's PIT becomes
 * time-barred (5 years from the end of the year its payment deadline fell in).
 */
const WAGE = PARAMETERS_2026.minimumWage.value;
const MIN_FINE = Math.round(WAGE * 10) / 100;

const utc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);
const plusDays = (d: Day, n: number): Day => {
  const t = new Date(utc(d) + n * 86_400_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/** "Jaki maksymalnie mandat?", "petty offence or crime – VAT understated by 30k?": from the minimum wage. */
function penalties(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  const ticket =
    has(t, /\b(mandat(u|y|em|ow|ami|ach|cie)?|fine tickets?|ticket fines?)\b/) &&
    !has(t, /\b(policj\w*|drogow\w*|parking\w*|traffic)\b/);
  const court = has(t, /\b(grzywn\w*|fines?)\b/) && has(t, /\b(sad\w*|court)\b/) && has(t, /\b(skarbow\w*|fiscal)\b/);
  const kind = has(t, /\b(wykroczen\w*|petty offen\w*)\b/) && has(t, /\b(przestepstw\w*|crimes?|criminal)\b/);
  if (!ticket && !court && !kind) return null;
  const params = {
    min: money(MIN_FINE, lang),
    ticketMax: money(WAGE * 5, lang),
    courtMax: money(WAGE * 20, lang),
    wage: money(WAGE, lang),
  };
  let content = tr(`advisor:computed.h55.${kind ? "offenceKind" : court && !ticket ? "courtFine" : "ticket"}`, params);
  const understated = findAmounts(q.question).find((a) => a.value >= 100 && !a.people)?.value;
  if (kind && understated)
    content += ` ${tr(`advisor:computed.h55.${understated > WAGE * 5 ? "isCrime" : "isPettyOffence"}`, { ...params, amount: money(understated, lang) })}`;
  return { topic: "fiscal-penalties", content, articles: ["bledy-kary-i-pisma"], calculation: content };
}

/** "PIT-28 za 2025 złożyłem dopiero 7 maja, podatek zapłacony": the deadline, the offence, voluntary disclosure. */
function lateFiling(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(zeznan\w*|pit-?\d+\w*|jpk\w*|deklarac\w*|returns?)\b/)) return null;
  if (!has(t, /\b(zlozyl\w*|zlozon\w*|wyslal\w*|wyslan\w*|filed|sent|submitted)\b/)) return null;
  if (!has(t, /\b(dopiero|zamiast do|po terminie|za pozno|late|after the deadline)\b/)) return null;
  if (!has(t, /\b(w terminie|on time)\b/) || has(t, /\b(korekt\w*|correct\w*|odset\w*|interest)\b/)) return null;
  const filed = findDate(q.question.replace(/\b(za|for) \S+( \d{4})?/gi, " "), PARAMETERS_2026.year);
  const year = /\b(za|for) (rok )?(?<y>20\d\d)\b/.exec(t)?.groups?.y;
  const month = /\bjpk\w*\b/.test(t) ? findMonth(t) : null;
  const due = month
    ? jpkDeadline({ year: PARAMETERS_2026.year, month }).due
    : year
      ? annualReturnDeadline(+year).due
      : null;
  const params = {
    due: due ? formatDate(due, lang) : "",
    filed: filed ? formatDate(filed, lang) : "",
    min: money(MIN_FINE, lang),
    ticketMax: money(WAGE * 5, lang),
  };
  const content = tr(`advisor:computed.h55.${due && filed ? "lateFilingDated" : "lateFiling"}`, params);
  return {
    topic: "late-filing",
    content,
    articles: ["bledy-korekta-czynny-zal", "bledy-kary-i-pisma"],
    calculation: content,
  };
}

/** The month a period is for: "JPK za październik". */
function findMonth(t: string): number | null {
  const word = /\b(za|for) ([a-z]+)/.exec(t)?.[2];
  return (word && monthOf(word)) || null;
}

/** "Zawiadomienie o kontroli doręczone 2 listopada – do kiedy muszą zacząć?": 30 days from delivery. */
function inspectionStart(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(kontrol\w*|audit\w*|inspection\w*)\b/) || !has(t, /\b(zawiadom\w*|notice|notif\w*)\b/)) return null;
  if (!has(t, /\b(zaczac|zaczn\w*|rozpocz\w*|wszcz\w*|start\w*|begin\w*|najpozniej|latest)\b/)) return null;
  const delivered = q.date;
  if (!delivered) return null;
  const content = tr("advisor:computed.h55.inspectionStart", {
    delivered: formatDate(delivered, lang),
    earliest: formatDate(plusDays(delivered, 7), lang),
    latest: formatDate(plusDays(delivered, 30), lang),
  });
  return { topic: "inspection-start", content, articles: ["kontrola-przedsiebiorcy"], calculation: content };
}

/** "Do kiedy urząd może zakwestionować PIT za 2021?": 31 December, 5 years after the payment deadline's year. */
function limitation(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(do kiedy|until when|how long|jak dlugo|przedawn\w*|time-?barred|limitation)\b/)) return null;
  if (
    !has(
      t,
      /\b(zakwestion\w*|kwestion\w*|challeng\w*|sprawdz\w*|kontrol\w*|przedawn\w*|time-?barred|question|audit\w*|check)\b/,
    )
  )
    return null;
  if (!has(t, /\b(pit\w*|podat\w*|tax\w*|zeznan\w*)\b/) || has(t, /\b(zus|skladk\w*|vat\w*)\b/)) return null;
  const y = /\b(za|for) (rok )?(?<y>20[0-3]\d)\b/.exec(t)?.groups?.y;
  if (!y) return null;
  const due = annualReturnDeadline(+y).due;
  const content = tr("advisor:computed.h55.limitation", {
    year: y,
    due: formatDate(due, lang),
    end: formatDate({ year: due.year + 5, month: 12, day: 31 }, lang),
  });
  return { topic: "limitation", content, articles: ["bledy-nadplata-przedawnienie"], calculation: content };
}

/** "PIT-36 złożony przez e-Urząd z nadpłatą – kiedy zwrot?": 45 days online, 3 months on paper. */
function returnRefund(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(zwrot\w*|refund\w*)\b/) || !has(t, /\b(pit-?\d+\w*|zeznan\w*|(tax )?returns?)\b/)) return null;
  if (!has(t, /\b(kiedy|ile (dni|czasu)|when|how long|how soon)\b/) || has(t, /\b(zus|skladk\w*|vat\w*)\b/))
    return null;
  const filed = q.date;
  const content = filed
    ? tr("advisor:computed.h55.refundDated", {
        filed: formatDate(filed, lang),
        by: formatDate(plusDays(filed, 45), lang),
      })
    : tr("advisor:computed.h55.refund");
  return { topic: "return-refund", content, articles: ["bledy-kary-i-pisma"], calculation: content };
}

/** "Kontrola – ile może trwać?", "how long can the audit last?": 12 working days a year at a micro business. */
function inspectionLength(q: Asked): ComputedAnswer | null {
  const { t, tr } = q;
  if (!has(t, /\b(kontrol\w*|audit\w*|inspection\w*)\b/)) return null;
  if (!has(t, /\b(ile (moze )?(trwac|trwa)|jak dlugo|how long|last at most|maximum (length|duration))\b/)) return null;
  if (has(t, /\b(wypowiedzen\w*|okres\w* wypowiedz\w*|notice period|zawies\w*|suspen\w*|przechowyw\w*|keep)\b/))
    return null;
  const content = tr("advisor:computed.h55.inspectionLength");
  return { topic: "inspection-length", content, articles: ["kontrola-przedsiebiorcy"], calculation: content };
}

export const mistakesDatesAnswer = (q: Asked): ComputedAnswer | null =>
  lateFiling(q) ?? returnRefund(q) ?? inspectionStart(q) ?? inspectionLength(q) ?? limitation(q) ?? penalties(q);
