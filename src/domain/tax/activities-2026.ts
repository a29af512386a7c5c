/**
 * Activities a founder commonly names, with their 2026 lump-sum (ryczałt) rate and typical PKD 2025
 * codes. The rate of a service really follows its PKWiU code (art. 12 ust. 1 ustawy o
 * zryczałtowanym podatku dochodowym); the value here is the usual one, and `ryczaltRateNote` says
 * when it differs. PKD 2025: Rozp. RM z 18.12.2024, Dz.U. 2024 poz. 1936 [S68]; the PKD code is
 * for the register only and does not decide the rate.
 *
 * Keywords (matched by `understanding/activity.ts` on folded text, so diacritics are optional):
 * - words separated by spaces match consecutive words of the message;
 * - `*` lets a word go on (`programist*` → programista, programistą, programistów);
 * - `(a|b)` gives alternatives inside a word, `(|a)` an optional ending;
 * - a `~` word stands for up to two other words in between ("robię ~ strony" → "robię ładne strony");
 * - `%` before a word tolerates one typo in it ("%programist*" → "progamista");
 * - a leading `!` marks a specific phrase that outranks a general one ("najem na doby" over "najem");
 * - a leading `-` is a blocker: text it covers never counts for this activity.
 */
import type { Sourced } from "./parameters-2026.ts";

interface Text {
  pl: string;
  en: string;
}

export interface ActivityPkd {
  code: string;
  name: Text;
}

export interface ActivityDefinition {
  id: string;
  label: Text;
  ryczaltRate: Sourced<number>;
  ryczaltRateNote?: Text;
  /** A revenue threshold above which another rate applies to the surplus (rental: 100 000 zł). */
  ryczaltThreshold?: { amount: Sourced<number>; rateAbove: Sourced<number> };
  pkd: readonly ActivityPkd[];
  keywords: { pl: readonly string[]; en: readonly string[] };
}

const s = (value: number, source: string): Sourced<number> => ({ value, source });
const t = (pl: string, en: string): Text => ({ pl, en });
const pkd = (code: string, pl: string, en: string): ActivityPkd => ({ code, name: { pl, en } });

const ACT = "art. 12 ust. 1 ustawy z 20.11.1998 o zryczałtowanym podatku dochodowym";
const SERVICES = `${ACT}, pkt 5 lit. a: pozostała działalność usługowa 8,5% [S21]`;

// Rates, each once, with its basis.
const R = {
  it: (extra = "") =>
    s(
      0.12,
      `${ACT}: usługi związane z oprogramowaniem i doradztwem IT (PKWiU 58.29, 62.01.1, 62.02, 62.03) 12% [S21, S22]${extra}`,
    ),
  design: (extra = "") =>
    s(0.14, `${ACT}: usługi w zakresie specjalistycznego projektowania (PKWiU 74.1) 14% [S21, S22]${extra}`),
  health: (extra = "") =>
    s(0.14, `${ACT}: usługi w zakresie opieki zdrowotnej (PKWiU dział 86) 14% [S21, S22]${extra}`),
  archEng: (extra = "") =>
    s(0.14, `${ACT}: usługi architektoniczne i inżynierskie, badania techniczne (PKWiU 71) 14% [S21, S22]${extra}`),
  liberal: (extra = "") =>
    s(
      0.17,
      `${ACT}: wolne zawody (art. 4 ust. 1 pkt 11: m.in. adwokaci, radcowie prawni, notariusze, tłumacze, doradcy podatkowi, księgowi) 17% [S21, S22]${extra}`,
    ),
  listed15: (what: string, extra = "") => s(0.15, `${ACT}: ${what} 15% [S21]${extra}`),
  services: (extra = "") => s(0.085, `${SERVICES}${extra}`),
  production: (what: string) => s(0.055, `${ACT}: ${what} 5,5% [S21, S22, S23]`),
  trade: (what: string) => s(0.03, `${ACT}: ${what} 3% [S21, S22, S23]`),
};

const RENTAL_THRESHOLD = {
  amount: s(100000, `${ACT}: najem, podnajem, dzierżawa – 8,5% do 100 000 zł przychodu w roku [S21, S22]`),
  rateAbove: s(0.125, `${ACT}: najem, podnajem, dzierżawa – 12,5% od nadwyżki ponad 100 000 zł [S21, S22]`),
};

export const ACTIVITIES_2026 = [
  // ── IT ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: "software_development",
    label: t("Programowanie, tworzenie oprogramowania", "Software development"),
    ryczaltRate: R.it("; KIS 0113-KDIPT2-1.4011.806.2023.3.RK (PKWiU 62.01.11.0)"),
    ryczaltRateNote: t(
      "12% dotyczy pisania i rozwijania oprogramowania (PKWiU 62.01.1). Samo testowanie, omawianie wymagań czy prezentowanie systemu (PKWiU 62.02.30.0) to 8,5%.",
      "12% covers writing and developing software (PKWiU 62.01.1). Testing, discussing requirements or demonstrating a system on its own (PKWiU 62.02.30.0) is 8.5%.",
    ),
    pkd: [
      pkd("62.10.B", "Pozostała działalność w zakresie programowania", "Other computer programming activities"),
      pkd(
        "62.10.A",
        "Działalność w zakresie programowania gier komputerowych",
        "Computer games programming activities",
      ),
    ],
    keywords: {
      pl: [
        "%programist*",
        "programistk*",
        "programuj*",
        "programowani*",
        "programer*",
        "koduj*",
        "koder*",
        "developer*",
        "deweloper* (oprogramowania|aplikacji|java|python*|frontend*|backend*)",
        "(pisz*|tworz*|robi*|pisac|tworzyc|robic|rozwija*) ~ (aplikacj*|apki|apek|oprogramowani*|softwar*|kod)",
        "!(tworzeni*|wytwarzani*|pisani*|rozwoj) oprogramowani*",
        "inzynier* oprogramowani*",
        "software house*",
        "softwarehouse*",
        "(frontend*|backend*|fullstack*)",
        "(front|back|full) (end*|stack*)",
        "!(frontend*|backend*|fullstack*|front end*|back end*|full stack*) (developer*|deweloper*|engineer*|inzynier*|dev|programist*)",
        "aplikacj* (mobiln*|webow*) dla",
        "gamedev*",
        "!tester* (oprogramowania|aplikacji|manualn*|automatyczn*|gier)",
        "!(inzynier*|specjalist*) (qa|testow*)",
        "tworz* gry",
        "(kontraktor*|kontraktorem|freelancer*|specjalist*) it",
        "it (kontraktor*|freelancer*)",
        "(w|z) branzy it",
        "-(property|real estate) developer*",
      ],
      en: [
        "!software (developer*|engineer*|development|dev|devs)",
        "it (contractor*|freelancer*|specialist*)",
        "developer*",
        "programmer*",
        "programming",
        "coder*",
        "coding",
        "dev",
        "devs",
        "(write*|writing) ~ (code|software|apps|applications)",
        "(build*|building|develop*) ~ (apps|applications|software)",
        "(frontend|backend|fullstack)",
        "(front|back|full) (end|stack)",
        "!(frontend|backend|fullstack|front end|back end|full stack) (developer*|engineer*|dev|devs)",
        "(mobile|ios|android|java|python|javascript|react|php|net) (developer*|dev|engineer*)",
        "game (developer*|programmer*)",
        "!(software|qa|test|automation) (tester*|engineer*)",
        "!(data|ml|machine learning|ai) engineer*",
        "-(property|real estate) developer*",
      ],
    },
  },
  {
    id: "it_consulting",
    label: t("Doradztwo informatyczne", "IT consulting"),
    ryczaltRate: R.it("; KIS 0115-KDST2-2.4011.529.2023.3.BM (PKWiU 62.02.10.0, 62.02.20.0)"),
    ryczaltRateNote: t(
      "12% dla doradztwa w zakresie sprzętu i oprogramowania (PKWiU 62.02.10.0, 62.02.20.0); pozostałe doradztwo technologiczne (PKWiU 62.02.30.0) to 8,5%.",
      "12% for hardware and software consulting (PKWiU 62.02.10.0, 62.02.20.0); other technology consulting (PKWiU 62.02.30.0) is 8.5%.",
    ),
    pkd: [
      pkd(
        "62.20.B",
        "Pozostała działalność związana z doradztwem w zakresie informatyki oraz zarządzaniem urządzeniami informatycznymi",
        "Other IT consultancy and computer facilities management activities",
      ),
    ],
    keywords: {
      pl: [
        "!(doradztw*|doradc*|konsultant*|konsulting*|consulting*) (it|informatyczn*|sap|erp|crm|chmurow*)",
        "!architekt* (it|oprogramowania|systemow*|rozwiazan*|chmur*|cloud|aplikacji|korporacyjn*|enterprise)",
        "analityk* (it|systemow*|biznesow*)",
        "doradzam ~ (it|informatyk*|systemach|oprogramowani*)",
        "wdrozeni* (sap|erp|crm|systemow*)",
        "wdraza* (sap|erp|crm|system*)",
      ],
      en: [
        "!it (consultant*|consulting|consultancy|advisor*|adviser*)",
        "!(solution|solutions|software|cloud|enterprise|systems) architect*",
        "(technology|tech|sap|erp|crm) (consultant*|consulting)",
        "(business|systems) analyst*",
      ],
    },
  },
  {
    id: "it_administration",
    label: t("Administracja IT i wsparcie techniczne", "IT administration and support"),
    ryczaltRate: R.it("; KIS 0112-KDSL1-1.4011.622.2025.2.DS (PKWiU 62.03.1)"),
    ryczaltRateNote: t(
      "12% dla zarządzania siecią i systemami informatycznymi (PKWiU 62.03.1). Konfiguracja, instalowanie oprogramowania i wsparcie użytkowników jako pozostałe usługi IT (PKWiU 62.09.20.0) to 8,5% (KIS 0115-KDST2-1.4011.495.2025.3.JP).",
      "12% for network and systems management (PKWiU 62.03.1). Configuration, software installation and user support as other IT services (PKWiU 62.09.20.0) is 8.5% (KIS 0115-KDST2-1.4011.495.2025.3.JP).",
    ),
    pkd: [
      pkd(
        "62.20.B",
        "Pozostała działalność związana z doradztwem w zakresie informatyki oraz zarządzaniem urządzeniami informatycznymi",
        "Other IT consultancy and computer facilities management activities",
      ),
      pkd(
        "62.90.Z",
        "Pozostała działalność usługowa w zakresie technologii informatycznych i komputerowych",
        "Other information technology and computer service activities",
      ),
    ],
    keywords: {
      pl: [
        "(administrator*|admin*) (sieci|system*|it|serwer*|linux*|windows*|baz danych)",
        "sysadmin*",
        "devops*",
        "helpdesk*",
        "help desk*",
        "(wsparci*|obslug*|utrzymani*) (it|informatyczn*|techniczn* it|serwer*|infrastruktur*)",
        "administruj* ~ (serwer*|siec*|system*|infrastruktur*)",
        "informatyk(|a|iem|owi|ow|ami|ka|czka|czki|czka)",
        "informatycy",
        "sieciowiec*",
      ],
      en: [
        "sysadmin*",
        "(system|systems|network|it|linux|windows|database) (administrator*|admin*)",
        "devops",
        "(it|tech|technical) support",
        "helpdesk",
        "help desk",
        "site reliability",
        "(it|cloud) (engineer*|technician*)",
      ],
    },
  },
  {
    id: "web_development",
    label: t("Tworzenie stron internetowych", "Website development"),
    ryczaltRate: R.it(),
    ryczaltRateNote: t(
      "12%, gdy strony są programowane (PKWiU 62.01.1). Sam projekt graficzny strony (PKWiU 74.10) to 14%.",
      "12% when the websites are programmed (PKWiU 62.01.1). Graphic design of a website alone (PKWiU 74.10) is 14%.",
    ),
    pkd: [
      pkd("62.10.B", "Pozostała działalność w zakresie programowania", "Other computer programming activities"),
      pkd(
        "74.12.Z",
        "Działalność w zakresie projektowania graficznego i komunikacji wizualnej",
        "Graphic design and visual communication activities",
      ),
    ],
    keywords: {
      pl: [
        "!stron* (www|internetow*|wordpress*|na wordpress*|firmow*)",
        "!(robi*|tworz*|projektuj*|buduj*|stawiam|stawiac|zrobic|pisz*|koduj*) ~ (stron*|witryn*|landing*)",
        "witryn* internetow*",
        "web (design*|developer*|dev)",
        "webdesign*",
        "webdeveloper*",
        "webmaster*",
        "wordpress*",
        "!sklep* internetow* dla (klient*|firm*)",
      ],
      en: [
        "!web (design|designer*|developer*|development|dev|devs)",
        "webdesign*",
        "webmaster*",
        "wordpress",
        "landing page*",
        "!(build*|mak*|design*|creat*|develop*|cod*) ~ (website*|websites|web sites|sites|landing pages)",
        "website*",
      ],
    },
  },
  // ── design ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "graphic_design",
    label: t("Projektowanie graficzne", "Graphic design"),
    ryczaltRate: R.design("; KIS 0115-KDST2-2.4011.80.2025.3.KK"),
    ryczaltRateNote: t(
      "Projektowanie graficzne (PKWiU 74.10) to 14%; tworzenie dzieł plastycznych, np. ilustracji jako twórczości artystycznej (PKWiU 90.03), to 8,5%.",
      "Graphic design (PKWiU 74.10) is 14%; creating artworks, e.g. illustrations as artistic creation (PKWiU 90.03), is 8.5%.",
    ),
    pkd: [
      pkd(
        "74.12.Z",
        "Działalność w zakresie projektowania graficznego i komunikacji wizualnej",
        "Graphic design and visual communication activities",
      ),
    ],
    keywords: {
      pl: [
        "grafik (komputerow*|reklamow*|freelancer*|dtp|2d|3d)",
        "grafikiem",
        "grafika (komputerowa|reklamowa|uzytkowa)",
        "jako grafik*",
        "graficzk*",
        "(robi*|projektuj*|tworz*|rysuj*|robic|projektowac|tworzyc) ~ (grafik*|logo|logotyp*|banery|plakaty|ulotki|wizytowki)",
        "!(projektowani*|projekt*|projektant*) graficzn*",
        "identyfikacj* wizualn*",
        "!grafik* (dla|na) (firm*|klient*|social*)",
        "dtp",
      ],
      en: [
        "!graphic (design|designer*|designs|artist*)",
        "logo design*",
        "(design*|mak*|creat*) ~ (logos|logo|posters|flyers|banners)",
        "(brand|visual) identity",
        "dtp",
      ],
    },
  },
  {
    id: "ux_design",
    label: t("Projektowanie UX/UI", "UX/UI design"),
    ryczaltRate: R.design("; KIS 0115-KDST2-2.4011.142.2025.3.KK (UI/UX, PKWiU 74.10.19)"),
    ryczaltRateNote: t(
      "Projektowanie UX/UI jako specjalistyczne projektowanie (PKWiU 74.10.19) to 14%; jeśli to część programowania (PKWiU 62.01.1), 12%.",
      "UX/UI design as specialised design (PKWiU 74.10.19) is 14%; if it is part of programming (PKWiU 62.01.1), 12%.",
    ),
    pkd: [
      pkd(
        "74.12.Z",
        "Działalność w zakresie projektowania graficznego i komunikacji wizualnej",
        "Graphic design and visual communication activities",
      ),
    ],
    keywords: {
      pl: [
        "!(ux|ui) (designer*|design*|projektant*|projektantk*|researcher*)",
        "!projektant* (ux|ui|interfejs*|doswiadczen*)",
        "!projektowani* (ux|ui|interfejs*)",
        "ux",
        "ux ui",
        "ui ux",
        "projektuj* ~ interfejs*",
        "product designer*",
        "user experience",
      ],
      en: [
        "!(ux|ui) (designer*|design|research*)",
        "ux",
        "ux ui",
        "ui ux",
        "user experience",
        "(product|interaction) designer*",
      ],
    },
  },
  {
    id: "interior_design",
    label: t("Projektowanie wnętrz", "Interior design"),
    ryczaltRate: R.design(),
    pkd: [pkd("74.13.Z", "Działalność w zakresie projektowania wnętrz", "Interior design activities")],
    keywords: {
      pl: [
        "!(projektant*|projektowani*|architekt*|aranzacj*|aranzator*|dekorator*|projekt*|projektuj*) wnetrz*",
        "projektuj* ~ wnetrz*",
        "home staging*",
      ],
      en: ["!interior (design*|designer*|architect*|decorator*)", "home staging"],
    },
  },
  // ── languages and teaching ──────────────────────────────────────────────────────────────────
  {
    id: "sworn_translator",
    label: t("Tłumacz przysięgły", "Sworn translator"),
    ryczaltRate: R.liberal(),
    ryczaltRateNote: t(
      "Wolny zawód: 17% przy osobistym wykonywaniu tłumaczeń (bez zatrudniania innych do tłumaczenia).",
      "Liberal profession: 17% when you translate personally (without hiring others to translate).",
    ),
    pkd: [pkd("74.30.Z", "Działalność związana z tłumaczeniami", "Translation and interpretation activities")],
    keywords: {
      pl: [
        "!(tlumacz*|tlumaczk*|tlumaczeni*) %przysiegl*",
        "!%przysiegl* (tlumacz*|tlumaczk*)",
        "!tlumaczeni* (uwierzytelnion*|poswiadczon*)",
      ],
      en: ["!(sworn|certified|court) (translator*|translation*|interpreter*)"],
    },
  },
  {
    id: "translator",
    label: t("Tłumacz", "Translator"),
    ryczaltRate: R.liberal(),
    ryczaltRateNote: t(
      "Tłumacz to wolny zawód (17%), gdy tłumaczy osobiście. Tłumaczenia wykonywane przez zatrudnionych tłumaczy to zwykłe usługi (8,5%).",
      "A translator is a liberal profession (17%) when translating personally. Translations done by hired translators are ordinary services (8.5%).",
    ),
    pkd: [pkd("74.30.Z", "Działalność związana z tłumaczeniami", "Translation and interpretation activities")],
    keywords: {
      pl: [
        "tlumacz(|a|em|owi|ka|ki|ke|ce|ami|om|ow)",
        "tlumaczk*",
        "tlumacze (tekst*|dokument*|ksiazk*|artykul*|stron*|filmy|gry|umowy|z|na|dla)",
        "tlumaczeni* (tekst*|dokument*|ksiazek|artykul*|pisemn*|ustn*|specjalistyczn*|techniczn*|prawnicz*|medyczn*|z angielsk*|z niemieck*)",
        "tlumaczeniami",
        "tlumaczeniowe",
        "biur* tlumaczen",
        "lokalizacj* (gier|oprogramowania|aplikacji)",
      ],
      en: [
        "translator*",
        "translation (services|agency|business|work)",
        "interpreter*",
        "interpreting",
        "(translate|translating|translates) ~ (documents|texts|books|articles|for|from|into)",
      ],
    },
  },
  {
    id: "tutoring",
    label: t("Korepetycje i nauczanie", "Tutoring and teaching"),
    ryczaltRate: R.services(
      "; KIS 0114-KDIP3-2.4011.890.2021.2.MT (korepetycje 8,5%, nie 17%), 0114-KDIP3-2.4011.885.2025.2.MG (PKWiU 85.59.19.0)",
    ),
    ryczaltRateNote: t(
      "Korepetycje i kursy (PKWiU 85.5) to 8,5%, także gdy udziela ich nauczyciel osobiście – potwierdzają to interpretacje KIS.",
      "Tutoring and courses (PKWiU 85.5) are 8.5%, also when a teacher gives them personally – as tax rulings (KIS) confirm.",
    ),
    pkd: [
      pkd(
        "85.59.B",
        "Kursy i szkolenia związane ze zdobywaniem wiedzy, umiejętności i kwalifikacji zawodowych w formach pozaszkolnych",
        "Out-of-school courses and training for knowledge, skills and vocational qualifications",
      ),
      pkd("85.59.A", "Nauka języków obcych", "Foreign language teaching"),
    ],
    keywords: {
      pl: [
        "%korepetycj*",
        "korepetytor*",
        "korki z",
        "(daj*|udziel*|robi*|prowadz*) korki",
        "udziel* (lekcj*|korepetycj*)",
        "lekcj* (prywatn*|indywidualn*|jezyk*|angielsk*|niemieck*|gry na|matematyk*|online)",
        "nauczyciel*",
        "nauczycielk*",
        "lektor* (jezyk*|angielsk*|niemieck*|hiszpansk*|francusk*|wlosk*|polskiego)",
        "!(ucz*|naucz*) (angielsk*|niemieck*|hiszpansk*|francusk*|jezyk*|matematyk*|matm*|fizyk*|chemi*|gry na|polskiego|dzieci|programowania)",
        "(sprzedaj*|tworz*|prowadz*|nagrywa*) ~ kurs*",
        "kurs* online",
        "(prowadz*|organizuj*) ~ szkoleni*",
        "trener* (biznesow*|szkoleniow*|umiejetnosci|kompetencji|soft skills)",
        "edukacj* (online|dzieci)",
      ],
      en: [
        "tutor*",
        "tutoring",
        "private (lessons|tuition)",
        "(teach|teaching|teaches) ~ (english|maths|math|polish|german|piano|guitar|languages|lessons|kids|children|students|coding|online)",
        "teacher*",
        "(sell*|creat*|run*|record*) ~ (courses|online courses)",
        "online courses",
        "(corporate|business|soft skills) trainer*",
      ],
    },
  },
  // ── trade and food ──────────────────────────────────────────────────────────────────────────
  {
    id: "online_shop",
    label: t("Sklep internetowy (sprzedaż towarów)", "Online shop (selling goods)"),
    ryczaltRate: R.trade("przychody z działalności handlowej"),
    ryczaltRateNote: t(
      "3% dotyczy sprzedaży towarów handlowych. Kod PKD dobiera się według sprzedawanego towaru (np. 47.71.Z odzież); 47.91.Z oznacza w PKD 2025 pośrednictwo, nie sklep internetowy.",
      "3% applies to selling goods. The PKD code follows the goods sold (e.g. 47.71.Z clothing); in PKD 2025, 47.91.Z means intermediation, not an online shop.",
    ),
    pkd: [
      pkd("47.12.Z", "Pozostała sprzedaż detaliczna niewyspecjalizowana", "Other non-specialised retail sale"),
      pkd("47.71.Z", "Sprzedaż detaliczna odzieży", "Retail sale of clothing"),
    ],
    keywords: {
      pl: [
        "!sklep* (internetow*|online|www|na allegro|na shopify|na etsy|na amazon*)",
        "e sklep*",
        "esklep*",
        "e commerce",
        "ecommerce",
        "!(sprzedaj*|sprzedawac|sprzedawa*|sprzedam|handluj*) ~ (przez|w|na|po) (internet*|sieci|allegro|olx|vinted|amazon*|etsy|instagram*|facebook*|online|shopify|ebay*|tiktok*)",
        "!(sprzedaj*|sprzedawac|sprzedawa*|handluj*) ~ (online|internetowo)",
        "sprzedaz* (internetow*|online|wysylkow*)",
        "handel (internetow*|online|elektroniczn*)",
        "sprzedawc* (na allegro|na amazon*|internetow*)",
        // Selling off one's own old things ("sprzedaję na Vinted swoje stare ubrania") is no shop.
        "-(sprzedaj*|sprzedawa*|sprzedam|wyprzeda*) ~ (swoje|swoich|moje|moich|wlasne|wlasnych) (stare|starych|uzywane|uzywanych|niepotrzebne|niepotrzebnych|prywatne|prywatnych)",
      ],
      en: [
        "!online (store*|shop*|boutique*)",
        "!(web|e) (shop*|store*)",
        "webshop*",
        "e commerce",
        "ecommerce",
        "!(sell|selling|sells) ~ (online|on amazon|on etsy|on ebay|on allegro|on instagram|on shopify|on the internet|via the internet|through the internet)",
        "(shopify|etsy|amazon|ebay) (store*|shop*|seller*)",
        "amazon fba",
        "-(sell|selling|sells) ~ (my|our) (own )?(old|used|unused|unwanted|personal)",
      ],
    },
  },
  {
    id: "dropshipping",
    label: t("Dropshipping", "Dropshipping"),
    ryczaltRate: R.trade("przychody z działalności handlowej"),
    ryczaltRateNote: t(
      "Dropshipping, w którym sprzedajesz towar we własnym imieniu, to handel (3%, kod PKD według towaru). Jeśli tylko pośredniczysz za prowizję i nie sprzedajesz towaru na swój rachunek, prowizja jest usługą (zwykle 8,5%; PKD 47.91.Z).",
      "Dropshipping where you sell the goods in your own name is trade (3%, PKD code by product). If you only broker sales for a commission without selling on your own account, the commission is a service (usually 8.5%; PKD 47.91.Z).",
    ),
    pkd: [
      pkd("47.12.Z", "Pozostała sprzedaż detaliczna niewyspecjalizowana", "Other non-specialised retail sale"),
      pkd(
        "47.91.Z",
        "Pośrednictwo w niewyspecjalizowanej sprzedaży detalicznej",
        "Non-specialised intermediation in retail sale",
      ),
    ],
    keywords: {
      pl: ["!dropshipping*", "!drop shipping*", "!dropship*"],
      en: ["!dropshipping", "!drop shipping", "!dropship*"],
    },
  },
  {
    id: "retail_shop",
    label: t("Sklep stacjonarny (handel detaliczny)", "Retail shop"),
    ryczaltRate: R.trade("przychody z działalności handlowej"),
    pkd: [
      pkd(
        "47.11.Z",
        "Sprzedaż detaliczna niewyspecjalizowana z przewagą żywności, napojów lub wyrobów tytoniowych",
        "Non-specialised retail sale with food, beverages or tobacco predominating",
      ),
      pkd("47.12.Z", "Pozostała sprzedaż detaliczna niewyspecjalizowana", "Other non-specialised retail sale"),
    ],
    keywords: {
      pl: [
        // The category as questions name it ("ryczałt for trade").
        "handel",
        "handlu",
        "-spol* handlow*",
        "-kodeks* spolek handlowych",
        "handlow*",
        "(mam|prowadz*|otwier*|otworz*|otworzyc|zaloz*|zalozyc|otwarci*|prowadzeni*|kupi*) ~ (sklep*|sklepik*|butik*|kiosk*|stoisk*|stragan*)",
        "!sklep* (spozywcz*|stacjonarn*|odziezow*|osiedlow*|monopolow*|ogolnospozywcz*|warzywn*|z odzieza|z ubraniami|z zabawkami|z kosmetykami)",
        "handel detaliczn*",
        "sprzedaz* detaliczn*",
        "handluj*",
        "(na|w) (targu|targowisku|bazarze|straganie) ~ (sprzedaj*|handluj*)",
        "(sprzedaj*|handluj*) ~ (na|w) (targu|targowisku|bazarze|straganie)",
      ],
      en: [
        // The category as questions name it ("ryczałt for trade").
        "trade",
        "retail",
        "reselling",
        "resale",
        "(run|runs|own|owns|open*|have|has|start*) ~ (shop|store|boutique|kiosk|market stall)",
        "retail (shop|store|business)",
        "(corner|convenience|grocery|clothing|gift) (shop|store)",
        "market stall",
        "shopkeeper*",
      ],
    },
  },
  {
    id: "wholesale",
    label: t("Handel hurtowy", "Wholesale trade"),
    ryczaltRate: R.trade("przychody z działalności handlowej"),
    ryczaltRateNote: t(
      "3% za sprzedaż własnego towaru. Pośrednictwo w sprzedaży hurtowej za prowizję (PKWiU 46.1) to 15%.",
      "3% for selling your own goods. Intermediation in wholesale for a commission (PKWiU 46.1) is 15%.",
    ),
    pkd: [pkd("46.90.Z", "Sprzedaż hurtowa niewyspecjalizowana", "Non-specialised wholesale trade")],
    keywords: {
      pl: [
        "hurtowni*",
        "hurtownik*",
        "(sprzedaz*|handel|sprzedaj*) hurtow*",
        "hurtowo",
        "!(sprzedaj*|handluj*) ~ hurtem",
      ],
      en: ["wholesale*", "wholesaler*", "(sell|selling) ~ (in bulk|to shops|to retailers)"],
    },
  },
  {
    id: "restaurant",
    label: t("Gastronomia (restauracja, kawiarnia)", "Restaurant or café"),
    ryczaltRate: R.trade(
      "działalność gastronomiczna, z wyjątkiem sprzedaży napojów o zawartości alkoholu powyżej 1,5%",
    ),
    ryczaltRateNote: t(
      "3% bez sprzedaży alkoholu; przychód ze sprzedaży napojów o zawartości alkoholu powyżej 1,5% jest opodatkowany 8,5%.",
      "3% without alcohol; revenue from drinks with more than 1.5% alcohol is taxed at 8.5%.",
    ),
    pkd: [
      pkd(
        "56.11.Z",
        "Restauracje i inne stałe placówki gastronomiczne",
        "Restaurants and other permanent food service activities",
      ),
    ],
    keywords: {
      pl: [
        "restauracj*",
        "gastronomi*",
        "lokal* gastronomiczn*",
        "bistro",
        "kawiarni*",
        "kawiarenk*",
        "pizzeri*",
        "knajp*",
        "%catering*",
        "katering*",
        "kebab*",
        "pierogarni*",
        "nalesnikarni*",
        "burgerowni*",
        "bar (mleczny|szybkiej obslugi|z jedzeniem|sushi|kanapkowy)",
        "lodziarni*",
      ],
      en: [
        "restaurant*",
        "cafe",
        "cafes",
        "coffee (shop*|bar)",
        "bistro*",
        "catering",
        "caterer*",
        "pizzeria*",
        "diner",
        "kebab (shop*|place)",
        "takeaway",
        "snack bar",
      ],
    },
  },
  {
    id: "food_truck",
    label: t("Food truck", "Food truck"),
    ryczaltRate: R.trade(
      "działalność gastronomiczna, z wyjątkiem sprzedaży napojów o zawartości alkoholu powyżej 1,5%",
    ),
    ryczaltRateNote: t(
      "Jak gastronomia: 3%, a napoje z alkoholem powyżej 1,5% – 8,5%.",
      "Like catering: 3%, and drinks with more than 1.5% alcohol – 8.5%.",
    ),
    pkd: [pkd("56.12.Z", "Ruchome placówki gastronomiczne", "Mobile food service activities")],
    keywords: {
      pl: [
        "!food truck*",
        "!foodtruck*",
        "!(przyczep*|samochod*|budk*) (gastronomiczn*|z jedzeniem|z kebabem|z lodami|z goframi|z zapiekankami)",
        "!gastronomi* mobiln*",
        "!mobiln* gastronomi*",
      ],
      en: ["!food (truck*|trailer*|van*|stall*|cart*)", "!street food"],
    },
  },
  // ── real estate ─────────────────────────────────────────────────────────────────────────────
  {
    id: "residential_rental",
    label: t("Najem mieszkania lub lokalu", "Renting out a flat or premises"),
    ryczaltRate: s(0.085, `${ACT}: najem, podnajem, dzierżawa – 8,5% do 100 000 zł przychodu w roku [S21, S22]`),
    ryczaltRateNote: t(
      "8,5% od przychodu do 100 000 zł w roku, 12,5% od nadwyżki ponad 100 000 zł (próg liczy się od przychodów z najmu podatnika).",
      "8.5% of revenue up to 100,000 zł a year, 12.5% of the surplus above 100,000 zł (the threshold counts the taxpayer's rental revenue).",
    ),
    ryczaltThreshold: RENTAL_THRESHOLD,
    pkd: [
      pkd(
        "68.20.Z",
        "Wynajem i zarządzanie nieruchomościami własnymi lub dzierżawionymi",
        "Renting and operating of own or leased real estate",
      ),
    ],
    keywords: {
      pl: [
        "wynajm* ~ (mieszkan*|lokal*|lokum|dom*|pokoj*|pokoi|kawalerk*|apartament*|nieruchomos*|garaz*|biur*|magazyn*|hal*|studentom|studentow)",
        "(wynajem|najem|najmu|wynajmu) (mieszkan*|lokal*|nieruchomos*|dlugoterminow*|prywatn*|pokoj*|pokoi|kawalerk*|apartament*|garaz*)",
        "najm* prywatn*",
        "podnajm* ~ (mieszkan*|pokoj*|pokoi|lokal*)",
        "na wynajem",
        "(mam|szukam) najemc*",
        "wynajmujac*",
        "dochod* z najmu",
        "przychod* z najmu",
      ],
      en: [
        "(rent|rents|renting|let|lets|letting) ~ out",
        "!(rent|rents|renting|let|lets|letting) out ~ (flat*|apartment*|house*|room*|property|properties|studio)",
        "-(rent|rents|renting|let|lets|letting) out ~ (tractor*|combine*|harvester*|machine*|machinery|equipment|trailer*)",
        "landlord*",
        "buy to let",
        "rental (income|property|properties|flat*|apartment*|business)",
        "long term rental*",
        "(my|a|an|two) (flat|apartment|house) (for rent|to rent)",
      ],
    },
  },
  {
    id: "short_term_rental",
    label: t("Najem krótkoterminowy i noclegi", "Short-term rental and accommodation"),
    ryczaltRate: s(0.085, `${ACT}: najem oraz usługi zakwaterowania 8,5% [S21, S22]`),
    ryczaltRateNote: t(
      "Prywatny najem na doby: 8,5% do 100 000 zł i 12,5% od nadwyżki. Usługi zakwaterowania w działalności (PKWiU 55, np. pensjonat z obsługą) są zwykle opodatkowane 8,5% jako usługi – granica zależy od zakresu usług.",
      "Private short-term letting: 8.5% up to 100,000 zł and 12.5% above. Accommodation services in a business (PKWiU 55, e.g. a guest house with services) are usually taxed at 8.5% as services – the line depends on what you provide.",
    ),
    ryczaltThreshold: RENTAL_THRESHOLD,
    pkd: [
      pkd(
        "55.20.Z",
        "Obiekty noclegowe turystyczne i miejsca krótkotrwałego zakwaterowania",
        "Holiday and other short-stay accommodation",
      ),
      pkd(
        "68.20.Z",
        "Wynajem i zarządzanie nieruchomościami własnymi lub dzierżawionymi",
        "Renting and operating of own or leased real estate",
      ),
    ],
    keywords: {
      pl: [
        "!(najem|wynajem|najmu|wynajmu|wynajmuj*) (krotkoterminow*|na doby|turystyczn*|wakacyjn*)",
        "!krotkoterminow* (najem|wynajem|najmu|wynajmu)",
        "!na doby",
        "!airbnb*",
        "!(na|przez|z) booking*",
        "!apartament* (turystyczn*|wakacyjn*|na doby)",
        "!pokoj* (goscinn*|dla turystow|na doby)",
        "!agroturystyk*",
        "!pensjonat*",
        "!hostel*",
        "!noclegi",
        "!nocleg* dla",
        "!(prowadz*|mam|otworz*|otwier*) ~ (hotel*|motel*)",
        "!domk* (letniskow*|holenderski*|na wynajem|do wynajecia)",
        "!kwater* prywatn*",
      ],
      en: [
        "!airbnb",
        "!short term (rental*|let|lets|letting)",
        "!short (let|lets)",
        "!(holiday|vacation) (let*|rental*|apartment*|home*|cottage*)",
        "!guest (house|houses)",
        "!guesthouse*",
        "!hostel*",
        "!bed and breakfast",
        "!(run|own|runs|owns) ~ (hotel|motel|guesthouse|hostel)",
      ],
    },
  },
  {
    id: "real_estate_agent",
    label: t("Pośrednictwo w obrocie nieruchomościami", "Real estate agent"),
    ryczaltRate: R.listed15("usługi związane z obsługą nieruchomości świadczone na zlecenie (PKWiU 68.3)"),
    pkd: [pkd("68.31.Z", "Pośrednictwo w obrocie nieruchomościami", "Real estate agency activities")],
    keywords: {
      pl: [
        "!(posrednik*|posredniczk*|agent*|agentk*|biur*|agencj*) (nieruchomosci|w obrocie nieruchomosciami)",
        "!posrednictw* (nieruchomosci|w obrocie nieruchomosciami|w sprzedazy nieruchomosci)",
        "!(zarzadc*|zarzadzani*|zarzadzam) (nieruchomosci*|najmem)",
        "posrednicz* ~ (sprzedazy|wynajmie) (mieszkan*|nieruchomosci|domow)",
      ],
      en: [
        "!(real estate|estate|letting|property) (agent*|agency|broker*)",
        "realtor*",
        "!property (manager*|management)",
      ],
    },
  },
  // ── construction and crafts ─────────────────────────────────────────────────────────────────
  {
    id: "construction",
    label: t("Budowlanka i remonty", "Construction and renovation"),
    ryczaltRate: R.production("działalność budowlana i roboty budowlane"),
    ryczaltRateNote: t(
      "5,5% dla robót budowlanych (w tym remontowych). Drobne usługi naprawcze, które nie są robotami budowlanymi, to 8,5%.",
      "5.5% for construction works (including renovation). Small repair services that are not construction works are 8.5%.",
    ),
    pkd: [
      pkd(
        "41.00.A",
        "Roboty budowlane związane ze wznoszeniem budynków mieszkalnych",
        "Construction of residential buildings",
      ),
      pkd("43.34.Z", "Malowanie i szklenie", "Painting and glazing"),
      pkd(
        "43.99.Z",
        "Pozostałe specjalistyczne roboty budowlane, gdzie indziej niesklasyfikowane",
        "Other specialised construction activities n.e.c.",
      ),
    ],
    keywords: {
      pl: [
        // The category as questions name it ("ryczałt for trade").
        "budownictw*",
        "roboty budowlane",
        "budowlank*",
        "!(firm*|uslug*|robot*|prac*|ekip*|brygad*) (budowlan*|remontow*|wykonczeniow*)",
        "!(robi*|wykonuj*|zajmuj*|prowadz*|robic) ~ (remonty|remontami|remontow|wykonczenia|wykonczeniami|roboty budowlane|robotami budowlanymi)",
        "remonty",
        "remont* (mieszkan*|domow|lazienek|lazienki|kuchni|wnetrz) dla",
        "wykonczeni* (wnetrz|mieszkan*|domow)",
        "wykonczeniow*",
        "%glazurnik*",
        "plytkarz*",
        "malarz* (pokojow*|budowlan*|scian)",
        "malowani* (scian|mieszkan*|domow)",
        "tynkarz*",
        "murarz*",
        "dekarz*",
        "brukarz*",
        "posadzkarz*",
        "budowla(niec|nca|ncem|ncy|ncow)",
        "(buduj*|stawiam|budowa) ~ domy",
        "zlota raczka",
        "fachowiec*",
      ],
      en: [
        // The category as questions name it ("ryczałt for trade").
        "construction",
        "building works",
        "construction works",
        "!construction (company|business|work*|worker*|firm|contractor*)",
        "builder*",
        "!building (contractor*|company|houses|firm)",
        "renovation*",
        "(renovate|renovating|renovates)",
        "(do|does|doing) ~ (renovations|refurbishments|building work)",
        "handyman",
        "-(website|site|app|page|form|web) builder*",
        "tiler*",
        "painter and decorator",
        "bricklayer*",
        "roofer*",
        "plasterer*",
      ],
    },
  },
  {
    id: "electrician",
    label: t("Elektryk (instalacje elektryczne)", "Electrician"),
    ryczaltRate: R.production("roboty budowlane (instalacyjne)"),
    ryczaltRateNote: t(
      "Wykonywanie instalacji to roboty budowlane (5,5%); naprawy sprzętu czy drobne usługi serwisowe to 8,5%.",
      "Installation work is construction (5.5%); repairing appliances or small service jobs is 8.5%.",
    ),
    pkd: [pkd("43.21.Z", "Wykonywanie instalacji elektrycznych", "Electrical installation")],
    keywords: {
      pl: [
        "%elektryk(|a|iem|owi|ow|ami|cy)",
        "!instalacj* elektryczn*",
        "!(uslug*|prace|roboty) elektryczn*",
        "elektroinstalat*",
        "(montuj*|montaz*|zakladam|zakladanie) ~ (fotowoltaik*|panel* fotowoltaiczn*|instalacj* elektr*)",
        "instalator* fotowoltaik*",
      ],
      en: [
        "electrician*",
        "!electrical (installation*|work*|contractor*|services)",
        "solar (panel|pv) (installer*|installation*)",
      ],
    },
  },
  {
    id: "plumber",
    label: t("Hydraulik (instalacje wod.-kan., grzewcze)", "Plumber"),
    ryczaltRate: R.production("roboty budowlane (instalacyjne)"),
    ryczaltRateNote: t(
      "Wykonywanie instalacji to roboty budowlane (5,5%); samo serwisowanie urządzeń to zwykle 8,5%.",
      "Installation work is construction (5.5%); servicing equipment alone is usually 8.5%.",
    ),
    pkd: [
      pkd(
        "43.22.Z",
        "Wykonywanie instalacji wodno-kanalizacyjnych, cieplnych, gazowych i klimatyzacyjnych",
        "Plumbing, heat and air-conditioning installation",
      ),
    ],
    keywords: {
      pl: [
        "%hydraulik(|a|iem|owi|ow|ami|cy)",
        "!instalacj* (wodn*|wod kan*|kanalizacyjn*|gazow*|grzewcz*|co|sanitarn*|klimatyzacyjn*)",
        "instalator* (sanitar*|gaz*|co|klimatyzacji)",
        "(montuj*|montaz*|zakladam|serwisuj*) ~ (pomp* ciepla|klimatyzacj*|klimatyzator*|kotl*|piec*)",
      ],
      en: ["plumber*", "plumbing", "heating engineer*", "gas (fitter*|engineer*)", "hvac", "heat pump installer*"],
    },
  },
  {
    id: "manufacturing_carpentry",
    label: t("Produkcja, stolarstwo", "Manufacturing and carpentry"),
    ryczaltRate: R.production("działalność wytwórcza"),
    ryczaltRateNote: t(
      "5,5% za wytwarzanie własnych wyrobów; montaż stolarki u klienta to roboty budowlane (także 5,5%), a naprawa mebli to usługa (8,5%).",
      "5.5% for making your own products; fitting joinery at a client's site is construction (also 5.5%), and repairing furniture is a service (8.5%).",
    ),
    pkd: [
      pkd(
        "16.23.Z",
        "Produkcja pozostałych wyrobów stolarskich i ciesielskich dla budownictwa",
        "Manufacture of other builders' carpentry and joinery",
      ),
      pkd("31.00.Z", "Produkcja mebli", "Manufacture of furniture"),
    ],
    keywords: {
      pl: [
        "%stolar(z|za|zem|ze|owi|ka|ki|nia|ni|nie|nie|stwo|stwa|stwem|ski|skie|skich)",
        "ciesl*",
        "!mebl* na wymiar",
        "!(produkuj*|robi*|wykonuj*|tworz*|robie) ~ (mebl*|szafy|stoly|kuchnie na wymiar)",
        "produkcj* (mebl*|wyrob*|odziez*|kosmetyk*|swiec*|opakowan*)",
        "produkuj*",
        "wytwarza(m|my)",
        "rekodziel*",
        "(szyj*|szyc) ~ (ubrania|odziez*|torb*|sukienk*|maseczk*|na zamowienie)",
        "wlasn* produkcj*",
        "manufaktur*",
        "(robi*|tworz*) ~ (swiece|mydla|bizuteri*|ceramik*) (recznie|na sprzedaz)",
        // "Sama lepię i wypalam ceramikę": the maker's own wares, sold online or not.
        "!(lepi*|lepie|wypala*|tocze|toczy*|szkliw*) ~ (ceramik*|kubki|kubkow|misk*|naczyn*|glin*)",
        "!(lepi*|lepie|wypala*|tocze|toczy*|szkliw*) ~ (ceramik*|kubki|kubkow|misk*|naczyn*|glin*) ~ (sprzedaj*|sprzedawac) ~ (na|przez|w) (etsy|allegro|internet*|olx|vinted|instagram*|sieci|online)",
        "garncar*",
      ],
      en: [
        "carpenter*",
        "joiner*",
        "joinery",
        "!furniture (maker*|making|manufactur*|business)",
        "!(make|making|build|building) ~ furniture",
        "manufactur*",
        "woodwork*",
        "handmade",
        "!(make|making|makes) ~ (candles|soap|soaps|jewellery|jewelry|ceramics|clothes|cosmetics) (by hand|to sell|and sell)",
        "!(throw|throwing|glaze|glazing|fire|firing) ~ (ceramics|pottery|pots|mugs|bowls|clay)",
        "!(throw|throwing|glaze|glazing|fire|firing) ~ (ceramics|pottery|pots|mugs|bowls|clay) ~ (sell|selling|sells) ~ (online|on etsy|on amazon|on ebay|on allegro|on instagram)",
        "pottery",
        "potter",
      ],
    },
  },
  // ── transport ───────────────────────────────────────────────────────────────────────────────
  {
    id: "road_freight",
    label: t("Transport drogowy towarów", "Road freight transport"),
    ryczaltRate: R.production("usługi transportu drogowego towarów pojazdami o ładowności powyżej 2 ton"),
    ryczaltRateNote: t(
      "5,5% tylko przy przewozie pojazdami o ładowności powyżej 2 ton; busem do 2 t – 8,5%.",
      "5.5% only with vehicles of more than 2 t load capacity; vans up to 2 t – 8.5%.",
    ),
    pkd: [
      pkd("49.41.Z", "Transport drogowy towarów", "Freight transport by road"),
      pkd("49.42.Z", "Działalność usługowa związana z przeprowadzkami", "Removal services"),
    ],
    keywords: {
      pl: [
        "!transport* (towar*|drogow*|ciezarow*|miedzynarodow*|ladunk*)",
        "!przewoz* (towar*|ladunk*|rzeczy|paliw*|kontener*)",
        "tir(|em|a|y|ami)",
        "tirowiec*",
        "!kierowc* (zawodow*|ciezarow*|tira|tir|ciezarowki|miedzynarodow*|ce|c e)",
        "(mam|jezdz*|kupi*) ~ (ciezarowk*|tira|tirem|naczep*)",
        "firm* transportow*",
        "przeprowadzkow*",
        "(uslug*|robie|robimy|zajmuj*|organizuj*|pomagam) ~ przeprowadzk*",
        "spedycj*",
        "przewoznik*",
        "!(jezdz*|mam|kupi*|wozi*) ~ (busem|busa|dostawczak*|dostawczym) ~ (towar*|paczk*|ladunk*|przewoz*|jako)",
        "!(woz*|wozi*|przewoz*) ~ (kruszyw*|zwir*|piach*|piasek|wegl*) ~ wywrotk*",
      ],
      en: [
        "!(truck|lorry|hgv) (driver*|business|company)",
        "trucking",
        "haulage",
        "haulier*",
        "!(freight|cargo|goods) (transport|company|business|by road)",
        "road freight",
        "transport company",
        "removals",
        "moving company",
        "!(haul|hauls|hauling) (gravel|sand|aggregate*|coal)",
      ],
    },
  },
  {
    id: "passenger_transport",
    label: t("Przewóz osób, taxi", "Passenger transport, taxi"),
    ryczaltRate: R.services(),
    pkd: [
      pkd(
        "49.33.Z",
        "Transport pasażerski na żądanie pojazdem z kierowcą",
        "On-demand passenger transport by vehicle with driver",
      ),
    ],
    keywords: {
      pl: [
        "taksowkarz*",
        "taksowkark*",
        "!(jezdz*|kierowc*|pracuj*|licencj*|woze|wozi*) ~ (taxi|taksowk*|uber*|bolt*|freenow)",
        "!(przewoz*|transport*) (osob*|pasazer*|pasazersk*)",
        "przewoz* osob",
        "(kierowc*|kierowca) (ubera|uber|bolta|bolt|przewozu osob)",
        "!(na|w) (uberze|bolcie)",
        "busy do",
      ],
      en: [
        "!(taxi|cab|uber|bolt|rideshare|minicab) (driver*|business|company)",
        "!(drive|drives|driving) ~ (uber|bolt|taxi|a taxi|cab|a cab|lyft)",
        "chauffeur*",
        "passenger transport",
        "ride hailing",
        "rideshare",
      ],
    },
  },
  {
    id: "courier",
    label: t("Kurier, dostawy", "Courier and delivery"),
    ryczaltRate: R.services(),
    ryczaltRateNote: t(
      "Usługi kurierskie i dostawy to 8,5%; przewóz towarów pojazdem o ładowności powyżej 2 t jako transport drogowy – 5,5%.",
      "Courier and delivery services are 8.5%; carrying goods in a vehicle of more than 2 t as road freight – 5.5%.",
    ),
    pkd: [pkd("53.20.Z", "Pozostała działalność pocztowa i kurierska", "Other postal and courier activities")],
    keywords: {
      pl: [
        "!(jako|jestem|zostac|zostalem|zostalam|pracuj*) kurier*",
        "!kurier* (dhl|dpd|inpost|ups|fedex|gls|pocztex|w|dla)",
        "kurierk*",
        "kuriersk*",
        "!(dostawc*|dostawy|rozwoz*|dowoz*|dowoze|rozwoze) (jedzeni*|paczek|paczk*|posilk*|pizz*|zakup*)",
        "!(glovo|wolt|pyszne|uber eats|ubereats)",
      ],
      en: [
        "courier*",
        "!delivery (driver*|rider*|courier*|business)",
        "!(deliver|delivering|delivers) ~ (food|parcels|packages)",
        "!(glovo|wolt|deliveroo|uber eats|ubereats)",
      ],
    },
  },
  // ── architecture, engineering, health ───────────────────────────────────────────────────────
  {
    id: "architect",
    label: t("Architekt", "Architect"),
    ryczaltRate: R.archEng(),
    pkd: [pkd("71.11.Z", "Działalność w zakresie architektury", "Architectural activities")],
    keywords: {
      pl: [
        "architekt(|a|em|owi|ka|ki|ce|ow|ami|ura|ury|ure|ura|onicz*)",
        "!(projektuj*|projekt*|projekty) (dom*|budynk*|architektoniczn*)",
        "biur* architektoniczn*",
        "pracowni* architektoniczn*",
      ],
      en: ["architect", "architects", "!architectural (design|services|firm|practice|studio)"],
    },
  },
  {
    id: "engineer",
    label: t("Inżynier, projektant techniczny", "Engineer, technical design"),
    ryczaltRate: R.archEng(),
    pkd: [
      pkd(
        "71.12.B",
        "Pozostała działalność w zakresie inżynierii i związane z nią doradztwo techniczne",
        "Other engineering activities and related technical consultancy",
      ),
    ],
    keywords: {
      pl: [
        "inzynier(|a|em|owi|owie|ow|ka|ki)",
        "!inzynier* (budownictw*|konstruktor*|mechanik*|elektryk*|projektant*|sanitarn*|budowlan*|procesu|automatyk*)",
        "konstruktor*",
        "!projektant* (instalacj*|konstrukcj*|mechaniczn*|maszyn*|elektryczn*|drog*|mostow*)",
        "!projektowani* (instalacj*|konstrukcj*|maszyn*|inzynier*)",
        "!(uslug*|projekty) inzynier*",
        "!(kierownik*|kierowniczk*) budowy",
        "!inspektor* nadzoru",
        "geodet*",
        "uprawnienia budowlane",
      ],
      en: [
        "!(civil|structural|mechanical|electrical|design|building|process|engineering) engineer*",
        "engineer",
        "engineers",
        "!engineering (design|services|consultancy|consulting)",
        "surveyor*",
      ],
    },
  },
  {
    id: "physiotherapist",
    label: t("Fizjoterapeuta", "Physiotherapist"),
    ryczaltRate: R.health(),
    pkd: [pkd("86.95.Z", "Działalność fizjoterapeutyczna", "Physiotherapy activities")],
    keywords: {
      pl: [
        "%fizjoterapeut*",
        "fizjoterapi*",
        "fizjo",
        "rehabilitant*",
        "!(gabinet*|prowadz*|praktyk*) ~ (fizjoterapi*|rehabilitacj*)",
        "terapi* manualn*",
      ],
      en: ["physiotherapist*", "physio", "physiotherapy", "physical therapist*"],
    },
  },
  {
    id: "doctor",
    label: t("Lekarz, lekarz dentysta", "Doctor, dentist"),
    ryczaltRate: R.health(),
    pkd: [
      pkd("86.21.Z", "Praktyka lekarska ogólna", "General medical practice activities"),
      pkd("86.22.Z", "Praktyka lekarska specjalistyczna", "Specialist medical practice activities"),
      pkd("86.23.Z", "Praktyka lekarska dentystyczna", "Dental practice activities"),
    ],
    keywords: {
      pl: [
        "lekarz*",
        "lekark*",
        "stomatolog*",
        "dentyst*",
        "ortodont*",
        "chirurg(|a|iem|owi|ow|ami|dzy)",
        "pediatr(a|zy|ow|em|ka|zka)",
        "ginekolog*",
        "internist*",
        "kardiolog*",
        "dermatolog*",
        "okulist*",
        "psychiatr(a|zy|ow|em|ka|ka)",
        "!(gabinet*|praktyk*) (lekarsk*|stomatologiczn*|dentystyczn*)",
        "rezydent*",
        "-lekarz* weterynarii",
      ],
      en: [
        "doctor",
        "doctors",
        "physician*",
        "gp",
        "dentist*",
        "surgeon*",
        "!(medical|dental) practice",
        "psychiatrist*",
        "(paediatrician*|pediatrician*)",
      ],
    },
  },
  {
    id: "nurse_midwife",
    label: t("Pielęgniarka, położna, ratownik", "Nurse, midwife, paramedic"),
    ryczaltRate: R.health(),
    pkd: [pkd("86.94.Z", "Działalność pielęgniarek i położnych", "Nursing and midwifery activities")],
    keywords: {
      pl: ["%pielegniar*", "polozn(a|ej|a|e|ych|ymi)", "!ratownik* medyczn*", "ratownik*"],
      en: ["nurse", "nurses", "midwife", "midwives", "paramedic*"],
    },
  },
  {
    id: "psychologist",
    label: t("Psycholog, psychoterapeuta", "Psychologist, psychotherapist"),
    ryczaltRate: R.health(),
    ryczaltRateNote: t(
      "Usługi psychologiczne i psychoterapia jako opieka zdrowotna (PKWiU 86) – 14%. Superwizja, szkolenia i warsztaty to usługi edukacyjne – 8,5% (KIS 0115-KDST2-2.4011.351.2023.3.AJZ). Stawkę rozstrzyga kod PKWiU usługi.",
      "Psychological services and psychotherapy as health care (PKWiU 86) – 14%. Supervision, training and workshops are education services – 8.5% (KIS 0115-KDST2-2.4011.351.2023.3.AJZ). The PKWiU code of the service decides.",
    ),
    pkd: [
      pkd(
        "86.93.Z",
        "Działalność psychologiczna i psychoterapeutyczna, z wyłączeniem lekarskiej",
        "Activities of psychologists and psychotherapists, except medical doctors",
      ),
    ],
    keywords: {
      pl: [
        "%psycholog(|a|iem|owi|ow|ami|owie|zy|iczk*)",
        "%psychoterapeut*",
        "psychoterapi*",
        "terapeut*",
        "!(gabinet*|usluga*|uslugi|pomoc|wsparci*|konsultacj*|poradni*) psychologiczn*",
        "!terapi* (indywidualn*|par|uzaleznien|rodzinn*|poznawczo)",
      ],
      en: [
        "psychologist*",
        "psychotherapist*",
        "psychotherapy",
        "therapist*",
        "(counsellor*|counselor*)",
        "(counselling|counseling)",
      ],
    },
  },
  {
    id: "veterinarian",
    label: t("Lekarz weterynarii", "Veterinarian"),
    ryczaltRate: R.services(
      "; KIS 0114-KDIP3-2.4011.477.2024.2.MJ i 0115-KDST2-2.4011.439.2025.2.PR (usługi weterynaryjne, PKWiU 75 – 8,5%)",
    ),
    ryczaltRateNote: t(
      "Usługi weterynaryjne (PKWiU 75) to pozostałe usługi – 8,5%; stawka 14% dla opieki zdrowotnej obejmuje tylko zdrowie ludzi (PKWiU 86). Badania i analizy techniczne, np. żywności w laboratorium, mają inną stawkę.",
      "Veterinary services (PKWiU 75) are other services – 8.5%; the 14% health care rate covers only human health (PKWiU 86). Technical testing, e.g. food analysis in a laboratory, has another rate.",
    ),
    pkd: [pkd("75.00.Z", "Działalność weterynaryjna", "Veterinary activities")],
    keywords: {
      pl: [
        "!jestem weterynarz*",
        "!jestem lekarz* weterynarii",
        "weterynark*",
        "!(gabinet*|przychodni*|lecznic*|klinik*) weterynaryjn*",
        "!weterynarz* na (ryczal*|b2b|jdg|kontrak*|swoim)",
        "-powiatow* lekarz* weterynarii",
        "-(u|do|przez|od) weterynarz*",
      ],
      en: [
        "veterinarian*",
        "!(vet|veterinary) (practice|clinic|surgery|business)",
        "-(district|county) (vet*|veterinar*)",
      ],
    },
  },
  // ── personal services ───────────────────────────────────────────────────────────────────────
  {
    id: "beauty_salon",
    label: t("Salon kosmetyczny, stylizacja", "Beauty salon"),
    ryczaltRate: R.services(),
    pkd: [
      pkd(
        "96.22.Z",
        "Działalność w zakresie pielęgnacji urody i pozostała działalność kosmetyczna",
        "Beauty care and other beauty treatment activities",
      ),
    ],
    keywords: {
      pl: [
        "kosmetyczk*",
        "kosmetolog*",
        "!(salon*|gabinet*|studio) (kosmetyczn*|urody|piekno*|stylizacji|paznokci)",
        "manicur*",
        "manikiur*",
        "pedicur*",
        "!(robi*|stylizuj*|stylizacj*|stylistk*|stylista) ~ (paznokci*|rzes*|brwi)",
        "!(przedluzani*|lifting*|laminacj*|henn*) (rzes|brwi)",
        "linergist*",
        "makijaz* permanentn*",
        "wizazyst*",
        "wizaz*",
        "tatuaz*",
        "tatuator*",
      ],
      en: [
        "!beauty (salon*|therapist*|parlour*|parlor*|studio|business)",
        "beautician*",
        "!nail (tech*|technician*|salon*|artist*|studio)",
        "manicur*",
        "pedicur*",
        "!lash (tech*|artist*|extensions)",
        "makeup artist*",
        "cosmetologist*",
        "tattoo (artist*|studio|shop)",
      ],
    },
  },
  {
    id: "hairdresser",
    label: t("Fryzjer, barber", "Hairdresser, barber"),
    ryczaltRate: R.services(),
    pkd: [pkd("96.21.Z", "Działalność fryzjerska", "Hairdressing and barber activities")],
    keywords: {
      pl: [
        "%fryzjer*",
        "fryzjerk*",
        "barber*",
        "!(salon*|zaklad*) fryzjersk*",
        "!strzyz* ~ (wlos*|klient*|brod*|mezczyzn)",
      ],
      en: ["hairdresser*", "hairstylist*", "!hair (stylist*|salon*|dresser*)", "barber*", "barbershop*"],
    },
  },
  {
    id: "fitness_trainer",
    label: t("Trener personalny, instruktor fitness", "Personal trainer, fitness instructor"),
    ryczaltRate: R.services("; KIS 0114-KDIP3-1.4011.261.2025.2.MS2 (zajęcia PKWiU 85.51 – 8,5%)"),
    ryczaltRateNote: t(
      "Treningi i zajęcia jako edukacja sportowa (PKWiU 85.51) to 8,5%; usługi związane ze sportem i rekreacją (PKWiU 93, np. prowadzenie siłowni, wynajem obiektu) są opodatkowane 15%.",
      "Training sessions and classes as sports education (PKWiU 85.51) are 8.5%; sport and recreation services (PKWiU 93, e.g. running a gym, renting a facility) are taxed at 15%.",
    ),
    pkd: [
      pkd(
        "85.51.Z",
        "Pozaszkolne formy edukacji sportowej oraz zajęć sportowych i rekreacyjnych",
        "Sports and recreation education",
      ),
      pkd("93.13.Z", "Działalność obiektów służących poprawie kondycji fizycznej", "Fitness facilities"),
    ],
    keywords: {
      pl: [
        "!(trener*|trenerk*) (personaln*|fitness|osobist*|sportow*|biegow*|silowni|crossfit*|tenisa|pilki|plywania|jogi|medytacji)",
        "!instruktor* (fitness|jogi|yogi|pilates*|tanca|zumby|narciarstw*|plywani*|sportu|silowni|crossfit*|tenisa|nurkowania|wspinaczki)",
        "!trening* personaln*",
        "(prowadz*|daj*|organizuj*) ~ (treningi|zajecia (fitness|jogi|pilates*|sportowe))",
        "!(prowadz*|mam|otworz*|otwier*) ~ (silowni*|klub* fitness|studio jogi|szkol* tanca)",
        "personal trainer*",
      ],
      en: [
        "!personal trainer*",
        "!(fitness|yoga|pilates|swimming|ski|dance|crossfit) (trainer*|instructor*|coach*|teacher*|classes|studio)",
        "!(run|runs|own|owns|open*) ~ (gym|fitness club|yoga studio)",
        "!sports coach*",
        "!(teach|teaching|teaches) ~ (yoga|pilates|fitness|swimming|dance|zumba|spinning)",
        "!(pt|fitness) sessions",
      ],
    },
  },
  {
    id: "photographer",
    label: t("Fotograf", "Photographer"),
    ryczaltRate: R.listed15(
      "usługi fotograficzne (PKWiU 74.20)",
      "; KIS 0113-KDIPT2-1.4011.330.2025.2.RK (PKWiU 74.20.22.0, 74.20.23.0: 15%; PKWiU 59.11.12.0: 8,5%)",
    ),
    ryczaltRateNote: t(
      "Usługi fotograficzne (PKWiU 74.20, m.in. sesje portretowe, śluby i imprezy) to 15%; filmowanie i montaż (PKWiU 59.11, 59.12) to 8,5% – przy obu rodzajach przychody ewidencjonuje się osobno.",
      "Photographic services (PKWiU 74.20, including portrait sessions, weddings and events) are 15%; filming and editing (PKWiU 59.11, 59.12) are 8.5% – with both, the revenues are recorded separately.",
    ),
    pkd: [pkd("74.20.Z", "Działalność fotograficzna", "Photographic activities")],
    keywords: {
      pl: [
        "%fotograf(|a|em|owi|ka|ki|ce|ow|ami|owie|ia|ii|ie|ie|iczn*)",
        "!(robi*|wykonuj*|robic) ~ (zdjeci*|sesj*|fotografi*)",
        "!(sesj*|zdjeci*) (zdjeciow*|fotograficzn*|slubn*|noworodkow*|produktow*|reklamow*|portretow*|komercyjn*)",
        "fotobudk*",
      ],
      en: [
        "photographer*",
        "photography",
        "!(wedding|product|portrait|event) (photo*|photographer*)",
        "photo shoots",
        "!(do|doing|take|taking) ~ photo shoots",
      ],
    },
  },
  {
    id: "videographer",
    label: t("Filmowiec, kamerzysta", "Videographer"),
    ryczaltRate: R.services("; KIS 0113-KDIPT2-1.4011.330.2025.2.RK (PKWiU 59.11.12.0, 59.12: 8,5%)"),
    ryczaltRateNote: t(
      "Filmowanie uroczystości i montaż (PKWiU 59.11, 59.12) to 8,5%; gdy robisz też zdjęcia, usługi fotograficzne (PKWiU 74.20) mają 15% i ewidencjonuje się je osobno.",
      "Filming events and editing (PKWiU 59.11, 59.12) are 8.5%; if you also take photos, photographic services (PKWiU 74.20) are 15% and are recorded separately.",
    ),
    pkd: [
      pkd(
        "59.11.Z",
        "Działalność związana z produkcją filmów, nagrań wideo i programów telewizyjnych",
        "Motion picture, video and television programme production activities",
      ),
    ],
    keywords: {
      pl: ["kamerzyst*", "!(filmuj*|filmowani*|nagrywam) ~ (slub*|wesel*|imprez*|eventy|eventow)", "wideofilmowani*"],
      en: ["videographer*", "!(wedding|product|event) (video|videos|film|films|filming)"],
    },
  },
  // ── marketing, writing, media ───────────────────────────────────────────────────────────────
  {
    id: "marketing",
    label: t("Marketing, reklama, social media", "Marketing, advertising, social media"),
    ryczaltRate: R.listed15("usługi reklamowe (PKWiU 73.1)"),
    ryczaltRateNote: t(
      "Usługi reklamowe (PKWiU 73.1, także prowadzenie kampanii i profili marki) – 15%. Usługi spoza 73.1, np. samo pisanie tekstów czy zdjęcia, mogą mieć 8,5% – decyduje PKWiU.",
      "Advertising services (PKWiU 73.1, also running campaigns and brand profiles) – 15%. Services outside 73.1, e.g. just writing texts or photos, may be 8.5% – the PKWiU code decides.",
    ),
    pkd: [pkd("73.11.Z", "Działalność agencji reklamowych", "Activities of advertising agencies")],
    keywords: {
      pl: [
        "marketing*",
        "marketer*",
        "marketingow(iec|ca|cem|cy|cow)",
        "!social medi*",
        "!(media|mediami|mediach) spolecznosciow*",
        "!(prowadz*|obslug*|robi*) ~ (social*|fanpage*|profil* (firm*|na instagramie|w social*)|instagram* (firm*|marek|klientow))",
        "!(reklam*|kampani*) (internetow*|w internecie|na facebooku|w google|facebook*|google|ads|reklamow*|marketingow*|w social*)",
        "!agencj* (reklamow*|marketingow*|interaktywn*|social media|kreatywn*)",
        "seo",
        "google ads",
        "(facebook|meta) ads",
        "!performance marketing*",
        "!content marketing*",
        "spec* (od|ds) (marketingu|reklamy|social media)",
      ],
      en: [
        "marketing",
        "marketer*",
        "!social media (manager*|management|marketing|agency|specialist*)",
        "social media",
        "seo",
        "ppc",
        "google ads",
        "(facebook|meta) ads",
        "!digital marketing",
        "!(advertising|ad|marketing|creative) (agency|services|campaigns)",
        "growth hacker*",
      ],
    },
  },
  {
    id: "copywriter",
    label: t("Copywriter, autor tekstów", "Copywriter, writer"),
    ryczaltRate: R.services(),
    ryczaltRateNote: t(
      "Pisanie tekstów jako twórczość literacka lub usługi redakcyjne to zwykle 8,5%; teksty sprzedawane jako usługa reklamowa (PKWiU 73.1) – 15%.",
      "Writing as literary creation or editorial services is usually 8.5%; copy sold as an advertising service (PKWiU 73.1) – 15%.",
    ),
    pkd: [
      pkd(
        "90.11.Z",
        "Działalność literacka i działalność związana z komponowaniem muzyki",
        "Literary creation and musical composition activities",
      ),
    ],
    keywords: {
      pl: [
        "copywriter*",
        "kopywriter*",
        "copywriting*",
        "!(pisz*|pisac|pisanie|pisaniem) ~ (teksty|tekstow|artykul*|blogi|wpisy|posty|ksiazk*|opisy produktow|scenariusz*|tresci)",
        "redaktor*",
        "redaktork*",
        "korekt* (tekstow|jezykow*)",
        "pisarz*",
        "pisark*",
        "!autor* (tekst*|ksiazek|ksiazki|artykul*|blog*)",
        "dziennikarz*",
        "dziennikark*",
        "ghostwriter*",
        "bloger(|a|em|ka|ki|ow|zy)",
        "blogerk*",
        "tworc* tresci pisan*",
      ],
      en: [
        "copywriter*",
        "copywriting",
        "!(content|freelance|technical) writer*",
        "writer",
        "writers",
        "author",
        // "50% author's costs", "author's rights": the tax term, not the trade.
        "-author(|s) (s )?(costs?|rights?|fees?|royalt*|remuneration)",
        "journalist*",
        "ghostwriter*",
        "blogger*",
        "!(write|writing|writes) ~ (articles|blog posts|copy|books|content|texts)",
        "proofreader*",
        "proofreading",
      ],
    },
  },
  {
    id: "youtuber",
    label: t("YouTuber, twórca wideo", "YouTuber, video creator"),
    ryczaltRate: R.services(
      "; KIS 0112-KDSL1-2.4011.541.2025.2.MO, 0113-KDIPT2-2.4011.907.2025.2.HJ, 0112-KDSL1-1.4011.313.2025.3.MJ (PKWiU 59.11)",
    ),
    ryczaltRateNote: t(
      "Przychody z reklam i lokowania produktów we własnych filmach (PKWiU 59.11) – 8,5% według interpretacji KIS z 2025 r. Osobno sprzedawane usługi reklamowe (PKWiU 73.1) – 15%.",
      "Revenue from ads and product placement in your own videos (PKWiU 59.11) – 8.5% under 2025 tax rulings (KIS). Advertising services sold separately (PKWiU 73.1) – 15%.",
    ),
    pkd: [
      pkd(
        "59.11.Z",
        "Działalność związana z produkcją filmów, nagrań wideo i programów telewizyjnych",
        "Motion picture, video and television programme production activities",
      ),
      pkd("60.39.Z", "Pozostała działalność związana z dystrybucją treści", "Other content distribution activities"),
    ],
    keywords: {
      pl: [
        "!youtuber*",
        "!jutuber*",
        "!youtubem",
        "!(kanal*|filmy|filmik*|zarabiam|zarabiac|monetyzacj*) ~ (na|z) (youtube*|youtubie|twitch*|tiktok*)",
        "!(tworc*|tworczyni) (tresci|internetow*|wideo|video|filmow*|na youtube*)",
        "streamer*",
        "streamerk*",
        "tiktoker*",
        "tiktokerk*",
        "vloger*",
        "vlogerk*",
        "(nagrywam|montuj*|robie) ~ (filmy|filmiki|vlogi) (na|do) (youtube*|tiktok*|internet*)",
      ],
      en: [
        "!youtuber*",
        "!youtube channel*",
        "streamer*",
        "!twitch (streamer*|channel)",
        "vlogger*",
        "tiktoker*",
        "!(content|video) creator*",
        "!(make|making|makes|film|filming) ~ videos (for|on) (youtube|tiktok)",
      ],
    },
  },
  {
    id: "influencer",
    label: t("Influencer (współprace reklamowe)", "Influencer (brand deals)"),
    ryczaltRate: R.listed15("usługi reklamowe (PKWiU 73.1)"),
    ryczaltRateNote: t(
      "Współprace reklamowe jako usługi reklamowe (PKWiU 73.1) – 15%. Gdy GUS klasyfikuje je jako publikację lub produkcję własnych treści (np. PKWiU 59.11, 58.19, 63.11), KIS przyjmuje 8,5% (np. 0112-KDSL1-2.4011.584.2025.1.PSZ). Warto potwierdzić kod PKWiU.",
      "Brand deals as advertising services (PKWiU 73.1) – 15%. When the Statistics Office classifies them as publishing or producing your own content (e.g. PKWiU 59.11, 58.19, 63.11), tax rulings accept 8.5% (e.g. 0112-KDSL1-2.4011.584.2025.1.PSZ). Confirm the PKWiU code.",
    ),
    pkd: [
      pkd("73.11.Z", "Działalność agencji reklamowych", "Activities of advertising agencies"),
      pkd(
        "90.20.C",
        "Pozostała działalność związana z wystawianiem przedstawień artystycznych",
        "Other performing arts activities",
      ),
    ],
    keywords: {
      pl: [
        "!influencer*",
        "!influencerk*",
        "!instagramer*",
        "!instagramerk*",
        "!(wspolprac*|kampani*) (reklamow*|barterow*|z markami|sponsorowan*)",
        "!posty sponsorowan*",
        "!lokowani* produkt*",
      ],
      en: [
        "!influencer*",
        "!instagrammer*",
        "!sponsored (posts|content)",
        "!brand (deals|collaborations|partnerships)",
      ],
    },
  },
  // ── professional services ───────────────────────────────────────────────────────────────────
  {
    id: "accounting",
    label: t("Księgowość, biuro rachunkowe", "Bookkeeping, accounting office"),
    ryczaltRate: R.listed15(
      "usługi rachunkowo-księgowe inne niż w ramach wolnego zawodu",
      "; ksiegowosc.infor.pl: księgowy na ryczałcie – 15%, samodzielnie jako wolny zawód 17%",
    ),
    ryczaltRateNote: t(
      "Biuro rachunkowe – 15%. Księgowy, który świadczy usługi osobiście (wolny zawód, bez zatrudniania innych do tych czynności), płaci 17%.",
      "An accounting office – 15%. A bookkeeper who works personally (liberal profession, without hiring others for the work) pays 17%.",
    ),
    pkd: [pkd("69.20.A", "Działalność rachunkowo-księgowa", "Accounting and bookkeeping activities")],
    keywords: {
      pl: [
        "%ksiegow(a|y|ym|ej|ego|i|ych)",
        "!biur* (rachunkow*|ksiegow*)",
        "!uslug* (ksiegow*|rachunkow*|rachunkowo ksiegow*|kadrow*|kadrowo placow*)",
        "!(prowadz*|prowadzic) ~ (ksiegowosc|ksiegi|kpir) (firm*|klient*|dla|innym)",
        "!kadr* i plac*",
        "!(jako|jestem) ksiegow*",
        "-ksiegowosc*",
        // The user's accountant is someone else: "dać dostęp księgowej", "nasza księgowa", "mam księgowego".
        "-ksiegow(ej|emu)",
        "-(nasz*|moj*|swoj*|mam|mamy|ma) ksiegow*",
        // Software is a tool, not the trade: "nie mam programu księgowego", "system księgowy".
        "-(program*|oprogramowani*|system*|aplikacj*|narzedzi*) (do |finansowo )?ksiegow*",
      ],
      en: [
        "accountant*",
        "bookkeeper*",
        "bookkeeping",
        "!(accounting|bookkeeping|payroll) (firm|office|services|practice|business)",
      ],
    },
  },
  {
    id: "tax_adviser",
    label: t("Doradca podatkowy", "Tax adviser"),
    ryczaltRate: R.liberal(),
    ryczaltRateNote: t(
      "Doradca podatkowy wpisany na listę to wolny zawód (17%); doradztwo podatkowe świadczone przez inne osoby – 15%.",
      "A licensed tax adviser is a liberal profession (17%); tax advice given by others – 15%.",
    ),
    pkd: [pkd("69.20.B", "Doradztwo podatkowe", "Tax consultancy")],
    keywords: {
      pl: ["!doradc* podatkow*", "!doradczyni* podatkow*", "!doradztw* podatkow*"],
      en: ["!tax (adviser*|advisor*|consultant*|advisory|consultancy)"],
    },
  },
  {
    id: "lawyer",
    label: t("Adwokat, radca prawny, prawnik", "Lawyer"),
    ryczaltRate: R.liberal(),
    ryczaltRateNote: t(
      "Adwokaci, radcowie prawni, notariusze i rzecznicy patentowi pracujący osobiście – wolny zawód, 17%. Usługi prawne świadczone poza tymi zawodami – 15%.",
      "Advocates, legal advisers, notaries and patent attorneys working personally – liberal profession, 17%. Legal services provided outside these professions – 15%.",
    ),
    pkd: [pkd("69.10.Z", "Działalność prawnicza", "Legal activities")],
    keywords: {
      pl: [
        "adwokat*",
        "!radc* prawn*",
        "radczyni*",
        "prawnik*",
        "prawniczk*",
        "!kancelari* (prawn*|adwokack*|radcowsk*|notarialn*)",
        "notariusz*",
        "!rzeczni* patentow*",
        "!uslug* prawn*",
        "!(porady|doradztw*|pomoc) prawn*",
      ],
      en: [
        "lawyer*",
        "attorney*",
        "solicitor*",
        "barrister*",
        "!legal (services|advisor*|adviser*|counsel|practice|consultant*)",
        "law firm",
        "notary",
        "patent attorney*",
      ],
    },
  },
  {
    id: "management_consulting",
    label: t("Doradztwo biznesowe i zarządcze", "Business and management consulting"),
    ryczaltRate: R.listed15(
      "usługi doradztwa związanego z zarządzaniem (PKWiU 70.2)",
      "; KIS 0115-KDST2-1.4011.259.2024.2.RH (PKWiU 70.22.16.0)",
    ),
    pkd: [
      pkd(
        "70.20.Z",
        "Doradztwo w zakresie prowadzenia działalności gospodarczej i pozostałe doradztwo w zakresie zarządzania",
        "Business and other management consultancy activities",
      ),
    ],
    keywords: {
      pl: [
        "!(konsultant*|konsultantk*|doradc*|doradczyni*) (biznesow*|ds|zarzadzani*|strategi*|strategiczn*|organizacyjn*|sprzedazy)",
        "!doradztw* (biznesow*|strategiczn*|zarzadcz*|w zakresie zarzadzania|gospodarcz*|organizacyjn*|dla firm)",
        "consulting*",
        "konsulting*",
        "konsultant*",
        "!(doradzam|doradzac|doradzanie) ~ (firm*|firmom|przedsiebiorc*|zarzad*|startup*)",
        "!interim manager*",
        "!(project|product|program) manager*",
        "!scrum master*",
        "!product owner*",
        "!kierownik* projekt*",
        "coach(|em|ing*) (biznesow*|kadry|zespol*)",
      ],
      en: [
        "!(management|business|strategy|strategic|sales) (consultant*|consulting|consultancy|advisor*|adviser*)",
        "consultant*",
        "consulting",
        "consultancy",
        "!(project|product|program|programme|interim) manager*",
        "!scrum master*",
        "!product owner*",
        "!(advise|advising|advises) ~ (companies|businesses|startups|firms)",
        "business coach*",
      ],
    },
  },
  // ── other services ──────────────────────────────────────────────────────────────────────────
  {
    id: "car_mechanic",
    label: t("Mechanik samochodowy, warsztat", "Car mechanic, garage"),
    ryczaltRate: R.services(),
    ryczaltRateNote: t(
      "Naprawy i serwis to 8,5%; sprzedaż części bez usługi to handel (3%).",
      "Repairs and servicing are 8.5%; selling parts without a service is trade (3%).",
    ),
    // PKD 2025 moved vehicle repair from 45.20 to 95.31 (A mechanics, B bodywork, C washing and detailing).
    pkd: [
      pkd("95.31.A", "Konserwacja i naprawa pojazdów samochodowych – mechanika", "Motor vehicle repair – mechanics"),
      pkd(
        "95.31.B",
        "Konserwacja i naprawa pojazdów samochodowych – blacharstwo i lakiernictwo",
        "Motor vehicle repair – bodywork and painting",
      ),
    ],
    keywords: {
      pl: [
        "!mechanik* (samochodow*|pojazd*|aut*|motocykl*)",
        "mechanik(|iem|a|owi)",
        "!warsztat* (samochodow*|mechaniczn*|blacharsk*|lakierniczy)",
        "(mam|prowadz*|otworz*|otwier*) ~ warsztat*",
        "-warsztat* (stolarsk*|krawieck*|szewsk*|slusarsk*|ceramiczn*|jubilersk*|rzemieslnicz*|kamieniarsk*|tapicersk*|zegarmistrzowsk*)",
        "!(naprawi*|naprawa|naprawy|serwis*) (samochod*|aut|auta|pojazd*|motocykl*|opon)",
        "wulkaniz*",
        "blacharz*",
        "lakiernik*",
        "!auto detailing*",
        "!autodetailing*",
        "detailing*",
        "myjni*",
        "elektromechanik*",
      ],
      en: [
        "!(car|auto|motorcycle|vehicle) (mechanic*|repair*|garage|body shop|detailing|servicing)",
        "mechanic",
        "mechanics",
        "!(fix|fixing|repair|repairing) ~ cars",
        "car wash",
        "detailing",
        "tyre (shop|fitting|service)",
      ],
    },
  },
  {
    id: "cleaning",
    label: t("Sprzątanie", "Cleaning services"),
    ryczaltRate: R.services(),
    pkd: [
      pkd(
        "81.21.Z",
        "Niespecjalistyczne sprzątanie budynków i obiektów przemysłowych",
        "General cleaning of buildings",
      ),
    ],
    keywords: {
      pl: [
        "sprzatani*",
        "sprzata(m|my|c)",
        "sprzataczk*",
        "sprzatajac*",
        "!mycie okien",
        "!(pranie|czyszczeni*) (dywan*|tapicer*|elewacj*|kostk*|wykladzin*)",
        "!uslug* porzadkow*",
        "!firm* sprzatajac*",
      ],
      en: [
        "!cleaning (company|business|services|lady|ladies|jobs)",
        "cleaner*",
        "!(house|office|window|domestic|commercial) cleaning",
        "!(clean|cleaning) ~ (houses|offices|flats|apartments|homes)",
      ],
    },
  },
  {
    id: "farm_products",
    label: t(
      "Sprzedaż przetworzonych produktów z własnego gospodarstwa",
      "Selling processed produce from your own farm",
    ),
    ryczaltRate: s(
      0.02,
      `${ACT}: sprzedaż produktów roślinnych i zwierzęcych z własnej uprawy, hodowli lub chowu, przetworzonych w sposób nieprzemysłowy 2% [S23]`,
    ),
    ryczaltRateNote: t(
      "2% tylko od sprzedaży własnych płodów przetworzonych nieprzemysłowo (np. dżemy, soki, sery z własnego gospodarstwa). Sama uprawa i sprzedaż nieprzetworzonych płodów to działalność rolnicza, nie gospodarcza; przetwarzanie kupionych surowców to zwykła produkcja lub handel.",
      "2% only on selling your own produce processed non-industrially (e.g. jams, juices, cheese from your own farm). Growing and selling unprocessed produce is farming, not a business activity; processing bought-in produce is ordinary manufacturing or trade.",
    ),
    pkd: [
      pkd(
        "10.39.Z",
        "Pozostałe przetwarzanie i konserwowanie owoców i warzyw",
        "Other processing and preserving of fruit and vegetables",
      ),
      pkd(
        "01.13.Z",
        "Uprawa warzyw, włączając melony oraz uprawa roślin korzeniowych i roślin bulwiastych",
        "Growing of vegetables and melons, roots and tubers",
      ),
    ],
    keywords: {
      pl: [
        // A farmer or a farm is who the asker is, not the business opened beside it ("jestem rolnikiem,
        // chcę otworzyć warsztat"): only selling the farm's own produce is this activity.
        "!(z|ze) (wlasn*|mojego|naszego) (gospodarstw*|sadu|ogrodu|pasieki|upraw*|hodowli|pola)",
        // Raw produce sold from one's farm is farming, not this activity ("surowe ziemniaki i jajka z gospodarstwa").
        "-(surow*|nieprzetworzon*|swiez*) ~ ~ (z|ze) (wlasn*|mojego|naszego) (gospodarstw*|sadu|ogrodu|pola|upraw*)",
        "!wlasn* (upraw*|hodowl*|sad*|pasiek*|plon*)",
        "!rolnicz* handel detaliczn*",
        "pszczelarz*",
        "sadownik*",
        "!przetwory domowe",
      ],
      en: [
        "!(from|of) (my|our|own|the family) (own )?(farm|orchard|smallholding)",
        "-(raw|unprocessed|fresh) ~ ~ (from|of) (my|our|own|the family) (own )?(farm|orchard|smallholding)",
        "!(my|our) own produce",
        "!homemade (jam*|preserves|cheese|juice*)",
        "beekeeper*",
      ],
    },
  },
] as const satisfies readonly ActivityDefinition[];

export type ActivityId = (typeof ACTIVITIES_2026)[number]["id"];

/** The activity with this id, typed as the general definition. */
export function activityById(id: string): ActivityDefinition | undefined {
  return (ACTIVITIES_2026 as readonly ActivityDefinition[]).find((a) => a.id === id);
}
