import { fold } from "../../knowledge/analyzer.ts";
import { intentOf } from "../knowledge/intent.ts";

/** A short message that leans on the previous question ("a jak zaczynam 1 października?", "and with sickness insurance?"). */
const FOLLOW_UP =
  /^(a|i|and|oraz|to|so|ok|okay|czyli|wiec|that means|meaning|what about|how about|a co|a jak|a gdy|a gdyby|a jesli|a jezeli|a przy|a potem|a pozniej|a wtedy|and if|and with|and for|and then|and after|then|also|what if|a gdybym|a dla|a z|a bez|and without|with|without|z|bez|przy|dla|for|in|w|czy (ja |mnie |my |nas )?tez|tez|do i also|do we also|does (that|it|this) also|is (that|it|this) also)\b/;

const ANAPHORA =
  /\b(it|that|this|they|them|there|then|after that|from when|him|her|tego|tym|tej|ten|ta|to|wtedy|potem|pozniej|od kiedy|tam|mu|jemu|niego|niej|nim|nia)\b/;

const PART_OF_IT =
  /\b((any|some|part|all|half|none|most) of (that|it|this|them|those)|(cos|czesc|czy cos|ile) z tego|od tego (cos|czesc))\b/;

/**
 * The things a question can be about (a contribution, a tax, a register, a form of business, a
 * document): a short question that names none of them leans on the question before it
 * ("od jakiej kwoty dochodu?" after "ile wynosi danina solidarnościowa?").
 */
export const SUBJECT =
  /\b(zus\w*|vat\w*|ksef|pit\w*|cit\w*|jpk\w*|ryczal\w*|liniow\w*|skal\w*|zdrowotn\w*|spoleczn\w*|chorobow\w*|skladk\w*|jdg|spol[kc]\w*|sp z oo|zoo|dzialalnos\w*|firm\w*|kas\w* fiskal\w*|kas\w* rejestrujac\w*|pkd|krs|ceidg|crbr|nip|regon|danin\w*|dotacj\w*|pozyczk\w*|ulg\w*|preferencyjn\w*|etat\w*|umow\w*|pracowni\w*|pracodaw\w*|wynagrodzen\w*|pensj\w*|placa minimaln\w*|minimaln\w*|faktur\w*|paragon\w*|amortyzacj\w*|podat\w*|company|companies|business|contribution\w*|insurance|tax\w*|lump|flat|scale|invoice\w*|receipt\w*|register\w*|wage|salary|employ\w*|relief|exemption|grant|loan|depreciation|levy)\b/;

/** Whether a question leans on the one before it (`lastQuestion`, written out whole). */
/** "at that revenue", "przy tych samych 15k": the figure told in the question before. */
const SAME_FIGURES =
  /\b((at|with|on) (that|the same) (revenue|income|turnover|amount)|przy (tym samym|tych samych|tej samej|tym) (przychod\w*|dochod\w*|obrot\w*|kwoc\w*|\d+))/;

export function isFollowUp(question: string, previous: { lastQuestion?: string }): boolean {
  if (!previous.lastQuestion) return false;
  const t = fold(question).toLowerCase().trim();
  const words = t.split(/\s+/).length;
  return (
    (words <= 12 && FOLLOW_UP.test(t)) ||
    // "and then preferential ZUS for 24 months – so full ZUS from when?": what comes after the last answer.
    (words <= 25 &&
      /^(and then|a potem|a pozniej|a nastepnie|i potem|potem|then|a (jak|gdy|jesli) (potem|pozniej)|and (if|when) (later|afterwards))\b/.test(
        t,
      )) ||
    (words <= 20 && FOLLOW_UP.test(t) && !SUBJECT.test(t)) ||
    // "ok and the invoice is 50k net, anything special I must write on it?": "it" is the one just discussed.
    (words <= 16 && FOLLOW_UP.test(t) && /\b(on it|in it|on that one|na niej|na nim|w niej|w nim)\b/.test(t)) ||
    (words <= 6 && ANAPHORA.test(t)) ||
    // "can I deduct any of that from my tax?", "czy coś z tego odliczę?": a part of what was just said.
    (words <= 12 && PART_OF_IT.test(t)) ||
    // "…what's ZUS plus health at that revenue?": the figures of the question before.
    (words <= 20 && SAME_FIGURES.test(t)) ||
    (!SUBJECT.test(t) && (words <= 9 || (words <= 10 && (ANAPHORA.test(t) || /\b(niego|niej|nim|it)\b/.test(t))))) ||
    // "tax?", "netto?", "rocznie?", "per year?": one word of the amount leans on the question before.
    BARE_AMOUNT.test(t) ||
    // "What's the earliest month if I closed 30 June 2024?": the earliest day of what was just asked.
    (!SUBJECT.test(t) && words <= 12 && /\b(earliest|najwczesniej)\b/.test(t))
  );
}

/** A bare word of the amount asked: "tax?", "a netto?", "rocznie?", "per year?", "łącznie?". */
const BARE_AMOUNT =
  /^(and |a |i |so |ok )?(the )?(tax|podatek|net|netto|gross|brutto|na reke|rocznie|yearly|annually|per year|a year|za rok|w skali roku|miesiecznie|monthly|per month|lacznie|razem|in total|total)\s*\??$/;

/**
 * "dzięki! a jeszcze VAT – od ilu muszę?", "thanks! and KSeF?": thanks, then an area of its own the
 * question before did not name, opens a new topic (h70).
 */
const THANKS = /^\W*(dzieki|dziekuje|dziekowa\w*|thanks|thank you|thx|cheers|super,? dzieki|ok,? dzieki|ok,? thanks)\b/;
const AREAS = [
  "vat",
  "ksef",
  "kas\\w* fiskal",
  "cash register",
  "cit",
  "pit",
  "krs",
  "ceidg",
  "jpk",
  "ryczal",
  "lump",
  "liniow",
  "flat tax",
  "zus",
  "zdrowotn",
  "health",
  "pracown",
  "employ",
  "spol[kc]",
  "company",
  "dotacj",
  "grant",
];
const THANKS_WORD = "(dzięki|dzieki|dziękuję|dziekuje|thanks|thank you|thx|cheers)";
/** The message without a thanks before it ("dzięki, a bez chorobowego?" → "a bez chorobowego?"). */
export const thanksOff = (message: string): string =>
  message.replace(new RegExp(String.raw`^\W*${THANKS_WORD}\W*(?=\p{L})`, "iu"), "");
/** A new question without the thanks and the "and" joining it ("dzięki! a jeszcze VAT – od ilu?" → "VAT – od ilu?"). */
export const withoutThanks = (message: string): string =>
  message.replace(new RegExp(String.raw`^\W*${THANKS_WORD}\W*(a jeszcze|a teraz|and also|and|also|a|i)?\s+`, "i"), "");
export function thanksThenNewArea(message: string, before: string | undefined): boolean {
  const t = fold(message).toLowerCase();
  if (!THANKS.test(t)) return false;
  const prior = fold(before ?? "").toLowerCase();
  const named = AREAS.filter((a) => new RegExp(`\\b${a}`).test(t.replace(THANKS, " ")));
  return named.length > 0 && named.every((a) => !new RegExp(`\\b${a}`).test(prior));
}

/** "nie licz odliczenia zdrowotnej", "without the health deduction": what is left out is not asked. */
export const LEFT_OUT =
  /\b(nie licz\w*|nie uwzgledniaj\w*|nie bior\w* pod uwage|pomin\w*|pomijajac|ignoruj\w*|ignore|ignoring|leave out|leaving out|excluding|not counting|don'?t count)\s+(the\s+)?(odlicz\w*|deduct\w*)?\s*(skladk\w*\s+)?(zdrowotn\w*|health)(\s+(contribution|deduction)s?)?|\bbez\s+(odlicz\w*|deduct\w*)\s+(skladk\w*\s+)?(zdrowotn\w*|health)\w*|\bwithout (the )?health (contribution )?deduction\b|\bbez (skladk\w* )?zdrowotn\w*|\b(not counting|excluding|without|minus|no) (the )?health( contribution| insurance)?\b|\b(before|przed) (the )?(odliczeni\w* |deducting (the )?|deduction of (the )?)?(health|zdrowotn\w*)( contribution)?( deduction| odliczeni\w*)?\b|\b(ignore|ignoring|excluding|without|bez|nie liczac|pomijajac)\s+(the\s+)?(zus|social( contributions)?|skladk\w* spoleczn\w*|spoleczn\w*)\s+(and|i|oraz)\s+(the\s+)?(health|zdrowotn\w*)\b/g;

/** Things of one kind: a follow-up naming one replaces the previous question's ("a spółki z o.o.?" after "ile kosztuje założenie JDG?"). */
const KINDS: RegExp[] = [
  /\b(jdg|jednoosobow\w*( dzialalnosc\w*)?|dzialalnosc\w* gospodarcz\w*|sole propriet\w*|sole trader\w*|self[- ]employed|compan(y|ies)|spol[kc]\w* (z o\.?o\.?|cywiln\w*|jawn\w*|akcyjn\w*)|prost\w* spol[kc]\w* akcyjn\w*|sp\.? z o\.?o\.?|sp z oo|spzoo|zoo|psa|s\.c\.|limited (liability )?company|llc|civil partnership|general partnership|(one-person )?(jednoosobow\w* )?spol[kc]\w*)/g,
  /\b(ryczal\w*|liniow\w*|skal\w*\b(?! (roku|miesiaca|year))( podatkow\w*)?|lump[- ]sum( tax)?|flat tax|(the )?(tax )?scale|zasad\w* ogoln\w*)/g,
  /\b(ulg\w* na start|preferencyjn\w*|maly zus plus|mal(ego|ym) zus(-u)?( plus)?|maly|pelny|pelnego|duzy|duzego|preferential|start relief|full|small)\b(?! (rok|roku|etat\w*|miesiac\w*|year|time|month))/g,
  /\b(skladk\w* (spoleczn|zdrowotn)\w*|zdrowotn\w*|spoleczn\w*|social (security|contributions?)|health (insurance|contribution)|podat\w*(?! (liniow|ryczal|od towarow))|income tax|(?<!\b(flat|linear|lump[- ]sum) )tax\b(?! (form|scale|office|return)))/g,
  /\bpit-?\d+\w*/g,
  /\b(programist\w*|grafik\w*|tlumacz\w*|fryzjer\w*|lekarz\w*|developer|designer|translator)/g,
  // "a na cały etat?" after "pół etatu": the working time.
  /\b((na )?(pol|polowe|caly|calym|pelny|pelnym|trzy czwarte|cwierc|1\/2|3\/4|1\/4) (etat\w*)|half[- ]time|full[- ]time|part[- ]time)\b/g,
  // "what if I hire two?" after "an employee": how many people.
  /\b(\d{1,3}|jed\w+|dw\w+|trz\w+|one|two|three|four|five|a second|another) (osob\w*|pracownik\w*|employees?|people|persons?|workers?)\b/g,
];

/** A follow-up written out whole: the previous question with what the follow-up replaces taken out, then the follow-up's words. */
export function withFollowUp(previous: string, message: string): string {
  let base = fold(previous).toLowerCase();
  const followUp = counted(message);
  const own = fold(followUp).toLowerCase().replace(LEFT_OUT, " ");
  // "a dla architekta?" after "stawka ryczałtu dla programisty?": who it is for is replaced.
  if (FOR_WHOM.test(own)) base = base.replace(/\b(dla|for) (an? )?\w+(?<!(ych|ich|ej|ego|ym|ymi))\b/g, " ");
  // "when do I have to pay it?" after "how much is it?": a date asked where an amount was.
  if (ASKS_DATE.test(own) && !ASKS_DATE.test(base)) base = base.replace(ASKING, " ");
  // "deduct any of that from my tax": what it is deducted from is no new subject.
  const named = own.replace(
    /\b(from|against|od|z) (my |the |your |mojego )?(tax\w*|podatk\w*|dochod\w*|przychod\w*|income|revenue)\b/g,
    " ",
  );
  for (const kind of KINDS) if (named.match(kind)) base = base.replace(kind, " ");
  // A follow-up that asks for another kind of fact ("and how long can I stay on it?" after "what's
  // the limit?") keeps the earlier question's subject, not what it asked for.
  // "what about accounting?", "a co z ryczałtem?" swap the subject and keep the question.
  const asking = own.replace(/^(and |a |i )?(what about|how about|what of|a co z|a co ze|co z|co ze)\b/, " ");
  // "a jak zaczynam w lipcu?", "and if I start in July?": a condition changed, the same thing asked.
  const intent = intentOf(followUp);
  const conditionOnly = CONDITION.test(own) && (intent === "general" || intent === "procedure");
  if (QUESTION_WORD.test(asking) && !conditionOnly && intent !== intentOf(previous)) base = base.replace(ASKING, " ");
  return `${base.replace(/\s+/g, " ").trim()} ${followUp}`;
}

/** "a dla architekta?", "and for a lawyer?": the same question for someone else. */
const FOR_WHOM = /^(a |and |i |ok )?(dla|for) (an? )?\w+(?<!(ych|ich|ej|ego|ym|ymi))\s*\??$/;
/** A deadline asked for. */
const ASKS_DATE =
  /\b(do kiedy|kiedy|termin\w*|do ktorego|ktorego dnia|when|by when|until when|deadline|which day|what day)\b/;

/**
 * "what if I hire two?", "a jak zatrudnię drugą osobę?": the count named as people ("2 employees"),
 * the second one counting the first.
 */
function counted(message: string): string {
  const ordinal: Record<string, number> = { drug: 2, trzeci: 3, czwart: 4, second: 2, third: 3, fourth: 4 };
  return message
    .replace(
      /\b(drug|trzeci|czwart)\w* (osob\w*|pracownik\w*|pracownic\w*)/giu,
      (_m, n: string) => `${ordinal[n.toLowerCase()]} osoby`,
    )
    .replace(
      /\ba (second|third|fourth) (person|employee|worker)\b/gi,
      (_m, n: string) => `${ordinal[n.toLowerCase()]} employees`,
    )
    .replace(/\b(hire|employ|take on)\s+(two|three|four|five|\d{1,3})(?=\s*[?.!]*\s*$)/gi, "$1 $2 employees");
}

/**
 * A follow-up that only changes a condition of the question before it: "a jak" / "a gdy" / "and if"
 * before a verb of the asker ("a jak zaczynam w lipcu?", "a jak nie zdążę?", "and if I hire two?").
 */
const CONDITION =
  /^(a |i |and |so |ok )?(jakbym|gdybym|jakbysmy|gdybysmy)\s+\w+|^(a |i |and |so |ok )?(jak|jakbym|jesli|jezeli|gdy|gdybym|a gdyby|kiedy|if|what if|and if)\s+(juz |tylko |nie |bym |sie |i |we |i'm |im )?(\w+(e|m|my|esz|ysz|isz|ie)|start\w*|open\w*|register\w*|hire\w*|earn\w*|sell\w*|make|have|had|pay|miss\w*|don't|dont|do not)\b/;

const QUESTION_WORD =
  /\b(ile|jak\w*|ktor\w*|kiedy|czy|co|gdzie|kto|how|what|whats|when|which|who|where|can|do|does|is|are|same)\b/;

/** The words with which a question asks for a kind of fact (amount, limit, deadline, rate…), not what it is about. */
const ASKING =
  /\b(ile|jaki\w*|jaka|jakie|ktor\w*|kiedy|do kiedy|od kiedy|termin\w*|limit\w*|prog(i|u|iem|ow|ach|ami|om)?|stawk\w*|procent\w*|wynosi|kwot\w*|maksymal\w*|max|how much|how many|how long|what|whats|what's|which|when|by when|until when|deadline|threshold|limit|caps?|ceiling|rate|percent\w*|is it|is there|up to)\b/g;
