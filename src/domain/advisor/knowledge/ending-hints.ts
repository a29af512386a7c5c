import type { TopicHint } from "./hints.ts";
import { SUSPENSION } from "./hint-words.ts";
import { COMPANY_HINTS, HANDOVER_HINTS } from "./ending-handover-hints.ts";
import { BOARD, BUSINESS, CIVIL, CLOSE, COMPANY, DEATH, DEBTS, JOB, SALE, WANTS_TO_CLOSE } from "./ending-words.ts";

const CLOSING_HINTS: TopicHint[] = [
  // "Po zamknięciu firmy muszę się sam wyrejestrować z ZUS?": CEIDG passes it on.
  {
    re: [
      CLOSE,
      /\b(zus\w*|zwua)\b/,
      /\b(wyrejestr\w*|deregist\w*|zwua|sam|sama|myself|formularz\w*|forms?|zglosz\w*|zglos\w*)\b/,
    ],
    not: new RegExp(`${COMPANY.source}|\\b(pracowni\\w*|employees?|zleceniobior\\w*|contractors?|staff)\\b`),
    article: "zamkniecie-jdg",
    heading: /zus i podatki po|zus and taxes after/i,
  },
  // "Mogę zamknąć firmę z datą wsteczną?": the end date in CEIDG.
  {
    re: [
      CLOSE,
      /\b(wstecz\w*|wczesniejsz\w* dat\w*|dat\w* (zakonczenia|zamkniecia|wykreslenia)|z data|od kiedy|jak\w* dat\w*|ktora dat\w*|backdat\w*|back-?dat\w*|earlier date|retroactiv\w*|date in the past|end date|which date|what date|spozni\w*|after the 7 days|po 7 dniach|po terminie|zapomnial\w*|forgot)\b/,
    ],
    not: COMPANY,
    article: "zamkniecie-jdg",
    heading: /data zakonczenia|end date/i,
  },
  // "Zamykam JDG w połowie miesiąca – ile zdrowotnej?": the last contributions.
  {
    re: [
      CLOSE,
      /\b(zdrowotn\w*|zdrowotk\w*|health|ostatni\w* (skladk|zus|miesiac)\w*|last (month|contributions?|zus)|niepeln\w* miesiac\w*|part(ial)? month|polow\w* miesiaca|w polowie|mid-?month|srodk\w* miesiaca|proporcjonaln\w*|in proportion|proportional\w*|dra)\b/,
    ],
    not: new RegExp(`${SUSPENSION.source}|${COMPANY.source}`),
    article: "zamkniecie-jdg",
    heading: /ostatnie skladki|last zus/i,
  },
  // "Po zamknięciu firmy kiedy ostatni PIT?", "the last JPK after closing".
  {
    re: [
      CLOSE,
      /\b(ostatni\w* (jpk|pit|zeznan|deklarac|plik)\w*|last (jpk|pit|return|tax return|vat return|file)|zeznani\w*|pit-?3[67]\w*|pit-?28|annual (tax )?return|rozliczeni\w* roczn\w*|roczn\w* (pit|zeznani\w*)|30 kwietnia|30 april|jpk\w*)\b/,
    ],
    not: new RegExp(`${SUSPENSION.source}|${COMPANY.source}|\\b(spis\\w*|remanent\\w*|stock-?take|inventor\\w*)\\b`),
    article: "zamkniecie-jdg",
    heading: /ostatni pit|last pit/i,
  },
  // "Laptop z odliczonym VAT, zamykam firmę – płacę VAT?": the closing stock-take's VAT.
  {
    re: [
      CLOSE,
      /\b(vat\w*|jpk\w*)\b/,
      /\b(remanent\w*|spis\w*|stock-?take|srod\w* trwal\w*|fixed assets?|laptop\w*|komputer\w*|computer\w*|maszyn\w*|machines?|aut(o|a|em)|samoch\w*|cars?|sprzet\w*|equipment|wyposazeni\w*|wycen\w*|valu\w*)\b/,
    ],
    not: new RegExp(`${COMPANY.source}|${CIVIL.source}|\\b(zwolnion\\w*|exempt\\w*)\\b`),
    article: "zamkniecie-jdg",
    heading: /vat od remanentu|vat on the closing stock/i,
  },
  // "Jak wycenić towar w remanencie likwidacyjnym?": the purchase price on the closing day.
  {
    re: [
      CLOSE,
      /\b(remanent\w*|spis\w*|stock-?take|inventor\w*|stock|towar\w*|goods|srod\w* trwal\w*|fixed assets?)\b/,
      /\b(wycen\w*|valu\w*|jak\w* wartosc\w*|jak\w* cen\w*|what price|cen\w* nabycia|purchase price)\b/,
    ],
    not: COMPANY,
    article: "zamkniecie-jdg",
    heading: /vat od remanentu|vat on the closing stock/i,
  },
  // "Co z kasą fiskalną jak zamykam sklep?": the final report and the tax office.
  {
    re: [
      CLOSE,
      /\b(kas\w* fiskaln\w*|kasa|kase|kasy|kasie|cash registers?|tills?|raport\w* fiskaln\w*|fiscal report)\b/,
    ],
    not: /\b(ulg\w*|zwrot\w*|zwroc\w*|oddac|odda\w*|relief|repay\w*|refund\w*|700)\b/,
    article: "zamkniecie-jdg",
    heading: /kasa fiskalna|cash register/i,
  },
  {
    re: [
      CLOSE,
      /\b(kas\w*|cash[- ]registers?|tills?)\b/,
      /\b(ulg\w*|zwrot\w*|zwroc\w*|oddac|odda\w*|relief|repay\w*|refund\w*|700)\b/,
    ],
    article: "kasa-fiskalna",
    heading: /zamkniecie firmy a ulga|closing the business and/i,
  },
  // "Zamykam JDG, a auto w leasingu jeszcze 2 lata?": assignment, buyout or ending the contract.
  {
    re: [CLOSE, /\b(leasing\w*|leas(e|ed|es)|lessor\w*|leasingodawc\w*|cesj\w*)\b/],
    not: COMPANY,
    article: "zamkniecie-jdg",
    heading: /auto w leasingu|leased car/i,
  },
  // "Co to jest wykaz składników majątku – trzeba go wysyłać?": kept with the records.
  {
    re: /\b(wykaz\w* (skladnik\w*|majatk\w*|srodk\w*)|list of (the )?(business )?assets|asset list)\b/,
    article: "zamkniecie-jdg",
    heading: /wykaz skladnikow|list of assets/i,
  },
  // "Does my company car go into the closing inventory?": with VAT deducted, yes.
  {
    re: [
      /\b(remanent\w* likwidac\w*|spis\w* z natury|closing (inventory|stock(-?take)?)|stock-?take)\b/,
      /\b(aut(o|a|em)|samoch\w*|cars?|vans?|vehicles?|laptop\w*|srod\w* trwal\w*|fixed assets?)\b/,
    ],
    not: COMPANY,
    article: "zamkniecie-jdg",
    heading: /vat od remanentu|vat on the closing stock/i,
  },
  // "Zamknę JDG – a długi u dostawców przepadną?": the owner stays liable.
  {
    re: [CLOSE, DEBTS],
    not: new RegExp(
      `\\b(ile|how much)\\b|${BOARD.source}|${COMPANY.source}|${CIVIL.source}|${DEATH.source}|${SALE.source}`,
    ),
    article: "zamkniecie-jdg",
    heading: /dlugi po zamknieciu|debts after closing/i,
  },
];

const SUSPENSION_HINTS: TopicHint[] = [
  // "W czasie zawieszenia mogę sprzedać auto firmowe?": what is allowed (art. 25).
  {
    re: [
      SUSPENSION,
      /\b(moge|mozna|wolno|czy da sie|can i|may i|allowed|am i allowed)\b/,
      /\b(sprzeda\w*|sell\w*|faktur\w*|invoic\w*|zaplat\w*|payments?|przelew\w*|aut(o|a)|samoch\w*|cars?|srod\w* trwal\w*|fixed assets?|wyposazen\w*|equipment)\b/,
    ],
    article: "zawieszenie-dzialalnosci",
    heading: /co wolno|what you may/i,
  },
  // "Na ile mogę zawiesić JDG – są jakieś limity?".
  {
    re: [
      SUSPENSION,
      /\b(jak dlugo|na jak dlugo|how long|ile (lat|miesiecy|czasu)|na ile|maksymaln\w*|max\w*|najdluzej|najkrocej|bez ograniczen\w*|bez limitu|bezterminow\w*|nieokreslon\w*|indefinit\w*|limit\w*|24 miesi\w*|2 lata|kilka lat|\d+ (lat|lata|rok|years?|miesi\w*|months?)|several years|for years|minimum|minimaln\w*|shortest|longest|30 dni|30 days)\b/,
    ],
    // (coming back asked after it: the resumption's section)
    not: /\b(ulg\w* na start|start relief|preferencyj\w*|preferential|krus\w*|wakacj\w*|holiday|wroc\w*|wracam|wznow\w*|odwies\w*|come back|coming back|resum\w*)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /jak dlugo moze trwac|how long a suspension/i,
  },
  // "Co muszę składać, jak firma jest zawieszona?".
  {
    re: [
      SUSPENSION,
      /\b(co (trzeba|musze|nalezy|mam) (skladac|zlozyc|wysylac|wyslac|robic)|jakie (deklaracj|dokument|druk|formularz)\w*|skladac|wysylac|file|filing|submit\w*|report\w*|paperwork|deklaracj\w*|sprawozdan\w*|what (must|do) i (still )?(file|send|submit))\b/,
    ],
    not: /\b(ulg\w* na start|start relief|wakacj\w*|holiday|krus\w*)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /co trzeba skladac|filings still due/i,
  },
  // "Jak odwiesić firmę?", "coming back after the suspension".
  {
    re: /\b(odwiesz\w*|odwiesi\w*|odwiesic|wznowi\w*|wznawia\w*|wznowien\w*|powrot\w* z zawiesz\w*|po zawieszeniu|come back|coming back|resum\w*|unsuspend\w*|reactivat\w*|after (the |a |my )?suspension)\b/,
    not: /\b(ulg\w* na start|start relief|preferencyj\w*|preferential|krus\w*|vat\w*|jpk\w*|pit\w*|macierzy\w*|maternity)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /powrot z zawieszenia|coming back from/i,
  },
  // "Can I earn on a job contract while my JDG is suspended?": work for someone else is allowed.
  {
    re: [
      SUSPENSION,
      /\b(job|employment|mandate|umow\w* (o prace|zleceni\w*)|zleceni\w*|na etacie|etat|dorabia\w*|dorobi\w*|earn\w*|work (for|on|under))\b/,
      /\b(moge|mozna|wolno|czy da sie|can i|may i|allowed|am i allowed)\b/,
    ],
    not: /\b(pracownik\w*|zatrudniam|employees?|staff|hire)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /praca u kogos|working for someone/i,
  },
  // "Wracam na etat – zawiesić firmę czy nie?".
  {
    re: [SUSPENSION, JOB],
    not: /\b(pracownik\w*|zatrudniam|employees?|staff|urlop\w*|macierzy\w*|maternity|wychowawcz\w*)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /powrocie na etat|going back to a job/i,
  },
];

const AFTER_HINTS: TopicHint[] = [
  // "Mogę mieć dwie osobne JDG?", "a second sole proprietorship": one person has one entry, with more PKD codes.
  {
    re: [
      /\b(miec|have|otworz\w*|zaloz\w*|zarejestr\w*|register\w*|open\w*|prowadz\w*|run)\b/,
      /(?<!\b(dla|for|z|od|from|with|u|w) )\b(dwie|drug[aiey]\w*|dwoch|osobn\w*|second|two|separate) (\w+ )?(jdg|dzialalnos\w*|firm[aey]?|sole propriet\w*|businesses)\b/,
    ],
    not: new RegExp(
      `${COMPANY.source}|${CIVIL.source}|\\b(zamkn\\w*|zamyka\\w*|likwid\\w*|closed|closing|zawies\\w*|suspen\\w*|etat\\w*|job|sprzeda\\w*|sell\\w*|pcc|kup\\w*|buy\\w*)\\b`,
    ),
    article: "jdg-rejestracja-ceidg",
    heading: /nowe uslugi w tej samej jdg|new services in the same jdg/i,
  },
  // "Wracam na etat od marca – co z JDG?": the business may stay, social contributions voluntary.
  {
    re: [
      JOB,
      BUSINESS,
      /\b(wracam|wrocic|wroce|powrot\w*|going back|go back|back to|returning to|dostal\w*|znalazl\w*|got a|found a|zamknac czy|zamykac czy|zostawic|keep (it|the|my)|close (it )?or|czy musze zamkn\w*|co z (moja |moj )?(jdg|firm\w*|dzialalnos\w*)|what about (my |the )?(jdg|business)|must i close|have to close)\b/,
    ],
    not: new RegExp(
      `${SUSPENSION.source}|${WANTS_TO_CLOSE.source}|\\b(zakaz\\w* konkurencji|non-?compete|szef\\w*|boss|wychowawcz\\w*|parental|b2b|byl\\w* pracodaw\\w*|former employer)\\b`,
    ),
    article: "konczenie-etat-emerytura-nowy-start",
    heading: /powrot na etat|back to a job/i,
  },
  // "Idę na emeryturę – muszę zamknąć firmę?".
  {
    re: [
      /\b(emerytur\w*|emeryt|emerytem|retir\w*|pension\w*)\b/,
      /\b(zamkn\w*|zamyka\w*|likwid\w*|zawies\w*|close|closing|shut|musze|must|have to|need to|keep|zostawic|dalej|prowadzic|continue|carry on|run)\b/,
      BUSINESS,
    ],
    not: /\b(rent\w*|rencist\w*|wczesniejsz\w*|early|disabilit\w*|ikze|ike|ppk|senior\w*|pit-?0)\b/,
    article: "konczenie-etat-emerytura-nowy-start",
    heading: /emerytura a firma|retirement and the business/i,
  },
  // "Zamknąłem firmę 3 lata temu – dostanę znowu mały ZUS?": 60 months.
  {
    re: [
      /\b(ponown\w*|jeszcze raz|drugi raz|znow|znowu|again|second time|reopen\w*|re-?open\w*|restart\w*|po zamknieciu|after closing|zamknal\w*|zamknel\w*|zlikwidowal\w*|closed|lat temu|years ago)\b/,
      /\b(preferencyj\w*|maly zus|malego zus|malym zus|preferential|small zus|60 miesiecy|60 months)\b/,
    ],
    not: /\b(ulg\w* na start|start relief|krus\w*|nierejestrow\w*|unregistered|byl\w* pracodaw\w*|former employer|ex-?employer|previous employer|zawiesz\w*|suspen\w*)\b/,
    article: "konczenie-etat-emerytura-nowy-start",
    heading: /ponowne otwarcie|reopening/i,
  },
];

/**
 * Ending, pausing, selling or handing over a business, in the askers' words: the closing date and
 * the last contributions, returns and cash register; suspension's length, filings and return; a
 * job or a pension beside or after the business and a later restart; selling the enterprise,
 * giving it to a child, succession after death; liquidating an sp. z o.o., a partner leaving and
 * closing a civil partnership. Each points at the section that answers it.
 */
export const ENDING_HINTS: TopicHint[] = [
  ...CLOSING_HINTS,
  ...SUSPENSION_HINTS,
  ...AFTER_HINTS,
  ...HANDOVER_HINTS,
  ...COMPANY_HINTS,
];
