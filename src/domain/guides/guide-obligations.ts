import type { GuideContent, GuideDeadline } from "../../shared/guide-content.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import { CHECKLIST_LINKS, link, LINKS } from "./guide-links.ts";
import type { GuideWording } from "./guide-wording.ts";
import type { Scenario } from "./scenario-types.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** VAT, KSeF, cash register. */
export function vatChapter(w: GuideWording, sc: Scenario): GuideContent["vat"] {
  const { t } = w;
  return [
    { heading: t("guide:vat.vatHeading"), paragraphs: vatParagraphs(w, sc) },
    {
      heading: t("guide:vat.ksefHeading"),
      paragraphs: [t("guide:vat.ksef"), ...(sc.consumers ? [t("guide:vat.ksefB2c")] : [])],
    },
    { heading: t("guide:vat.cashHeading"), paragraphs: [cashParagraph(w, sc)] },
  ];
}

function vatParagraphs(w: GuideWording, sc: Scenario): string[] {
  const { t, money } = w;
  const paragraphs: string[] = [];
  const limits = () => ({
    annualRevenue: money(sc.annualRevenue!),
    limit: money(sc.vat.limit),
    firstYearLimit: money(sc.vat.firstYearLimit),
  });
  if (sc.vat.reason === "over") paragraphs.push(t("guide:vat.exemptOver", limits()), t("guide:vat.active"));
  else if (sc.vat.reason === "chosen") paragraphs.push(t("guide:vat.active"));
  else if (sc.vat.reason === "exempt") paragraphs.push(t("guide:vat.exemptOk", limits()));
  else paragraphs.push(t("guide:vat.unknown"));
  if (sc.b2b) paragraphs.push(t("guide:vat.b2b"));
  return paragraphs;
}

function cashParagraph(w: GuideWording, sc: Scenario): string {
  const { t, money } = w;
  return {
    required: () =>
      t("guide:vat.cashRequired", {
        sales: money(sc.cash.firstYearSales ?? 0),
        limit: money(sc.cash.firstYearLimit),
      }),
    below: () => t("guide:vat.cashBelow"),
    b2b: () => t("guide:vat.cashB2b"),
    mixed: () => t("guide:vat.cashMixed", { limit: money(sc.cash.firstYearLimit) }),
    unknown: () => t("guide:vat.cashUnknown"),
  }[sc.cash.status]();
}

/** The registration steps, each with the portal it is done on. */
export function checklistChapter(w: GuideWording, sc: Scenario): GuideContent["checklist"] {
  return sc.checklist.map((key) => ({
    text: w.t(`guide:checklist.${key}`),
    link: link(CHECKLIST_LINKS[key]),
  }));
}

/** The deadlines of the plan, a monthly one said once with its day. */
export function deadlinesChapter(w: GuideWording, sc: Scenario): GuideDeadline[] {
  const { t } = w;
  return sc.deadlines.map((d) =>
    d.monthlyDay
      ? {
          date: isoDay(d.date),
          when: t("guide:deadlines.monthly", { day: d.monthlyDay }),
          title: t(`guide:deadlines.${d.key}`),
          detail: t(`guide:deadlines.${d.key}Detail`),
          monthly: { count: 12 },
        }
      : {
          date: isoDay(d.date),
          when: w.longDate(d.date),
          title: t(`guide:deadlines.${d.key}`),
          detail: t(`guide:deadlines.${d.key}Detail`),
        },
  );
}

/** Where a start can find money: the labour office and BGK, the ZUS reliefs, and the user's own need first. */
export function fundingChapter(w: GuideWording, sc: Scenario, profile: BusinessProfile): GuideContent["funding"] {
  const { t } = w;
  const funding: GuideContent["funding"] = [
    { title: t("guide:funding.pup"), text: t("guide:funding.pupText"), link: link(LINKS.pup) },
    { title: t("guide:funding.bgk"), text: t("guide:funding.bgkText"), link: link(LINKS.bgk) },
  ];
  if (sc.taxes.kind === "pit" && sc.relief)
    funding.push({ title: t("guide:funding.relief"), text: t("guide:funding.reliefText"), link: link(LINKS.zus) });
  if (profile.fundingNeeds) funding.unshift({ title: t("guide:funding.needsTitle"), text: t("guide:funding.needs") });
  return funding;
}
