import { CREATOR_HINTS } from "./creator-hints.ts";
import type { TopicHint } from "./hints.ts";

/** A former or current employer as the business's client, in the askers' words. */
export const FORMER_EMPLOYER =
  /\b((by\w*|obecn\w*|dawn\w*|poprzedni\w*|old|former|current|previous|ex-?)\s+(pracodaw\w*|employer\w*)|(wziac|wezm\w*|chc\w*) mnie (z powrotem |od razu )?na b2b|wants? me back (on|as) b2b|(that|the) same client|(z|u|dla) (tym samym|tego samego) klient\w*|na b2b (u|dla) (tego samego|swojego|mojego) (pracodaw\w*|szef\w*)|on b2b (with|for) (the same|my) (employer|company))\b/;
const EMPLOYER = String.raw`(by\w*|obecn\w*|dawn\w*|poprzedni\w*|old|former|current|previous|ex-?)\s*(pracodaw\w*|employer\w*)`;
/**
 * …named as the business's client ("invoicing my old employer", "klientem będzie mój obecny pracodawca",
 * "ryczałt przy byłym pracodawcy"), not the user's job beside other clients.
 */
export const EMPLOYER_AS_CLIENT = new RegExp(
  [
    String.raw`\b(faktur\w*|invoic\w*|bill\w*)( \S+){0,3} ${EMPLOYER}`,
    String.raw`\b${EMPLOYER}( \S+){0,4} (klient\w*|clients?|b2b|kontrah\w*|zleceniodawc\w*)\b`,
    String.raw`\b(klient\w*|clients?)( \S+){0,4} ${EMPLOYER}`,
    String.raw`\bprzy ${EMPLOYER}|\b(b2b|kontrakt\w*|contract\w*) (u|dla|for|with) ${EMPLOYER}`,
    String.raw`\b((wziac|wezm\w*|chc\w*) mnie (z powrotem |od razu )?na b2b|wants? me back (on|as) b2b)\b`,
  ].join("|"),
);
/** Other work than on the job, or for other clients: the exclusion does not reach it. */
const OTHER_WORK =
  /\b(cos innego|inne (zadania|czynnosci)|innych klient\w*|inni klienci|other (clients?|customers?|tasks|work|duties)|different (tasks|work|duties|role)|zamiast (testow|tego)|instead of)\b/;

/**
 * The forty-first blind set's kinds of questions (IT and creative B2B contractors: a former employer
 * as the client, the IP box, VAT on foreign clients and foreign software, KSeF with clients abroad,
 * sickness benefit after a job), in the askers' words. Each points at the section that answers it.
 */
export const CONTRACTOR_HINTS: TopicHint[] = [
  // The forty-ninth set's (creators and internet freelancers) come first.
  ...CREATOR_HINTS,
  // "Na B2B u byłego pracodawcy – liniowy?": the flat tax is closed in the year of the job.
  {
    re: [FORMER_EMPLOYER, /\b(liniow\w*|liniowk\w*|flat tax|flat rate|19 ?%)\b/],
    not: /\b(ryczal\w*|lump[- ]?sum|zus\w*|ulg\w*|relief|preferenc\w*|preferential)\b/,
    article: "podatek-liniowy",
    heading: /bylego pracodawcy|former employer/i,
  },
  // "…a ryczałt 12 % też odpada?": the lump sum is closed in that year and the next.
  {
    re: [FORMER_EMPLOYER, /\b(ryczal\w*|lump[- ]?sum)\b/],
    not: /\b(zus\w*|ulg\w*|relief|preferenc\w*|preferential)\b/,
    article: "ryczalt-zasady",
    heading: /bylego pracodawcy|former employer/i,
  },
  // "Były pracodawca chce mnie na B2B – mam ulgę na start?", "a gdybym robił coś innego niż na etacie?".
  {
    re: [
      new RegExp(`${FORMER_EMPLOYER.source}|${OTHER_WORK.source}`),
      /\b(ulg\w* na start|start relief|relief for starters|preferenc\w*|preferential|maly zus|cheap zus|malego zus|ulga jest|ulg[aei])\b/,
    ],
    article: "zus-preferencyjny",
    heading: /bylego pracodawcy|former employer/i,
  },
  // "Czy na ryczałcie mogę mieć IP Box?": the IP box is for the scale or the flat tax.
  {
    re: [/\b(ip ?box\w*)\b/, /\b(ryczal\w*|lump[- ]?sum|12 ?%)\b/],
    article: "ip-box",
    heading: /kiedy i jak|when and how/i,
  },
  // "Płacę za AWS, Figmę, JetBrains z Irlandii – co z VAT?": software bought abroad is the import of services.
  {
    re: [
      /\b(aws|figm\w*|jetbrains|adobe|github|notion|slack|chatgpt|openai|google workspace|microsoft 365|subskrypc\w*|subscriptions?|licencj\w*|licen[cs]es?|saas)\b/,
      /\b(irlandi\w*|ireland|irish|usa|us|american|amerykansk\w*|czech\w*|niemiec|germany|z zagranicy|abroad|foreign|zagraniczn\w*|bez vat\w*|without vat|no vat)\b/,
    ],
    // "Fakturuję klienta z USA (startup SaaS)": the user sells, the software names the client.
    not: /\b(ksef|fakturuj\w* (\w+ )?(klient\w*|firm\w*|startup\w*|spolk\w*|agencj\w*)|(i|we) (invoice|bill) (a|an|my|our|the))\b/,
    abroad: true,
    article: "import-uslug",
    heading: /przy zwolnieniu|vat-exempt/i,
  },
  // "Fakturuję tylko firmę z UK – przekroczę 240 tys.?": services taxed abroad do not count towards the limit.
  {
    re: [
      /\b((klient\w*|firm\w*|spolk\w*|client\w*|customer\w*|company) (z|ze|from|in) (uk|usa|us|niemiec|zagranicy|abroad|ue|eu)|(uk|us|usa|german|british|american|foreign|zagraniczn\w*|niemieck\w*|brytyjsk\w*|amerykansk\w*) (company|client\w*|customer\w*|klient\w*|firm\w*|spolk\w*))\b/,
      /\b(240\w*|limit\w*|prog\w*|threshold|zwolni\w*|exempt\w*)\b/,
      /\b(przekrocz\w*|exceed\w*|go over|cross\w*|wlicza\w*|count\w*|byc vatowc\w*|vatowcem)\b/,
    ],
    abroad: true,
    article: "vat-zwolnienie-limit",
    heading: /co wlicza sie|what counts/i,
  },
  // "Na uldze na start – mam prawo do zasiłku, jak zachoruję?": no social insurance, no benefit.
  {
    re: [
      /\b(na uldze|w czasie ulgi|w trakcie ulgi|podczas ulgi|(i'?m|i am|while|during) (on )?(the )?(ulga|start relief|relief))\b/,
      /\b(zasil\w*|l4|zachoruj\w*|sick (leave|pay)|sickness benefit|fall ill|get ill|get sick)\b/,
    ],
    // "Mogę pominąć ulgę na start, żeby mieć chorobowe?": skipping it is preferential ZUS's question.
    not: /\b(pomin\w*|pominac|zrezygn\w*|skip\w*|od razu (plac\w*|preferenc\w*)|instead|zamiast|macierzy\w*|maternity|bab(y|ies)|dzieck\w*|dziecko|porod\w*|birth|ciaz\w*|pregnan\w*|rodziciel\w*|kosiniak\w*)\b/,
    article: "ubezpieczenie-chorobowe",
    heading: /w czasie ulgi na start|during relief for starters/i,
  },
  // "Przeszedłem z etatu na B2B i od razu do chorobowego – L4 dopiero po 90 dniach?": the job's insurance counts.
  {
    re: [
      /\b(90 dni\w*|90 days|okres\w* wyczekiwani\w*|waiting period)\b/,
      /\b(etat\w*|umow\w* o prace|employment|full-time job|job ended|z pracy|skonczyl\w*|zakonczyl\w*)\b/,
    ],
    article: "ubezpieczenie-chorobowe",
    heading: /co wlicza sie do 90|what counts towards the 90/i,
  },
  // "Ile by wynosił taki zasiłek, jakbym się rozchorował?": 80 % of the base.
  {
    re: /\b(ile (\w+ ){0,3}(wynosi\w*|wynosil\w*|wyniesie|dostan\w*|dostal\w*)( \w+){0,2} zasil\w*|how much (\w+ ){0,3}(sickness benefit|sick pay))\b/,
    not: /\b(macierzy\w*|maternity|rodziciel\w*|skladk\w*|contribution\w*|zus|po jakim czasie|kiedy|od kiedy|when|how (long|soon))\b/,
    article: "ubezpieczenie-chorobowe",
    heading: /ile wynosi zasilek|how much sickness benefit/i,
  },
  // "Wszystkie faktury idą do klienta w Niemczech – KSeF mnie dotyczy?", "…a ich faktury do mnie?".
  {
    re: [
      /\b(ksef)\b/,
      /\b(niemcz\w*|niemiec|zagranic\w*|zagraniczn\w*|abroad|foreign|irlandi\w*|ireland|uk|usa|ue|eu|unii|google\w*|meta|mety|facebook\w*|fb|linkedin\w*|adobe\w*|canv\w*|microsoft\w*)\b/,
    ],
    // "A foreign-owned sp. z o.o. – since when KSeF?": the owner's country is not the client's.
    not: /\b(foreign[- ]owned|owned by|kapital\w*|wspolni\w*|shareholder\w*|since when|od kiedy)\b/,
    abroad: true,
    article: "faktura-termin-zagranica",
    heading: /a ksef|and ksef/i,
  },
  // "Kupiłem MacBooka za 12 tys. – od razu w koszty czy amortyzacja?": up to 10 000 zł net at once.
  {
    re: [
      /\b(laptop\w*|macbook\w*|komputer\w*|computer|monitor\w*|telefon\w*|phone|iphone|sprzet\w*|equipment)\b/,
      /\b(amortyz\w*|depreciat\w*|od razu|w calosci|at once|in one go|jednorazow\w*|w koszty)\b/,
    ],
    not: /\b(ryczal\w*|lump[- ]?sum|samoch\w*|car)\b/,
    article: "amortyzacja-jednorazowa-maly-podatnik",
    heading: /do 10 000|up to pln 10,000/i,
  },
  // "Ulga na start mi się skończyła – ZUS sam przełączy mnie na preferencyjny?": ZUA within 7 days.
  {
    re: [
      /\b(ulg\w* na start|start relief|relief for starters)\b/,
      /\b(skonczyl\w*|skonczy\w*|konczy\w*|ended|ends|is over|po uldze|after (the )?relief|after it)\b/,
      /\b(automatycz\w*|automatic\w*|sam\w* (przelacz\w*|zmien\w*)|switch\w*|przelacz\w*)\b/,
    ],
    article: "ulga-na-start",
    heading: /zgloszenie do zus|registering with zus/i,
  },
  // "Na B2B siedzę u klienta 8–16, manager zatwierdza urlop – ryzyko?": still an employment relationship.
  {
    re: [
      /\b(b2b)\b/,
      /\b(8-16|8:00|godzin\w* pracy|stal\w* godzin\w*|fixed hours|office hours|manager\w*|kierownik\w*|przelozon\w*|urlop\w*|holiday\w*|leave|podporzadk\w*)\b/,
      /\b(ryzyk\w*|risk\w*|problem\w*|niebezpiecz\w*|legal|zgodn\w*|ok\b|pip|inspekcj\w*)/,
    ],
    article: "umowy-z-wlasnym-pracownikiem",
    heading: /nadal stosunek pracy|still an employment relationship/i,
  },
  // "Na dziele mam 50% kosztów autorskich – a na fakturze z JDG też?": only under a contract.
  {
    re: [
      /\b(koszt\w* autorsk\w*|autorsk\w* koszt\w*|author'?s? costs?|authors costs?|50 ?% (\w+ )?(koszt\w*|costs?))\b/,
      /\b(jdg|firm\w*|faktur\w*|invoic\w*|business|dzialalnosc\w*|b2b)\b/,
    ],
    article: "umowy-praca-zlecenie-dzielo",
    heading: /autorsk|author/i,
  },
  // "Nie mam programu do faktur – jak za darmo wystawiać w KSeF?": the ministry's free tools.
  {
    re: [
      /\bksef\b/,
      /\b(za darmo|darmow\w*|bezplatn\w*|free|nie mam (\w+ ){0,2}program\w*|bez (\w+ )?program\w*|no (invoicing |accounting )?software|without (any )?(invoicing |accounting )?software)\b/,
    ],
    article: "ksef-terminy",
    heading: /bezpłatne narzędzia|free ministry/i,
  },
  // "Do kiedy informacja VAT-UE?", "when is the VAT-UE summary report due?": its monthly deadline.
  {
    re: [
      /\b(vat[- ]?ue|informacj\w* podsumowuj\w*|recapitulative|summary (report|information|statement)|ec sales list)\b/,
      /\b(kiedy|termin\w*|when|due|deadline\w*|by which day|do ktorego)\b/,
    ],
    // "Do kiedy zarejestrować się do VAT-UE?": the registration's time, not the statement's.
    not: /\b(rejestr\w*|zarejestr\w*|registe?r\w*|vat-r)\b[^.?!]*\b(kiedy|when|due|deadline\w*|termin\w*)\b/,
    abroad: true,
    article: "vat-uslugi-zagranica",
    heading: /25/,
  },
  // "A drugi klient z USA – też VAT-UE?": a client outside the EU, no VAT-UE statement.
  {
    re: [
      /\b((klient\w*|client\w*|customer\w*|firm\w*|compan\w*|startup\w*|agencj\w*|agenc\w*) (\w+ ){0,2}(z|ze|from|in) (usa|stanow\w*|us|uk|wielkiej brytanii|anglii|szwajcarii|norwegii|kanady|ukrainy|spoza (ue|unii))|((a|an|the|my|our|one) (us|u\.s\.|uk)|american|british|swiss|canadian|amerykansk\w*|brytyjsk\w*|szwajcarsk\w*|kanadyjsk\w*) (\w+ )?(klient\w*|client\w*|customer\w*|firm\w*|compan\w*|startup\w*|agencj\w*|agenc\w*)|(outside|spoza|poza) (the )?(eu|ue|unii|union))\b/,
      /\b(vat-?ue|informacj\w* podsumowuj\w*|recapitulative|ec sales list|vies|vat\w*|faktur\w*|invoic\w*)\b/,
    ],
    // "Can the invoice be in a foreign currency?": the invoice's currency, another article's question.
    not: /\b(walut\w*|currency|currencies)\b/,
    abroad: true,
    article: "vat-uslugi-zagranica",
    heading: /spoza ue|outside the eu/i,
  },
  // "Na skali odliczam zdrowotną od podatku jak kiedyś 7,75 %?": not on the scale.
  {
    re: [
      /\b(odlicz\w*|deduct\w*|7,75|7\.75)\b/,
      /\b(zdrowotn\w*|health)\b/,
      /\b(skal\w*|tax scale|zasad\w* ogoln\w*|progressive)\b/,
    ],
    not: /\b(liniow\w*|flat|ryczal\w*|lump)\b/,
    article: "skladka-zdrowotna-skala",
    heading: /a podatek|and income tax/i,
  },
  // "Polski klient chce fakturę w euro – w jakiej walucie VAT?": the VAT amount in złoty.
  {
    re: [
      /\b(faktur\w*|invoic\w*)\b/,
      /\b(euro|eur|usd|dolar\w*|dollars?|walu(t|c)\w*|currency)\b/,
      /\b(vat\w*)\b[^.?!]{0,40}\b(walu(t|c)\w*|currency|zlot\w*|pln|wykaz\w*|show\w*)\b|\b(walu(t|c)\w*|currency)\b[^.?!]{0,40}\bvat\w*\b/,
    ],
    not: /\b(kurs\w*|rate|przychod\w*|revenue|pit)\b/,
    article: "faktura-wystawianie-korekta",
    heading: /w walucie|foreign currency|currency/i,
  },
  // "15k na B2B – JDG czy od razu sp. z o.o.? Kumpel mówi, że zoo ma 9 % CIT": the company's CIT and the dividend's PIT.
  {
    re: [
      /\b(jdg|b2b|dzialalnos\w*|sole propriet\w*)\b/,
      /\b(zoo|sp\.? z o\.?o\.?|sp z oo|spzoo|spol\w* z o\.?o\.?|spolk\w* zoo|limited (liability )?company|ltd)\b/,
      /\b(9 ?%|cit|worth|oplaca\w*|oplac\w*|taniej|cheaper|podat\w*|tax\w*)/,
    ],
    // …not moving a running JDG into a company, nor its shares or ZUS, which their own sections answer.
    not: /\b(odpowiedzialn\w*|liabilit\w*|liable|dlug\w*|debts?|przeksztalc\w*|convert\w*|transform\w*|przejs\w*|przechodz\w*|moving|switch\w*|udzial\w*|wspolnik\w*|shareholder\w*|shares?|zus\w*|rejestr\w*|register\w*|zalozyc|koszt\w* (zalozenia|rejestracji))\b/,
    article: "spolka-zoo",
    heading: /podatki i ksiegowosc|taxes and bookkeeping/i,
  },
  // "S.c. czy sp. z o.o.? Chodzi o odpowiedzialność": the forms compared on liability.
  {
    re: [
      /\b(s\.?c\.?|spolk\w* cywiln\w*|civil partnership|jdg)(?=\W|$)/,
      /\b(zoo|sp\.? z o\.?o\.?|sp z oo|spolk\w* z o\.?o\.?|limited (liability )?company)(?=\W|$)/,
      /\b(odpowiedz\w*|odpowiada\w*|liab\w*|majat\w*|dlug\w*|debts?|personal assets)\b/,
    ],
    article: "formy-prawne-wybor",
    heading: /odpowiedzialnosc za dlugi|liability for debts/i,
  },
  // "Planujemy dziecko, jestem na B2B – dostanę macierzyński i od czego liczony?": its amount and base.
  {
    re: [
      /\b(macierzy\w*|maternity)\b/,
      /\b(od czego|liczon\w*|podstaw\w*|ile (\w+ )?(wynosi|dostan\w*|bedzie)|how much|calculated|based on)\b/,
    ],
    not: /\b(ulg\w* na start|start relief|relief for starters|kosiniak\w*|zawiesz\w*|zawiesi\w*|suspen\w*|ojcows\w*|paternity)\b/,
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /ile wynosi|how much/i,
  },
];
