import { HEALTH_WORDS, MID_MONTH, SUSPENSION } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/**
 * The forty-fifth set's kinds of questions (consumer-facing businesses in their first years and
 * foreigners opening one), in the askers' words: a return in a physical shop, a complaint's reply
 * deadline, crossing the VAT limit mid-year, a foreigner's residence title. Each points at the
 * section that answers it.
 */
export const STOREFRONT_HINTS: TopicHint[] = [
  // "Kupiła w moim butiku, rozmyśliła się – muszę przyjąć zwrot?": only online sales carry the 14 days.
  {
    re: [
      /\b(stacjonarn\w*|butik\w*|w (moim )?sklepie(?! internetow\w*)|physical (shop|store)|brick|in-store|in my (gift |clothes |clothing )?(shop|store)|high street)\b/,
      /\b(zwrot\w*|zwroci\w*|oddac|oddaje|odda|return\w*|refund\w*|take (it )?back|changed (her|his|their) mind|rozmysli\w*)\b/,
    ],
    not: /\b(internet\w*|online|wysylk\w*|paczk\w*|parcel\w*|kas\w* fiskaln\w*|cash register|paragon\w*|receipt|ewidencj\w*|vat|ryczal\w*|pit|tax)\b/,
    article: "zwrot-towaru-konsument",
    heading: /stacjonarn|physical shop/i,
  },
  // "Klientka złożyła reklamację – ile mam czasu na odpowiedź?": 14 days, or it is accepted.
  {
    re: [
      /\b(reklamacj\w*|complaint\w*)\b/,
      /\b(ile (\w+ )?czasu|termin\w*|do kiedy|odpowied\w*|odpisa\w*|nie zdaz\w*|how long|how much time|deadline|reply|respond\w*|answer)\b/,
    ],
    not: /\b(kas\w* fiskaln\w*|cash register|ewidencj\w*|vat|ryczal\w*|urzad\w*|tax office|zus)\b/,
    article: "zwrot-towaru-konsument",
    heading: /reklamacja|complaint/i,
  },
  // "Jak przebiję limit w listopadzie, VAT od całego roku wstecz?": from the sale that crosses it.
  {
    re: [
      /\b(przebi\w*|przebij\w*|przekrocz\w*|exceed\w*|cross\w*|go over|goes over)\b/,
      /\b(wstecz|za caly rok|od calego roku|od kiedy|retroactiv\w*|backdat\w*|whole year|from when)\b/,
      /\b(vat\w*|limit\w*|240)\b/,
    ],
    not: /\b(kas\w* fiskaln\w*|cash register|ryczal\w*|zdrowotn\w*|health|zus|nierejestrowan\w*|unregistered)\b/,
    article: "vat-zwolnienie-limit",
    heading: /przekroczenie limitu|crossing/i,
  },
  // "I'm British, here since 2016 with a Withdrawal Agreement card – do I need a permit?": EU terms.
  {
    re: [
      /\b(brytyj\w*|brytyjczy\w*|british|brit|uk citizen|wielk\w* brytani\w*|brexit\w*|umow\w* o wystapieniu|withdrawal agreement)\b/,
      /\b(jdg|dzialalnos\w*|firm\w*|business|sole (trader|propriet\w*)|cafe|kawiarni\w*|ceidg|zezwoleni\w*|permit\w*|open|otworz\w*|zaloz\w*|start)\b/,
    ],
    not: /\b(vat|zus|podat\w*|tax\w*|klient\w*|client\w*)\b/,
    abroad: true,
    article: "cudzoziemiec-dzialalnosc",
    heading: /brytyjczycy|british/i,
  },
  // "Mam kartę CUKR – mogę zarejestrować JDG?": the same terms as Poles.
  {
    re: [
      /\b(cukr|specustaw\w*|special act)\b/,
      /\b(jdg|dzialalnos\w*|firm\w*|business|sole (trader|propriet\w*)|ceidg|regist\w*|rejestr\w*|salon\w*)\b/,
    ],
    abroad: true,
    article: "cudzoziemiec-dzialalnosc",
    heading: /cukr/i,
  },
  // "Temporary residence and work permit – may I open a JDG?": no; a limited company instead.
  {
    re: [
      /\b(work permit|residence and work|pobyt\w* (czasow\w* )?i prac\w*|zezwoleni\w* na prac\w*|pobyt\w* czasow\w* w celu pracy|jednolit\w* zezwoleni\w*)\b/,
      /\b(jdg|dzialalnos\w*|firm\w*|business|sole (trader|propriet\w*)|ceidg|shop|sklep\w*)\b/,
    ],
    not: /\b(stud\w*|cukr|karta polaka|brytyj\w*|british|kapital\w*|capital)\b/,
    article: "cudzoziemiec-dzialalnosc",
    heading: /tytul pobytowy|residence title/i,
  },
  // "Zawieszę od 15 listopada – zdrowotna za listopad odpada?": a month with a day of activity costs it whole.
  {
    re: [SUSPENSION, HEALTH_WORDS, MID_MONTH],
    article: "zawieszenie-dzialalnosci",
    heading: /skladki zus i skladka zdrowotna|zus and the health/i,
  },
  // "Will I get fined this year if I mess up in KSeF?": no KSeF penalties before 2027.
  {
    re: [
      /\bksef\w*/,
      /\b(kar[aeyz]?|karan\w*|ukara\w*|fine[ds]?|fined|penalt\w*|sankcj\w*|grzywn\w*|co mi grozi|punish\w*|mess up|pomyl\w*|bled\w*)\b/,
    ],
    not: /\b(10 ?000|10 ?tys\w*|10k|limit\w*|offline\w*|awari\w*)\b/,
    article: "ksef-terminy",
    heading: /kary|penalties/i,
  },
  // "Food truck z kawą – kasa od pierwszej kawy jak w kawiarni?": mobile catering keeps the 20 000 zł limit.
  {
    re: [
      /\b(food ?truck\w*|foodtruck\w*|przyczep\w*|ruchom\w*|objazdow\w*|mobiln\w*|coffee (cart|trailer|van|bike)|mobile|trailer|(ice[- ]cream|lody|lodami|z lodami) (cart|van)|wozek|wozk\w*)\b/,
      /\b(kas\w* (fiskaln\w*|rejestruj\w*|online)|kas[aeyi]|kase|cash[- ]registers?|till)\b/,
    ],
    not: /\b(ulg\w*|relief|zakup\w*|kupil\w*|przekroczy\w*|exceeded|ksef|faktur\w*|invoic\w*)\b/,
    article: "kasa-fiskalna",
    heading: /ruchoma|mobile catering/i,
  },
  // "ZUS za siebie płacę do 10-go?": the day contributions are due, asked by naming a day.
  {
    re: [/\b(zus\w*|skladk\w*)\b/, /\bdo (\d{1,2})(-?go|-?tego|\.)(?!\d)/],
    not: new RegExp(`${SUSPENSION.source}|\\b(zdrowotn\\w*|health|pracownik\\w* (mam|zatrudniam))\\b`),
    article: "zus-terminy-dra",
  },
  // "Ile dostanę z ulgi na zakup kasy? 90%?": 90% of the net price, at most 700 zł, notified beforehand.
  {
    re: [
      /\b(ulg\w*|odlicz\w*|zwrot\w*|relief|deduct\w*|refund\w*)\b/,
      /\b(kas\w* (fiskaln\w*|rejestruj\w*|online)|kas[aeyi]|kase|cash[- ]registers?|till)\b/,
      /\b(zakup\w*|kupil\w*|kupi\w*|kupuj\w*|buy\w*|bought|purchas\w*|ile|how much|90 ?%|700)\b/,
    ],
    not: /\b(zamyka\w*|zamkn\w*|likwid\w*|zawiesz\w*|clos\w*|wind(ing)? up|3 lat|three years|zwrot\w* towar\w*)\b/,
    article: "kasa-fiskalna",
    heading: /ulga na zakup kasy|relief for buying/i,
  },
  // "Ile przed otwarciem kawiarni wniosek do sanepidu? Wystarczy zgłoszenie?": approval, 14 days before.
  {
    re: [
      /\b(sanepid\w*|inspekcj\w* sanitarn\w*|sanitary inspect\w*|psse)\b|\bfood ?truck\w*\b.*\b(rejestr\w*|regist\w*|zglos\w*|pozwoleni\w*|permit\w*|oprocz ceidg|besides ceidg)\b/,
    ],
    not: /\b(pip|labour inspect\w*|inspekcj\w* pracy|pracownik\w*|employee\w*|bhp|zatrudni\w*|hire\w*|kontrol\w* (pip|skarbow\w*)|kasa|kas\w* fiskaln\w*|cash register)\b/,
    article: "sanepid-zatwierdzenie-zakladu",
  },
];
