import { COUNTRY_IN, COUNTRY_TO } from "./countries.ts";

/**
 * A farmer's questions no article can answer: a crop's or honey's price on the market (now or
 * foretold), whether one's own KRUS or ZUS branch will accept one's own case, another country's
 * rules for its farmers, and the exact date of a call for grants in a later year. The rules around
 * them (the refund on a VAT RR invoice, the 3 years in KRUS, the Polish agritourism exemption, who
 * may apply for a grant) stay the advisor's own topic.
 */
const CROP =
  "(pszenic\\w*|zboz\\w*|zboze|rzepak\\w*|kukurydz\\w*|jeczmie\\w*|ziemniak\\w*|mlek\\w*|mleko|zywiec\\w*|tucznik\\w*|miod\\w*|jablk\\w*|wheat|grain|rapeseed|maize|corn|barley|potato\\w*|milk|pigs?|honey|apples?)";

const PARTS = [
  // "Ile będzie pszenica w skupie w przyszłym roku?", "what will wheat fetch next year?".
  `(ile (bedzie|beda|dadza|zaplaca)|jak\\w* (bedzie|beda) (cen\\w*|stawk\\w*)|cen\\w* (\\w+ ){0,2}(bedzie|beda|wzrosn\\w*|spadn\\w*)) (\\w+ ){0,3}${CROP}`,
  `${CROP} (\\w+ ){0,3}(w skupie|na skupie) (\\w+ ){0,3}(w przyszlym roku|za rok|w (\\w+ )?20(2[7-9]))`,
  "oplaca sie (\\w+ ){0,2}(trzymac|przetrzymac|magazynowac) (w magazynie|zboz\\w*|zboze|ziarn\\w*)",
  `(what will|how much will) (\\w+ ){0,2}${CROP} (\\w+ ){0,2}(fetch|sell for|cost|be worth)`,
  // "Po ile sprzedawać miód na targu?", "what price should I sell my honey at?".
  `po ile (sprzedawac|sprzedac|sprzedaje sie|mam sprzedawac|brac) (\\w+ ){0,3}${CROP}`,
  `(what|which) price (should|do|can) (i|we) (sell|charge|ask)`,
  // "Czy mój oddział KRUS w Siedlcach uzna mi…", "will my KRUS branch accept a gap?".
  "(moj\\w*|my|our|nasz\\w*) (\\w+ ){0,1}(oddzial\\w*|placowk\\w*|branch\\w*|office) (\\w+ ){0,1}(krus\\w*|zus\\w*)? .{0,60}\\b(uzna\\w*|zaakceptuj\\w*|przyjm\\w*|zgodz\\w*|accept\\w*|approve\\w*|recogni[sz]e\\w*)",
  "(krus\\w*|zus\\w*) (\\w+ ){0,1}(oddzial\\w*|branch\\w*) .{0,40}\\b(uzna\\w*|zaakceptuj\\w*|accept\\w*|approve\\w*)",
  // "Czy ARiMR przyzna mi premię?", "czy weterynarz zatwierdzi moją ubojnię?", "will ARiMR approve my application?".
  "czy (\\w+ ){0,2}(arimr|agencj\\w*|weterynarz\\w*|lekarz\\w* weterynarii|sanepid\\w*|urzad\\w*|gmin\\w*) (\\w+ ){0,3}(przyzna\\w*|zatwierdz\\w*|zgodz\\w*|odrzuc\\w*|uzna\\w*) (mi|nam|moj\\w*|u mnie)",
  "(will|would) (the )?(arimr|agency|vet|veterinary officer|sanitary inspector\\w*|office) (\\w+ ){0,2}(approve|accept|grant|reject) (my|our|me|us)",
  // "Ile jest warta ziemia rolna w mojej gminie?": a market price, not a rule.
  "(ile (jest )?wart\\w*|po ile (jest|sa|chodz\\w*)|jak\\w* (jest )?cen\\w*) (\\w+ ){0,2}(ziemi\\w*|ziemia|hektar\\w*|grunt\\w*|pol[ae])",
  "ile kosztuje (\\w+ )?(hektar\\w*|ziemi\\w*|ziemia|grunt\\w*) (rolne\\w* )?(w|we|kolo|pod|u|na)\\b",
  // "Kolega z Niemiec – też może mieć agroturystykę bez podatku?", "my cousin farms in France – same exemption there?".
  `(z|ze|from) ${COUNTRY_TO} .{0,60}\\b(rolnik\\w*|agrotur\\w*|agritour\\w*|farm\\w*|gospodarstw\\w*) .{0,60}\\b(u siebie|w swoim kraju|there|in (his|her|their) country)`,
  `(farms?|farming|farmers?|rolnik\\w*|gospodarstw\\w*|agrotur\\w*|agritour\\w*) .{0,30}\\b(in|w|we) ${COUNTRY_IN}`,
  // "Kiedy dokładnie będzie nabór ARiMR w 2027?": a call's exact date in a later year.
  "kiedy (dokladnie )?(bedzie|ruszy|beda|zacznie sie|otworz\\w*) (\\w+ ){0,3}nabor\\w* .{0,60}\\b20(2[7-9]|3\\d)",
  "when (exactly )?(will|does) (\\w+ ){0,3}(call|intake|application round) .{0,60}\\b20(2[7-9]|3\\d)",
];

export const RURAL_OWN_CASE = new RegExp(`\\b(${PARTS.map((p) => `(${p})`).join("|")})\\b`);
