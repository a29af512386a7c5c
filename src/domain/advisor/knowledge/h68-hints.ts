import type { TopicHint } from "./hints.ts";

/**
 * The licensed professions' questions as the sixty-eighth set asked them: opening a pharmacy (who
 * may own one, the inspector's permit, the population and distance limits), the professional
 * partnership of doctors or lawyers (who may be a partner, a colleague's errors, its tax), a
 * psychotherapist still in training, teleconsultations as the whole practice, pet food beside
 * veterinary medicines, a chair rented in a salon, the start relief of a former employee who comes
 * back on B2B, the health contribution in the contribution holiday and a professional's job beside
 * a practice.
 */
const PHARMACY = /\b(aptek\w*|aptecz\w*|farmaceut\w*|aptekar\w*|pharmac(y|ies|ist|ists)|drugstores?)\b/;
const PARTNERSHIP = /\b(spol\w* partnersk\w*|sp\.? ?p\.?|partnersk\w* spol\w*|professional partnership|partnership)\b/;
const CIVIL_OR_COMPANY = /\b(cywiln\w*|s\.? ?c\.?|civil|jawn\w*|z o\.? ?o\.?|limited)\b/;
const MEDIC =
  /\b(lekarz\w*|lekark\w*|dentyst\w*|stomatolog\w*|pielegniar\w*|polozn\w*|fizjo\w*|psycholog\w*|psychoterap\w*|doctors?|physicians?|gps?|dentists?|nurses?|midwi\w*|physio\w*|psychologists?|psychotherap\w*|therapists?)\b/;
const PSYCHOTHERAPY = /\b(psychoterap\w*|psychotherap\w*|terapeut\w*|therapists?)\b/;
const TRAINING =
  /\b(szkol\w*|kurs\w*|w trakcie|certyfikat\w*|superwizj\w*|training|trainee|in training|certificat\w*|supervision)\b/;
const TELE = /\b(telepora\w*|telemedycyn\w*|online|zdaln\w*|teleconsult\w*|telemedicine|remote\w*|video)\b/;
const SALON =
  /\b(salon\w*|fryzjer\w*|kosmetycz\w*|barber\w*|hairdresser\w*|stylist\w*|beautician\w*|fotel\w*|stanowisk\w*|chairs?)\b/;
const CHAIR_RENT =
  /\b((wynaj\w*|najm\w*|najem|podnaj\w*) (\w+ ){0,3}(fotel\w*|stanowisk\w*|krzesl\w*)|(fotel\w*|stanowisk\w*) (\w+ ){0,2}(w )?(wynaj\w*|najm\w*|najem)|rent\w* (out )?(a |my |the )?(chair|station|booth)s?|chair rent\w*)\b/;
const FORMER_EMPLOYEE =
  /\b(zwolni\w* (\w+ ){0,2}z etatu|z etatu|byl\w* pracownic\w*|byl\w* pracownik\w*|zatrudnial\w*|wczesniej (\w+ ){0,2}(etat|umow\w* o prac\w*)|former employee|ex-employee|used to employ|(that|who|which) (\w+ )?employed (me|her|him)|employed (me|her|him) before|previously employed)\b/;
const START_RELIEF =
  /\b(ulg\w* na start|uldze na start|start relief|relief for starters|6 miesiecy bez|no social zus)\b/;
const HOLIDAY = /\b(wakacj\w* skladkow\w*|wakacj\w* od zus|contribution holiday|zus holiday)\b/;
const HEALTH = /\b(zdrowotn\w*|health)\b/;

export const H68_HINTS: TopicHint[] = [
  // "Jaki jest limit ludności na aptekę?": the population and distance limits.
  {
    re: [
      PHARMACY,
      /\b(mieszkan\w*|ludnos\w*|odleglos\w*|how far|jak daleko|metr\w*|500|3 ?000|residents?|population|inhabitants?|distance|metres?|meters?)\b/,
    ],
    article: "prof-apteka",
    heading: /limit demograficzny|population and distance/i,
  },
  // "Kto wydaje zezwolenie na aptekę?", "which authority grants the pharmacy permit?".
  {
    re: [
      PHARMACY,
      /\b(zezwoleni\w*|wif|inspektor\w*|inspektorat\w*|urzad\w*|organ\w*|permit\w*|licen[cs]\w*|authorit\w*|inspector\w*)\b/,
      /\b(kto|gdzie|jaki|jak\w*|wydaje|wyda|daje|who|where|which|issues?|grants?|gives?|apply|wniosek|application)\b/,
    ],
    not: /\b(vat\w*|ryczal\w*|lump|kas\w* fiskaln\w*|cash register|nie jestem|not a pharmacist|non-pharmacist|bez wyksztalc\w*|nie ma wyksztalc\w*)\b/,
    article: "prof-apteka",
    heading: /zezwolenie wojew|permit of the provincial/i,
  },
  // "Nie jestem farmaceutką – mogę otworzyć aptekę?", "who issues a pharmacy permit?".
  {
    re: [
      PHARMACY,
      /\b(otworz\w*|otwier\w*|otwarci\w*|zaloz\w*|prowadz\w*|miec|moge|może|moze|kto|zezwoleni\w*|wif|inspektor\w*|limit\w*|ile aptek|mieszkan\w*|odleglos\w*|open\w*|own\w*|run\w*|permit\w*|licen[cs]\w*|who|how many|residents?|distance)\b/,
    ],
    not: /\b(vat\w*|ryczal\w*|lump|kas\w* fiskaln\w*|cash register|leasing\w*)\b/,
    article: "prof-apteka",
  },
  // "Spółka partnerska – CEIDG czy KRS?", "where is a professional partnership registered?".
  {
    re: [
      PARTNERSHIP,
      /\b(krs|ceidg|gdzie|where|rejestr\w*|register\w*|zaklada\w*|set up|umow\w*|agreement|nazw\w*|name)\b/,
    ],
    not: new RegExp(
      `${CIVIL_OR_COMPANY.source}|\\b(zus\\w*|skladk\\w*|cit|pit|podat\\w*|tax\\w*|odpowiad\\w*|liab\\w*)\\b`,
    ),
    article: "prof-spolka-partnerska",
    heading: /jak sie ja zaklada|how it is set up/i,
  },
  // "Partner popełni błąd w leczeniu – zapłacę z własnej kieszeni?": article 95 of the code.
  {
    re: [
      PARTNERSHIP,
      /\b(bl[ae]d\w*|odpowiad\w*|odpowiedzialn\w*|zaplac\w*|kieszen\w*|odszkodow\w*|liab\w*|malpractice|mistake\w*|errors?|damages|pay for)\b/,
    ],
    not: CIVIL_OR_COMPANY,
    article: "prof-spolka-partnerska",
    heading: /odpowiedzialnosc partnera|odpowiedzialność partnera|partner's liability/i,
  },
  // "Spółka partnerska lekarzy – kto może być partnerem, czy odpowiadam za błędy kolegi, płaci CIT?".
  {
    re: [
      PARTNERSHIP,
      /\b(partner\w*|wspolni\w*|lekarz\w*|adwokat\w*|radc\w*|prawnik\w*|fizjo\w*|architekt\w*|doctors?|lawyers?|physio\w*|who|kto|odpowiad\w*|liab\w*|bled\w*|mistake\w*|malpractice|cit|pit|podat\w*|tax\w*|krs|rejestr\w*|register\w*|zaloz\w*|form\w*)\b/,
    ],
    not: new RegExp(
      `${CIVIL_OR_COMPANY.source}|\\b(ulg\\w* na start|start relief|preferen\\w*|maly zus|zus\\w*|skladk\\w*)\\b`,
    ),
    article: "prof-spolka-partnerska",
  },
  // "Jestem w trakcie szkolenia psychoterapeutycznego – mogę już przyjmować klientów?".
  {
    re: [PSYCHOTHERAPY, TRAINING],
    not: /\b(vat\w*|ryczal\w*|lump|kas\w*|cash register|zus\w*|skladk\w*|szkoleni\w* (dla|for) (firm|companies)|warsztat\w*)\b/,
    article: "prof-zawody-medyczne",
    heading: /psycholog|psychologist/i,
  },
  // "Chcę prowadzić tylko teleporady jako lekarz – bez gabinetu?".
  {
    re: [
      MEDIC,
      TELE,
      /\b(praktyk\w*|gabinet\w*|bez\w*|rpwdl|rejestr\w*|wylacznie|tylko|practice|office|surgery|without|only)\b/,
    ],
    not: /\b(vat\w*|ryczal\w*|lump|kas\w*|cash register|zus\w*|niemiec\w*|german\w*|uk|anglii|gmc|zagranic\w*|abroad|foreign)\b/,
    article: "prof-lekarz-praktyka",
    heading: /teleporady|teleconsultations/i,
  },
  // "Weterynarz sprzedaje leki w gabinecie – jaki VAT?": 8 % on veterinary medicines.
  {
    re: [
      /\b(weteryn\w*|vets?|veterinar\w*)\b/,
      /\b(lek(i|ow|ami)?|leku|medicin\w*|drugs?)\b/,
      /\b(vat\w*|stawk\w*|rate)\b/,
    ],
    article: "prof-weterynarz",
    heading: /kasa fiskalna i koszty|cash register and costs/i,
  },
  // "A karma dla psów sprzedawana w gabinecie?" after a vet's question: 23 %.
  {
    re: [
      /\b(karm\w*|pet food|dog food|cat food|akcesori\w*|accessor\w*)\b/,
      /\b(weteryn\w*|gabinet\w*|vets?|veterinar\w*|clinic|reception|recepcj\w*|vat\w*)\b/,
    ],
    article: "prof-weterynarz",
    heading: /kasa fiskalna i koszty|cash register and costs/i,
  },
  // "Wynajmuję fotel innej fryzjerce na jej JDG – jaki VAT od najmu?".
  {
    re: [CHAIR_RENT, /\b(vat\w*|stawk\w*|rate|faktur\w*|invoic\w*)\b/],
    article: "prof-kasa-faktury-gabinet",
    heading: /kosmetyczka|beautician/i,
  },
  // "Zwolniłam fryzjerkę z etatu i wezmę ją na B2B – będzie miała ulgę na start?".
  {
    re: [START_RELIEF, FORMER_EMPLOYEE],
    not: MEDIC,
    article: "ulga-na-start",
    heading: /kto moze|who can/i,
  },
  {
    re: [START_RELIEF, SALON, /\b(etat\w*|b2b|zatrudni\w*|employ\w*|former|byl\w*)\b/],
    article: "ulga-na-start",
    heading: /kto moze|who can/i,
  },
  // "Starting as a physio – how long no social ZUS?": the start relief's six months.
  {
    re: [
      MEDIC,
      /\b((how long|jak dlugo|ile miesiecy|how many months)\b.{0,40}\b(no|bez|without) (social )?(zus|skladek|contributions)|no social zus|bez zus spoleczn\w*)\b/,
    ],
    article: "ulga-na-start",
  },
  // "Radca prawny na etacie + własna JDG – mogę?": the job beside the law office.
  {
    re: [
      /\b(radc\w* prawn\w*|radczyni\w*|legal advis\w*|radca)\b/,
      /\b(eta[tc]\w*|umow\w* o prac\w*|zatrudnion\w*|employed|employment|job)\b/,
      /\b(jdg|wlasn\w*|dzialalnos\w*|kancelari\w*|own|sole|b2b|moge|can i)\b/,
    ],
    article: "prof-prawnik-kancelaria",
    heading: /radca prawny na etacie|legal adviser with a job/i,
  },
  // "Fizjo na JDG: wakacje składkowe – zdrowotnej też nie płacę?".
  {
    re: [HOLIDAY, HEALTH],
    article: "wakacje-skladkowe",
    heading: /zdrowotn|health contribution/i,
  },
];
