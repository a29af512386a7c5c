import { COUNTRY_IN } from "./countries.ts";

/**
 * Questions no article can answer, met as the last message of a conversation (the sixty-sixth
 * set): a rate or a contribution of next year foretold, "and how is it in Germany?" after a Polish
 * answer, an office's decision on one's own case (will it approve, why did it reject), an exchange
 * rate of a coming month, a local rent, and whether one client will pay. The Polish rules around
 * them (how long the office has to refund, which rate converts an invoice, what to do when a client
 * does not pay) stay the advisor's topic.
 */
const PARTS = [
  // "will ZUS go up next year?", "czy składki wzrosną w przyszłym roku?".
  String.raw`(will|czy) (\w+ ){0,3}(go up|go down|rise|increase|fall|drop|be raised|be cut|wzrosn\w*|spadn\w*|pojd\w* w gore|podniesi\w*|obniz\w*|zdrozej\w*) (\w+ ){0,2}(next year|in the coming year|w przyszlym roku|od przyszlego roku|za rok)`,
  // "and how does this work in Germany?", "a jak to wygląda w Niemczech?": the country's own rules.
  String.raw`^(and |a |i |so |ok )?(how does (this|it|that) work|how (is|does) (it|this|that) (look|go|work)|what about|jak to (wyglada|jest|dziala)|jak (jest|wyglada))( \w+){0,2} (in|w|we) (the )?${COUNTRY_IN}\s*\??$`,
  // "will my tax office approve my refund by Friday?": an office's decision on one's own case.
  String.raw`(will|czy) (my|the|moj\w*|ten|urzad\w*) (\w+ ){0,2}(tax office|office|urzad\w*|zus|us|naczelnik\w*) (\w+ ){0,3}(approve|accept|reject|grant|process|zatwierdz\w*|uzna|odrzuci|rozpatrzy|przyzna|zwroci|wyplaci) (\w+ )?(my|mi|moj\w*|it|to)`,
  // "a dlaczego mój urząd skarbowy odrzucił mi VAT-R?": why an office decided one's own case.
  String.raw`(dlaczego|czemu|why (did|has|would)) (\w+ ){0,3}(urzad\w*|us|zus|tax office|office|urzednik\w*|inspector\w*) (\w+ ){0,2}(odrzucil\w*|odmowil\w*|zablokowal\w*|wezwal\w*|rejected|refused|denied|blocked)`,
  // "what's the EUR/PLN rate going to be in December?".
  String.raw`(eur|usd|gbp|chf|euro|dollar|pound)\w*( ?\/ ?(pln|eur|usd))? (exchange )?rate (\w+ ){0,2}(going to be|gonna be|will be|be in)`,
  // "ile kosztuje wynajem lokalu na Mokotowie?": a local rent.
  String.raw`(ile kosztuj\w*|ile (sie )?placi (sie )?za|how much (does|is|do|would|will) (it cost to )?)(\w+ ){0,2}(wynaj\w*|najem|najmu|czynsz\w*|rent\w*|leas\w*) (\w+ ){0,3}(lokal\w*|biur\w*|office|premises|shop|sklep\w*|space|mieszkani\w*)`,
  // "a czy mój kontrahent z Włoch zapłaci?", "will my client pay me?": one client's payment foretold.
  String.raw`(czy|will) (moj\w* |ten |nasz\w* |my |the |this |our )?(kontrahent\w*|klient\w*|odbiorc\w*|zleceniodawc\w*|client|customer|buyer)( \w+){0,3} (zaplaci|zaplaca|ureguluje|pay)( mi| nam| me| us| w terminie| na czas| on time)?\s*\??$`,
  // "która marka najlepsza?", "which brand should I buy?": a product chosen, not a rule (h70).
  String.raw`(ktor\w*|jak\w*) (\w+ )?(marka|marke|marki) (\w+ )?(jest )?(najlepsz\w*|polec\w*|wybrac|kupic|warto)|which (brand|make) |best (brand|make)\b`,
  // "czy oni to umorzą w moim przypadku?", "will ZUS cancel it in my case?": an office's decision
  // on one's own case (h70); how a write-off or an instalment plan is asked for stays a rule.
  String.raw`(czy|will|would) (\w+ ){0,5}(umorz\w*|anuluj\w*|cancel\w*|write (it |this |that )?off|forgive|zgodz\w*|agree|approve|zatwierdz\w*|przyzna\w*|odrocz\w*|rozloz\w*) (\w+ ){0,4}(w moim przypadku|w naszym przypadku|in my case|in our case)`,
  // "a w 2028 ile będzie?", "and in 2029?": a year after the coming one foretold (h70).
  String.raw`^(and |a |i |so |ok |what about |a co )?(in |w |for |na |za )?(20(2[89]|[3-9]\d))( roku| r| year)?( (ile|jak|how much|what) (\w+ ){0,2}(bedzie|wyniesie|will it be|would it be))?\s*\??$`,
];

/**
 * "ile to kosztuje?" after a till was discussed, "what's the going rate?" after an accountant was
 * asked for (the seventieth set): a bare price asked of a device or a provider named just before is
 * its market price, which no article holds. A fee the law sets ("ile kosztuje wpis do KRS?") is
 * asked with its own words and stays the advisor's.
 */
const BARE_PRICE =
  /^(a |i |and |so |ok |okay )?(ile (to |ona |on |one |oni |taka \w+ |ta \w+ )?(kosztuje|kosztuja|kosztowac|kosztowalby|bierze|biora|sobie licza|licza|wezmie)( \w+){0,2}|jaka (jest )?(cena|stawka)|(what'?s|what is) the (going )?(rate|price)|how much (does|do|would|will) (it|one|that|this|they|he|she) (cost|charge)( \w+){0,2}|how much (is|are) (it|one|that|they))\s*\??$/;
const PRICED_BEFORE =
  /\b(kas\w* fiskal\w*|kas\w* rejestruj\w*|kas\w* online|drukark\w* fiskal\w*|terminal\w*|cash registers?|till|card terminal|ksiegow\w*|biur\w* rachunkow\w*|accountant\w*|accounting (office|firm)|bookkeep\w*|prawnik\w*|adwokat\w*|lawyer\w*|notariusz\w*)\b/;
export const asksMarketPriceOfNamed = (folded: string, before: string): boolean =>
  BARE_PRICE.test(folded.trim()) &&
  PRICED_BEFORE.test(before) &&
  !/\b(ulg\w*|relief|zalozeni\w*|wpis\w*|oplat\w*|krs|ceidg|fee)\b/.test(before);

export const CONVERSATION_OWN_CASE = new RegExp(String.raw`\b(${PARTS.map((p) => `(${p})`).join("|")})`);
