/**
 * The commonest questions no article can answer, typed as a search box's few words (the
 * fifty-seventh set): the best or the cheapest provider ("najlepszy bank dla firmy", "which
 * invoicing app is best"), a market fee ("ile kosztuje księgowa", "how much should I charge as a
 * freelance dev"), and an office's or a client's verdict on one's own case asked bare ("czy urząd
 * skarbowy przyjął mój PIT", "will my VAT registration be approved", "czy mój kontrahent zapłaci
 * fakturę", "is my contractor on the white list"). The rules around them (the 7 days for a sickness
 * benefit, a labour office's conditions for a grant, how to check a number on the white list) have
 * articles of their own and are asked with more words: a condition ("jeśli", "if", a comma) keeps
 * the question the advisor's.
 */

/** Providers a founder picks on the market. */
const PROVIDER = String.raw`(bank(i|u|ow|em|owy|owe)?|ksiegow(a|ej|y|ego|ych|e)|biur\w* rachunkow\w*|accountants?|accounting (office|firm|app|software)s?|program(y|u|ow|em)?( do (faktur\w*|fakturowania|ksiegowosci))?|software|aplikacj\w*( do faktur\w*)?|apps?|invoicing (app|software|tool)s?)`;
const BEST = String.raw`(najlepsz\w*|najtansz\w*|polecan\w*|best|cheapest|recommended)`;
/** A word that makes a fee a tax or an employee's cost: "ile kosztuje księgowa na etacie". */
const NOT_EMPLOYED = String.raw`(?!.*\b(eta[tc]\w*|umow\w* o prace|brutto|gross|employ\w*|zatrudni\w*|pracownik\w*|w kosztach|koszt(em)? uzyskania|deduct\w*|odlicz\w*|vat|ryczal\w*|stawk\w*|rate|tax\w*|podat\w*)\b)`;
/** A word that makes a price a tax question: "how much VAT should I charge". */
const NOT_TAX = String.raw`(?!.*\b(vat|tax\w*|podat\w*|zus|odset\w*|interest|late|zaliczk\w*|mandat\w*)\b)`;

const MARKET = [
  // "najlepszy bank dla firmy", "jaki program do faktur najlepszy", "which bank is best for business".
  String.raw`${BEST} (\w+ ){0,2}${PROVIDER}`,
  String.raw`^(\w+ ){0,2}${PROVIDER} (\w+ ){0,3}${BEST}`,
  // "ile kosztuje księgowa", "how much does an accountant cost in Poland".
  String.raw`${NOT_EMPLOYED}(ile (kosztuje|kosztuja|bierze|biora|wezmie|placi sie|zaplace) |how much (does|do|will|would|is) (an? |the )?|(cost|price|fee)s? (of|for) (an? )?)(\w+ ){0,2}(ksiegow\w*|biur\w* rachunkow\w*|accountant\w*|accounting|bookkeep\w*)`,
  // "how much should I charge as a freelance dev", "ile brać za godzinę jako programista".
  String.raw`${NOT_TAX}(how much should (i|we) charge|what (hourly )?(rate|price) should (i|we) (charge|ask|set)|ile (powinienem|powinnam|powinn\w*) (brac|liczyc|wziac|policzyc|sobie liczyc)|ile brac za (godzin\w*|projekt\w*|dzien))`,
];

/** An office's or a client's verdict on one's own case, asked bare. */
const OWN_CASE = [
  // "czy urząd skarbowy przyjął mój PIT", "czy ZUS przyzna mi zasiłek za zeszły miesiąc".
  String.raw`^czy (\w+ ){1,2}(juz )?(przyjal\w*|przyjel\w*|zatwierdzil\w*|rozpatrzyl\w*|odrzucil\w*|przyzna\w*|zaakceptowal\w*|uzna\w*) (mi|moj\w*|nam|nasz\w*)\b`,
  // "will my VAT registration be approved", "czy mój wniosek zostanie przyjęty".
  String.raw`^(will|would) (my|our) (\w+ ){0,3}(be (approved|accepted|granted|rejected|refused)|go through)`,
  String.raw`^czy (moj\w*|nasz\w*) (\w+ ){0,3}(zostanie|zostan\w*|bedzie) (przyjet\w*|zatwierdzon\w*|zaakceptowan\w*|odrzucon\w*|rozpatrzon\w*)`,
  // "czy dostanę dotację z urzędu pracy", "will I get the grant".
  String.raw`^(czy (dostane|otrzymam|dostaniemy|otrzymamy)|will (i|we) (get|receive)) (\w+ ){0,1}(dotacj\w*|dofinansowan\w*|grant\w*|subsid\w*)`,
  // "czy mój kontrahent zapłaci fakturę", "will my client pay".
  String.raw`^(czy (moj\w*|nasz\w*|ten|ta) (kontrahent\w*|klient\w*|odbiorc\w*|zleceniodawc\w*|firma) (\w+ )?(zaplac\w*|ureguluj\w*|odda)|will (my|our|the|this) (client|customer|contractor|buyer) pay)( (mi|nam|me|us))?( (fakture|faktury|the invoice|my invoice|on time|w terminie))?\W*$`,
  // "is my contractor on the white list", "czy mój kontrahent jest na białej liście".
  String.raw`^(is|czy) (my|our|this|moj\w*|nasz\w*|ten|ta) (\w+ ){0,2}(contractor|client|supplier|company|account|kontrahent\w*|dostawc\w*|klient\w*|firma|konto|rachunek|nip) (\w+ ){0,2}(on|na|w) (the )?(white ?list|bial\w* lis\w*)`,
];
/** A condition or a second clause makes the question a rule's: "czy ZUS przyzna mi zasiłek, jeśli…". */
const CONDITION = /,|\b(jesli|jezeli|gdy|kiedy|if|when|because|bo|skoro|mimo|although|since|po|after|przy)\b/;

const MARKET_RE = new RegExp(String.raw`\b(${MARKET.map((p) => `(${p})`).join("|")})\b`);
const OWN_CASE_RE = new RegExp(OWN_CASE.map((p) => `(${p})`).join("|"));

export const isCommonMarketOrOwnCase = (folded: string): boolean => {
  const message = folded.trim();
  return MARKET_RE.test(message) || (!CONDITION.test(message) && OWN_CASE_RE.test(message));
};
