import { formatMoney } from "../../shared/format.ts";
import { createTranslator } from "../../shared/i18n.ts";
import { GUIDE_LABELS, type GuideContent, type GuideDeadline, type GuideLink } from "../../shared/guide-content.ts";
import { amount, assumedRyczaltRate, describeFacts } from "../assistant/advisor.ts";
import { isQuestion, PROFILE_FACTS, type BusinessProfile } from "../assistant/profile.ts";
import { cataloguesFor } from "../mail/catalogues.ts";
import { compareTaxForms } from "../tax/compare.ts";
import { vatExemptionLimit } from "../tax/eligibility.ts";
import type { TaxForm } from "../tax/health-contribution.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import type { ZusStage } from "../tax/social-contributions.ts";

export interface GuideMessage {
  role: "user" | "assistant";
  content: string;
  sources: { title: string; url: string }[];
}

export interface GuideInput {
  lang: "pl" | "en";
  title: string;
  profile: BusinessProfile;
  messages: GuideMessage[];
  userName: string;
  companyName: string | null;
  now: Date;
}

type LegalForm = "jdg" | "sc" | "spzoo" | "psa";
const FORMS: LegalForm[] = ["jdg", "sc", "spzoo", "psa"];
const ZONE = "Europe/Warsaw";
const MAX_QUESTIONS = 30;

/** Official portals every guide links to (facts sheet §9b). */
const LINKS = {
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

/** Markdown of an advisor's reply as plain paragraphs: links keep their text, markers go. */
export function plainParagraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, "$1")
        .replace(/^#{1,6}\s+/gm, "")
        .replace(/^\s*[-*]\s+/gm, "• ")
        .replace(/\*\*([^*]+)\*\*/g, "$1")
        .replace(/(^|\W)[*_]([^*_\n]+)[*_](?=\W|$)/g, "$1$2")
        .replace(/`([^`]+)`/g, "$1")
        .trim(),
    )
    .filter(Boolean);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** Whether the start relief and preferential ZUS are open to the user (facts §4a). */
const reliefApplies = (p: BusinessProfile) => p.businessInLast60Months !== true && p.formerEmployerClient !== true;

function recommendForm(profile: BusinessProfile, annualRevenue: number | null): { form: LegalForm; chosen: boolean } {
  if (profile.legalForm && profile.legalForm !== "undecided") return { form: profile.legalForm, chosen: true };
  if ((profile.founders ?? 1) > 1) return { form: (annualRevenue ?? 0) > 1_000_000 ? "spzoo" : "sc", chosen: false };
  return { form: "jdg", chosen: false };
}

/**
 * The guide's content from a thread's profile and conversation: every amount from the
 * calculators (never from a model), every text from the guide catalogue in the guide's language.
 */
export function composeGuide(input: GuideInput): GuideContent {
  const { lang, profile, now } = input;
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const tag = lang === "en" ? "en-GB" : "pl-PL";
  const money = (v: number) => amount(Math.round(v), lang);
  const exact = (v: number) => formatMoney(v, lang);
  const longDate = (d: Date) =>
    new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: ZONE }).format(d);
  const monthName = (d: Date) =>
    new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(d);
  const today = longDate(now);

  const annualRevenue = profile.monthlyRevenue !== undefined ? Math.round(profile.monthlyRevenue * 12) : null;
  const annualCosts = Math.round((profile.monthlyCosts ?? 0) * 12);
  const relief = reliefApplies(profile);
  const { form, chosen } = recommendForm(profile, annualRevenue);
  const soleTrader = form === "jdg" || form === "sc";
  const { rate, reason, label } = assumedRyczaltRate(profile.activity, lang);
  const compare = (zus: ZusStage, previousYearIncome?: number) =>
    compareTaxForms({
      year: 2026,
      annualRevenue: annualRevenue ?? 0,
      annualCosts: annualRevenue === null ? 0 : annualCosts,
      zus,
      sicknessInsurance: false,
      ryczaltRate: rate,
      previousYearIncome,
    });

  // The situation.
  const facts = describeFacts(
    lang,
    Object.fromEntries(PROFILE_FACTS.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])),
  );
  const summary = [
    t("guide:situation.intro", { date: today }),
    profile.activity ? t("guide:situation.activity", { activity: profile.activity }) : t("guide:situation.noActivity"),
    annualRevenue !== null
      ? t("guide:situation.revenue", {
          revenue: money(profile.monthlyRevenue!),
          costs: money(profile.monthlyCosts ?? 0),
          annualRevenue: money(annualRevenue),
        })
      : t("guide:situation.noRevenue"),
  ];

  // The legal form.
  const reasonKeys: { key: string; count?: number }[] = chosen ? [{ key: "chosen" }] : [];
  if (form === "jdg") reasonKeys.push({ key: "solo" });
  if (form === "sc") reasonKeys.push({ key: "partnersSmall", count: profile.founders ?? 2 });
  if (soleTrader && relief) reasonKeys.push({ key: "reliefs" });
  if (soleTrader) reasonKeys.push({ key: "taxChoice" }, ...(form === "jdg" ? [{ key: "liability" }] : []));
  if (form === "spzoo" && (profile.founders ?? 1) > 1) reasonKeys.push({ key: "partnersLarge" });
  if (form === "psa") reasonKeys.push({ key: "psa" });
  if (!soleTrader) reasonKeys.push({ key: "companyCosts" });
  if ((profile.employees ?? 0) > 0) reasonKeys.push({ key: "employees" });

  // Income tax for the first full year after the start relief.
  const firstYearStage: ZusStage = relief ? "preferential" : "full";
  const comparison = annualRevenue !== null ? compare(firstYearStage) : null;
  const best: TaxForm = comparison?.best ?? "scale";
  const formName = (f: TaxForm) => t(`guide:taxes.forms.${f}`);
  const taxes: GuideContent["taxes"] = comparison
    ? {
        intro: t("guide:taxes.intro", {
          revenue: money(annualRevenue!),
          costs: money(annualCosts),
          zus: t(`guide:zus.stages.${firstYearStage}`),
          rate: rate.toLocaleString(tag),
          rateReason: t(`advisor:rateReason.${reason}`, { label }),
        }),
        rows: comparison.variants.map((v) => ({
          form: formName(v.form),
          social: exact(v.socialContributions),
          health: exact(v.healthContribution),
          tax: exact(v.incomeTax),
          net: exact(v.netIncome),
          netValue: v.netIncome,
          best: v.form === comparison.best,
        })),
        notes: [
          t("guide:taxes.best", {
            form: formName(comparison.best),
            net: exact(comparison.variants.find((v) => v.form === comparison.best)!.netIncome),
          }),
          t("guide:taxes.assumptions"),
          t("guide:taxes.deadline"),
        ],
      }
    : { intro: t("guide:taxes.noRevenue"), rows: null, notes: [t("guide:taxes.deadline")] };

  // ZUS, month by month from the first day of next month.
  const start = utc(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const zusNotes: string[] = [];
  let zusRows: GuideContent["zus"]["rows"] = null;
  if (soleTrader && profile.stage !== "running") {
    const smallPlusOk = annualRevenue !== null && annualRevenue <= P.zus.smallPlusRevenueLimit.value;
    const income = Math.max(0, (annualRevenue ?? 0) - annualCosts);
    const stageOf = (month: number): ZusStage => {
      if (!relief) return "full";
      if (month <= P.zus.startReliefMonths.value) return "start";
      if (month <= P.zus.startReliefMonths.value + P.zus.preferentialMonths.value) return "preferential";
      return smallPlusOk ? "smallPlus" : "full";
    };
    const byStage = new Map<ZusStage, { social: number; health: number }>();
    zusRows = Array.from({ length: 36 }, (_, i) => {
      const stage = stageOf(i + 1);
      let figures = byStage.get(stage);
      if (!figures) {
        const c = compare(stage, stage === "smallPlus" ? income : undefined);
        const social = profile.otherEmployment ? 0 : c.details.social.monthly.total;
        figures = { social, health: c.details.health[best].monthly };
        byStage.set(stage, figures);
      }
      return {
        month: monthName(utc(start.getUTCFullYear(), start.getUTCMonth() + i, 1)),
        stage: t(`guide:zus.stages.${stage}`),
        social: exact(figures.social),
        health: exact(figures.health),
        total: exact(figures.social + figures.health),
      };
    });
    if (!relief) zusNotes.push(t("guide:zus.noRelief"));
    if (profile.otherEmployment) zusNotes.push(t("guide:zus.otherEmployment"));
    if (relief) zusNotes.push(t(smallPlusOk ? "guide:zus.smallPlus" : "guide:zus.fullAfter"));
    zusNotes.push(t("guide:zus.amounts2026"), t("guide:zus.holiday"));
  } else {
    zusNotes.push(t("guide:zus.notJdg", { full: exact(compare("full").details.social.monthly.total) }));
  }

  // VAT, KSeF, cash register.
  const vatLimit = vatExemptionLimit(P);
  const vatParagraphs: string[] = [];
  if (annualRevenue !== null && annualRevenue > vatLimit)
    vatParagraphs.push(
      t("guide:vat.exemptOver", { annualRevenue: money(annualRevenue), limit: money(vatLimit) }),
      t("guide:vat.active"),
    );
  else if (profile.vatStatus === "active") vatParagraphs.push(t("guide:vat.active"));
  else if (annualRevenue !== null)
    vatParagraphs.push(t("guide:vat.exemptOk", { annualRevenue: money(annualRevenue), limit: money(vatLimit) }));
  else vatParagraphs.push(t("guide:vat.unknown"));
  if (profile.customers === "b2b" || profile.customers === "both") vatParagraphs.push(t("guide:vat.b2b"));
  const consumers = profile.customers === "b2c" || profile.customers === "both";
  const cash =
    profile.customers === "b2b"
      ? t("guide:vat.cashB2b")
      : annualRevenue === null || !profile.customers
        ? t("guide:vat.cashUnknown")
        : annualRevenue > P.vat.cashRegisterLimit.value
          ? t("guide:vat.cashRequired")
          : t("guide:vat.cashBelow");
  const activeVat = profile.vatStatus === "active" || (annualRevenue !== null && annualRevenue > vatLimit);

  // The registration checklist.
  const step = (key: string, url: string) => ({ text: t(`guide:checklist.${key}`), link: link(url) });
  const checklist: GuideContent["checklist"] = [];
  if (form === "sc") checklist.push(step("partnersContract", LINKS.podatki));
  if (soleTrader) checklist.push(step("pkd", LINKS.biznes), step("ceidg", LINKS.biznes));
  else checklist.push(step("s24", LINKS.s24), step("krs", LINKS.prs), step("crbr", LINKS.crbr));
  checklist.push(step("zus", LINKS.zus), step("pue", LINKS.zus));
  if (activeVat) checklist.push(step("vatR", LINKS.podatki));
  checklist.push(step("bank", LINKS.podatki), step("edoreczenia", LINKS.eDoreczenia), step("ksef", LINKS.ksef));
  if (consumers && annualRevenue !== null && annualRevenue > P.vat.cashRegisterLimit.value)
    checklist.push(step("cash", LINKS.podatki));
  if ((profile.employees ?? 0) > 0) checklist.push(step("employees", LINKS.zus));

  // The deadline calendar for the next twelve months.
  const nextDay = (day: number) => {
    const d = utc(now.getUTCFullYear(), now.getUTCMonth(), day);
    return d.getTime() > now.getTime() ? d : utc(now.getUTCFullYear(), now.getUTCMonth() + 1, day);
  };
  const monthly = (day: number, key: string, detail: string): GuideDeadline => ({
    date: isoDay(nextDay(day)),
    when: t("guide:deadlines.monthly", { day }),
    title: t(`guide:deadlines.${key}`),
    detail: t(`guide:deadlines.${detail}`),
    monthly: { count: 12 },
  });
  const deadlines: GuideDeadline[] = soleTrader
    ? [monthly(20, "zus", "zusDetail"), monthly(20, "pit", "pitDetail")]
    : [monthly(15, "zusCompany", "zusDetail"), monthly(20, "cit", "citDetail")];
  if (activeVat) deadlines.push(monthly(25, "vat", "vatDetail"));
  const horizon = utc(now.getUTCFullYear() + 1, now.getUTCMonth() + 1, 1);
  const once = (date: Date, key: string) => {
    if (date.getTime() > now.getTime() && date.getTime() < horizon.getTime())
      deadlines.push({
        date: isoDay(date),
        when: longDate(date),
        title: t(`guide:deadlines.${key}`),
        detail: t(`guide:deadlines.${key}Detail`),
      });
  };
  // One-off dates of the 2026 facts sheet, then the yearly ones.
  once(utc(2026, 11, 31), "pkd");
  once(utc(2027, 0, 1), "ksef");
  for (const y of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    if (soleTrader) {
      if (annualRevenue === null || annualRevenue <= P.zus.smallPlusRevenueLimit.value)
        once(utc(y, 0, 31), "smallPlus");
      once(utc(y, 3, 30), "pitAnnual");
      once(utc(y, 4, 20), "health");
    } else once(utc(y, 2, 31), "citAnnual");
  }
  if (soleTrader && relief && profile.stage !== "running")
    once(utc(start.getUTCFullYear(), start.getUTCMonth() + P.zus.startReliefMonths.value, 1), "reliefEnd");
  deadlines.sort((a, b) => a.date.localeCompare(b.date));

  // Funding.
  const funding: GuideContent["funding"] = [
    { title: t("guide:funding.pup"), text: t("guide:funding.pupText"), link: link(LINKS.pup) },
    { title: t("guide:funding.bgk"), text: t("guide:funding.bgkText"), link: link(LINKS.bgk) },
    { title: t("guide:funding.relief"), text: t("guide:funding.reliefText"), link: link(LINKS.zus) },
  ];
  if (profile.fundingNeeds) funding.unshift({ title: t("guide:funding.needsTitle"), text: t("guide:funding.needs") });

  // The user's questions with the advisor's answers, and every source the answers named.
  const questions: GuideContent["questions"] = [];
  const sources = new Map<string, GuideLink>();
  input.messages.forEach((m, i) => {
    if (m.role === "assistant")
      for (const s of m.sources) if (!sources.has(s.url)) sources.set(s.url, link(s.url, s.title));
    const reply = input.messages[i + 1];
    if (m.role === "user" && isQuestion(m.content) && reply?.role === "assistant" && questions.length < MAX_QUESTIONS)
      questions.push({ question: m.content.trim(), answer: plainParagraphs(reply.content) });
  });
  for (const url of [LINKS.biznes, LINKS.zus, LINKS.podatki, LINKS.ksef])
    if (!sources.has(url)) sources.set(url, link(url));

  return {
    version: 1,
    lang,
    product: t("guide:product"),
    title: input.title,
    author: t("guide:author"),
    preparedFor: input.userName,
    company: input.companyName,
    date: today,
    labels: Object.fromEntries(GUIDE_LABELS.map((l) => [l, t(`guide:labels.${l}`)])) as GuideContent["labels"],
    situation: { summary, facts },
    legalForm: {
      recommended: t(`guide:legalForm.${form}`),
      reasons: reasonKeys.map(({ key, count }) => t(`guide:legalForm.reasons.${key}`, { count })),
      alternatives: FORMS.filter((f) => f !== form).map((f) => t(`guide:legalForm.alternatives.${f}`)),
    },
    taxes,
    zus: {
      intro: zusRows ? t("guide:zus.intro", { start: longDate(start), form: formName(best) }) : "",
      rows: zusRows,
      notes: zusNotes,
    },
    vat: [
      { heading: t("guide:vat.vatHeading"), paragraphs: vatParagraphs },
      {
        heading: t("guide:vat.ksefHeading"),
        paragraphs: [t("guide:vat.ksef"), ...(consumers ? [t("guide:vat.ksefB2c")] : [])],
      },
      { heading: t("guide:vat.cashHeading"), paragraphs: [cash] },
    ],
    checklist,
    deadlines,
    funding,
    questions,
    questionsEmpty: t("guide:questions.none"),
    sources: [...sources.values()],
    disclaimer: t("guide:disclaimer", { date: today }),
  };
}

function link(url: string, label?: string): GuideLink {
  return { url, label: label ?? url.replace(/^https:\/\/(www\.)?/, "") };
}
