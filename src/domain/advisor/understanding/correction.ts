import { fold } from "../../knowledge/analyzer.ts";
import { monthOf } from "./dates.ts";

/**
 * A message that corrects what the user said just before ("sorry, 100k not 200k", "poprawka, ma 27
 * lat", "actually I'm on flat tax not lump sum"): the question before is asked again with the
 * correction put in place of what it corrects.
 */
const MARKER =
  /^(sorry|sory|soryy|sorki|sorka|sry|typo|literowka|przepraszam|przepraszam bardzo|poprawka|korekta|correction|actually|in fact|oops|ups|my bad|my mistake|a nie|nie nie|zle napisal\w*|zle podal\w*|pomylil\w*|pomylk\w*|pomyłk\w*|blad|i was wrong|i made a mistake|wait|czekaj)\b[\s,:;.!-]*/;
const MEANT =
  /^(sorry|przepraszam)?[\s,]*(i meant|i mean|chodzilo mi o|mialem na mysli|mialam na mysli|mialo byc|should be|it should be|it's|it is|to|ma|he's|she's|he is|she is|jest)\b[\s,:]*/;

/** A correction said outright, not a polite opener ("sorry", "actually", "wait"). */
const OWN_MISTAKE =
  /^(poprawka|korekta|correction|my bad|my mistake|i was wrong|i made a mistake|pomylil\w*|pomylk\w*|pomyłk\w*|zle napisal\w*|zle podal\w*)\b/;

/** A question of its own after a polite opener ("Przepraszam, a jak założyć spółkę?", "sorry, do I need…"). */
const OWN_QUESTION =
  /^(a |and |one more (thing|question):? |mam (jeszcze )?pytanie:? |jeszcze jedno:? )?(jak\w*|czy|co|gdzie|kiedy|do kiedy|od kiedy|ktor\w*|jaki\w*|what|how|do i|does|is|are|can|could|should|which|when|where|who|why|dlaczego|lepiej|nie lepiej|wouldn'?t)\b/;

/**
 * Whether a message corrects the one before it: a question was asked before, the message opens
 * like a correction, and it carries one – "X not Y", a figure in place of the earlier figure, or
 * what was meant. A polite opener before a new question ("Przepraszam, a jak założyć spółkę?",
 * "sorry, do I need a cash register?", "a nie lepiej spółka?") corrects nothing.
 */
export function isCorrection(message: string, lastQuestion: string | undefined): boolean {
  if (!lastQuestion) return false;
  const t = fold(message).toLowerCase().trim();
  // "nie 1 maja tylko 1 czerwca", "not March but September": a correction only of what was asked.
  const instead = INSTEAD.exec(t.replace(/[.?!]+\s*$/, ""));
  const before0 = fold(lastQuestion).toLowerCase();
  if (instead && t.split(/\s+/).length <= 12 && replaceOne(before0, instead[2]!.trim(), instead[1]!.trim()) !== before0)
    return true;
  if (!MARKER.test(t) || t.split(/\s+/).length > 16) return false;
  const body = t.replace(MARKER, "").replace(MARKER, "").trim();
  const before = fold(lastQuestion).toLowerCase();
  if (MEANT.test(body) && !/^(sorry|przepraszam)?[\s,]*(to|ma|jest|it'?s|it is)\b/.test(body)) return true;
  // "correction: I'll be the only shareholder", "pomyliłem się, mam dwóch pracowników": said outright.
  if (OWN_MISTAKE.test(t) && !OWN_QUESTION.test(body)) return true;
  const swap = SWAP.exec(body.replace(/[.?!]+\s*$/, ""));
  if (swap && replaceOne(before, swap[1]!.trim(), swap[2]!.trim()) !== before) return true;
  if (OWN_QUESTION.test(body)) return false;
  return AN_AMOUNT.test(body) || MINIMUM_WAGE.test(body);
}

/** An amount as written: its digits, "k"/"tys"/"zł" after it, and a period ("a month", "rocznie"). */
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const AMOUNT = new RegExp(
  String.raw`(?<![\d.,])(${NUMBER})(\s?(?:k|tys\.?|tysiecy|thousand|zl|pln))?((?:\s+(?:zl|pln|brutto|gross|netto|net))*)(\s+(?:rocznie|miesiecznie|mies\.?|a year|per year|yearly|a month|per month|monthly|na miesiac|w roku|lat|lata|years?))?`,
  "g",
);

/** The same, tried once (no global state): whether a message holds an amount at all. */
const AN_AMOUNT = new RegExp(AMOUNT.source);
/** "X nie Y", "X not Y": X is put in place of Y. */
const SWAP = /^(.*?\S)\s*,?\s+(?:(?:a|ale|and|but)\s+)?(?:nie|not|zamiast|instead of|rather than)\s+(.+)$/;
/** "nie X tylko Y", "not X but Y": Y is put in place of X. */
const INSTEAD = /^(?:nie|not)\s+(\w.*?)\s*,?\s+(?:tylko|lecz|ale|but|a)\s+(.+)$/;

const MINIMUM_WAGE = /\b(minimum wage|minimaln\w*|najnizsz\w*)\b/;

/** A short re-ask after the correction ("ile?", "to muszę?", "so do I?"): the question before is asked. */
const REASK = /[.,]?\s*(ile|to ile|to musze|a teraz|i co|so|then|and now|now|how much|do i)\b[^.?]*\?\s*$/;

/** The previous question with a correction put in: "X nie Y" / "X not Y" replaces Y by X. */
export function corrected(previous: string, message: string): string {
  const before = fold(previous).toLowerCase();
  let body = fold(message).toLowerCase().trim().replace(MARKER, "").replace(MARKER, "").replace(REASK, "");
  body = body
    .replace(MEANT, "")
    .replace(/[.?!]+\s*$/, "")
    .trim();
  const swap = SWAP.exec(body);
  if (swap) {
    const replaced = replaceOne(before, swap[1]!.trim(), swap[2]!.trim());
    if (replaced !== before) return replaced;
  }
  const instead = INSTEAD.exec(body);
  if (instead) {
    const replaced = replaceOne(before, instead[2]!.trim(), instead[1]!.trim());
    if (replaced !== before) return replaced;
  }
  const amounts = [...body.matchAll(AMOUNT)];
  const earlier = [...before.matchAll(AMOUNT)];
  // "sorry, I meant at minimum wage": the amount told before was the minimum wage.
  if (!amounts.length && earlier.length && MINIMUM_WAGE.test(body)) {
    const old = earlier[0]!;
    return `${before.slice(0, old.index)}${body}${before.slice(old.index! + old[0].length)}`;
  }
  if (amounts.length === 1 && earlier.length) {
    const [said] = amounts;
    const old = earlier[0]!;
    // "13k a year" for "30k a year"; a figure without a period keeps the one told before.
    const phrase = `${said![1]}${said![2] ?? old[2] ?? ""}${said![3] || old[3] || ""}${said![4] ?? old[4] ?? ""}`;
    return `${before.slice(0, old.index)}${phrase}${before.slice(old.index! + old[0].length)}`;
  }
  if (amounts.length > 1 && earlier.length) {
    // "20k is my revenue, costs are about 6k": the figures told before give way to these.
    const period = earlier.map((m) => m[4]).find(Boolean) ?? "";
    const told = amounts.some((m) => m[4]) ? body : `${body}${period}`;
    return `${before.replace(AMOUNT, " ").replace(/\s+/g, " ")} ${told}`;
  }
  return `${before} ${body}`;
}

/** Y replaced by X in the question before: a number by a number, a word by the words put for it. */
function replaceOne(before: string, put: string, instead: string): string {
  const month = monthSwap(before, put, instead);
  if (month !== null) return month;
  const oldNumber = /^(\d+(?:[.,]\d+)?)\s?(k|tys\.?)?$/.exec(instead);
  const newNumber = new RegExp(String.raw`(${NUMBER})(?!.*\d)`).exec(put);
  if (oldNumber && newNumber) {
    const at = new RegExp(String.raw`(?<![\d.,])${oldNumber[1]!.replace(".", "\\.")}(?![\d])`);
    return before.replace(at, newNumber[1]!);
  }
  const words = instead.split(/\s+/);
  const stem = (w: string) => w.slice(0, Math.max(3, Math.min(w.length - 2, 5)));
  const pattern = new RegExp(String.raw`(\d{1,2}\s+)?\b${words.map((w) => `${stem(w)}\\w*`).join("\\s+")}\b`);
  const found = pattern.exec(before);
  if (!found) return before;
  // "1 lutego 2027 nie marca": a date put for a month keeps none of the old day.
  const putWords = put.split(/\s+/);
  const replacement = /^\d/.test(put) && found[1] ? put : putWords.slice(-words.length).join(" ");
  return `${before.slice(0, found.index)}${replacement}${before.slice(found.index + found[0].length)}`;
}

/** A month's name, folded, in any case ("marca", "wrzesien", "October"). */
const MONTHS = String.raw`stycz\w*|lut(?:y|ego|ym|em)|marz\w*|marc\w*|kwie\w*|maj[aeu]?|czerw\w*|lip\w*|sierp\w*|wrze[sc]\w*|pazdz\w*|listop\w*|grud\w*|january|february|march|april|may|june|july|august|september|october|november|december`;
const MONTH_WORD = new RegExp(`^(${MONTHS})$`);
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

/** The day and the month a phrase names ("1 czerwca zaczynam", "October 1st", "od września"). */
function dateIn(text: string): { day?: string; month: string } | null {
  const words = text.split(/[\s,]+/);
  const dayAt = (at: number) =>
    [words[at - 1], words[at + 1]].map((w) => new RegExp(`^${DAY}$`).exec(w ?? "")?.[1]).find(Boolean);
  const months = words.flatMap((w, at) => (MONTH_WORD.test(w) ? [at] : []));
  // "wrzesień, od 1 września": the month with its day.
  const at = months.find((i) => dayAt(i)) ?? months[0];
  return at === undefined ? null : { day: dayAt(at), month: words[at]! };
}

/**
 * "1 października nie lipca", "October 1st, not July": the date of the month corrected, in the
 * question before, given the day and the month put for it (the old day kept when none is put).
 * Null when what is corrected is no month.
 */
function monthSwap(before: string, put: string, instead: string): string | null {
  const old =
    /^((od|from|in|w|we|since|on)\s+)?(\d{1,2}(st|nd|rd|th)?\s+)?(of\s+)?([a-z]+)(\s+\d{1,2}(st|nd|rd|th)?)?(\s+\d{4})?$/.exec(
      instead,
    );
  const now = dateIn(put);
  if (!old || !MONTH_WORD.test(old[6]!) || !now) return null;
  const oldMonth = monthOf(old[6]!);
  const date = new RegExp(String.raw`(\b${DAY}\s+(?:of\s+)?)?\b(${MONTHS})\b(\s+${DAY}\b)?`, "g");
  for (const m of before.matchAll(date)) {
    if (monthOf(m[3]!) !== oldMonth) continue;
    const day = now.day ?? m[2] ?? m[5];
    const phrase = day ? `${day} ${now.month}` : now.month;
    return `${before.slice(0, m.index)}${phrase}${before.slice(m.index + m[0].length)}`;
  }
  return null;
}
