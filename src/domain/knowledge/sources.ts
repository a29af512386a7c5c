/**
 * The sources the knowledge base cites: who publishes each site, which sites are official, and how a
 * source is shown (clean title, publisher, date; deduplicated by address; official ones first).
 * Pure and framework-free: the chat and the guide use it as well as the knowledge base's test.
 */

export type SourceLang = "pl" | "en";

export interface Publisher {
  pl: string;
  en: string;
  /** A public authority's own site (gov.pl, ZUS, BGK). */
  official: boolean;
}

/** A source as an article's front matter states it. */
export interface KnowledgeSource {
  title: string;
  publisher: string;
  /** YYYY-MM-DD or YYYY-MM, when the page states one. */
  date?: string;
  url: string;
}

const office = (pl: string, en: string): Publisher => ({ pl, en, official: true });
const site = (name: string, en = name): Publisher => ({ pl: name, en, official: false });

const MF = office("Ministerstwo Finansów", "Ministry of Finance");
const MRIT = office("Ministerstwo Rozwoju i Technologii", "Ministry of Development and Technology");
const MS = office("Ministerstwo Sprawiedliwości", "Ministry of Justice");
const BGK = office("Bank Gospodarstwa Krajowego", "Bank Gospodarstwa Krajowego");
const GP = site("Gazeta Prawna");
const INFOR = site("Infor.pl");
const RP = site("Rzeczpospolita");
const PIP = office("PIP", "PIP");
const EU = office("EUR-Lex", "EUR-Lex");

/**
 * Every host the knowledge base links to (without `www.`), with its publisher. A source on a host
 * missing here fails the knowledge-sources test until the host is added with its publisher.
 */
export const PUBLISHERS: Record<string, Publisher> = {
  // Public authorities.
  "pip.gov.pl": PIP,
  "eur-lex.europa.eu": EU,
  "zus.pl": office("ZUS", "ZUS"),
  "podatki.gov.pl": MF,
  "ksef.podatki.gov.pl": MF,
  "crbr.podatki.gov.pl": MF,
  "biznes.gov.pl": MRIT,
  "ceidg.gov.pl": MRIT,
  "isap.sejm.gov.pl": office("Kancelaria Sejmu (ISAP)", "Chancellery of the Sejm (ISAP)"),
  "ekrs.ms.gov.pl": MS,
  "prs.ms.gov.pl": MS,
  "psz.praca.gov.pl": office(
    "Ministerstwo Rodziny, Pracy i Polityki Społecznej",
    "Ministry of Family, Labour and Social Policy",
  ),
  "praca.gov.pl": office(
    "Ministerstwo Rodziny, Pracy i Polityki Społecznej",
    "Ministry of Family, Labour and Social Policy",
  ),
  "bgk.pl": BGK,
  // The portal of the employee capital plans (PPK), run by the state development fund PFR.
  "mojeppk.pl": site("PFR Portal PPK"),
  "wsparciewstarcie.bgk.pl": BGK,
  "powroty.gov.pl": office("Powroty.gov.pl", "Powroty.gov.pl"),
  "zielonalinia.gov.pl": office(
    "Centrum Informacyjno-Konsultacyjne Służb Zatrudnienia (Zielona Linia)",
    "Public Employment Services Contact Centre (Zielona Linia)",
  ),
  // The state portal, whose pages belong to the ministries (gov.pl/web/rolnictwo is agriculture's).
  "gov.pl": office("Serwis Rzeczypospolitej Polskiej (gov.pl)", "Republic of Poland portal (gov.pl)"),
  "krus.pl": office("Kasa Rolniczego Ubezpieczenia Społecznego (KRUS)", "Agricultural Social Insurance Fund (KRUS)"),
  "rzeszow.sr.gov.pl": office("Sąd Rejonowy w Rzeszowie", "District Court in Rzeszów"),
  // BGK's report site and a municipal bulletin: public bodies, but not the official portals.
  "bgkraportcsr.pl": { ...BGK, official: false },
  "bipostroda.warmia.mazury.pl": site("BIP Ostróda"),
  "dlabiznesu.krakow.pl": site("Kraków dla biznesu", "Kraków for business"),
  // Press.
  "gazetaprawna.pl": GP,
  "podatki.gazetaprawna.pl": GP,
  "praca.gazetaprawna.pl": GP,
  "serwisy.gazetaprawna.pl": GP,
  "prawo.gazetaprawna.pl": GP,
  "ksiegowosc.infor.pl": INFOR,
  "infor.pl": INFOR,
  "kadry.infor.pl": INFOR,
  "akademia.infor.pl": INFOR,
  "inforfk.pl": site("Inforfk.pl"),
  "inforlex.pl": site("Inforlex"),
  "prawo.pl": site("Prawo.pl"),
  "gospodarka.dziennik.pl": site("Dziennik.pl"),
  "www2.deloitte.com": site("Deloitte"),
  "firma.rp.pl": RP,
  "rp.pl": RP,
  "pro.rp.pl": RP,
  "forsal.pl": site("Forsal"),
  "biznes.wprost.pl": site("Wprost"),
  "podatki.egospodarka.pl": site("eGospodarka.pl"),
  "wydarzenia.interia.pl": site("Interia"),
  "natemat.pl": site("naTemat"),
  "warszawawpigulce.pl": site("Warszawa w Pigułce"),
  "mediainone.pl": site("MediaInOne"),
  "fpg24.pl": site("FPG24"),
  "bankoweabc.pl": site("Bankowe ABC"),
  // Advisers, accounting offices, law firms and services.
  "alertyksiegowe.pl": site("Alerty Księgowe"),
  "bcg.com.pl": site("BCG"),
  "biz.legalis.pl": site("Legalis"),
  "biurorbh.pl": site("Biuro RBH"),
  "bizneo.pl": site("Bizneo"),
  "constans.co": site("Constans"),
  "e-prawnik.pl": site("e-prawnik.pl"),
  "edk-consulting.pl": site("EDK Consulting"),
  "eksperci.informacjakredytowa.com": site("Informacja Kredytowa"),
  "eskladka.pl": site("eSkładka"),
  "fakturtax.pl": site("Fakturtax"),
  "finansetwojejfirmy.pl": site("Finanse Twojej Firmy"),
  "gofin.pl": site("Gofin"),
  "podpowiada.gofin.pl": site("Gofin"),
  "ict.org.pl": site("ICT"),
  "ifirma.pl": site("iFirma"),
  "infakt.pl": site("inFakt"),
  "jablonski-kancelaria.com": site("Kancelaria Jabłoński", "Jabłoński law firm"),
  "kalkulatorvat.pl": site("Kalkulatorvat.pl"),
  "kasyfiskalne.kalisz.pl": site("Kasy Fiskalne Kalisz"),
  "kancelariataranowicz.pl": site("Kancelaria Taranowicz", "Taranowicz law firm"),
  "kaszubski-fundusz.pl": site("Kaszubski Fundusz"),
  "kkp-partner.pl": site("KKP Partner"),
  "kochanski.pl": site("Kochański & Partners"),
  "krzywicka.pl": site("Krzywicka"),
  "ksiegowosc24.pl": site("Ksiegowosc24.pl"),
  "legalhelp.pl": site("Legalhelp"),
  "lexlege.pl": site("LexLege"),
  "mddp-outsourcing.pl": site("MDDP Outsourcing"),
  "mikroporady.pl": site("Mikroporady"),
  "mspolka.pl": site("mSpółka"),
  "mynook.pl": site("Mynook"),
  "nexlo.pl": site("Nexlo"),
  "pawlowscy.pl": site("Pawłowscy"),
  "pit.pl": site("PIT.pl"),
  "pitax.pl": site("Pitax.pl"),
  "podatki.biz": site("Podatki.biz"),
  "poradnikinzyniera.pl": site("Poradnik Inżyniera"),
  "sobotajachira.pl": site("Sobota Jachira"),
  "studio.pwc.pl": site("PwC Polska", "PwC Poland"),
  "taxrzeszow.pl": site("TaxRzeszów"),
  "tomczykowscy.pl": site("Tomczykowscy"),
  "twoje-biuro-rachunkowe.com.pl": site("Twoje Biuro Rachunkowe"),
  "vatax.pl": site("Vatax"),
  "wiatr.wroc.pl": site("Wiatr"),
  "wlasnybiznes.pl": site("Własny Biznes"),
  "zdebski.pl": site("Zdebski"),
  "znajdzparagraf.pl": site("Znajdź Paragraf"),
};

/** The host of an address without `www.`, lower-case; "" when it is no URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** The publisher of an address by its host, in a language; undefined for an unknown host. */
export function publisherOf(url: string, lang: SourceLang): string | undefined {
  return PUBLISHERS[hostOf(url)]?.[lang];
}

/** An official site: the table says so, or any gov.pl host. */
export function isOfficial(url: string): boolean {
  const host = hostOf(url);
  return PUBLISHERS[host]?.official ?? (host === "gov.pl" || host.endsWith(".gov.pl"));
}

/** One key per page: `https`, `www.` and a trailing slash make no difference. */
export function sourceKey(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.replace(/\/+$/, "");
    return `${u.hostname.toLowerCase().replace(/^www\./, "")}${path}${u.search}`;
  } catch {
    return url.trim();
  }
}

/** A title as shown: without internal ids such as "(S68)" or ", S74" left by older content. */
export function cleanSourceTitle(title: string): string {
  return title
    .replace(/\s*\((?:[^()]*?,\s*)?S\d+\)/g, (m) => {
      // "(18.02.2026, S74)" keeps its date: "(18.02.2026)".
      const inner = /\(([^()]*?),\s*S\d+\)/.exec(m);
      return inner ? ` (${inner[1]})` : "";
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Sources without repeats (the first of each address kept), official ones first, otherwise in order. */
export function orderSources<T extends { url: string }>(sources: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique = sources.filter((s) => {
    const key = sourceKey(s.url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...unique.filter((s) => isOfficial(s.url)), ...unique.filter((s) => !isOfficial(s.url))];
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A source's date as a reader sees it: "18.02.2026" / "18 Feb 2026", "09.2023" / "Sep 2023". */
export function formatSourceDate(date: string | undefined, lang: SourceLang): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date ?? "");
  if (!m) return "";
  const [, year, month, day] = m;
  if (lang === "en")
    return [day ? String(Number(day)) : "", MONTHS_EN[Number(month) - 1], year].filter(Boolean).join(" ");
  return [day, month, year].filter(Boolean).join(".");
}

/** "Publisher, date" (either may be missing) for the line after a source's title. */
export function sourceByline(source: { url: string; publisher?: string; date?: string }, lang: SourceLang): string {
  const publisher = source.publisher ?? publisherOf(source.url, lang);
  return [publisher, formatSourceDate(source.date, lang)].filter(Boolean).join(", ");
}
