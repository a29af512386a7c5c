import type { GuideLink } from "../../shared/guide-content.ts";
import { sourceRegistry } from "../knowledge/knowledge-base.ts";
import { cleanSourceTitle, formatSourceDate, publisherOf, sourceKey } from "../knowledge/sources.ts";
import type { Scenario } from "./scenario-types.ts";

/** Official portals every guide links to (facts sheet §9b). */
export const LINKS = {
  biznes: "https://www.biznes.gov.pl",
  zus: "https://www.zus.pl",
  podatki: "https://www.podatki.gov.pl",
  ksef: "https://ksef.podatki.gov.pl",
  s24: "https://ekrs.ms.gov.pl/s24",
  prs: "https://prs.ms.gov.pl",
  crbr: "https://www.podatki.gov.pl/crbr",
  eDoreczenia: "https://www.biznes.gov.pl/pl/e-doreczenia",
  pup: "https://www.praca.gov.pl",
  bgk: "https://www.bgk.pl",
} as const;

export const CHECKLIST_LINKS: Record<Scenario["checklist"][number], string> = {
  partnersContract: LINKS.podatki,
  pkd: LINKS.biznes,
  ceidg: LINKS.biznes,
  s24: LINKS.s24,
  krs: LINKS.prs,
  crbr: LINKS.crbr,
  zus: LINKS.zus,
  pue: LINKS.zus,
  vatR: LINKS.podatki,
  bank: LINKS.podatki,
  edoreczenia: LINKS.eDoreczenia,
  ksef: LINKS.ksef,
  cash: LINKS.podatki,
  employees: LINKS.zus,
};

/**
 * A source as the guide shows it: the knowledge base's clean title, publisher and date for a page it
 * cites (a title stored with an older message may carry internal ids), else the stored title cleaned.
 */
export function sourceLink(url: string, title: string, lang: "pl" | "en"): GuideLink {
  const known = sourceRegistry(lang).get(sourceKey(url));
  const publisher = known?.publisher ?? publisherOf(url, lang);
  const date = formatSourceDate(known?.date, lang);
  const label = known?.title ?? cleanSourceTitle(title);
  return {
    ...link(url, label || undefined),
    ...(publisher ? { publisher } : {}),
    ...(date ? { date } : {}),
  };
}

/** A link labelled with its text, or the address without its scheme. */
export function link(url: string, label?: string): GuideLink {
  return { url, label: label ?? url.replace(/^https:\/\/(www\.)?/, "") };
}
