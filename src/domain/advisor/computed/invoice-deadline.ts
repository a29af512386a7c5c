import { formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has } from "./shared.ts";

const INVOICE = /\b(faktur\w*|invoic\w*)\b/;
const WHEN_ISSUED =
  /\b(do kiedy|kiedy|termin\w*|by when|until when|deadline|when|latest (date|day)|ostatni dzien|najpozniej)\b.{0,40}\b(wystaw\w*|issue\w*|send|wysla\w*)\b|\b(wystaw\w*|issue\w*)\b.{0,30}\b(do kiedy|najpozniej|by when|at the latest)\b/;
const DONE =
  /\b(wykonan\w*|zrobion\w*|zrobil\w*|skonczon\w*|zakonczon\w*|dostarczon\w*|wydan\w*|done|performed|completed|finished|delivered|carried out|wrapped( up)?|handed over|oddal\w*|oddan\w*)\b/;
/** Invoices with deadlines of their own (construction: 30 days; advances; a consumer's request; corrections). */
const OTHER_RULE =
  /\b(budowlan\w*|remont\w*|construction|zaliczk\w*|advance\w*|na zadanie|on request|korekt\w*|correct\w*|najem\w*|czynsz\w*|rent\b|media|telekom\w*|energi\w*)\b/;

/**
 * "Do kiedy muszę wystawić fakturę za transport zrobiony 28 września?": the 15th of the month after
 * the month the goods were delivered or the service performed (art. 106i ust. 1 of the VAT act).
 */
export function invoiceDeadlineAnswer({ t, lang, tr, date }: Asked): ComputedAnswer | null {
  if (!date || !has(t, INVOICE) || !has(t, WHEN_ISSUED) || !has(t, DONE) || has(t, OTHER_RULE)) return null;
  const next = date.month === 12 ? { year: date.year + 1, month: 1 } : { year: date.year, month: date.month + 1 };
  const content = tr("advisor:computed.invoiceDeadline", {
    done: formatDate(date, lang),
    due: formatDate({ ...next, day: 15 }, lang),
  });
  return { topic: "invoice-deadline", content, articles: ["faktura-termin-zagranica"], calculation: content };
}
