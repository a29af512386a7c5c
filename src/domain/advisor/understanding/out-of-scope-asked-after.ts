/**
 * Questions no article can answer, first met asked after the user told their situation (the
 * sixtieth set): another country's own regime or return (a foreign tax residence scheme, a US
 * federal return or sales tax), the market (a rent per square metre, what a trade earns on
 * average) and a recommendation of one provider. Polish rules around them stay the advisor's topic.
 */
const PARTS = [
  // "What if I moved to Portugal?", "a gdybym przeniósł się do Portugalii?": another country's law.
  String.raw`(moved|moving|relocated|przenios\w*|przeprowadz\w*) (\w+ ){0,2}(to|do) (portugal\w*|portugalii|cyprus|cypr\w*|dubai|dubaj\w*|malt\w*|bulgari\w*|bulgarii|romani\w*|rumunii)`,
  String.raw`\b(nhr|non-habitual|ifici|beckham law|us (federal )?(tax )?return|american (tax )?return|form 1040|fbar|fatca)`,
  String.raw`sales tax\b.{0,40}\b(usa|us|u\.s\.|america|stanach|state|stan\w*)|\b(usa|us|u\.s\.|america|stanach|stanow)\b.{0,40}\bsales tax`,
  // "How much rent per m2 in the old town?": a local market price.
  String.raw`(rent|rents|czynsz\w*|najem|najmu|wynajem\w*|lease) .{0,30}(per|za|na|a) (m2|m²|sqm|square met\w*|metr\w*( kwadratow\w*)?)`,
  // "Can you recommend a good accountant?": one provider, not a rule.
  String.raw`(recommend|polec\w*) (me )?(a |an |some )?(good |dobr\w* |reliable |sprawdzon\w* |konkretn\w* )?(one|accountant\w*|accounting office|ksiegow\w*|biur\w*|lawyer\w*|prawnik\w*|notar\w*|bank\w*|firm\w*)`,
  // "Ile zarabia przeciętny grafik w Warszawie?": what a trade earns on the market.
  String.raw`ile zarabia\w* (\w+ )?(przecietn\w*|sredni\w*|typow\w*|dobr\w*)|(przecietn\w*|sredni\w*|average|typical) (\w+ ){0,2}(zarobk\w*|pensj\w*|wynagrodzeni\w*|salar\w*|pay) (\w+ ){0,2}(w|in|dla|for|of) (?!(polsce|poland|firmie|company))\w+|how much (does|do) (an? |the )?(average|typical) \w+ (earn|make)`,
];

export const ASKED_AFTER_OUT_OF_SCOPE = new RegExp(String.raw`\b(${PARTS.map((p) => `(${p})`).join("|")})`);
