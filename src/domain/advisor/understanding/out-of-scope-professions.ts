/**
 * Questions of the licensed professions no article can answer: one insurer's premium for a
 * professional's liability policy, the membership dues a chamber sets for itself, and what members
 * of a profession earn on the market. The rules around them (the minimum sums insured, the dues as a
 * cost, the lump-sum rate on a contract) stay the advisor's own topic.
 */

const PROFESSION =
  "(lekar\\w*|dentyst\\w*|stomatolog\\w*|pielegniar\\w*|polozn\\w*|fizjoterapeut\\w*|psycholog\\w*|psychoterapeut\\w*|dietety\\w*|weterynar\\w*|adwokat\\w*|radc\\w* prawn\\w*|prawnik\\w*|architekt\\w*|inzynier\\w*|tlumacz\\w*|doctors?|dentists?|nurses?|midwi\\w*|physio\\w*|psychologists?|therapists?|vets?|veterinar\\w*|lawyers?|advocates?|architects?|engineers?|translators?)";

const PARTS = [
  // "Ile kosztuje OC lekarza?", "how much does malpractice insurance cost for a dentist?": a premium.
  "(ile (kosztuje|kosztowac|kosztowalo|zaplace za|placi sie za)|cena|ceny) (\\w+ ){0,2}(oc|ubezpieczeni\\w* (oc|od odpowiedzialnosci\\w*)|polis\\w* oc)\\b",
  `(ile (kosztuje|kosztowac|zaplace za)|cena|ceny) (\\w+ ){0,2}(polis\\w*|ubezpieczeni\\w*) (\\w+ ){0,2}${PROFESSION}`,
  "how much (does|do|would|will) (\\w+ ){0,4}(liability|malpractice|indemnity|professional|oc) (insurance|policy|cover) (\\w+ ){0,4}cost",
  `how much (does|do|would|will) (\\w+ ){0,3}(insurance|policy|cover) (\\w+ ){0,2}cost (\\w+ ){0,2}${PROFESSION}`,
  "(price|premium) of (\\w+ ){0,3}(liability|malpractice|indemnity|oc) (insurance|policy|cover)",
  // "Ile wynosi składka członkowska w izbie lekarskiej?": each chamber sets its own dues.
  "(ile (wynosi|wynosza|kosztuje|placi\\w*|place|zaplace)|jak\\w* (jest |sa )?(wysok\\w*|kwot\\w*)|how much (is|are|do|does)) (\\w+ ){0,3}(skladk\\w* (czlonkowsk\\w*|izbow\\w*|korporacyjn\\w*|(do|na|w) (okregow\\w* )?(izb|oil|oipip|piib|iarp|kif|samorzad)\\w*)|membership (fees?|dues)|chamber (fees?|dues)|bar (fees?|dues))",
  // "Ile zarabia lekarz na kontrakcie?", "how much do nurses earn on B2B?": the market's pay.
  `ile (zarabia\\w*|dostaje|dostaja) (\\w+ ){0,3}${PROFESSION}`,
  `how much (do|does|can|could) (\\w+ ){0,2}${PROFESSION} (\\w+ ){0,2}(earn|make)`,
  `${PROFESSION} (\\w+ ){0,3}(zarabia\\w*|how much (do|does) (they |he |she )?(earn|make))`,
  `(sredni\\w*|typow\\w*|rynkow\\w*|average|typical|going) (\\w+ ){0,1}(stawk\\w*|zarobk\\w*|wynagrodzeni\\w*|rates?|pay|salar\\w*) (\\w+ ){0,3}${PROFESSION}`,
  // "Jaka stawka godzinowa na B2B to norma?", "what hourly rate is normal for an anaesthetist?".
  "(jak\\w*|what) (\\w+ ){0,2}(stawk\\w* godzinow\\w*|hourly rates?) .{0,60}\\b(norma|normaln\\w*|typow\\w*|rynkow\\w*|standard\\w*|normal|typical|usual|market)",
  // "What are the OIL membership dues in Warsaw?" and "how much does doctor's OC cost per year?".
  "^(?!.*\\b(koszt\\w*|costs?|deduct\\w*|odlicz\\w*|expense\\w*)\\b).*(what are|what is|jakie sa|jaka jest) .{0,40}(membership (fees?|dues)|chamber (fees?|dues)|skladk\\w* czlonkowsk\\w*)",
  "how much (does|do|would|will) ([\\w']+ ){0,4}(oc|liability|malpractice|indemnity) (insurance|policy|cover) (\\w+ ){0,2}cost",
  // "Ile bierze biuro rachunkowe za prowadzenie ryczałtu lekarza?": an office's fee for its service.
  "ile (bierze|biora|wezmie|liczy|licza|kosztuje|kosztuja) (\\w+ ){0,2}(biur\\w* rachunkow\\w*|ksiegow\\w*) za (prowadzeni\\w*|obslug\\w*|ksiegowosc\\w*)",
  // "Czy w 2027 stawka ryczałtu dla lekarzy wzrośnie?", "czy NFZ podniesie wycenę świadczeń?": foretold.
  "czy (?=.*\\b(20(2[7-9]|3\\d)|przyszl\\w* rok\\w*)\\b)(\\w+ ){0,3}(stawk\\w*|ryczal\\w*|wycen\\w*|skladk\\w*) (\\w+ ){0,3}(wzrosn\\w*|wzrosnie|spadn\\w*|zmieni sie)",
  "czy (nfz|narodowy fundusz zdrowia|ministerstw\\w*|minister\\w*|rzad) (podniesie|obnizy|podwyzszy|zmieni|zwiekszy) (\\w+ ){0,2}(wycen\\w*|stawk\\w*)",
];

export const PROFESSION_MARKET = new RegExp(`\\b(${PARTS.map((p) => `(${p})`).join("|")})\\b`);
