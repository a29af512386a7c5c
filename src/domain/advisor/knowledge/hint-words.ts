/** Words the topic hints recognise (folded Polish and English). */

export const ZUS_WORDS =
  /\b(zus\w*|skladk\w*|skladek|dra|contributions?|social security|ubezpiecz\w*|insurance|spoleczn(?!osc)\w*)\b/;
/** Registering someone with ZUS, in either language ("zgłosić pracownika do ZUS", "register them with ZUS"). */
export const ZUS_REGISTER =
  /\b(zglos\w*|zglasz\w*|zarejestr\w*|rejestr\w*|registe?r\w*|report\w*|enrol\w*)( \S+){0,3} (do|w|with|to|in|at) zus\w*/;
export const EMPLOYEE =
  /\b(pracownik\w*|pracownic\w*|zatrudn\w*|zleceniobiorc\w*|employees?|workers?|staff|hire\w*|hiring|contractors?)\b/;

/** Private individuals as customers ("klienci prywatni", "konsumenci", "B2C", "private customers"). */
export const CONSUMERS =
  /\b(konsument\w*|consumers?|b2c|(klien\w*|osob\w*|customers?|clients?|individuals?|persons?|people) (prywatn\w*|indywidualn\w*|private)|(private|individual) (customers?|clients?|individuals?|persons?|people)|osob\w* fizyczn\w* nieprowadz\w*)\b/;
/** Suspending a business ("zawieszam działalność", "odwieszenie", "put the business on hold"). */
export const SUSPENSION =
  /\b(zawie[sś]\w*|zawiesz\w*|odwiesz\w*|odwiesi\w*|wznow\w*|suspen\w*|on hold|paus(e|ing) (my |the |a )?(jdg|business|company|firm|activity)|freez\w* (my |the )?(jdg|business|company|firm))\b/;
export const HEALTH_WORDS = /\b(zdrowotn\w*|zdrowotk\w*|health|nfz)\b/;
export const DEDUCT_WORDS = /\b(odlicz\w*|deduct\w*|write (it )?off|w koszt\w*|as (a |an )?(cost|expense))\b/;

/** A citizen of another EU or EEA country or Switzerland ("I'm Dutch", "obywatel UE"). */
export const EU_NATIONAL =
  /\b(italian|german|french|spanish|portuguese|dutch|belgian|irish|austrian|czech|slovak|slovenian|croatian|hungarian|romanian|bulgarian|greek|cypriot|maltese|lithuanian|latvian|estonian|finnish|swedish|danish|luxembourgish|norwegian|icelandic|swiss|eu (citizen|national)\w*|from the eu|obywatel\w* (ue|unii|innego kraju ue)|z (innego kraju )?ue|wloch\w*|niemc\w*|francuz\w*|hiszpan\w*)\b/;

/** Another EU country, named in a place phrase ("z Niemiec", "w Niemczech", "in Ireland", "do Holandii"). */
const EU_PLACE =
  "(niemiec|niemczech|czechach|wloszech|litwie|lotwie|wegrzech|luksemburgu|cyprze|malcie|francji|holandii|czech|austrii|wloch|hiszpanii|irlandii|belgii|szwecji|danii|finlandii|litwy|lotwy|estonii|slowacji|slowenii|wegier|rumunii|bulgarii|chorwacji|grecji|portugalii|luksemburga|cypru|malty|ue|unii|eu|the eu|germany|france|the netherlands|netherlands|holland|czechia|czech republic|austria|italy|spain|ireland|belgium|sweden|denmark|finland|lithuania|latvia|estonia|slovakia|slovenia|hungary|romania|bulgaria|croatia|greece|portugal|luxembourg|cyprus|malta|another eu country|other eu countries)";
const EU_ADJ =
  "(german|french|dutch|austrian|italian|spanish|irish|belgian|swedish|danish|finnish|czech|lithuanian|latvian|estonian|slovak|hungarian|portuguese|eu|niemieck\\w*|francusk\\w*|holendersk\\w*|austriack\\w*|wlosk\\w*|hiszpansk\\w*|irlandzk\\w*|belgijsk\\w*|szwedzk\\w*|dunsk\\w*|finsk\\w*|czesk\\w*|litewsk\\w*|slowack\\w*|unijn\\w*)";
const BUYER =
  "(firm\\w*|spol[kc]\\w*|klient\\w*|kontrahent\\w*|agencj\\w*|agenc\\w*|odbiorc\\w*|partner\\w*|compan\\w*|clients?|customers?|business(es)?|firms?|contractors?|studios?|startups?)";
/** A business client in another EU country ("agencies in Ireland and Germany", "klient z Niemiec", "for a Dutch company"). */
export const EU_BUSINESS_CLIENT = new RegExp(
  `\\b(${BUYER} (\\w+ ){0,2}(z|ze|from|in|w|we) (the )?${EU_PLACE}|${EU_ADJ} ${BUYER}|(invoic\\w*|fakturuj\\w*|faktur\\w*|bill\\w*|wystawi\\w*|sell\\w*|sprzeda\\w*|work\\w* for|pracuj\\w* dla|robi\\w* dla) (\\w+ ){0,3}(to|do|in|w|for|dla) (the )?${EU_PLACE})\\b`,
);

/** A relative who helps in the business ("żona pomaga mi", "my wife helps", "osoba współpracująca"): their ZUS, not the owner's. */
export const RELATIVE_HELPING =
  /\b(osob\w* wspolpracujac\w*|collaborating (person|spouse|family member)|(zon[aeyio]\w*|zone|maz\w*|meza|mezem|malzon\w*|wife|husband|spouse|corka|syn|daughter|son) (\w+ ){0,3}(pomaga\w*|helps?|helping|wspolprac\w*|works? (with|for) me))\b/;

/** A parent's benefit from ZUS asked about ("dostanę macierzyński?", "paternity benefit"): its own article's topic. */
export const PARENT_BENEFIT = /\b(macierzy\w*|maternity|ojcowsk\w*|paternity|kosiniak\w*)\b/;

/** "mam/zatrudniam <kogoś> na etacie", "I employ a driver full-time": a person the user employs. */
export const EMPLOYS_SOMEONE =
  /\b(mam|mamy|zatrudniam|zatrudniamy|i employ|we employ|i have|we have)\s+((?!(jdg|firm\w*|dzialalnosc\w*|etat\w*|umow\w*|i|a|oraz|tez|rowniez|jeszcze|pracuj\w*|jestem|also|and|an?|my|own|job|day)\b)\w+\s+){1,3}(na etacie|na (umow\w*|umowe) o prace|on (an )?employment contracts?|full[- ]time\b(?! (job|contract|employment|position)))/;

/** A day in the middle of a month ("od 15 listopada", "from the 10th", "mid-month"). */
export const MID_MONTH =
  /\b((od|from) (the )?([2-9]|[12]\d|3[01])(\.|th|st|nd|rd)?( (of )?\w+)?|mid[- ]?month|middle of (the |a )?month|srodka miesiaca|polowy miesiaca)\b/;

/** When the VAT-UE statement is due ("a ta informacja VAT-UE do kiedy?"): its deadline, not the registration. */
export const STATEMENT_DEADLINE =
  /\b(informacj\w* (podsumowuj\w*|vat[- ]?ue)|vat[- ]?ue (summary|statement|report)|summary (report|information|statement)|recapitulative)\b[^.?!]*\b(do kiedy|kiedy|when|due|deadline\w*|termin\w*)\b/;
