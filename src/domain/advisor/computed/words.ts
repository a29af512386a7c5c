/** Words that tell what a question asks the calculators (folded Polish and English). */

export const EMPLOYEE =
  /\b(salary|wynagrodzen\w*|pensj\w*|brutto|gross|payroll|zatrudni\w*|pracownik\w*|pracownic\w*|etat\w*|umow\w* o prace|employee\w*|hire|hiring|staff|worker\w*|employ)\b/;
export const COST =
  /\b(koszt\w*|kosztuj\w*|kosztowa\w*|cost\w*|ile (mnie |to )?(wyniesie|bedzie|zaplace)|how much (will|does|would) it|total)\b/;
export const ZUS =
  /\b(zus|zusu|zusie|zusem|skladk\w* spoleczn\w*|social (security|insurance|contributions?)|ubezpieczen\w* spoleczn\w*|spoleczne|spolecznych)\b/;
// "4,9 % to 343 zł?": the flat tax's health rate named for the contribution.
export const HEALTH = /\b(zdrowotn\w*|zdrowotk\w*|zdrowie|health|nfz)\b|\b4[,.]9 ?%/;
export const HOW_MUCH =
  /\b(ile|jaki\w*|jaka|jakie|jakiej|kwot\w*|wysokosc\w*|wynosi|how much|what is|what's|whats|amounts?|cost\w*|koszt\w*|placi\w*|zaplac\w*|pay|podstaw\w*|base)\b/;
export const STAGE_PREFERENTIAL =
  /\b(preferencyjn\w*|mal\w* zus\w*(?!\s*(plus|\+))|preferential|small zus(?!\s*(plus|\+))|reduced (social )?(zus|contributions?))\b/;
/** Full ZUS — not "a full year", "pełny etat", "full-time". */
export const STAGE_FULL =
  /\b(pelny|pelnym|pelnego|pelnej|duzy|duzym|duzego|full|standard|normalny|zwykly)\b(?![\s-]*(rok\w*|year\w*|etat\w*|time|wymiar\w*|miesiac\w*|months?\b|ksiegow\w*|accounting))/;
/** "How much more is it than…", "o ile więcej niż…": the gap between two figures. */
export const GAP =
  /\b(ile|how much)\b(\s+\w+){0,2}\s+(wiecej|mniej|drozej|taniej|wyzsz\w*|nizsz\w*|more|less|higher|lower|extra)\b|\b(more than|less than|wiecej niz|mniej niz|drozsz\w*|tansz\w*|roznic\w*|difference|gap)\b|\bo ile (\w+ ){0,2}(wzros\w*|wzrosnie|zwieksz\w*|podskocz\w*)\b/;
/** Questions about a form, a code or a filing, not an amount ("jaki druk…", "which registration form…", "title code"). */
export const FORM_QUESTION =
  /\b(druk\w*|formularz\w*|wniosek|wniosk\w*|registration forms?|(which|what) (\w+ ){0,2}forms?|forms? do (you|i)|kod\w*|code|zza|zua|zwua|zus ?z[zw]?ua|tytul\w* ubezpieczen\w*|insurance title)\b/;
/** "Co muszę złożyć w ZUS?", "what do I file?": the filings, asked beside another question. */
export const ASKS_FILING =
  /\b(co (musze|trzeba|mam|nalezy|powinn\w*) (zlozyc|zglosic|wyslac|wypelnic)|what (do i|must i|should i|to) (file|submit|send|fill)|jaki\w* (druk|formularz|dokument|wniosek)\w*|which forms?|what forms?)\b/;
export const RELIEF =
  /\b(ulg\w* na start|uldz\w* na start|ulg\w* startow\w*|start(ing|up|-up)? relief|relief for (starters|new)|(\d|szesc|six) (miesiecy|months) (bez|without|no|free of) (social |spolecznych )?(zus|skladek|contributions)|bez zus\w*|without zus|no[- ]zus|zero zus|darmow\w* zus|(do|will|can|could)( i)? not pay (any |the )?(social )?(zus|contributions)|(don'?t|dont) pay (any |the )?(social )?(zus|contributions)|nie (place|placic|bede placic|musze placic|placac) (skladek )?(spolecznych|zus\w*|skladek))\b/;
export const WHEN =
  /\b(kiedy|do kiedy|od kiedy|when|until when|how long|jak dlugo|ile miesiecy|przez ile|how many months|ends?|konczy|skonczy|koniec|end date|ktor\w+ miesiac|which month|potem|then(?!\s*[?.!]|\s*$)|after( that)?|pozniej)\b/;
export const YEARS =
  /\b(pierwsz\w*|drug\w*|trzeci\w*|first|second|third|1st|2nd|3rd) (rok\w*|year\w*)|\b(rok|year) (1|2|3|pierwszy|drugi|trzeci)\b|\b(3|trzy|three) (lata|years)\b|\b(first|pierwsz\w*|next|najblizsz\w*|kolejn\w*) (2|3|dwa|trzy|two|three) (lata|years)\b/;
export const PAST_YEAR =
  /\b(2025|zeszl\w* rok\w*|ubiegl\w* rok\w*|poprzedni\w* rok\w*|rok temu|last year|previous year|a year ago)\b/;
export const UNREGISTERED =
  /\b(nierejestrowan\w*|niezarejestrowan\w*|unregistered|bez (zakladania |rejestrowania |rejestracji )?(zadnej |jakiejkolwiek )?(firmy|dzialalnosci|jdg|rejestracji)|without (a |registering a |setting up a )?(business|company|firm|registration|registering|jdg)|without regist\w* (a |my )?(company|business|firm|jdg))\b/;
/** Words that name the health contribution an amount is ("1470 health a month", "zdrowotna ok. 1470 zł"). */
export const HEALTH_PAID = /zdrowotn\w*|zdrowotk\w*|health|nfz|skladk\w* zdrowotn\w*/;
/** The contribution holiday ("wakacje składkowe", "ZUS holiday", its RWS application). */
export const CONTRIBUTION_HOLIDAY =
  /\b(wakacj\w* (skladkow\w*|od zus\w*|z zus\w*)|skladkow\w* wakacj\w*|(contribution|zus) holiday\w*|holiday from (zus|contributions)|rws)\b/;
/** The sole shareholder of an sp. z o.o., a partner of a general, limited or professional partnership. */
export const SHAREHOLDER =
  /\b(jedyn\w* wspolnik\w*|jedyn\w* udzialowc\w*|jednoosobow\w* (sp|spol[kc]\w*)|sole (shareholder|member|partner)|only shareholder|one-person (sp|limited|company|llc)|wspolnik\w* (spol[kc]\w* (jawn|komandytow|partnersk)\w*|sp\.? ?j\.?)|partner in a (general|limited|professional) partnership)\b/;

/** Words of passing from one ZUS stage to the next ("kończę mały ZUS… wchodzę na duży", "ends… full ZUS"). */
const STAGE_CHANGE =
  /\b(konczy\w*|koncze|skonczy\w*|zakoncz\w*|ends?|ending|ended|finished|is over|was over|expired?|expires|ran out|runs out|po (nim|tym|uldze|preferencyjnym|malym)|after (it|that|the)|potem|then|wchodze|wejde|przechodze|przejde|switch\w* to|mov\w* (on )?to|going (on|to)|od (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia|przyszl\w*|nowego))\b/;

/** The start relief over ("skończyła mi się ulga na start", "the start relief has ended"). */
export const RELIEF_ENDED =
  /\b(skonczyl\w*|skonczy\w*|minel\w*|minal\w*|uplynel\w*|wygasl\w*|konczy\w*)( (juz|mi|sie))* (ulga|ulgi) na start\b|\bulg\w* na start\w*( (juz|mi|sie))* (skonczyl\w*|minel\w*|wygasl\w*|uplynel\w*)|\b(start relief|ulga na start) (has |had )?(ended|ran out|expired|is over|was over|finished)\b/;

/**
 * The stage a question asks about when it names two of them with a change between ("kończę mały ZUS
 * w marcu i od kwietnia wchodzę na duży – ile to będzie?"): the one named last. Null otherwise.
 */
/** "Preferencyjny mi się kończy w lipcu", "my preferential ZUS ends in July": the stage ending, told, not asked. */
export const STAGE_ENDS =
  /\b(preferencyjn\w*|preferential|mal\w* zus\w*)( zus\w*| contributions?)?( (mi|sie|juz|is|has))* (konczy|skonczy|ends|ended|ending|runs out)\w*/;

export function stageAfterChange(t: string): "preferential" | "full" | null {
  // "Preferencyjny mi się kończy – ile będzie duży ZUS?": the full stage that follows.
  if (STAGE_ENDS.test(t) && STAGE_FULL.test(t)) return "full";
  // "after 2 years of preferential contributions, what's the base?": the stage that follows.
  if (
    /\b(after|po)\s+((\d+|two|dwoch|dwu)\s+(years?|latach|lat|months?|miesiacach|miesiecy)\s+(of\s+|na\s+)?|the\s+)?(preferencyjn\w*|preferential|malym zusie|maly zus)/.test(
      t,
    ) &&
    !/\bplus\b/.test(t)
  )
    return "full";
  // "A po tych 6 miesiącach ile społecznych?", "after the start relief": the preferential stage follows it.
  if (
    /\b(po|after)\s+(tych |those |these |the )?(pierwszych |first )?(6|szesc\w*|six)\s+(miesiac\w*|months?)|\bpo pol roku\b|\b(po|after)\s+(the\s+)?(uldze|ulga|start relief|relief for starters)\b/.test(
      t,
    ) &&
    !/\bplus\b/.test(t) &&
    // "Po pół roku zatrudnię pracownika – ile ZUS za niego?": someone else's contributions.
    !/\b(pracownik\w*|zatrudni\w*|employee\w*|hire\w*|hiring|someone|kogos)\b/.test(t)
  )
    return "preferential";
  // "Skończyła mi się ulga na start", "my start relief ran out": the preferential stage now.
  // Only when an amount is asked: "…does ZUS switch me automatically?" asks about the paperwork.
  if (
    RELIEF_ENDED.test(t) &&
    !/\bplus\b/.test(t) &&
    /\b(ile|how much|kwot\w*|wynosi|wynios\w*|razem|lacznie|in total|total)\b/.test(t)
  )
    return "preferential";
  // "Preferencyjny skończył mi się dawno", "my preferential ZUS ended": full ZUS now.
  if (
    /\b(preferencyjn\w*|preferential|malym? zus\w*|small zus)\b.{0,40}\b(skonczyl\w*|skonczy\w*|minal\w*|minel\w*|minely|uplyn\w*|wygasl\w*|ended|ran out|expired|is over|was over|finished)\b|\b(skonczyl\w*|skoncz[aey]\w*|minal\w*|minel\w*|mina|minie|wygasl\w*) (mi )?(sie )?(juz )?(te |tych )?((\d+|dwa|oba) (lata|lat|miesiac\w*|miesiecy) )?(preferencyjn\w*|maly zus|malego zus)\b/.test(
      t,
    ) &&
    !/\bplus\b/.test(t)
  )
    return "full";
  // "how long does preferential ZUS last? and after that?": the stage after the one named before.
  const then = /\b(after (that|it|this)|a potem|a po (tym|nim)|i potem|and then)\b/.exec(t);
  if (then && !/\bplus\b/.test(t)) {
    const before = t.slice(0, then.index);
    const after = t.slice(then.index);
    if (STAGE_PREFERENTIAL.test(before) && !STAGE_PREFERENTIAL.test(after) && !STAGE_FULL.test(after)) return "full";
  }
  if (!STAGE_CHANGE.test(t)) return null;
  const pref = STAGE_PREFERENTIAL.exec(t);
  const full = ZUS.test(t) || /\bduz\w*\b/.test(t) ? STAGE_FULL.exec(t) : null;
  if (!pref || !full) return null;
  return full.index > pref.index ? "full" : "preferential";
}

/** "Czy mogę…", "can I…", "do I qualify": whether something applies to the asker. */
export const ASKS_WHETHER =
  /\b(can i|could i|am i eligible|do i qualify|czy moge|czy mi przysluguj\w*|czy (sie )?(za)?lapie|moge (skorzystac|przejsc|miec|placic))\b/;

/** "Jakie różnice w stawkach…", "compare the rates": the forms' rules asked, which the articles give. */
export const RATES_COMPARED = (t: string) =>
  /\b(roznic\w*|differen\w*|porown\w*|compar\w*)\b/.test(t) && /\b(stawk\w*|rates?)\b/.test(t);

/** An age under 26 ("24-year-old", "22-latka", "ma 20 lat", "under 26"): the youth relief's employees. */
export const UNDER_26 =
  /\b(1[89]|2[0-5])[- ]?(latk\w*|letni\w*|year[- ]olds?|years? old)|\b(under|below|ponizej|przed|do) 26\b|\bma (1[89]|2[0-5]) (lat|lata)\b/;
