import { COUNTRY_IN, COUNTRY_TO } from "./countries.ts";
import { CONVERSATION_OWN_CASE } from "./out-of-scope-conversation.ts";
import { isCommonMarketOrOwnCase } from "./out-of-scope-common.ts";
import { MISTAKES_OWN_CASE } from "./out-of-scope-mistakes.ts";
import { NAMED_OR_FOREIGN_FIGURE } from "./out-of-scope-named.ts";
import { OWNERS_OWN_CASE } from "./out-of-scope-owners.ts";
import { ASKED_AFTER_OUT_OF_SCOPE } from "./out-of-scope-asked-after.ts";
import { ENDING_OWN_CASE } from "./out-of-scope-ending.ts";
import { PROFESSION_MARKET } from "./out-of-scope-professions.ts";
import { PROFESSION_OWN_CASE } from "./out-of-scope-professions-2.ts";
import { RURAL_OWN_CASE } from "./out-of-scope-rural.ts";
import { isServiceOrOwnCase } from "./out-of-scope-service.ts";

/**
 * What the advisor does not answer: another country's business, a private matter, a forecast of
 * the markets. Nothing of such a message is recorded, and no article or calculator answers it.
 */

/** A business moved to another country ("przenieść firmę do Niemiec", "move my company to Germany"). */
const MOVED_ABROAD = new RegExp(
  `\\b(przenies\\w*|przeniesc|przenosz\\w*|przeprowadz\\w*|move|moving|relocat\\w*|transfer\\w*)\\b(\\s+\\S+){0,3}\\s+(do|to)\\s+${COUNTRY_TO}\\b`,
);
/**
 * Another country's law: outside what the advisor knows, however many Polish words it shares.
 * A business, tax or register placed in another country is ("firma w Niemczech", "VAT in the
 * UK", "GmbH"); a Polish business with clients abroad is not ("klienci z Niemiec").
 */
const FOREIGN = new RegExp(
  [
    MOVED_ABROAD.source,
    "\\b(irs|hmrc|gmbh|gewerbe\\w*|handelsregister|finanzamt|kleinunternehmer\\w*|umsatzsteuer\\w*|auto-?entrepreneur\\w*|autonomo\\w*|partita iva|zivnost\\w*|companies house|e-residency|texas|california|delaware|florida|federal\\w*|federaln\\w*)\\b",
    `\\b(firm\\w*|spol[kc]\\w*|dzialalnos\\w*|company|business|tax\\w*|podat\\w*|vat|zus|rejestracj\\w*|registration|zalozyc|zarejestrowac|register\\w*|set up|open|limit\\w*|prog\\w*|threshold\\w*|stawk\\w*|rates?|przepis\\w*|rules?|law)(\\s+\\S+){0,2}\\s+(w|we|na|in)\\s+(the\\s+)?${COUNTRY_IN}\\b`,
    "\\b(uk|usa|german|british|american|czech|french|spanish|italian|dutch|irish|niemieck\\w*|brytyjsk\\w*|amerykansk\\w*|czesk\\w*|francusk\\w*|hiszpansk\\w*|wlosk\\w*|holendersk\\w*|irlandzk\\w*) (income |corporate |business |trade |dochodow\\w* )?(tax\\w*|law|company|companies|vat|firm\\w*|podat\\w*|prawo|prawa|spolk\\w*|urzad\\w*|register)\\b",
  ].join("|"),
);

/**
 * "A w Niemczech jaki podatek płaci freelancer?", "in Germany, what tax does a freelancer pay?": a
 * tax asked of another country, the country named first. A client or a sale there is a Polish
 * business's question (its invoice, its VAT), so a message naming one is not ruled out by this.
 */
const TAX_PLACED_ABROAD = new RegExp(
  `\\b(w|we|in) (the )?${COUNTRY_IN},? (\\S+ ){0,2}(jaki|jaka|jakie|ile|what|which|how much|how high) (\\S+ ){0,2}(podat\\w*|tax\\w*|zus|skladk\\w*|ubezpieczen\\w*|social security)`,
);
const DEALINGS_THERE =
  /\b(klien\w*|kontrahen\w*|odbiorc\w*|nabywc\w*|zleceniodawc\w*|clients?|customers?|buyers?|faktur\w*|invoic\w*|sprzeda\w*|sell\w*|sold|eksport\w*|export\w*|wysyla\w*|ship\w*|kierowc\w*|drivers?|delegowan\w*|posted|pracownik\w*|employees?)\b/;

/** A client or a supplier abroad is a Polish business's question (VAT on the invoice), not another country's law. */
const FOREIGN_CLIENT =
  /\b(invoic\w*|bill\w*|sell\w*( \w+)? to|work\w* for|buy\w*( \w+){0,4} from|bought( \w+){0,4} from|purchas\w*( \w+){0,4} from|subscri\w*( \w+){0,4} (from|with|to)|kupuj\w*( \w+){0,4} (od|z)|kupi\w*( \w+){0,4} (od|z)|(services?|projects?|programming|development|consulting|design|it|do \w+( \w+)?) for|clients?|customers?|klien\w*|kontrahen\w*|faktur\w*|sprzeda\w*|dla)\b(\s+\S+){0,3}?\s+(a |an |the )?(german|british|american|czech|french|spanish|italian|dutch|irish|niemieck\w*|brytyjsk\w*|amerykansk\w*|czesk\w*|francusk\w*|hiszpansk\w*|wlosk\w*|holendersk\w*|irlandzk\w*)\s+(company|companies|firm\w*|spol\w*|business\w*|clients?|customers?)\b/g;
/**
 * "A German company wants to hire my van", "niemiecki zleceniodawca zleca mi kurs": a client abroad
 * named before what it asks of the Polish business.
 */
const FOREIGN_CLIENT_ASKS =
  /\b(german|british|american|czech|french|spanish|italian|dutch|irish|niemieck\w*|brytyjsk\w*|amerykansk\w*|czesk\w*|francusk\w*|hiszpansk\w*|wlosk\w*|holendersk\w*|irlandzk\w*) (company|companies|firm\w*|spol\w*|clients?|customers?|zleceniodawc\w*|kontrahent\w*|klient\w*) (wants|would like|asks|orders?|hires?|chce|zamawia|zleca|prosi)\b/g;
/**
 * A client or a supplier placed abroad by name or legal form ("my first client, a company in Germany",
 * "klient to GmbH z Niemiec", "a UK company", "AWS from Irish companies"): the Polish business's
 * invoice and VAT, not that country's law.
 */
const CLIENT_PLACED_ABROAD = new RegExp(
  [
    `\\b(clients?|customers?|klien\\w*|kontrahen\\w*|odbiorc\\w*|zleceniodawc\\w*|nabywc\\w*)\\b[,:]?(\\s+\\S+){0,3}?\\s+(a |an |the |to )?(company|firm\\w*|spol\\w*|business|gmbh|ltd|llc|inc)\\b(\\s+(in|w|we|z|ze|from)\\s+(the\\s+)?${COUNTRY_IN})?`,
    "\\b(uk|us|usa|eu|ue)\\s+(company|companies|firm\\w*|clients?|customers?)\\b",
    // "Selling machine parts to a company in Czechia", "sprzedaję towar firmie w Czechach": a Polish seller's sale.
    "\\b(sell\\w*|sold|ship\\w*|export\\w*|invoic\\w*|sprzeda\\w*|wysyla\\w*|eksport\\w*)\\b[^.?!]{0,40}?\\s(to|do|dla)\\s+(a |an |the )?(\\S+ )?(company|companies|firm\\w*|spol\\w*|business\\w*|clients?|customers?|klient\\w*|kontrahent\\w*)(\\s+(in|w|we|z|ze|from)\\s+(the\\s+)?\\S+)?",
    // "A company owned partly by my German GmbH", "wspólnikiem jest niemiecka GmbH": a Polish company's shareholder.
    "\\b(owned( \\w+){0,2} by|shareholders?|wspolnik\\w*|udzialow\\w*)\\b[^.?!]{0,40}?\\b(gmbh|ltd|llc|inc)\\b",
    "\\b(gmbh|ltd|llc|inc)\\b[^.?!]{0,20}?\\b(as (a |an |its |our )?shareholders?|(is|jest) (a |our |its )?(shareholder|wspolnik\\w*)|jako wspolnik\\w*|jako udzialow\\w*)",
    "\\b(sprzeda\\w*|wysyla\\w*|eksportuj\\w*)\\s+(\\S+\\s+){0,3}?(firmie|firmom|spolce|spolkom|klientowi|klientom|kontrahentowi|kontrahentom|nabywcy)(\\s+(w|we|z|ze)\\s+\\S+)?",
    // "I do IT work for a company in Germany", "robię grafiki dla firmy z Niemiec": the work is the Polish business's.
    `\\b(work\\w*|services?|projects?|programming|development|consulting|design\\w*|build\\w*|mak\\w*|creat\\w*|writ\\w*|translat\\w*|develop\\w*|edit\\w*|produc\\w*|deliver\\w*|provid\\w*|do|doing|robi\\w*|robot\\w*|prac\\w*|uslug\\w*|projekt\\w*|zlecen\\w*|grafik\\w*|tlumacz\\w*|pisz\\w*|tworz\\w*|programuj\\w*)\\b(\\s+\\S+){0,3}?\\s+(for|dla)\\s+(a |an |the |one |jednej )?(company|companies|firm\\w*|spol\\w*|business\\w*|clients?|customers?|klient\\w*)\\s+(in|w|we|z|ze|from|based in)\\s+(the\\s+)?${COUNTRY_IN}\\b`,
    "\\b(pay\\w*|plac\\w*|subscri\\w*|buy\\w*|kupuj\\w*|licenc\\w*|faktur\\w*)\\b[^.?!]{0,60}?\\b(from|od|z)\\s+(an? |the )?(german|british|american|czech|french|spanish|italian|dutch|irish|niemieck\\w*|brytyjsk\\w*|amerykansk\\w*|czesk\\w*|francusk\\w*|irlandzk\\w*)\\s+(company|companies|firm\\w*|spol\\w*|suppliers?|vendors?|dostawc\\w*)\\b",
    // "Wozimy towar dla firmy z Niemiec", "a run to Rotterdam for a Dutch company": a Polish carrier's job.
    "\\b(transport\\w*|przewo\\w*|woz\\w*|haul\\w*|carr(y|ies|ied)|kurs\\w*|runs?|trasa|route|freight|spedy\\w*)\\b[^.?!]{0,40}?\\b(for|dla|od|from)\\s+(a |an |the )?(\\S+ )?(company|companies|firm\\w*|spol\\w*|clients?|customers?|klient\\w*|kontrahent\\w*|przewoznik\\w*|carriers?|hauliers?)(\\s+(in|w|we|z|ze|from)\\s+(the\\s+)?\\S+)?",
    // "Mają niemiecki VAT-ID", "a valid VAT-ID": the client's number, not another country's VAT law.
    "\\b(niemieck\\w*|czesk\\w*|holendersk\\w*|francusk\\w*|german|czech|dutch|french|valid|wazn\\w*|aktywn\\w*)\\s+(vat-?id|vat-?ue|vat number|numer\\w* vat\\w*)",
  ].join("|"),
  "g",
);
/** A Polish carrier's runs abroad (cabotage, the Mobility Package, posted drivers): the advisor's own topic. */
const CARRIER_ABROAD =
  /\b(kabotaz\w*|cabotage|cross-?trade|pakiet\w* mobilnosci|mobility package|delegow\w* kierowc\w*|posted drivers?|(my|our|moj\w*|nasz\w*) (polish |polsk\w* )?(truck|lorry|ciezarowk\w*|tir\w*|bus(a|em|y|ie|ami|ow)?|buses|vans?))\b/;

/** Markets foretold (an exchange rate next month): no article can know it. */
const FORECAST =
  /\b((is|will|are) (the )?(eur\w*|euro|usd|dollar|zloty|pln|exchange rates?|kurs\w*)(\/\w+)? (going to |gonna |likely to |expected to )?(rise|fall|go up|go down|drop|climb|strengthen|weaken)|czy (kurs\w* )?(euro|eur|dolar\w*|zlot\w*|frank\w*|walut\w*) (wzrosn\w*|spadn\w*|umocni\w*|oslabn\w*|pojdzie|bedzie (rosl|spadal)\w*)|jaki (bedzie|bylby) kurs|kurs\w* (euro|eur|dolara|usd|franka|walut\w*) (bedzie|za miesiac|w przyszl\w*|w (grudniu|styczniu))|prognoz\w* kurs\w*|will the (eur\w*|euro|usd|dollar|zloty|exchange rate)|exchange rate (be|will be|forecast)|what will the .{0,20}rate be|(will|czy) (the )?(nbp|rpp|mpc|central bank|national bank|rada polityki pienieznej) (cut|raise|lower|hike|change|obniz\w*|podniesie|podwyzszy|zmieni)|(interest rates?|stopy procentowe|stop procentowych) (will|go down|go up|fall|drop|rise|spadn\w*|wzrosn\w*|bed\w*|obniz\w*)|(bedzie|beda) (rosl\w*|rosnac|spadal\w*|spadac)|oplaca sie jeszcze (w to )?wchodzic|will (the )?(market|sales|demand|it) (grow|keep growing|decline|shrink))\b/;
/**
 * Today's market and one person's own case outside the law: a price of goods foretold ("will diesel
 * go down in December?"), the cheapest provider, a local price or the next exam date in a city, an
 * office's decision on the user's own application, one number's status in a register, a freight
 * exchange's going rate, whether a named firm pays on time, the exact toll of one route, the
 * cheapest product or an insurance premium.
 */
const CITY = String.raw`(warszaw\w*|warsaw|krakow\w*|gdans\w*|gdyni\w*|lodz\w*|poznan\w*|wroclaw\w*|lublin\w*|katowic\w*|szczecin\w*|bydgoszcz\w*|bialymstoku|bialegostoku|bialystok|rzeszow\w*|olsztyn\w*|kielc\w*|opol\w*|torun\w*|radom\w*)`;
const MARKET_OR_OWN_CASE_PARTS = [
  // A price of goods foretold: "czy ceny paliwa spadną w grudniu", "will diesel prices go down".
  String.raw`(will|czy) (the )?(\w+ )?(prices?|ceny|cena) (of \w+ )?(\w+ )?(go down|go up|fall|rise|drop|spadn\w*|wzrosn\w*)`,
  // The cheapest provider or product on the market.
  String.raw`(which|ktor\w*) (polish |polsk\w* |business |firmow\w* )?(leasing\w*|bank\w*|insurer\w*|ubezpieczyciel\w*|provider\w*|dostawc\w*) (\w+ )?(gives|has|offers|ma|daje|oferuje) (\w+ )?(the )?(cheapest|lowest|best|najtansz\w*|najnizsz\w*|najlepsz\w*)`,
  String.raw`(ktor\w*|jaki|jaka|jakie|which|what) (tachograf\w*|tachograph\w*|leasing\w*|bank\w*|insurer\w*|ubezpieczyciel\w*|biur\w* rachunkow\w*|accounting office\w*|program\w*|software|kas\w*|cash register\w*|samoch\w*|cars?|vans?|bus(a|em|y|ie|ami|ow)?|buses|trucks?|ciezarow\w*)( \w+)? (jest |is )?(najtansz\w*|the cheapest|cheapest)`,
  // A local market price: an accountant's fee, a tachograph's fitting, an office in a named city.
  String.raw`(biur\w* rachunkow\w*|ksiegow\w*|accountant\w*|accounting|office space|coworking\w*|tachograph\w*|tachograf\w*|fitting|montaz\w*|serwis\w*|mechani\w*) .{0,40}\b(in|w) ${CITY}`,
  // A named or local provider's fee: "ile bierze biuro rachunkowe pani X z Gdańska", "how much does a notary in Kraków charge".
  String.raw`(ile (bierze|biora|liczy|licza|wezmie|policzy|kosztuje|kosztuja)|how much (does|do|will|would)) .{0,40}(biur\w* rachunkow\w*|ksiegow\w*|accountant\w*|accounting office\w*|notariusz\w*|notar(y|ies)|kancelari\w*|prawnik\w*|lawyer\w*|doradc\w*) .{0,40}\b(z|ze|from) ${CITY}`,
  // A local office's own schedule: "kiedy PUP w Radomiu ma nabór", "when does the job centre in Łódź open its call".
  String.raw`(pup|urzad\w* pracy|labou?r office|job cent(er|re)) (w|we|in) (?!\d|ktor|which)\w+.{0,40}\b(nabor\w*|intake|call for)|\b(nabor\w*|intake|call for \w+) .{0,40}(pup|urzad\w* pracy|labou?r office|job cent(er|re)) (w|we|in) (?!\d|ktor|which)\w+`,
  // The next exam date, an office's decision on one's own application, one number's status.
  String.raw`(next|najblizszy|najblizsza) (\w+ ){0,2}(exams?|egzamin\w*)`,
  String.raw`(has|have|did) (the )?\w+ (already )?(approv\w*|reject\w*|process\w*|decided on|grant\w*) (my|our)`,
  String.raw`(my|our|moj\w*|nasz\w*) (\w+ ){0,2}(application|wniosek|wniosku)( \w+){0,3}? (was|has been|is|zostal|jest) (already |juz )?(processed|approved|rejected|accepted|granted|rozpatrzon\w*|zatwierdzon\w*|przyjet\w*|odrzucon\w*)`,
  String.raw`(is|was|has|have) (my|our) (\w+ ){0,2}application (already |yet |been |already been )*(processed|approved|rejected|accepted|granted)`,
  String.raw`(moj|my|our) (numer |number )?(vat-?ue|nip|vat|eu vat)( number| numer)? (jest |is )?(juz |already )?(aktywn\w*|active|valid|widoczn\w*|visible)`,
  // A freight exchange's going rate, one firm's payment record, one route's exact toll, a premium.
  String.raw`(stawk\w*|rates?|ceny|cena|going rate|plac\w*|pay\w*) .{0,60}(gield\w*|timocom|trans\.?eu|freight exchange)|going rate|cheapest place`,
  String.raw`czy (firma |spolka |company )?(?!(kontrahent|klient|odbiorc|zleceniodawc|customer|client|buyer)\w*)[a-z0-9-]+( sp\.? z o\.?o\.?)? (plac\w*|pays?) (\w+ )?(terminowo|w terminie|on time)|czy (firma|spolka) .{1,60}? plac\w* (\w+ )?(terminowo|w terminie)|(reliable|rzeteln\w*|solidn\w*|wiarygodn\w*) (payer|platnik\w*)|does (?!(my |the |a |our )?(client|customer|buyer|contractor))[a-z0-9'-]+( [a-z0-9'-]+){0,3} pay on time`,
  String.raw`(exact|dokladn\w*) (\w+ ){0,2}(e-?toll|toll|myto|oplat\w* drogow\w*)|(ile|how much) (wyniesie|bedzie|will|is) (\w+ ){0,2}(myto|toll|e-?toll)`,
  String.raw`ile kosztuje (\w+ )?(ocp|polis\w*)|how much (does|will) (\w+ ){0,3}(ocp|policy|premium) cost`,
];
const MARKET_OR_OWN_CASE = new RegExp(String.raw`\b(${MARKET_OR_OWN_CASE_PARTS.map((p) => `(${p})`).join("|")})\b`);

/** The outcome of one person's case in court: no article can know it. */
const CASE_OUTCOME =
  /\b(wygram\w*|przegram\w*|wygra (sprawe|w sadzie)|will (i|we|he|she|they) win|win (the|my|our) case|lose (the|my|our) case|chances? (of|to) win\w*|szans\w* na wygran\w*|szans\w* (na )?wygra\w*|wygrac (odwolani\w*|sprawe|spor\w*|w sadzie|z urzedem)|(odwolani\w*|appeal) (sie uda|przejdzie|succeed\w*|will work)|win (the|my|an|this) appeal|sygnatur\w*|[iv]+ (fsk|sa|gsk|osk) \d+\/\d+|spraw\w* (jest |toczy sie )?(w|przed) (sadzie|sad\w*|nsa|wsa)|wygra czy (nie|przegra)|jak sie skonczyl\w* sprawa)\b/;

/**
 * A figure of a year the sources do not cover yet ("ile dokładnie będzie minimalna w 2027?", "how
 * much will full ZUS go up in 2027?"), or a law foretold ("will KSeF be postponed again?"): the
 * knowledge is of 2026, and a guess would read as a fact. Dates already set in law for later years
 * (KSeF penalties from 2027, the 2026 settlement in May 2027) are asked without these words.
 */
const LATER_YEAR = /\b20(2[7-9]|3\d)\b/;
const FIGURE_FORETOLD =
  /\b(ile (dokladnie |wlasciwie |mniej wiecej )?(bedzie|beda|wyniesie|wynios\w*|wzrosn\w*|pojdzie|bede placic|zaplace)|o ile (wzrosn\w*|podniosa|pojdzie|zdrozej\w*)|jak\w* (bedzie|beda|wyniesie)|ile (\w+ ){1,3}(bede|bedzie|beda) plac\w*|how much will|what will( .{0,40})? be|will( .{0,40})? (go up|go down|rise|fall|drop|increase|decrease|be raised|be cut|be lowered)|(spadn\w*|obniz\w*|zmniejsz\w*|podniesi\w*|podwyzsz\w*)|go up in|exact (number|amount|figure)|prognoz\w*|forecast\w*|predict\w*)\b/;
const LAW_FORETOLD =
  /\b((be |get |zostan\w* |zostanie )?(postpone\w*|delay\w*|przesun\w*|przeloz\w*|odloz\w*|opozni\w*)\b.{0,30}\b(again|znowu|ponownie|jeszcze raz|20(2[7-9]|3\d))|(again|znowu|ponownie)\b.{0,30}\b(postpone\w*|delay\w*|przesun\w*|przeloz\w*|odloz\w*))/;
/** A birth dated next year ("poród w styczniu 2027"): the benefit is computed from this year's contributions. */
const BIRTH_DATED = /\b(porod\w*|urodz\w*|rodz(e|i)|birth|due)\b(\s+\S+){0,3}?\s+20(2[7-9]|3\d)\b/g;
const isForetold = (folded: string) =>
  (LATER_YEAR.test(folded.replace(BIRTH_DATED, " ")) && FIGURE_FORETOLD.test(folded)) || LAW_FORETOLD.test(folded);

/**
 * Private matters outside running a business (family law, the user's own flat as a tenant, medical
 * choices such as a caesarean or a diagnosis): no article answers them, however many words they
 * share with one ("od pół roku", "płaci").
 */
/** A private matter; a firm's own unpaid invoices are not one (they have an article of their own). */
const PRIVATE_MATTER =
  /\b(pozew\w*|pozwac|sue (them|him|her|my)|lawsuit|rozpraw\w*|(jak odzyskac|odzyska\w*|recover\w*|get back) (\w+ )?(kaucj\w*|deposit)|aliment\w*|alimony|child support|rozwod\w*|divorce\w*|opiek\w* nad (dzieckiem|dziecmi)|custody|landlord\w*|(moj\w*|nasz\w*) (wlasciciel\w* mieszkani\w*|wynajmujac\w*)|kaucj\w* (za|od) (mieszkani\w*|wynajem\w*)|cesark\w*|cesarski\w* ciec\w*|caesarean|c-section|porod\w* (naturaln\w*|silami natury)|natural (birth|delivery)|bezpieczniejsz\w* dla (dziecka|matki)|safer for the (baby|mother)|diagnoz\w*|diagnos\w*|objaw\w*|symptoms?|leczeni\w* (choroby|raka)|lek(i|ow|arstw\w*) na)\b/;
/** Whether a folded message is outside what the advisor knows (a client abroad is not). */
/** Closing or pausing the Polish business before a move abroad is the advisor's own topic. */
const CLOSING_HERE =
  /\b(zamkn\w*|zamyk\w*|likwid\w*|wyrejestr\w*|wykresl\w*|zawies\w*|close|closing|shut\w* down|wind\w* up|deregister\w*|suspend\w*)\b/;

export const isOutOfScope = (folded: string) =>
  (!CARRIER_ABROAD.test(folded) &&
    FOREIGN.test(
      (CLOSING_HERE.test(folded) ? folded.replace(MOVED_ABROAD, " ") : folded)
        .replace(FOREIGN_CLIENT, " ")
        .replace(CLIENT_PLACED_ABROAD, " ")
        .replace(FOREIGN_CLIENT_ASKS, " "),
    )) ||
  (TAX_PLACED_ABROAD.test(folded) && !DEALINGS_THERE.test(folded)) ||
  PRIVATE_MATTER.test(folded) ||
  FORECAST.test(folded) ||
  MARKET_OR_OWN_CASE.test(folded) ||
  CASE_OUTCOME.test(folded) ||
  NAMED_OR_FOREIGN_FIGURE.test(folded) ||
  PROFESSION_MARKET.test(folded) ||
  PROFESSION_OWN_CASE.test(folded) ||
  RURAL_OWN_CASE.test(folded) ||
  OWNERS_OWN_CASE.test(folded) ||
  MISTAKES_OWN_CASE.test(folded) ||
  ASKED_AFTER_OUT_OF_SCOPE.test(folded) ||
  CONVERSATION_OWN_CASE.test(folded) ||
  ENDING_OWN_CASE.test(folded) ||
  isCommonMarketOrOwnCase(folded) ||
  isServiceOrOwnCase(folded) ||
  isForetold(folded);
