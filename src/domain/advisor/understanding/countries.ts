/** Other countries as Polish and English name them, folded (no diacritics), for the out-of-scope rules. */

/** After "do", "to", "of" ("przenieść firmę do Niemiec", "move to Germany", "stolica Francji"). */
export const COUNTRY_TO =
  "(niemiec|czech|anglii|wielkiej brytanii|holandii|irlandii|francji|hiszpanii|wloch|austrii|szwajcarii|norwegii|szwecji|danii|litwy|slowacji|belgii|estonii|usa|stanow( zjednoczonych)?|germany|england|the uk|uk|britain|the netherlands|netherlands|ireland|france|spain|italy|austria|switzerland|norway|sweden|denmark|lithuania|slovakia|belgium|estonia|the us|the usa|usa|czechia)";

/** After "w", "we", "in" ("firma w Niemczech", "VAT in the UK"). */
export const COUNTRY_IN =
  "(niemcz\\w*|usa|stanach( zjednoczonych)?|ameryce|anglii|wielkiej brytanii|uk|czechach|holandii|irlandii|francji|hiszpanii|wloszech|ukrainie|bialorusi|rosji|indiach|chinach|estonii|austrii|szwajcarii|norwegii|szwecji|danii|litwie|slowacji|belgii|germany|england|britain|united kingdom|us|usa|united states|america|czechia|czech republic|netherlands|holland|ireland|france|spain|italy|ukraine|belarus|russia|india|china|estonia|austria|switzerland|norway|sweden|denmark|lithuania|slovakia|belgium)";
