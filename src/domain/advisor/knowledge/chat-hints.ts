import type { TopicHint } from "./hints.ts";

/**
 * The forty-seventh set's kinds of questions (first conversations in chat style): two legal forms
 * weighed for a start ("jdg or llc better for start?", "JDG czy spółka na początek?") point at the
 * forms compared side by side, whoever asks (a foreigner's residence title is answered beside it).
 */
export const CHAT_HINTS: TopicHint[] = [
  {
    re: [
      /\b(jdg|jednoosobow\w*|dzialalnos\w*|sole (trader|propriet\w*)|self-?employ\w*|freelanc\w*)\b/,
      /\b(zoo|sp\.? z o\.?o\.?|sp z oo|spzoo|spol[kc]\w* z o\.?o\.?|llc|ltd|limited (liability )?company|psa)(?=\W|$)/,
      /\b(czy|or|vs\.?|versus|albo|lub|better|lepsz\w*|lepiej|which|ktor\w*|co wybrac|co wybierac|wybrac|choose|choosing|pick|na (start|poczatek)|for (a |the )?(start|beginning)|to start( with)?|oplaca sie|worth)\b/,
    ],
    // Debts, a conversion, one tax or contribution asked: their own sections.
    not: /\b(odpowiad\w*|odpowiedzialn\w*|liab\w*|dlug\w*|debts?|majat\w*|przeksztalc\w*|convert\w*|zus\w*|skladk\w*|vat\w*|cit|pit\w*|ryczal\w*|podat\w*|tax\w*|koszt\w* (zalozenia|rejestracji)|kapital\w*|capital|ksef|krs|s24)\b/,
    article: "formy-prawne-wybor",
    heading: /porownanie|compared/i,
  },
  // "Przechodzę ze skali na liniowy – co tracę?": joint filing and the child relief stay with the scale.
  {
    re: [
      /\b(liniow\w*|flat tax|19 ?%|ryczal\w*|lump[- ]?sum)\b/,
      /\b(co (\w+ )?(trace|strace|tracimy|stracimy|traci sie)|czego (\w+ )?(nie bede mial\w*|sie pozbawi\w*)|what (do|would|will|might) (i|we) lose|(i|we) (lose|would lose|will lose)|losing|downsides?|disadvantages?|minus(y|ow)|wady)\b/,
    ],
    article: "ulgi-i-rozliczenie-wspolne",
    heading: /malzonk|spouse/i,
  },
  // "Nic nie zgłoszę – przejdę automatycznie na skalę?": without a report, last year's form continues.
  {
    re: [
      /\b(nic nie zglos\w*|nie zglos\w*|bez zgloszenia|nic nie zloz\w*|nie zloz\w* (\w+ )?(oswiadczeni\w*|zgloszeni\w*)|nie wybior\w*|nie wybier\w*|(don'?t|do not|didn'?t|never|won'?t) (file|report|submit|choose|pick|notify|tell)( \w+){0,3}|(report|file|submit)\w* nothing|nothing (is )?(filed|reported|submitted))\b/,
      /\b(automatyczn\w*|z automatu|domysln\w*|skal\w*|liniow\w*|ryczal\w*|form\w* opodatkowania|tax form|automatic\w*|by default|default|stay|remain|zostan\w*|zostaje\w*)\b/,
    ],
    not: /\b(zeznani\w*|returns?|pit-?\d+\w*|zaliczk\w*|advance\w*|vat\w*|zus\w*|jpk\w*|ksef|ceidg-1)\b/,
    article: "zmiana-formy-opodatkowania",
    heading: /jak zglosic|how to report/i,
  },
  // "Jakie minimum za godzinę na zleceniu?": the minimum hourly rate, whoever the contractor is.
  {
    re: [
      /\b(zleceni\w*|zlecen\w*|umow\w* o swiadczenie uslug|mandate contract|civil(-law)? contract|contract of mandate)\b/,
      /\b(godzin\w*|godzinow\w*|hourly|per hour|an hour|za h)\b/,
      /\b(minim\w*|najmniej|najnizsz\w*|stawk\w*|lowest|at least|rate)\b/,
    ],
    not: /\b(skladk\w*|zus\w*|contribution\w*|koszt\w* pracodawc\w*|employer'?s? cost)\b/,
    article: "placa-minimalna-2026",
    heading: /stawka godzinowa|hourly rate/i,
  },
  // "Wpis w KRS mam od 10 listopada – coś jeszcze muszę zgłosić?": what a company files after its entry (CRBR first).
  {
    re: [
      /\b(wpis\w* (w|do|z) krs|wpisan\w* do krs|po wpisie|krs entry|entered (in|into) (the )?krs|registered (in|with) (the )?krs|(got|have|received) (the |our |my )?krs)\b/,
      /\b(co (jeszcze|dalej|teraz)|cos jeszcze|czy (cos|jeszcze)|jakie (jeszcze|obowiazk\w*|zgloszeni\w*)|what (else|next|now)|anything else|obowiazk\w*|obligations?|zglos\w*|zglasz\w*|report\w*|file|filing|notify)\b/,
    ],
    not: /\b(crbr|beneficjent\w*|beneficial|vat\w*|zus\w*|skladk\w*|kapital\w*|capital|wklad\w*|aport\w*|nip|regon|pkd|zmian\w*|change\w*)\b/,
    article: "spolka-zoo",
    heading: /obowiazki po rejestracji|after registering/i,
  },
];
