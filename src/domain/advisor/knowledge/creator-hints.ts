import { EU_BUSINESS_CLIENT } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/**
 * The forty-ninth set's kinds of questions (online creators and internet freelancers: the creator's
 * ryczałt rate and PKD codes, what an invoice to an EU business says, VAT-UE asked after the limit,
 * author's costs, work abroad and PIT/ZG), in the askers' words. Each points at the section that answers it.
 */
export const CREATOR_HINTS: TopicHint[] = [
  // "Jaka stawka ryczałtu z AdSense?", "PKD dla tiktokera?": the creator's own rate and codes.
  {
    re: [
      /\b(adsense|youtub\w*|tiktok\w*|twitch\w*|stream\w*|influenc\w*|tworc\w* internetow\w*|content creators?|online creators?|vlog\w*)\b/,
      /\b(ryczal\w*|lump[- ]?sum|pkd)\b/,
    ],
    not: /\b(zdrowotn\w*|health|zus|vat\w*|oss|donejt\w*|donat\w*|barter\w*)\b/,
    article: "przychody-tworcow-internetowych",
    heading: /pkd/i,
  },
  // "…firma z Niemiec. – A co mam wpisać na fakturze?": the reverse-charge annotation, whatever was asked before.
  {
    re: [
      /\b(co (mam |musze |trzeba )?(wpisa\w*|napisa\w*|da\w*|umiesci\w*) (na|w) faktur\w*|co na fakturze|adnotacj\w*|what (do i |should i |must i )?(write|put|state) on (the |my )?invoice\w*|what goes on (the |my )?invoice\w*|invoice wording|annotation)\b/,
      new RegExp(`${EU_BUSINESS_CLIENT.source}|\\b(niemc\\w*|niemca|german|eu client|klient\\w* z (ue|unii))\\b`),
    ],
    not: /\b(osob\w* prywatn\w*|konsument\w*|consumers?|private (person|client)|ksef)\b/,
    article: "vat-uslugi-zagranica",
    abroad: true,
    heading: /co wpisac na fakturze|what to write on an invoice/i,
  },
  // "…a rejestracja do VAT-UE i co miesiąc coś składać?", "EU VAT registration for that?": VAT-UE, not the limit.
  {
    re: [/\b(vat[- ]?ue|vat[- ]?eu|eu vat)\b/, /\b(rejestr\w*|zarejestr\w*|register\w*|registration)\b/],
    // "Klient z USA – też VAT-UE?": a client outside the EU is the article's other section.
    not: /\b(kiedy|do kiedy|termin\w*|when|due|deadline\w*|by which day|do ktorego|oss|ioss|usa|the us|stan\w* zjednoczon\w*|ameryk\w*|uk|wielk\w* brytani\w*|angli\w*|kanad\w*|szwajcar\w*|spoza (ue|unii)|poza (ue|unia)|outside the eu|non-eu|llc)\b/,
    article: "vat-uslugi-zagranica",
    heading: /rejestracja do vat-ue|registration/i,
    abroad: true,
  },
  // "Pracodawca stosuje mi 50% koszty – jest limit?", "umowa zlecenie bez praw – jakie koszty?": the same section.
  {
    re: /\b(koszt\w* autorsk\w*|autorsk\w* koszt\w*|author'?s? costs?|authors costs?|50 ?% (\w+ ){0,2}(koszt\w*|costs?))\b/,
    article: "umowy-praca-zlecenie-dzielo",
    heading: /autorsk|author/i,
  },
  {
    re: [
      /\b(zleceni\w*|umow\w* o dziel\w*|dzielo|mandate|specific work)\b/,
      /\b(koszt\w* uzyskani\w*|jakie koszty|standard costs?|deductible costs?|what costs)\b/,
    ],
    article: "umowy-praca-zlecenie-dzielo",
    heading: /autorsk|author/i,
  },
  // "Pracowałem 4 miesiące na etacie w Holandii – jaki PIT?", "clients in the US – PIT/ZG?": the attachment and who needs it.
  {
    re: /\b(pit[ /-]?zg|(pracowal\w*|pracuj\w*|etat\w*|worked|working|job) (\w+ ){0,5}(za granica|w holandii|w niemczech|w irlandii|w norwegii|w anglii|w wielkiej brytanii|abroad|in (the netherlands|germany|ireland|norway|the uk|england)))\b/,
    not: /\b(nierezydent\w*|non-?resident|183|wyjezdzam|wyjazd\w*|moving abroad|leave poland|leaving poland|ulg\w* na powrot|return relief)\b/,
    article: "rezydencja-podatkowa",
    heading: /pit\/zg/i,
    abroad: true,
  },
  // "IP Box – w jakim załączniku?", "which attachment for it?": the annual return with PIT/IP.
  {
    re: [
      /\b(ip ?box\w*|innovation box)\b/,
      /\b(zalacznik\w*|attachment\w*|annex\w*|formularz\w*|druk\w*|form|forms|zeznani\w*|return|wykazuj\w*|wykaza\w*|file|filed|report)\b/,
    ],
    article: "ip-box",
    heading: /pit\/ip/i,
  },
  // "Na etacie jako programista – IP Box od pensji?": only business income, not pay.
  {
    re: [
      /\b(ip ?box\w*|innovation box)\b/,
      /\b(etat\w*|uop|umow\w* o prace|pensj\w*|wynagrodzen\w*|salary|wages?|employed|employment contract|employee)\b/,
    ],
    article: "ip-box",
    heading: /warunki|conditions/i,
  },
  // "Zakładam JDG, na początek ulga na start – co w ogóle będę płacić do ZUS?": the health contribution.
  {
    re: [
      /\b(ulg\w* na start|uldz\w* na start|start(up)? relief|relief for starters)\b/,
      /\b(co (\w+ ){0,3}(bede|bedzie|mam|musze) (\w+ )?(plac\w*|oplac\w*)|jakie skladki|what (\w+ ){0,3}(will|do|must) i (\w+ )?pay|which contributions|what contributions)\b/,
    ],
    not: /\b(ile|how much|kwot\w*|how long|jak dlugo|ile trwa|nierejestr\w*|unregistered|byl\w* pracodaw\w*|former employer)\b/,
    article: "ulga-na-start",
    heading: /nie obejmuje|does not cover/i,
  },
  // "Barter z marką – jak to udokumentować?", "how much VAT on my side?": two invoices, VAT on the service.
  {
    re: [
      /\b(barter\w*|w zamian za (post|rolk\w*|kampani\w*|recenzj\w*)|in exchange for (a )?(post|reel|campaign|review))\b/,
      /\b(udokument\w*|dokument\w*|faktur\w*|invoic\w*|document\w*|vat\w*|rozlicz\w*|zaksieg\w*|book)\b/,
    ],
    article: "przychody-tworcow-internetowych",
    heading: /barter/i,
  },
];
