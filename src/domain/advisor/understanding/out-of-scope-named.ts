import { COUNTRY_IN, COUNTRY_TO } from "./countries.ts";

/**
 * Kinds of questions no article can answer, first met in the forty-eighth set (small firms in
 * transport and the trades): another country's own figure (its minimum wage's amount, its fine, its
 * corporation tax), one insurer's price, one named firm's debts, and general knowledge about
 * countries. A Polish carrier's duties abroad (posting, paying at least the host country's minimum)
 * stay the advisor's own topic: only the amount or the fine set by that country is out of reach.
 */

const FOREIGN_ADJ =
  "(belgijsk\\w*|francusk\\w*|niemieck\\w*|austriack\\w*|holendersk\\w*|wlosk\\w*|hiszpansk\\w*|czesk\\w*|szwedzk\\w*|dunsk\\w*|norwesk\\w*|irlandzk\\w*|brytyjsk\\w*|belgian|french|german|austrian|dutch|italian|spanish|czech|swedish|danish|norwegian|irish|british|uk)";
const ASKS_AMOUNT =
  "(ile (wynosi|jest|to|bedzie)|jaka( jest| bedzie)?|jaki( jest)?|wysokosc|what'?s|what is|what are|how much is|how much are|how high is|amount of|the level of)";
/** Insurers by name: a premium is one company's offer, not a rule. */
const INSURER =
  "(warta|warcie|warty|pzu|hestia|ergo|allianz|generali|uniqa|axa|link4|compensa|interrisk|wiener|colonnade|balcia|trasti)";

/** Platforms by name: their fees, payout days and forms are the platform's own terms, not Polish rules. */
const PLATFORM =
  "(etsy|fiverr|upwork|twitch|youtube|adsense|tiktok|patronite|patreon|allegro|vinted|olx|amazon|ebay|shopify|steam|onlyfans|kick)";

/** A word that makes a platform's fee a tax question (VAT on Etsy's fees is import of services). */
const NOT_TAX = "(?!(vat|tax|podat|pit|zus|faktur|invoice|koszt|cost|reverse|odwrotn))";

const PARTS = [
  // "Ile Etsy liczy za wystawienie?", "what's Fiverr's service fee?": one platform's price list.
  `(ile|jak\\w* (prowizj\\w*|oplat\\w*)|how much|what'?s|what is|what are) (${NOT_TAX}\\w+ ){0,2}${PLATFORM}('s)? (${NOT_TAX}\\w+ ){0,3}(liczy|bierze|pobiera|prowizj\\w*|oplat\\w*|fees?|commission|cut|charges?)\\b`,
  // "Twitch wypłaca w euro czy dolarach i którego dnia?": a platform's payout calendar.
  `${PLATFORM} (\\w+ ){0,2}(wyplaca|pays? out|payouts?)\\b.{0,60}\\b(ktorego dnia|jakiego dnia|kiedy dokladnie|which day|what day|what date)`,
  // The US withholding form a platform asks for: filled in by its own rules and the treaty, not taught here.
  `\\bw-?8 ?ben(-e)?\\b`,
  // "What is the capital of France?", "jaka jest stolica Niemiec?": general knowledge, a quiz.
  `(capital|capital city) of (${COUNTRY_TO}|poland|polski)\\b`,
  `stolic\\w* (${COUNTRY_TO}|polski)\\b`,
  // "What's the Belgian minimum wage…", "ile wynosi francuska płaca minimalna…".
  `${ASKS_AMOUNT} (\\w+ ){0,2}${FOREIGN_ADJ} (placa minimaln\\w*|placy minimaln\\w*|minimaln\\w* (placa|wynagrodzeni\\w*|stawk\\w*)|minimum (wage|pay|rate))`,
  `${ASKS_AMOUNT} (\\w+ ){0,2}(placa minimaln\\w*|minimum wage) (\\w+ ){0,2}(w|we|in) ${COUNTRY_IN}`,
  // "Jaka kara w Austrii za brak deklaracji?", "what's the fine in France for…".
  `(${ASKS_AMOUNT}|ile) (\\w+ ){0,2}(kar\\w*|grzywn\\w*|mandat\\w*|fines?|penalt\\w*) (\\w+ ){0,2}(w|we|in) ${COUNTRY_IN}`,
  `${ASKS_AMOUNT} (\\w+ ){0,2}${FOREIGN_ADJ} (kar\\w*|grzywn\\w*|mandat\\w*|fines?|penalt\\w*)`,
  // "How does UK corporation tax treat it?".
  `${FOREIGN_ADJ} (corporation|corporate|corporation's) tax`,
  // "How much is OCP at Warta?", "ile kosztuje OC w PZU?".
  `(ile (kosztuje|kosztowa\\w*|zaplace|wyniesie|bierze)|how much (is|does|would|will|are)|price of|cena|koszt) .{0,60}\\b(w|u|at|with|from|in) ${INSURER}\\b`,
  // "Czy firma Budmax z Radomia ma długi?", "does Budmax have any debts?": one named firm's finances.
  `czy (firma |spolka |company )?(?!(moja|moj|nasza|ta|ten|klient\\w*|kontrahent\\w*|zleceniodawc\\w*|odbiorc\\w*|my|our|the)\\b)[a-z0-9-]+( sp\\.? z o\\.?o\\.?)?( (z|ze) \\w+)? (ma|maja|miala) (\\w+ )?(dlug\\w*|zadluzeni\\w*|zaleglos\\w*|problem\\w* finansow\\w*)`,
  `(does|did) (?!(my|our|the|a|this|that|your)\\b)[a-z0-9'-]+( [a-z0-9'-]+){0,3} (have|has) (any )?(debts?|arrears|unpaid)`,
];

export const NAMED_OR_FOREIGN_FIGURE = new RegExp(`\\b(${PARTS.map((p) => `(${p})`).join("|")})`);
