import { EU_NATIONAL, PARENT_BENEFIT, RELATIVE_HELPING, SUSPENSION, ZUS_WORDS } from "./hint-words.ts";
import { COMPANY_OWNER_HINTS } from "./company-owner-hints.ts";
import type { TopicHint } from "./hints.ts";

const CAR_OR_FUEL =
  /\b(samoch\w*|auto|auta|autem|car|cars|vehicle|pojazd\w*|osobowk\w*|paliw\w*|fuel|benzyn\w*|diesel\w*|leasing\w*)\b/;
const LIABILITY = /\b(odpowiad\w*|odpowiedzialn\w*|majatk\w*|dlug\w*|liab\w*|debts?|personal assets|wkladem)\b/;

/**
 * An owner's everyday questions in their own words: the scale's 32 % threshold, a business bank
 * account, sick pay after joining sickness insurance, paying less ZUS, the form on ulga na start and
 * the lump sum's revenue cap, who may suspend a business, the start relief again. Each points at the
 * section that answers it.
 */
export const OWNER_HINTS: TopicHint[] = [
  // "Od jakiego dochodu wchodzi 32%", "when does the 32% bracket start": the scale's threshold,
  // not the health contribution that mentions the scale's rates.
  {
    re: /(\b32 ?%|\b(drugi\w* prog\w*|drugiego progu|second (tax )?(bracket|threshold)))/,
    not: /\b(zdrowotn\w*|zdrowotk\w*|health|nfz|ryczal\w*|lump)/,
    article: "skala-podatkowa",
    heading: /stawki i progi|rates and brackets/i,
  },
  // "Co jak nic nie zaznaczę w CEIDG?", "if I don't choose a tax form": the scale is the default.
  {
    re: [
      /\b(form\w* opodatkowani\w*|opodatkowani\w*|tax form|form of tax\w*|how i'?m taxed)\b/,
      /\b(nie wybior\w*|nie wybier\w*|nie wybral\w*|nic nie (zaznacz\w*|wybier\w*|wybior\w*|wpisz\w*|wpisal\w*)|nie zaznacz\w*|nie zdecyduj\w*|(don'?t|do not|never|didn'?t|did not|forget to|forgot to) (choose|pick|select|tick|mark|specify)|no choice|without choosing)\b/,
    ],
    article: "skala-podatkowa",
    heading: /^(skala podatkowa \(zasady|tax scale \(general)/i,
  },
  // "Czy muszę mieć osobne konto firmowe?": no duty, but B2B payments above 15 000 zł go through an account.
  {
    re: [
      /\b(osobn\w*|oddzieln\w*|firmow\w*|separate|business|dedicated) (konto|konta|rachun\w*|bank account|account)\b/,
      /\b(musz\w*|trzeba|obowiaz\w*|wymag\w*|need\w*|have to|must|required|mandatory|czy)\b/,
    ],
    not: /\b(biał\w* lis\w*|bial\w* lis\w*|white ?list|zaw-?nr|zglos\w*|report\w*)\b/,
    article: "rachunek-firmowy-biala-lista",
    heading: /osobne konto|separate business account/i,
  },
  // "If I join sickness insurance now, when could I get sick pay?": the 90-day wait.
  {
    re: [
      /\b(chorobow\w*|sickness|l4|sick (leave|pay))\b/,
      /\b(kiedy|od kiedy|po jakim czasie|jak szybko|ile (czasu|dni)|when|how (long|soon|quickly)|after how)\b/,
      /\b(zasil\w*|l4|benefit|sick (leave|pay)|paid|wyplat\w*|pieniadz\w*|dostan\w*|dostac|get)\b/,
    ],
    not: /\b(macierzyn\w*|maternity|rodziciel\w*|parental|pracownik\w*|employees?|staff|zatrudn\w*|pracodaw\w*|employer\w*|hire\w*|hiring|ile procent|what percent\w*|percentage|ile wynosi|how much)\b/,
    article: "ubezpieczenie-chorobowe",
    heading: /90 dni|90-day/i,
  },
  // "Now on full ZUS, revenue 90k last year – can I pay less?": Mały ZUS Plus is the way down.
  {
    re: [
      /\b(pay(ing)? less|lower (my )?(zus|contributions?)|reduce (my )?(zus|contributions?)|cheaper|mniej (placic|zaplacic)|(placic|zaplacic|placil\w*) mniej|obniz\w* (zus\w*|skladk\w*)|nizsz\w* (zus\w*|skladk\w*)|taniej)\b/,
      ZUS_WORDS,
    ],
    not: /\b(zdrowotn\w*|health|ulg\w* na start|start relief|relief for starters|wakacj\w*|holiday|zawies\w*|suspen\w*|pracownik\w*|employees?)\b/,
    article: "maly-zus-plus",
  },
  // "Which ZUS form on ulga na start, and how fast?": registering for health insurance only (ZUS ZZA).
  {
    re: [
      /\b(formularz\w*|druk\w*|forms?|zza|zglos\w*|zglosz\w*|zarejestr\w*|registe?r\w*)\b/,
      /\b(ulg\w* na start|start relief|relief for starters)\b/,
    ],
    not: new RegExp(
      `\\b(again|ponownie|znowu|former employer|ex-?employer|byl\\w* pracodaw\\w*)\\b|${RELATIVE_HELPING.source}|${PARENT_BENEFIT.source}`,
    ),
    article: "ulga-na-start",
    heading: /zgloszenie|registering/i,
  },
  // "Na ryczałcie muszę prowadzić KPiR?", "full bookkeeping on ryczałt?": a revenue record instead.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(kpir|ksiazk\w*|ksieg\w* przychodow|pelna ksiegowosc\w*|pelne ksiegi|full (bookkeeping|accounting|books)|bookkeeping|ledger)\b/,
    ],
    not: /\b(jpk\w*|elektroniczn\w*|electronic|zamkn\w*|likwid\w*|clos\w*|zwrot\w*|return\w*)\b/,
    article: "ryczalt-zasady",
    heading: /na czym polega|how the lump/i,
  },
  // "Is there a revenue cap for staying on ryczałt?": the 2 million euro limit.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(limit\w*|caps?|pulap\w*|maksymal\w* przych\w*|max\w* revenue|revenue (cap|limit|ceiling)|do jakiego przychod\w*|up to what revenue|how much (can i|may i) (earn|invoice|make)|ile moge (zarobic|zafakturowac|miec przychodu))\b/,
    ],
    not: /\b(kwartaln\w*|quarterly|zdrowotn\w*|health|vat\w*|kas\w*|cash|nierejestr\w*|unregistered)\b/,
    article: "ryczalt-limity",
    heading: /limit przychodu|revenue limit/i,
  },
  // "Do I get the 6 months without ZUS again?", "same work for my former employer".
  {
    re: [
      /\b(again|ponownie|znowu|jeszcze raz|second time|drugi raz|re-?open\w*|closed|zamkn\w*|zlikwid\w*|former employer|ex-?employer|previous employer|same (employer|company|firm|client)|byl\w* pracodaw\w*|tego samego pracodaw\w*|tej samej firm\w*|dla tej samej)\b/,
      /\b(ulg\w* na start|start relief|relief for starters|6 (months|miesiecy)|without zus|bez zus|preferencyjn\w*|preferential)\b/,
    ],
    article: "ulga-na-start",
    // Who may use it (a first business, or 60 months after the last one).
    heading: /kto moze|who can/i,
  },
  // "Mam osobę na zleceniu – mogę zawiesić?": who may suspend (no employees on umowa o pracę).
  {
    re: [
      SUSPENSION,
      /\b(pracownik\w*|zatrudn\w*|zlecen\w*|zleceniobiorc\w*|dzielo|employ\w*|staff|workers?|contractors?|mandate)\b/,
    ],
    not: /\b(zus\w*|skladk\w*|zdrowotn\w*|contribution\w*|health|wakacj\w*|holiday|krs|spzoo|z o\.?o|na ile|jak dlugo|maksymal\w*|how long|max\w*)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /kto moze zawiesic|who can suspend/i,
  },
  // "How do I close my sole proprietorship?", "jak zamknąć jdg?": removal from CEIDG and the closing stock-take.
  {
    re: [
      /\b(zamkn\w*|zamyka\w*|zlikwid\w*|likwid\w*|wyrejestr\w*|wykresl\w*|(koncz\w*|zakoncz\w*) (dzialalnos\w*|firm\w*|jdg)|close|closing|shut(ting)? down|wind(ing)? (up|down)|deregister\w*)\b/,
      /\b(jdg|firm\w*|dzialalnos\w*|business|company|sole propriet\w*|ceidg)\b/,
    ],
    not: /\b(z o\.?o|spzoo|sp\.? z|spol(ka|ke|ki|ce)|limited|llc|kas\w* fiskaln\w*|cash register|konto|account|zawie[sś]\w*|zawiesz\w*|suspen\w*|paus\w*|on hold|instead of clos\w*|zamiast zamyka\w*)\b/,
    article: "zamkniecie-jdg",
  },
  // "Mamy sp. z o.o. – zawiesić na czas nieokreślony?": a company in the KRS suspends for 30 days to 24 months.
  {
    re: [
      SUSPENSION,
      /(z o\.?o|\bspzoo\b|\bkrs\b|\bspol(ka|ke|ki|ce) (z|handlow|kapitalow|jawn|partnersk|komandyt)\w*|limited (liability )?company|\bllc\b)/,
    ],
    article: "zawieszenie-dzialalnosci",
    heading: /jak zawiesic|how to suspend/i,
  },
  // "Do I pay ZUS from day one?" of a first business: the start relief's 6 months (health due).
  {
    re: [
      /\b(from day one|from the (first day|very start|start|beginning)|right away|straight away|od (pierwszego dnia|razu|poczatku|startu|samego poczatku))\b/,
      /\b(zus\w*|skladk\w*|skladek|social (security|contributions?|insurance))\b/,
      /\b(do i (have to |need to )?pay|will i (have to )?pay|must i pay|czy (musze |bede |trzeba )?(placic|place|zaplace|zaplacic)|musze (placic|zaplacic)|trzeba (placic|zaplacic))\b/,
    ],
    not: /\b(pracownik\w*|employees?|staff|zatrudni\w*|hire\w*|spzoo|z o\.?o|sp\.? z|limited|llc|wspolnik\w*|partner\w*|etat\w*|employment contract|full-time job)\b/,
    article: "ulga-na-start",
  },
  // "You can skip ZUS for one month a year?": the contribution holiday.
  {
    re: /\b(skip\w*|paus\w*|free of|without|bez|nie placic|zwolnien\w* z)\b.{0,25}\b(zus\w*|contributions?|skladek|skladk\w*)\b.{0,35}\b(one|1|jeden|jednego) (month|miesiac\w*)|\b(one|1|jeden) (month|miesiac\w*) (a|per|in a|w|na) (year|rok|roku)\b.{0,30}\b(zus\w*|contributions?|skladek|skladk\w*)\b|\b(raz w roku|once a year)\b.{0,40}\b(nie placic|nie plac\w*|skip\w*|bez)\b.{0,20}\b(zus\w*|skladek|skladk\w*|contributions?)\b/,
    article: "wakacje-skladkowe",
  },
  // "Jako student do 26 nie płacę ZUS-u z firmy?": the student's exemption is a mandate contract's only.
  {
    re: [
      /\b(student\w*|studiuj\w*|uczen|uczni\w*|do 26|under 26|26 lat|26 years)\b/,
      /\b(jdg|dzialalnos\w*|firm\w*|business|sole propriet\w*|self-employ\w*|b2b)\b/,
      /\b(zus\w*|skladk\w*|skladek|social (security|contributions?|insurance)|health)\b/,
    ],
    article: "zus-etapy",
    heading: /^student|^a student under 26/i,
  },
  // "Spółka jawna – odpowiadamy tylko wkładem czy całym majątkiem?": the form's own liability section.
  ...(
    [
      [/\b(spol[kc]\w* jawn\w*|sp\.? ?j\b|general partnership)/, "spolka-jawna"],
      [/\b(spol[kc]\w* cywiln\w*|s\.c\.|sc\b|civil partnership)/, "spolka-cywilna"],
    ] as const
  ).map(([form, article]) => ({
    re: [form, LIABILITY],
    article,
    heading: /odpowiedzialn|liabil/i,
  })),
  // "Jak odliczać 100% VAT z paliwa?", "deduct 100% VAT on my leased car": VAT-26 and the mileage log.
  {
    re: [
      CAR_OR_FUEL,
      /\bvat\w*\b/,
      /(\b100 ?%|\bcal\w* vat|\bfull vat|\b50 ?%|vat-?26|kilometrowk\w*|ewidencj\w* przebieg\w*|mileage)/,
    ],
    article: "samochod-w-firmie-limity",
    heading: /vat-26/i,
  },
  // "Ile % z pensji brutto idzie na składki pracownika?": what is deducted from an employee's pay.
  {
    re: [
      /\b(pensj\w*|wynagrodzen\w*|wyplat\w*|brutto|pay|salary|wages?|gross)\b/,
      /\b(pracownik\w*|employee\w*|worker\w*)\b/,
      /\b(potrac\w*|odlicz\w*|jego skladk\w*|ich skladk\w*|ile (%|procent)|jaki procent|what percent\w*|how much (is )?(deducted|taken)|deducted|withheld|(their|his|her) (own )?contributions?)/,
    ],
    not: /\b(pracodawc\w*|employer\w*|koszt\w* (pracodawc|zatrudn)\w*)\b/,
    article: "koszt-pracodawcy",
    heading: /potraca|deducted from the employee/i,
  },
  // "Zakładam JDG przez internet – muszę osobno do ZUS-u, skarbówki i GUS?": one CEIDG-1 for all of them.
  {
    re: [
      /\b(osobn\w*|oddzieln\w*|separate\w*|each|kazd\w*|wszystki\w*|potem|afterwards|also|tez|jeszcze)\b/,
      /\b(skarbow\w*|urzad\w* skarbow\w*|us\b|gus|regon|tax office|statistics)\b/,
      /\b(jdg|ceidg|zaklada\w*|zaloz\w*|rejestr\w*|zarejestr\w*|register\w*|sole propriet\w*)\b/,
    ],
    not: /\b(zmian\w*|change\w*|zamkn\w*|close|zawie[sś]\w*|suspen\w*|vat-?r|vat payer|vatowc\w*)\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /jeden wniosek|one application/i,
  },
  // "Spółka przez S24 – czy aportem mogę?": cash contributions only on the model agreement.
  {
    re: /\b(aport\w*|wklad\w* niepieniezn\w*|in[- ]kind|non-cash contribution\w*)\b/,
    article: "spolka-zoo",
    heading: /notariusz albo s24|notary or s24/i,
  },
  // "Pomyliłem cenę na fakturze – mogę wystawić nową, a tamtą usunąć?": a corrective invoice.
  {
    re: [
      /\b(pomyl\w*|blad\w*|bled\w*|blednie|mistake\w*|wrong|error\w*|korekt\w*|korygujac\w*|popraw\w*|usun\w*|anul\w*|delete|edit\w*|cancel\w*|correct\w*)\b/,
      /\b(faktur\w*|invoic\w*)\b/,
    ],
    // A fine for KSeF mistakes is another question (no fines until 2027).
    not: /\b(kar[aey]?|kar\w*|fine[ds]?|fined|penalt\w*|sankcj\w*|grzywn\w*|co mi grozi|grozi|consequence\w*|konsekwencj\w*|outside ksef|poza ksef)\b/,
    article: "faktura-wystawianie-korekta",
    heading: /nie edytuj|do not edit/i,
  },
  // "Pokój 12 m² z 60 m² to biuro – ile czynszu i prądu w koszty?": the floor-area ratio.
  {
    re: [
      /\b(mieszkani\w*|mieszkan\w*|w domu|z domu|pokoj\w*|pokoi|m2|m²|metr\w*|home|flat|apartment|room)\b/,
      /\b(czynsz\w*|prad\w*|media|mediow\w*|ogrzewan\w*|rent|electricity|utilit\w*|heating|biur\w*|office)\b/,
      /\b(koszt\w*|odlicz\w*|cost\w*|expens\w*|deduct\w*|write (it )?off)\b/,
    ],
    not: /\b(najem|wynajm\w*|wynajac|landlord|tenant|ryczal\w* od najmu|rental income)\b/,
    article: "koszty-biura-w-domu",
  },
  // "I'm Italian, living in Poznań – can I open a JDG like Poles?": EU citizens register on the same terms.
  {
    re: [EU_NATIONAL, /\b(jdg|sole propriet\w*|sole trader|self-employ\w*|own business|dzialalnos\w*|firm\w*|ceidg)\b/],
    // …asked about registering, not about where social security is paid.
    not: /\b(vat|ksef|invoic\w*|faktur\w*|client\w*|customer\w*|klient\w*|kontrahent\w*|social security|zus|skladk\w*|skladek|contributions?)\b/,
    article: "cudzoziemiec-dzialalnosc",
  },
  // "IP Box 5% – what's the catch?": its conditions (R&D, a qualified right, separate records).
  {
    re: [
      /\bip ?box\b/,
      /\b(catch|haczyk\w*|warun\w*|conditions?|requirements?|wymog\w*|who can|kto moze|czy kazdy|every(one|body)|any (developer|programmer)|kazdy (programista|informatyk)|qualif\w*|kwalifik\w*|record\w*|ewidencj\w*)\b/,
    ],
    article: "ip-box",
    heading: /warunki|conditions/i,
  },
  // "Do kiedy zaliczka na PIT?": when, not where (the micro-account article names payments too).
  {
    re: [
      /\b(do kiedy|kiedy|termin\w*|deadline\w*|due|by when|until when|do ktorego)\b/,
      /\b(zaliczk\w* (na )?(pit|podat\w*|dochodow\w*)|tax advance\w*|advance (tax|pit)\w*|pit advance\w*)\b/,
    ],
    not: /\b(gdzie|where|numer\w*|rachun\w*|kont[oa]|account\w*|mikrorachun\w*|przelew\w*|transfer\w*|faktur\w*|invoic\w*|kwartal\w*|quarter\w*)\b/,
    article: "zaliczki-pit",
    heading: /termin|deadline/i,
  },
  // "My new hire ran her own business for 10 years – 26 days of leave?": business years count from 1 May 2026.
  {
    re: [
      /\b(urlop\w*|leave|holiday\w*|vacation|dni woln\w*|staz\w*|seniority)\b/,
      /\b(wlasn\w* (firm\w*|dzialalnos\w*)|prowadzil\w* (firm\w*|dzialalnos\w*|jdg)|mial\w* (wlasn\w* )?(firm\w*|dzialalnos\w*|jdg)|(own|her|his) (business|company)|ran (a|her|his) (business|company|jdg|firm)|self-employ\w*|b2b|zleceni\w*|mandate)\b/,
    ],
    // Childcare leave is a leave of the asker's own, not years counted for a hire (life-hints.ts).
    not: /\b(wychowawcz\w*|child-?care leave)\b/,
    article: "kodeks-pracy-podstawy",
    heading: /staz|seniority/i,
  },
  // "Ile procent dostanę na L4 z ZUS jako JDG?": the sickness benefit's rate (80 % of the base).
  {
    re: [
      /\b(l4|chorob\w*|sick (leave|pay|benefit)|sickness benefit)\b/,
      /(\bile procent|\bjaki procent|\bprocent\w*|\bpercent\w*|%|\bile (dostan\w*|wynosi|zus (mi )?(placi|zaplaci|wyplaci))|\bhow much (will i get|is it|do i get))/,
    ],
    not: /\b(macierzyn\w*|maternity|rodziciel\w*|parental|pracownik\w*|employees?|zatrudn\w*|skladk\w*|contribution\w*)\b/,
    article: "ubezpieczenie-chorobowe",
    heading: /ile wynosi zasilek|how much sickness benefit/i,
  },
  // "Spółka płaci 9% CIT – wypłata zysku dla mnie też 9%?": the dividend's own 19 %.
  {
    re: /\b(dywidend\w*|wyplat\w* (zysku|z zysku)|wyplac\w* (sobie )?zysk\w*|dividend\w*|(take|taking|pay|paying) (the )?profits? out|profit distribution)\b/,
    not: /\b(jdg|sole propriet\w*|estonsk\w*|estonian)\b/,
    article: "dywidenda-wspolnik",
  },
  ...COMPANY_OWNER_HINTS,
];
