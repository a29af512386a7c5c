import type { TopicHint } from "./hints.ts";

/**
 * Short questions asked in a conversation, as the sixtieth set asked them: whether the user must pay
 * VAT (or be a VAT payer) on a revenue told, and the limit of the VAT exemption asked as "how much
 * can I sell to stay exempt". The exemption's limit answers both (art. 113 of the VAT act).
 */
export const H60_HINTS: TopicHint[] = [
  // "Mam przychód 8 tys. miesięcznie, muszę płacić VAT?", "do I need to be a VAT payer?".
  {
    re: /\b((czy )?musze (placic|odprowadzac|naliczac|doliczac|byc|zostac) (\w+ )?(vat\w*|platnikiem vat|vatowcem)|do i (need|have) to (pay|charge|be|become|register for) (a )?vat( payer)?|(must|should) i (pay|charge|be) (a )?vat)\b/,
    // A medical professional's services are exempt whatever the turnover (h63-hints: the medical exemption).
    not: /\b(ue|eu|unii|import\w*|zagranic\w*|abroad|reverse|odwrotn\w*|wnt|oss|samochod\w*|car|lekarz\w*|lekark\w*|dentyst\w*|pielegniar\w*|polozn\w*|fizjo\w*|psycholog\w*|doctors?|dentists?|nurses?|midwi\w*|physio\w*|psychologists?)\b/,
    article: "vat-zwolnienie-limit",
    heading: /kto moze korzystac|who can use/i,
  },
  // "Jaki mam limit, żeby być zwolnionym z VAT?", "what's my limit to stay VAT-exempt?".
  {
    // "what is the VAT limit?", "vat threshold 2026", "limit vat": the exemption's limit, not another country's.
    re: /\b((limit\w*|prog\w*|threshold) (\w+ ){0,4}(zwolnion\w*|zwolnieni\w*|exempt\w*) (z |from )?vat|(the )?vat (exemption )?(limit|threshold)s?|(limit|prog|threshold) (dla |for )?vat)\b/,
    not: /\b(ue|eu|unii|oss|sme|inn\w* kraj\w*|other countr\w*|od kiedy|since when|when|kiedy|wlicza\w*|count\w*|przekrocz\w*|exceed\w*|go over)\b/,
    article: "vat-zwolnienie-limit",
    heading: /kto moze korzystac|who can use/i,
  },
];
