import type { TopicHint } from "./hints.ts";

/** A run, a carrier or a forwarder, in the askers' words ("kurs do Holandii", "a run to Rotterdam"). */
const CARRYING =
  /\b(transport\w*|przewo\w*|woz\w*|kurs\w*|trasa|trasy|route|runs?|freight|haul\w*|spedy\w*|forward\w*|kurier\w*|courier\w*|ciezarow\w*|trucks?|bus(a|em|y)?|vans?)\b/;
/** A business in another EU country, or its VAT number ("firma z Niemiec", "a Dutch company", "VAT-ID"). */
const EU_BUSINESS =
  /\b((firm\w*|spol\w*|klient\w*|zleceniodawc\w*|kontrahent\w*) (z|ze) (niemiec|holandii|czech|francji|belgii|austrii|litwy|slowacji|danii|wloch|hiszpanii|ue|unii)|(niemieck\w*|holendersk\w*|czesk\w*|francusk\w*|belgijsk\w*|austriack\w*|litewsk\w*|slowack\w*|dunsk\w*|wlosk\w*|hiszpansk\w*) (firm\w*|spol\w*|klient\w*|zleceniodawc\w*|kontrahent\w*)|(german|dutch|czech|french|belgian|austrian|lithuanian|slovak|danish|italian|spanish|eu) (company|companies|firm|business|client|customer|principal)|vat-?id|vat number (of|from))\b/;
/** Buying the run from someone else (a subcontracted carrier), or an invoice received from abroad. */
const BUYING =
  /\b(kupuj\w*|kupil\w*|kupi\w*|bought|buy\w*|purchas\w*|zlecam|zlecil\w*|podwykonawc\w*|subcontract\w*|(faktur\w*|invoice\w*) (od|from)|przyszla faktura|their invoice|ich faktur\w*)\b/;

/**
 * The thirty-fifth set's kinds of questions (drivers, small carriers, forwarders and couriers), in
 * the askers' words: a run for a business in another EU country (reverse charge, VAT-UE and the
 * VAT-R registration before it), a run bought from a carrier abroad (import of services), the PKD
 * codes of transport. A country named is the carrier's client or route, not another country's law.
 */
export const TRANSPORT_2_HINTS: TopicHint[] = [
  // "Wożę dla firmy z Czech, oni nie mają KSeF – jak dać im fakturę?": issued in KSeF, handed over as a PDF with a QR code.
  {
    re: [EU_BUSINESS, /\bksef\b/],
    abroad: true,
    article: "faktura-termin-zagranica",
    heading: /a ksef|and ksef/i,
  },
  // "Mała firma przewozowa, 600 tys. obrotu – od kiedy faktury w KSeF?": from 1 April 2026, as everyone else.
  {
    re: [CARRYING, /\bksef\b/, /\b(od kiedy|from when|when (must|do|will)|kiedy (musze|bede))\b/],
    not: /\b(10 ?000|10 tys\w*|10k|limit\w*|prog\w*|przekrocz\w*|exceed\w*|kar\w*|penalt\w*|odbier\w*|receiv\w*)\b/,
    article: "ksef-terminy",
    heading: /od 1 kwietnia|from 1 april/i,
  },
  // "Wozimy towar dla firmy z Niemiec – faktura z 23%?", "a run for a Dutch company – register anything first?".
  {
    // (with the client's VAT number, the 23% asked, an invoice or a filing; "jaki VAT?" alone is the VAT section's)
    re: [
      CARRYING,
      EU_BUSINESS,
      /\b(vat-?id|vat number|numer\w* vat\w*|23 ?%|faktur\w*|invoic\w*|register\w*|rejestr\w*|zarejestr\w*|zalatwi\w*|urzed\w*|vat-?r|vat-?ue)\b/,
    ],
    not: new RegExp(`${BUYING.source}|\\bksef\\b`),
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /dla firmy z ue|for an eu business/i,
  },
  // "Kupuję transport od litewskiego przewoźnika, faktura bez VAT z reverse charge": import of services.
  {
    re: [
      BUYING,
      /\b(przewoznik\w*|carrier\w*|haulier\w*|transport\w*|spedy\w*|forward\w*)\b/,
      /\b(zagraniczn\w*|foreign|abroad|z ue|from the eu|eu|litewsk\w*|lithuanian|niemieck\w*|german|czesk\w*|czech|holendersk\w*|dutch|odwrotn\w* obciazen\w*|reverse charge|bez vat|no vat|without vat)\b/,
    ],
    abroad: true,
    article: "import-uslug",
  },
  // "Jaki kod PKD na przewóz towarów ciężarówką?", "what PKD code for a last-mile courier?".
  {
    re: [
      /\b(pkd|kod\w* dzialalnosc\w*|activity codes?)\b/,
      /\b(ciezarow\w*|trucks?|towar\w*|goods|freight|kurier\w*|courier\w*|last[- ]mile|paczk\w*|parcels?|przeprowadz\w*|removals?|transport\w*|przewo\w*)\b/,
    ],
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /kody pkd|pkd codes/i,
  },
  // "Czy wniosek w CEIDG od razu robi mnie vatowcem?": VAT is a separate VAT-R filing.
  {
    re: [
      /\b(ceidg\w*|wniosek|wniosku|application|rejestracj\w* (firmy|jdg|dzialalnosci))\b/,
      /\b(vatowc\w*|vat payer|vat[- ]registered|registered for vat|czynn\w* (podatnik\w* )?(vat|vatowc\w*)|zarejestrowan\w* (jako |do )?vat\w*)\b/,
    ],
    // (closing the business and its VAT-Z is another question)
    not: /\b(zamyk\w*|zamkn\w*|likwid\w*|wykresl\w*|wyrejestr\w*|clos\w*|deregist\w*|wind\w* up|vat-z)\b/,
    article: "rejestracja-vat-r",
    heading: /jak zlozyc|how to file/i,
  },
  // "Zacząłem jeździć tydzień temu – mogę wpisać datę wstecz?": the start date.
  {
    re: [
      /\b(data rozpocz\w*|daty rozpocz\w*|date of start|start date|wstecz|backdat\w*|in the past|past date|earlier date)\b/,
      /\b(ceidg\w*|wniosek|wniosku|form|application|regist\w*|rejestr\w*)\b/,
    ],
    article: "jdg-rejestracja-ceidg",
    heading: /data rozpoczecia|start date/i,
  },
  // "Nie mam profilu zaufanego, jestem w trasie": the office, the post, a bank.
  {
    re: /\b((nie mam|bez) (\w+ )?(profilu zaufanego|podpisu elektroniczn\w*|e-?dowodu)|(no|without( a)?|don't have( a)?) (trusted profile|profil zaufany|e-?signature))\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /jak zlozyc|how to file/i,
  },
  // "Mam ryczałt 5,5% na ciężarówkę – a jaki druk roczny i kiedy?": the form follows the tax form (PIT-28), by 30 April.
  {
    re: [
      /\b((druk\w*|formularz\w*|zeznani\w*|forms?|returns?) (\w+ )?(roczn\w*|annual|yearly)|(roczn\w*|annual|yearly) (druk\w*|formularz\w*|zeznani\w*|forms?|returns?))\b/,
    ],
    // (a follow-up names only the form: "a jaki druk roczny?" after the lump sum told before)
    // …nor a job or a mandate beside the business (PIT-37 beside it: the section on a second income).
    not: /\b(pracownik\w*|employ\w*|pit-?(11|4r|8ar)|vat\w*|cit\w*|zdrowotn\w*|health|spol\w* z o|spzoo|eta[tc]\w*|umow\w* o prac\w*|zlecen\w*|jobs?|mandate)\b/,
    article: "zeznanie-roczne-pit",
    heading: /ktory formularz|which pit form/i,
  },
  // "Zatrudniam do magazynu faceta 61 lat – jakieś składki odpadają?": no Labour Fund or FGŚP from 60 (55).
  {
    re: [
      /\b((5[5-9]|[6-7]\d)[- ]?(lat\w*|latk\w*|rok\w* zycia|years? old|year-old)|aged (5[5-9]|[6-7]\d)|(55|60) ?\+)/,
      /\b(skladk\w*|skladek|fundusz\w* pracy|fgsp|contribution\w*|labou?r fund)\b/,
      /\b(pracownik\w*|pracownic\w*|zatrudni\w*|etat\w*|employ\w*|hir\w*|faceta|pania|worker)\b/,
    ],
    not: /\b(emerytur\w*|pension(er)?s? (i|he|she) (get|receive)|ppk)\b/,
    article: "koszt-pracodawcy",
    heading: /60\+|aged 60/i,
  },
  // "Czy muszę mieć własny magazyn, żeby dostać wpis w CEIDG?": no, an address for correspondence is enough.
  {
    re: [
      /\b(magazyn\w*|lokal\w*|biur\w*|warehouse\w*|premises|office space)\b/,
      /\b(musze|trzeba|wymagan\w*|potrzebn\w*|need|must|have to|required)\b/,
      /\b(ceidg|wpis\w*|rejestr\w*|zarejestr\w*|regist\w*|zalozyc|set up)\b/,
    ],
    not: /\b(wynajm\w*|najm\w*|rent\w*|lease\w*|koszt\w*|costs?|vat\w*)\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /lokal lub magazyn|premises or a warehouse/i,
  },
];
