/** Words the profile reader uses to tell the user's own facts from someone else's (ADR 014, the forty-sixth set). */

/** A group of customers ruled out ("not businesses", "nie firmom"), or a worker on B2B ("a B2B helper"). */
export const NOT_A_GROUP =
  /\b(not|nie|non)[- ](to |for |dla |do )?(b2b|b2c|businesses|companies|firm\w*|consumers|individuals|private \w+|osob\w* prywatn\w*|konsument\w*)\b|\bb2b (helpers?|workers?|drivers?|pomocnik\w*|kierowc\w*|podwykonawc\w*|subcontractors?|contractors?|freelancers?|staff)\b|\b(pomocnik\w*|helpers?|workers?|podwykonawc\w*|subcontractors?) b2b\b/g;

/** Taking someone on ("hiring my first employee", "zatrudniam asystentkę", "przyjmuję pracownika"). */
export const HIRING_SOMEONE =
  /\b(hir(e|es|ing)|recruit\w*|taking on|(i|we) employ|employing|zatrudni(am|amy|c|e|my|lam|lem|lismy)|przyjm(uje|ujemy|e|iemy) (do pracy|pracownik\w*|pracownic\w*))\b/;
/** The user's own job said outright ("I'm employed full-time", "jestem zatrudniona na etacie"). */
export const OWN_JOB =
  /\b(i('m| am) (also |still )?employed|i (also |still )?(have|work) (a |an )?(full|part)[- ]time|my (own )?day job|jestem (tez |rowniez |nadal )?zatrudnion\w*|(sam\w* |ja )?mam (tez |rowniez )?(etat|umow\w* o prace)|(sam\w* |ja )(tez |rowniez )?pracuje na etacie)\b/;

/** A business being closed ("zamykam JDG", "jdg zamykam", "closing my sole proprietorship"). */
export const CLOSING =
  /\b(zamyka\w*|zamkn\w*|likwid\w*|zlikwid\w*|closing|close|wind(ing)? up) (\w+ ){0,2}(jdg|dzialalnos\w*|firm\w*|sole propriet\w*|business)\b|\b(jdg|dzialalnos\w*) (\w+ )?(zamyka\w*|likwid\w*)\b/g;

/** A move to another legal form: the verb and what it leaves from, without the form moved to. */
export const MOVED_TO_FORM =
  /\b((?:przechodz|przejd|przejsc|przeksztalc|zmieni|moving|move|switch|convert|transform|going|chang)\w*\b(?: \S+){0,4}? (?:na|w|into|to|do)) (?:(?:a|an|the|my|one-person|single-member|jednoosobow\w*) )?(?:sp\b|sp\.|spol\w*|spzoo|z o\.?o|limited|llc|ltd|psa|prost\w*)[^,.;!?]*/g;

/** A client's company form ("klient z USA (LLC)", "client, a GmbH", "kontrahent to sp. z o.o."). */
export const CLIENTS_FORM =
  /\b(klient\w*|kontrahent\w*|zleceniodawc\w*|odbiorc\w*|nabywc\w*|clients?|customers?|buyers?)\b[^.!?]{0,30}?\b(llc|ltd|gmbh|inc|corp|plc|sp\.? z o\.?o\.?|sp z oo|spol\w* z o\.?o\.?)(?=\W|$)/g;

/** A conversion already made ("po przekształceniu", "after converting"): the form converted from is gone. */
export const CONVERTED =
  /\b(po przeksztalceniu|przeksztalcil\w*|(after|since) (converting|transforming|the conversion)|converted|od przeksztalcenia)\b/;

/** Taking someone on for pay ("biorę na zlecenie studenta", "hiring a helper"): a bare amount beside it is their pay. */
export const TAKING_ON =
  /\b(zatrudni\w*|biore (\S+ )?na (zlecenie|umowe|etat|dzielo)|przyjmuj\w* (\S+ )?(do pracy|na (zlecenie|umowe|etat))|hir(e|es|ed|ing)|(take|taking|took) on|employ(ing)? (a|an|someone|my)|on a (mandate|civil) contract)\b/;

/** A tax or ZUS contribution paid late or short ("ZUS 1926,76 zł paid 120 days late"): its sum is owed, not revenue. */
const OWED_TO_OFFICES =
  /\b(zus\w*|skladk\w*|contributions?|zaliczk\w*|advances?)\b.*\b(po terminie|spozni\w*|dopiero po|late|overdue|odset\w*|interest|missing|brakuj\w*|last year'?s)\b|\b(late|po terminie|odset\w*|interest)\b.*\b(zus\w*|skladk\w*|zaliczk\w*|advances?)\b/;
export const takenOnOrOwed = (folded: string) => TAKING_ON.test(folded) || OWED_TO_OFFICES.test(folded);

/** A bare "pierwszy raz", not a first hire, invoice or settlement ("pierwszy raz to robię"). */
export const FIRST_TIME =
  /\bpierwszy raz(?! (zatrudni\w*|przyjmuj\w*|szukam|biore|wystawi\w*|rozlicza\w*|skladam|sprzeda\w*|to\b|w tym\b))/;
/** A message about opening a business, where a bare "pierwszy raz" is a first business. */
export const OPENING_BUSINESS =
  /\b(zaklad\w*|zaloz\w*|zalozy\w*|otwier\w*|otworz\w*|rejestr\w*|firm\w*|jdg|dzialalnosc\w*)\b/;
/** A home's rent or bills named just before an amount ("czynsz z mediami to 2800 zł"). */
export const HOME_BILLS = /\b(rent|utilities|bills|czynsz\w*|rachunk\w*|media|oplat\w*)\b[^.!?]{0,30}$/;
/** A word for what the business brings in, between the bills and the amount. */
export const REVENUE_WORD =
  /\b(earn\w*|zarab\w*|przychod\w*|revenue|income|sprzeda\w*|sell\w*|sold|obrot\w*|fakturuj\w*|invoic\w*|turnover|dochod\w*)\b[^.!?]*$/;
export const homeBills = (before: string) => HOME_BILLS.test(before) && !REVENUE_WORD.test(before);

/** The user's own VAT exemption; an invoice "bez VAT" (a supplier's reverse charge) is not one. */
export const VAT_EXEMPT =
  /\b(zwolnien\w* z vat|zwolnion\w* z vat|(?<!faktur\w* (\w+ ){0,2})bez vat|vat[- ]exempt|exempt from vat|nie-?vatowc\w*)\b/;
/** Nobody employed ("na etacie nikogo nie mam", "no one on payroll"): no employees, not the user's job. */
export const NO_ONE_EMPLOYED = /\b(nikogo|nobody|no one|no-one|zadnych pracownik\w*|zadnego pracownik\w*)\b/;

/** A loan between a shareholder and their company, either way: the owner's money, not funding sought. */
export const SHAREHOLDER_LOAN =
  /\b(wspolnik\w*|udzialowc\w*|shareholder\w*|udzielil\w*|udzielam|lent|lending (to )?(my|our) (own )?company|spolk\w* (mi|nam) (plac\w*|pozycz\w*)|(plac\w*|wyplac\w*) (mi|nam) odset\w*|company (pays|lends) me)\b/;

/** A wish or a plan to open ("chcę otworzyć", "chciałabym założyć", "I want to reopen"). */
export const WANTS_TO_OPEN =
  /\b(chce|chcialbym|chcialabym|chcemy|zamierzam|zamierzamy|planuje|planujemy|want to|wanna|would like to|i'd like to|plan to|planning to) (\w+ ){0,2}(zalozyc|otworzyc|zarejestrowac|wznowic|open|start|set up|register|reopen|restart)\b/;

/** A start told in the present tense ("zaczynam 1 marca", "ruszam od lipca", "I start on 1 March"). */
export const STARTS_NOW =
  /\b(zaczynam|zaczynamy|ruszam|ruszamy|startuje|startujemy|i start|we start|i'?m starting|we'?re starting)\b/;

/** A first business ("pierwsza firma", "nigdy nie prowadziłam firmy", "never had a business"). */
export const NO_BUSINESS_BEFORE =
  /\b(pierwsza firma|pierwsza dzialalnosc|first (business|company) (ever|of mine)?|never (had|run|owned|registered) (a |any )?(registered )?(business|company|firm)|(nigdy|wczesniej|dotad|jeszcze) nie (mial\w*|prowadzil\w*) (\w+ )?(firmy|dzialalnosci|jdg))\b/;

/** A reply to "what will your business do?" that names no trade (in its own file). */
export { describesNoTrade } from "./activity-reply.ts";

/** Another person's business form: "na jej JDG", "his own company", "a self-employed stylist". */
export const SOMEONE_ELSES_FORM =
  /\b((na |w ramach )?(jej|jego|ich|her|his|their) (wlasn\w* |own )?(jdg|jednoosobow\w* dzialalnosc\w*|dzialalnosc\w*|firm\w*|business|company)|(a|an|the) self-employed \w+)\b/g;
