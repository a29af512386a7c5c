import type { TopicHint } from "./hints.ts";

/**
 * Questions asked in a conversation, as the sixty-sixth set asked them: whether the contribution
 * holiday is open to a firm with a given number of people (its conditions count everyone insured,
 * up to 10); a till asked for goods that need one from the first sale, or asked without "fiskalna";
 * a company's income tax asked after a sole trader's (CIT); a relief named bare by someone opening a business again (the start relief, open
 * 60 months after the last business closed).
 */
export const H66_HINTS: TopicHint[] = [
  // "a jakbym miał 12 pracowników?" after the contribution holiday, "with 14 staff can I take it?".
  {
    re: [
      /\b(wakacj\w* (skladkow\w*|od zus\w*)|(contribution|zus) holiday\w*)\b/,
      /\b(\d{1,3}|kilk\w*|kilkanasci\w*|dwanasci\w*|jedenasci\w*|trzynasci\w*|twelve|eleven|fifteen|twenty) (osob\w*|pracownik\w*|ludzi|zleceniobiorc\w*|employees|people|staff|workers)\b/,
    ],
    // "czy za pracowników też nie płacę?": whose contributions it covers, not who may take it.
    // A suspension asked beside it ("czy mogę zawiesić…, a jeśli nie, wakacje?") leads with the suspension.
    not: /\b(za (nich|pracownik\w*)|for (them|my (staff|employees))|their contributions|zawies\w*|suspen\w*)\b/,
    article: "wakacje-skladkowe",
    heading: /warunki|conditions/i,
  },
  // "sprzedaję ubrania, muszę mieć kasę? a jakbym sprzedawał części samochodowe?": goods that need a
  // till from the first sale, whatever the turnover.
  {
    re: [
      /\b(kas[aeyę]|kasie|cash registers?|till)\b/,
      /\b(czesci (samochodow\w*|auto\w*|do (aut|samochod)\w*)|akcesori\w* samochodow\w*|car parts|auto parts|elektronik\w*|electronics|rtv|sprzet\w* (rtv|agd)|bizuteri\w*|jewell?ery|wyrob\w* z (metali|zlota|srebra)|perfum\w*|tyto\w*|alkohol\w*|paliw\w*|taxi|taksowk\w*|wulkaniz\w*|naprawa? (aut|samochod|pojazd)\w*)\b/,
    ],
    not: /\b(ulg\w*|relief|kar[aey]|fine|penalt\w*|najem|wynajem)\b/,
    article: "kasa-fiskalna",
    heading: /kto musi mie. kas|who needs a cash register from/i,
  },
  // "sprzedaję ubrania b2c, czy muszę kasę?": a till asked without "fiskalna", by its limit.
  {
    // "kasę" as a till; "ile trzeba mieć kasy na kapitał" is money, and a car park has its own date.
    re: [/\b(czy )?(musze|musimy|trzeba|potrzebuje|wymagana|obowiazkowa) (\w+ )?(mie[cć] )?kas[eę]\b/],
    not: /\b(kasa chorych|kasow\w*|ulg\w*|fiskaln\w*|rejestruj\w*|czesci|elektronik\w*|taxi|fryzjer\w*|kosmety\w*|gastronom\w*|kapital\w*|spol[kc]\w*|pozyczk\w*|kredyt\w*|parking\w*|pieni\w*)\b/,
    article: "kasa-fiskalna",
    heading: /ile wynosi limit|how much the sales limit/i,
  },
  // "what income tax does a sole trader pay? – and for a company?": a company's income tax is CIT.
  {
    re: [
      /\b(income tax|podat\w* dochodow\w*|jaki podatek|what tax|which tax|ile podatku)\b/,
      /\b(for|dla) (a |the |an? )?(company|companies|limited company|spol(k[aiey]|ek|ce)|sp z oo|zoo)\b/,
    ],
    not: /\b(vat|zus|pit\w*|dywidend\w*|dividends?|estonsk\w*|estonian|transfer\w*|wspolnik\w*|shareholders?|wynagrodzen\w*|salary|najem|rent\w*)\b/,
    article: "cit-spolki",
  },
  // "wracam do jdg w kwietniu… mogę mieć ulgę?", "I closed my business in 2019, do I get the relief?":
  // a relief named bare by someone opening a business again is the start relief, with its 60 months.
  {
    re: [
      /\b(ulg[aeiy]|uldze|(the|any|a) relief)\b(?! (na|dla|od|z tytulu|for|on) )/,
      /\b(wracam|wrocic|wznaw\w*|wznow\w*|ponownie|znowu|zamkn\w*|poprzedni\w* (firm\w*|jdg|dzialalnosc\w*)|mial\w* (juz )?firm\w*|reopen\w*|closed|previous business|had a business|going back to)\b/,
    ],
    not: /\b(dzieci|dziecko|ip box|b\+r|termomodern\w*|mlodych|senior\w*|powrot\w*|zle dlugi|internet\w*|rehabilit\w*|kas\w* fiskal\w*|child|children|young|return|bad debts?|cash register|preferencyjn\w*|preferential|maly zus\w*|small zus)\b/,
    article: "ulga-na-start",
    heading: /kto moze|who can/i,
  },
];
