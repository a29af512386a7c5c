import { SUSPENSION } from "../knowledge/hint-words.ts";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { startReliefPeriod } from "../../tax/start-relief.ts";
import { zusTimeline } from "../../tax/zus-timeline.ts";
import { type CalendarDate, formatDate } from "../understanding/dates.ts";
import type { BusinessProfile } from "../profile.ts";
import { type Asked, type ComputedAnswer, has, money, type Translate } from "./shared.ts";
import {
  ASKS_FILING,
  ASKS_WHETHER,
  FORM_QUESTION,
  HEALTH,
  RELIEF,
  SHAREHOLDER,
  STAGE_FULL,
  STAGE_PREFERENTIAL,
  ZUS,
} from "./words.ts";

/**
 * The path of a new business through ZUS: with a start date, the months of the start relief and of
 * preferential ZUS and the day full ZUS begins; without one, the stages and their amounts.
 */
export function reliefPathAnswer({ t, lang, tr, date }: Asked): ComputedAnswer {
  const pref = socialContributions(P, { stage: "preferential", sicknessInsurance: false });
  const prefSick = socialContributions(P, { stage: "preferential", sicknessInsurance: true });
  const full = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const fullSick = socialContributions(P, { stage: "full", sicknessInsurance: true });
  const figures = {
    pref: money(pref.monthly.total, lang),
    prefSick: money(prefSick.monthly.total, lang),
    full: money(full.monthly.total, lang),
    fullSick: money(fullSick.monthly.total, lang),
    health: money(P.health.minimumMonthly.value, lang),
    prefBase: money(P.zus.preferentialBase.value, lang),
  };
  let content: string;
  if (date) {
    const period = startReliefPeriod({ year: date.year, month: date.month, day: date.day });
    const d = (iso: string) => formatDate(iso, lang);
    const [y, m] = period.preferential.last.split("-").map(Number) as [number, number];
    const fullFirst = formatDate({ year: m === 12 ? y + 1 : y, month: m === 12 ? 1 : m + 1, day: 1 }, lang);
    const dates = {
      start: formatDate(date, lang),
      reliefFirst: d(period.relief.first),
      reliefLast: d(period.relief.last),
      prefFirst: d(period.preferential.first),
      prefLast: d(period.preferential.last),
      fullFirst,
      ...figures,
    };
    // "Od kiedy pełny ZUS?": the day full ZUS (or Mały ZUS Plus) starts comes first.
    content = has(t, STAGE_FULL)
      ? tr("advisor:computed.relief.fullFrom", dates)
      : tr(period.startMonthDays ? "advisor:computed.relief.datesPartial" : "advisor:computed.relief.dates", dates);
  } else content = tr("advisor:computed.relief.path", figures);
  // "…od którego miesiąca płacę? i co muszę złożyć w ZUS?": the filings of each stage too.
  if (has(t, ASKS_FILING) || has(t, FORM_QUESTION)) content += `\n\n${tr("advisor:computed.relief.forms")}`;
  // "…zawieszę na czerwiec i lipiec – ulga się przesunie?": a suspension moves none of these dates.
  if (has(t, SUSPENSION)) content += `\n\n${tr("advisor:computed.relief.suspended")}`;
  return { topic: "ulga-na-start", content, articles: ["ulga-na-start", "zus-etapy"], calculation: content };
}

const EX_EMPLOYER =
  /\b(tej samej firm\w*|tego samego pracodawc\w*|tej samej spol[kc]\w*|dla tej samej|to samo dla (tej|tego|mojego|swojego)|(byl\w*|obecn\w*|dotychczasow\w*|swojego|mojego) pracodawc\w*|same (company|employer|firm|client)|(former|previous|current|old|ex-?) ?employer|ex-employer|they want me back|(szef\w*|szefow\w*|pracodawc\w*|boss|manager|employer) (proponuje|chce|kaze|namawia|wants|offers|suggests|asks)|(dokladnie )?to samo co (teraz|na etacie|dotychczas)|te same uslugi|(byl\w*|dawn\w*|obecn\w*) szef\w*|the same( \w+)? (work|job|thing|services) (as now|as on my contract|for (him|her|them|my (former|old|previous) employer)))\b/;

const ASKS_AMOUNT = /\b(ile|how much|what will i pay|kwot\w*|zaplac\w*)\b/;
/** "Dostanę ulgę na start?", "can I get preferential ZUS?": whether a relief applies. */
const ASKS_ELIGIBILITY = new RegExp(
  `${ASKS_WHETHER.source}|\\b(dostan\\w*|przysluguj\\w*|mam prawo|czy (mi|bede mogl\\w*)|moge (wziac|dostac|ulg\\w*|uldze|preferencyjn\\w*|maly zus\\w*)|skorzyst\\w*|do i get|am i entitled|eligible|entitled|qualify|still (get|use)|again|znowu|ponownie)\\b`,
);

/** Full ZUS from the start, for a reason that rules out the start relief and preferential ZUS. */
function fullFromStart(
  key: "exEmployer" | "recentBusiness" | "shareholder",
  lang: KnowledgeLang,
  tr: Translate,
): ComputedAnswer {
  const full = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const fullSick = socialContributions(P, { stage: "full", sicknessInsurance: true });
  const content = tr(`advisor:computed.${key}`, {
    full: money(full.monthly.total, lang),
    fullSick: money(fullSick.monthly.total, lang),
    health: money(P.health.minimumMonthly.value, lang),
    smallPlusLimit: money(P.zus.smallPlusRevenueLimit.value, lang),
  });
  return { topic: `zus-${key}`, content, articles: ["ulga-na-start", "zus-pelny"], calculation: content };
}

/**
 * Services to one's former employer, another business within the last 60 months, or being the sole
 * shareholder of an sp. z o.o. or a partner of a partnership rule out the start relief and
 * preferential ZUS: full ZUS from the start. The message may say so, or the
 * profile may hold it (told earlier, or in the same message: "do końca 2025 byłem na etacie…, od
 * lutego robię dla nich to samo na fakturę – dostanę ulgę na start?").
 */
export function noReliefAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  profile: BusinessProfile = {},
): ComputedAnswer | null {
  if (!has(t, ZUS) && !has(t, RELIEF) && !has(t, STAGE_PREFERENTIAL)) return null;
  const asks = has(t, ASKS_AMOUNT) || has(t, ASKS_ELIGIBILITY);
  if (has(t, SHAREHOLDER) && asks && !has(t, /\b(zdrowotn\w*|health)\b/)) return fullFromStart("shareholder", lang, tr);
  if ((has(t, EX_EMPLOYER) || profile.formerEmployerClient === true) && asks)
    return fullFromStart("exEmployer", lang, tr);
  if (profile.businessInLast60Months === true && asks && (has(t, RELIEF) || has(t, STAGE_PREFERENTIAL)))
    return fullFromStart("recentBusiness", lang, tr);
  return reliefYes(t, lang, tr, profile);
}

/**
 * "Can I use the start relief?" – "I closed my business in 2019": no business in the last 60 months
 * (told in the message or before), no former employer as a client and no company: yes.
 */
function reliefYes(t: string, lang: KnowledgeLang, tr: Translate, profile: BusinessProfile): ComputedAnswer | null {
  if (profile.businessInLast60Months !== false || profile.formerEmployerClient === true) return null;
  if (profile.legalForm === "spzoo" || profile.legalForm === "psa") return null;
  if (!has(t, RELIEF) || !has(t, ASKS_ELIGIBILITY) || has(t, ASKS_AMOUNT) || has(t, HEALTH)) return null;
  // "…do I get the start relief? and from when do I pay social contributions?": its dates are asked.
  if (has(t, /\b(od kiedy|do kiedy|from when|until when|when do i (start )?pay)\b/)) return null;
  const pref = socialContributions(P, { stage: "preferential", sicknessInsurance: false });
  const prefSick = socialContributions(P, { stage: "preferential", sicknessInsurance: true });
  const content = tr("advisor:computed.reliefYes", {
    pref: money(pref.monthly.total, lang),
    prefSick: money(prefSick.monthly.total, lang),
  });
  return { topic: "zus-relief-yes", content, articles: ["ulga-na-start", "zus-preferencyjny"], calculation: content };
}

const FIRST_MONTHS =
  /\b(?:przez |w |za |in |over |for |during )?(?:the )?(?:pierwsz\w*|first) (\d{1,2}|dwanascie|twelve|szesc|six|osiemnascie|eighteen|dwadziescia cztery|twenty[- ]four) (miesiac\w*|miesiecy|months?)\b|\b(?:pierwsz\w* rok\w*|first year|pierwszym roku)\b/;
const WORD_COUNT: Record<string, number> = {
  dwanascie: 12,
  twelve: 12,
  szesc: 6,
  six: 6,
  osiemnascie: 18,
  eighteen: 18,
  "dwadziescia cztery": 24,
  "twenty four": 24,
  "twenty-four": 24,
};

/** Social ZUS of the first months of a new business (start relief, then preferential), month by month at 2026 rates. */
export function firstMonthsAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  date: CalendarDate | null,
): ComputedAnswer | null {
  const m = FIRST_MONTHS.exec(t);
  // "What happens after those first 6 months?": the path after them, not their sum.
  if (m && /\b(after|po|potem|then|next|dalej|pozniej)\b\W+(\w+\W+){0,2}$/.test(t.slice(0, m.index))) return null;
  if (!m || !has(t, ZUS) || !has(t, /\b(ile|how much|suma|razem|total|lacznie|in total|zaplac\w*|pay)\b/)) return null;
  if (has(t, HEALTH) && !has(t, /\b(spoleczn\w*|social)\b/)) return null;
  const months = m[1] ? Number(m[1]) || WORD_COUNT[m[1]] || 12 : 12;
  const start = date ?? { year: P.year, month: 1, day: 1 };
  const sick = has(
    t,
    /\b(z chorobow\w*|with (the )?(voluntary )?sickness|incl\w* (chorobow\w*|sickness)|with chorobowe|plus chorobow\w*)\b/,
  );
  const noSick = has(
    t,
    /\b(bez chorobow\w*|without (the )?(voluntary )?sickness|no sickness|without chorobowe|excl\w* (chorobow\w*|sickness))\b/,
  );
  const run = (sicknessInsurance: boolean) => zusTimeline({ start, months, sicknessInsurance, reliefEligible: true });
  const without = run(false);
  const withSick = run(true);
  const count = (stage: string) => without.stages.filter((s) => s.stage === stage).reduce((a, s) => a + s.months, 0);
  const params = {
    months,
    start: formatDate(start, lang),
    total: money(sick ? withSick.totalSocial : without.totalSocial, lang),
    other: money(sick ? without.totalSocial : withSick.totalSocial, lang),
    relief: count("start"),
    preferential: count("preferential"),
    later: count("smallPlusOrFull")
      ? tr("advisor:computed.firstMonths.later", { later: count("smallPlusOrFull") })
      : "",
    pref: money(socialContributions(P, { stage: "preferential", sicknessInsurance: sick }).monthly.total, lang),
    health: money(P.health.minimumMonthly.value, lang),
  };
  // Without a word on it, the figure without the voluntary sickness insurance comes first.
  // All of the months within the start relief: only the health contribution is paid.
  const key = params.relief === months ? "reliefOnly" : sick && !noSick ? "withSickness" : "withoutSickness";
  const content = tr(`advisor:computed.firstMonths.${key}`, params);
  return { topic: "ulga-na-start", content, articles: ["ulga-na-start", "zus-preferencyjny"], calculation: content };
}
