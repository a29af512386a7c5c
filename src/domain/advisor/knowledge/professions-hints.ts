import type { TopicHint } from "./hints.ts";

/** A doctor or dentist (a vet is "lekarz weterynarii": not a doctor of people). */
const DOCTOR =
  /\b(lekarz\w*|lekark\w*|dentyst\w*|stomatolog\w*|(gabinet\w*|praktyk\w*) (lekarsk|dentystyczn)\w*|doctors?|physicians?|dentists?|gp)\b/;
const VET_WORD = /\b(weteryn\w*|vets?|veterinar\w*)\b/;
/** The other medical professions with a practice of their own. */
const NURSE_PHYSIO =
  /\b(pielegniar\w*|polozn\w*|fizjo\w*|rehabilitant\w*|ratownik\w*|nurses?|midwi\w*|physio\w*|paramedics?)\b/;
const PSYCH_DIET =
  /\b(psycholog\w*|psychoterap\w*|terapeut\w*|dietety\w*|dietetyk\w*|psychotherap\w*|therapists?|dietitians?|dieticians?|nutritionists?)\b/;
const MEDIC = new RegExp(`${DOCTOR.source}|${NURSE_PHYSIO.source}|${PSYCH_DIET.source}`);
/** Lawyers and tax advisers: legal and advisory services (VAT from the first sale, the 17 % lump sum). */
const LAWYER =
  /\b(adwokac\w*|adwokat\w*|radc\w* prawn\w*|radczyni\w*|prawnik\w*|kancelari\w*(?! notarialn)|doradc\w* podatkow\w*|lawyers?|advocates?|legal advis\w*|attorneys?|law (firm|office|practice)|tax advis\w*)\b/;
const ARCHITECT =
  /\b((architek|architect)\w*(?! (it|oprogramowania|systemow\w*|rozwiazan\w*|chmur\w*|cloud|aplikacji|software|solutions?|enterprise))|inzynier\w* budownictw\w*|uprawnien\w* budowlan\w*|kierownik\w* budowy|inspektor\w* nadzoru|konstruktor\w*|site managers?|construction (engineers?|supervisors?)|building (qualifications|inspectors?)|structural (engineers?|designers?)|civil engineers?)\b/;
const TRANSLATOR = /\b(tlumacz\w*|translators?)\b/;

const VAT = /\b(vat\w*|zw|zwolni\w*|exempt\w*)\b/;
const LUMP = /\b(ryczal\w*|lump[- ]?sum\w*)\b/;
const TILL = /\b(kas\w* fiskaln\w*|kas\w* rejestrujac\w*|kase|kasy|paragon\w*|cash registers?|tills?|receipts?)\b/;
const INSURANCE = /\b(oc|ubezpiecz\w*|polis(a|y|e|ie|ach|ami)?|liability insurance|insurance|malpractice|indemnity)\b/;
const COSTS = /\b(koszt\w*|odlicz\w*|wrzuc\w*|costs?|deduct\w*|expenses?)\b/;
const CHAMBER_FEE =
  /\b(skladk\w* (do|na|w|dla) (izb\w*|samorzad\w*|oil|oipip|piib|kif)|izb\w* (lekarsk\w*|pielegniar\w*|fizjoterap\w*|adwokack\w*|radcowsk\w*|architekt\w*|inzynier\w*|lekarsko-weterynaryjn\w*)|(chamber|bar|association) (membership )?fees?|fees? (to|for) the (medical |bar |nursing )?(chamber|association))\b/;
const JOB =
  /\b(eta[tc]\w*|umow\w* o prac\w*|zatrudnion\w*|pracuj\w* w szpitalu|rezyden\w*|(hospital|full[- ]time|day) job|employed|employment|resident doctor|residency)\b/;
const SIDE_CONTRACT =
  /\b(kontrak\w*|b2b|jdg|dzialalnos\w*|dyzur\w*|dorabia\w*|firm\w*|contract\w*|on-call|shifts?|side|sole (trader|propriet\w*))\b/;
/** Working for oneself (a practice, a contract), in either language. */
const OWN_ACCOUNT =
  /\b(praktyk\w*|kontrak\w*|b2b|jdg|dzialalnos\w*|practice|contract\w*|self-employ\w*|sole (trader|propriet\w*)|own account)\b/;
const REGISTER =
  /\b(rpwdl|zarejestr\w*|rejestr\w*|wpis\w*|izb\w*|zaloz\w*|otworz\w*|otwarci\w*|zalozeni\w*|register\w*|chambers?|set (it )?up|open\w*|start\w*)\b/;
const RURAL_FOOD =
  /\b(rhd|rolnicz\w*|ser\w*|miod\w*|pasiek\w*|wedlin\w*|zywnos\w*|zwierzat gospodarsk\w*|food|honey|chees\w*|farm\w*)\b/;
/** The asker's staff: notice, hiring, an employment contract ("her receptionist's indefinite contract"). */
const EMPLOYER =
  /\b(recepcjonist\w*|receptionists?|notice|wypowiedz\w*|let (her|him|them) go|fire\w*|hire\w*|hiring|zatrudni\w*|indefinite|czas (nie)?okreslony|umow\w* o prac\w*|employees?|pracownik\w*|staff)\b/;
/** Not the asker's own practice: an employee's medical examination, a sick note, a beauty salon. */
const NOT_OWN_PRACTICE =
  /\b(pracownik\w*|badani\w* (wstepn\w*|okresow\w*)|medycyn\w* pracy|l4|zwolnieni\w* lekarsk\w*|employees?|sick (note|leave)|kosmetycz\w*|fryzjer\w*|beauty)\b/;

/** A doctor's own practice: registration, forms, insurance, the lump-sum rate. */
const DOCTOR_HINTS: TopicHint[] = [
  {
    re: [
      DOCTOR,
      /\b(zmian\w*|zmieni\w*|nowy adres|nowe miejsce|kolejn\w* (miejsc\w*|gabinet\w*)|drugi gabinet|przeprowadz\w*|chang\w*|new address|another (surgery|location|place)|second (surgery|location)|moving)\b/,
      /\b(wpis\w*|rejestr\w*|rpwdl|izb\w*|gabinet\w*|praktyk\w*|register\w*|entry|chamber|surgery|practice)\b/,
    ],
    not: new RegExp(`${VET_WORD.source}|\\b(vat|ryczal\\w*|lump|zus|ksef|kas\\w* fiskaln\\w*|cash register)\\b`),
    article: "prof-lekarz-praktyka",
    heading: /zmiana wpisu|changing the practice/i,
  },
  {
    re: [
      DOCTOR,
      /\b(rpwdl|izb\w* lekarsk\w*|oil|wpis\w*|zarejestr\w*|rejestr\w*|rejestracj\w*|register\w*|medical chamber|otwier\w*|otworz\w*|zaloz\w*|co po kolei|open\w*|set up|start\w*)\b/,
    ],
    not: new RegExp(
      `${VET_WORD.source}|${TILL.source}|\\b(ksef|faktur\\w*|invoic\\w*|ulg\\w* na start\\w*|start relief|preferen\\w*|zus\\w*|skladk\\w*|ryczal\\w*|lump)\\b`,
    ),
    article: "prof-lekarz-praktyka",
    heading: /rejestracja praktyki|registering a medical practice/i,
  },
  {
    re: [
      DOCTOR,
      /\b(miejscu wezwania|wizyt\w* domow\w*|wylacznie w (przedsiebiorstwie|szpitalu)|form\w* praktyk\w*|home visits?|place of call|forms? of (the )?practice|grupow\w* praktyk\w*|group practice)\b/,
    ],
    not: VET_WORD,
    article: "prof-lekarz-praktyka",
    heading: /formy praktyki|forms of practice/i,
  },
  {
    re: [DOCTOR, INSURANCE],
    not: new RegExp(`${VET_WORD.source}|${NOT_OWN_PRACTICE.source}|\\b(zus|zdrowotn\\w*|health contribution)\\b`),
    article: "prof-lekarz-praktyka",
    heading: /obowiazkowe oc|compulsory liability insurance for doctors/i,
  },
  {
    re: [DOCTOR, LUMP],
    not: new RegExp(`${VET_WORD.source}|${JOB.source}|\\b(ten sam\\w*|tym samym|same)\\b`),
    article: "prof-lekarz-praktyka",
    heading: /ryczalt dla lekarza|lump sum for doctors/i,
  },
];

/** A contract beside a job at a hospital: ZUS, the same employer, a rented surgery, costs. */
const CONTRACT_HINTS: TopicHint[] = [
  {
    re: [JOB, SIDE_CONTRACT, new RegExp(`${MEDIC.source}|\\b(szpital\\w*|przychodn\\w*|hospital|clinic)\\b`)],
    not: /\b(ten sam\w*|tym samym|tego samego|same (hospital|employer)|zus\w*|skladk\w*|zdrowotn\w*|contributions?|health|ryczal\w*|liniow\w*|lump|flat)\b/,
    article: "prof-kontrakt-obok-etatu",
  },
  {
    re: [
      new RegExp(`${LAWYER.source}|${ARCHITECT.source}|${TRANSLATOR.source}|${VET_WORD.source}`),
      JOB,
      /\b(zus\w*|skladk\w*|contributions?)\b/,
    ],
    article: "zus-etapy",
    heading: /obok etatu|alongside a job/i,
  },
  {
    re: [
      JOB,
      SIDE_CONTRACT,
      /\b(ten sam\w*|tym samym|tego samego|swoim pracodawc\w*|moim pracodawc\w*|same (hospital|employer|clinic)|my (own )?employer)\b/,
    ],
    not: new RegExp(`^(?!.*(${MEDIC.source}|szpital|przychodn|hospital|clinic))`),
    article: "prof-kontrakt-obok-etatu",
    heading: /tym samym szpitalu|same hospital/i,
  },
  {
    re: [
      JOB,
      SIDE_CONTRACT,
      /\b(zus\w*|skladk\w*|zdrowotn\w*|contributions?|health)\b/,
      new RegExp(`${MEDIC.source}|\\b(szpital\\w*|przychodn\\w*|hospital|clinic)\\b`),
    ],
    not: /\b(ten sam\w*|tym samym|tego samego|same (hospital|employer))\b/,
    article: "prof-kontrakt-obok-etatu",
    heading: /zus przy etacie|zus with a job/i,
  },
  {
    re: /\b((wynaj\w*|najm\w*|najem|wynajm\w*|podnaj\w*) (swoj\w* |moj\w* )?gabinet\w*|sublet\w* (my |the |a )?(surgery|consulting room|treatment room)|gabinet\w* na godzin\w*|rent\w* (a |my )?(surgery|consulting room|treatment room)|(surgery|consulting room) by the hour)\b/,
    not: /\b(kosmetycz\w*|fryzjer\w*|beauty|salon\w*)\b/,
    article: "prof-kontrakt-obok-etatu",
    heading: /wynajem gabinetu|renting a surgery/i,
  },
  {
    re: [new RegExp(`${MEDIC.source}|${CHAMBER_FEE.source}`), COSTS],
    not: new RegExp(
      `${NOT_OWN_PRACTICE.source}|${LAWYER.source}|${ARCHITECT.source}|${VET_WORD.source}|\\b(ile kosztuje|how much does|jednorazow\\w*|one-off|at once|amortyz\\w*|depreciat\\w*)\\b`,
    ),
    article: "prof-kontrakt-obok-etatu",
    heading: /typowe koszty|typical costs/i,
  },
];

/** VAT on medical services: who is exempt, aesthetic medicine, certificates and opinions, other services. */
const MEDICAL_VAT_HINTS: TopicHint[] = [
  {
    re: [
      /\b(medycyn\w* estetyczn\w*|zabieg\w* estetyczn\w*|estetyczn\w* zabieg\w*|botoks\w*|botox|kwas\w* hialuronow\w*|hyaluronic|mezoterapi\w*|mesotherapy|wybielani\w* zeb\w*|teeth whitening|aesthetic (medicine|treatments?)|cosmetic (treatments?|procedures?|surgery)|chirurgi\w* plastyczn\w*|plastic surgery)\b/,
      VAT,
    ],
    article: "prof-vat-uslugi-medyczne",
    heading: /medycyna estetyczna|aesthetic medicine/i,
  },
  {
    re: [
      /\b(zaswiadcz\w*|orzecze\w*|opini\w*|biegl\w*|medycyn\w* pracy|badani\w* (wstepn|okresow)\w*|certificates?|reports?|opinions?|court expert|occupational (medicine|health))\b/,
      new RegExp(`${MEDIC.source}|\\b(lekarsk\\w*|medyczn\\w*|medical)\\b`),
      VAT,
    ],
    article: "prof-vat-uslugi-medyczne",
    heading: /zaswiadczenia|certificates/i,
  },
  {
    re: [
      new RegExp(`${MEDIC.source}|\\b(lekarsk\\w*|medyczn\\w*|dermatologi\\w*|medical)\\b`),
      /\b(szkoleni\w*|wyklad\w*|warsztat\w*|kosmetyk\w*|badani\w* kliniczn\w*|training|lectures?|workshops?|cosmetics|clinical trials?)\b/,
      VAT,
    ],
    article: "prof-vat-uslugi-medyczne",
    heading: /inne uslugi|other services/i,
  },
  {
    re: [MEDIC, VAT],
    not: new RegExp(
      `${VET_WORD.source}|${NOT_OWN_PRACTICE.source}|\\b(estetyczn\\w*|botoks\\w*|botox|aesthetic|zaswiadcz\\w*|opini\\w*|szkoleni\\w*|kasa\\w*|kase|ksef|faktur\\w*|invoic\\w*|cash register|podnaj\\w*|wynaj\\w*|najem|najm\\w*|sublet\\w*|rent\\w*)\\b`,
    ),
    article: "prof-vat-uslugi-medyczne",
    heading: /kto ma zwolnienie|who has the medical/i,
  },
];

/** The cash register and invoices of a surgery or a law office. */
const TILL_HINTS: TopicHint[] = [
  {
    re: [DOCTOR, TILL],
    not: VET_WORD,
    article: "prof-kasa-faktury-gabinet",
    heading: /lekarz i dentysta, takze|doctor and dentist – a cash register/i,
  },
  {
    re: [LAWYER, TILL],
    article: "prof-kasa-faktury-gabinet",
    heading: /kasa w kancelarii|register in the law office/i,
  },
  {
    re: [new RegExp(`${NURSE_PHYSIO.source}|${PSYCH_DIET.source}|${VET_WORD.source}`), TILL],
    not: DOCTOR,
    article: "prof-kasa-faktury-gabinet",
    heading: /kasa dopiero po 20 000|register only after pln 20,000/i,
  },
  {
    re: [MEDIC, /\b(ksef\w*|faktur\w*|rachun\w*|invoic\w*|bills?)\b/],
    not: new RegExp(
      `${VET_WORD.source}|${TILL.source}|\\b(rachunk\\w* (bankow\\w*|firmow\\w*)|bank account|(z|bez|with|without) vat|vat czy|czy vat)\\b`,
    ),
    article: "prof-kasa-faktury-gabinet",
    heading: /kontrakt lekarza ze szpitalem|contract with a hospital/i,
  },
];

/** Nurses, midwives, physiotherapists, psychologists, psychotherapists and dietitians. */
const PRACTITIONER_HINTS: TopicHint[] = [
  {
    re: [NURSE_PHYSIO, new RegExp(`${REGISTER.source}|${INSURANCE.source}|${OWN_ACCOUNT.source}`)],
    not: new RegExp(`${DOCTOR.source}|${VAT.source}|${LUMP.source}|${TILL.source}|${JOB.source}|${EMPLOYER.source}`),
    article: "prof-zawody-medyczne",
    heading: /praktyka pielegniarki|practice – chamber entry/i,
  },
  {
    re: [PSYCH_DIET, new RegExp(`${REGISTER.source}|${OWN_ACCOUNT.source}|\\b(gabinet\\w*)\\b`)],
    not: new RegExp(
      `${DOCTOR.source}|${NURSE_PHYSIO.source}|${VAT.source}|${LUMP.source}|${TILL.source}|${JOB.source}|${EMPLOYER.source}`,
    ),
    article: "prof-zawody-medyczne",
    heading: /bez wpisu w izbie|without a chamber entry/i,
  },
  {
    re: [new RegExp(`${NURSE_PHYSIO.source}|${PSYCH_DIET.source}|\\b(superwizj\\w*|supervision)\\b`), LUMP],
    not: new RegExp(`${DOCTOR.source}|${JOB.source}`),
    article: "prof-zawody-medyczne",
    heading: /ryczalt 14|lump sum 14/i,
  },
];

/** A veterinarian's own practice (a vet who registers a farm's food is another matter). */
const VET_HINTS: TopicHint[] = [
  {
    re: [VET_WORD, VAT],
    not: RURAL_FOOD,
    article: "prof-weterynarz",
    heading: /vat u weterynarza|vat for a vet/i,
  },
  {
    re: [VET_WORD, LUMP],
    not: new RegExp(`${RURAL_FOOD.source}|${VAT.source}`),
    article: "prof-weterynarz",
    heading: /ryczalt dla weterynarza|lump sum for a vet/i,
  },
  {
    re: [
      VET_WORD,
      /\b(gabinet\w*|lecznic\w*|przychodni\w*|zaklad\w* leczniczy\w*|ewidencj\w*|zaloz\w*|otworz\w*|izb\w*|surgery|clinic|practice|chamber|set up|open\w*)\b/,
    ],
    not: new RegExp(`${RURAL_FOOD.source}|${VAT.source}|${LUMP.source}|${TILL.source}`),
    article: "prof-weterynarz",
    heading: /gabinet weterynaryjny|a veterinary surgery/i,
  },
];

/** Lawyers, tax advisers and accounting offices. */
const LAW_HINTS: TopicHint[] = [
  {
    re: [LAWYER, /\b(vat\w*|vatowc\w*|zwolni\w*|exempt\w*|240)\b/],
    not: TILL,
    article: "prof-prawnik-kancelaria",
    heading: /vat w kancelarii|vat in a law office/i,
  },
  {
    re: [LAWYER, new RegExp(`${LUMP.source}|\\b(wolny zawod|woln\\w* zawod\\w*|liberal profession\\w*)\\b`)],
    article: "prof-prawnik-kancelaria",
    heading: /ryczalt 17|lump sum 17/i,
  },
  {
    re: [
      new RegExp(`${LAWYER.source}|\\b(izb\\w* (adwokack|radcowsk)\\w*|bar association)\\b`),
      new RegExp(`${INSURANCE.source}|${CHAMBER_FEE.source}`),
    ],
    article: "prof-prawnik-kancelaria",
    heading: /obowiazkowe oc prawnika|compulsory liability insurance for lawyers/i,
  },
  {
    re: [
      /\b(biur\w* rachunkow\w*|uslugow\w* prowadzeni\w* ksiag|accounting offices?|bookkeeping (business|office|firm|services?))\b/,
      /\b(licencj\w*|certyfikat\w*|uprawnien\w*|oc|ubezpiecz\w*|licen[cs]e\w*|certificates?|insurance|zaloz\w*|otworz\w*|prowadz\w* (wlasne |swoje )?biur\w*|open\w* (an? |my )?(own )?accounting|set up)\b/,
    ],
    article: "prof-prawnik-kancelaria",
    heading: /biuro rachunkowe|accounting office/i,
  },
];

/** Architects, construction engineers, sworn translators. */
const DESIGN_HINTS: TopicHint[] = [
  { re: [ARCHITECT, LUMP], article: "prof-architekt-inzynier-tlumacz", heading: /ryczalt 14|lump sum 14/i },
  {
    re: [ARCHITECT, new RegExp(`${INSURANCE.source}|\\b(izb\\w*|iarp|piib|chambers?)\\b`)],
    article: "prof-architekt-inzynier-tlumacz",
    heading: /izba i obowiazkowe oc|chamber and compulsory/i,
  },
  {
    re: [ARCHITECT, VAT],
    not: LUMP,
    article: "prof-architekt-inzynier-tlumacz",
    heading: /vat architekta|vat for an architect/i,
  },
  {
    re: [TRANSLATOR, /\b(przysiegl\w*|sworn|repertori\w*|list\w* tlumacz\w*)\b/],
    not: /\b(zus\w*|zdrowotn\w*|health|skladk\w*|contributions?)\b/,
    article: "prof-architekt-inzynier-tlumacz",
    heading: /tlumacz przysiegly|sworn translator/i,
  },
];

/**
 * Licensed and regulated professions running a practice of their own: doctors and dentists, the
 * other medical professions, vets, lawyers and tax advisers, accounting offices, architects and
 * engineers, sworn translators. Each points at the section that answers it.
 */
export const PROFESSIONS_HINTS: TopicHint[] = [
  ...DOCTOR_HINTS,
  ...CONTRACT_HINTS,
  ...MEDICAL_VAT_HINTS,
  ...TILL_HINTS,
  ...PRACTITIONER_HINTS,
  ...VET_HINTS,
  ...LAW_HINTS,
  ...DESIGN_HINTS,
];
