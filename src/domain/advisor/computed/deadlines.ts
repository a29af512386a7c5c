import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import {
  annualReturnDeadline,
  cashRegisterAfterLimitDeadline,
  contributionHolidayDeadline,
  type Deadline,
  healthSettlementDeadline,
  jpkDeadline,
  pitAdvanceDeadline,
  taxFormChoiceDeadline,
  zusDeadline,
} from "../../tax/deadlines.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import type { BusinessProfile } from "../profile.ts";
import { formatDate } from "../understanding/dates.ts";
import { type ComputedAnswer, has, type Translate } from "./shared.ts";
import { HEALTH, RELIEF, STAGE_FULL, STAGE_PREFERENTIAL } from "./words.ts";

/** Month words in folded Polish (every case) and English; "may" only as a month next to a year or "in/for/of". */
const MONTH_WORDS: [RegExp, number][] = [
  [/^(stycz\w*|january|jan)$/, 1],
  [/^(lut(y|ego|ym)|february|feb)$/, 2],
  [/^(marzec|marca|marcu|march)$/, 3],
  [/^(kwie\w*|april|apr)$/, 4],
  [/^(maj|maja|maju|may)$/, 5],
  [/^(czerw(iec|ca|cu)|june)$/, 6],
  [/^(lip(iec|ca|cu)|july)$/, 7],
  [/^(sierp\w*|august|aug)$/, 8],
  [/^(wrze(sien|snia|sniu)|september|sept?)$/, 9],
  [/^(pazdziernik\w*|october|oct)$/, 10],
  [/^(listopad\w*|november|nov)$/, 11],
  [/^(grud\w*|december|dec)$/, 12],
];
const PL_MONTH_LOCATIVE = [
  "styczniu",
  "lutym",
  "marcu",
  "kwietniu",
  "maju",
  "czerwcu",
  "lipcu",
  "sierpniu",
  "wrześniu",
  "październiku",
  "listopadzie",
  "grudniu",
];
const QUARTER_WORDS: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  pierwszy: 1,
  drugi: 2,
  trzeci: 3,
  czwarty: 4,
};
export interface NamedPeriod {
  year: number;
  yearNamed: boolean;
  month?: number;
  quarter?: number;
}
/**
 * The month, quarter or year a question is about ("za listopad 2026", "for November", "Q4 2026",
 * "za 4 kwartał", "for 2026"). A month written with a day ("20 grudnia") is a date, not the
 * period, and is skipped.
 */
export function namedPeriod(t: string, defaultYear: number): NamedPeriod | null {
  const years = [...t.matchAll(/\b(20[2-3]\d)\b/g)].map((m) => ({ year: +m[1]!, index: m.index }));
  const yearAfter = (index: number) => years.find((y) => y.index >= index && y.index - index <= 14)?.year;
  const quarter =
    /\b(?:([1-4])|(i{1,3}|iv))\s*(?:kw\.?|kwartal\w*)|\bq([1-4])\b|\b([1-4])(?:st|nd|rd|th)?\s+quarter|\b(first|second|third|fourth)\s+quarter|\b(pierwsz|drug|trzec|czwart)\w*\s+kwartal\w*/.exec(
      t,
    );
  if (quarter) {
    const word = quarter[2] ?? quarter[5] ?? quarter[6];
    const q =
      Number(quarter[1] ?? quarter[3] ?? quarter[4]) ||
      QUARTER_WORDS[
        word === "pierwsz"
          ? "pierwszy"
          : word === "drug"
            ? "drugi"
            : word === "trzec"
              ? "trzeci"
              : word === "czwart"
                ? "czwarty"
                : word!
      ]!;
    const year = yearAfter(quarter.index) ?? years[0]?.year;
    return { year: year ?? defaultYear, yearNamed: year !== undefined, quarter: q };
  }
  for (const m of t.matchAll(/[a-z]+/g)) {
    const month = MONTH_WORDS.find(([re]) => re.test(m[0]))?.[1];
    if (!month) continue;
    const before = t.slice(Math.max(0, m.index - 6), m.index);
    if (/\d\s*$|\d\.?\s*(of\s+)?$/.test(before)) continue; // "20 grudnia": a day
    if (
      /^\s*\d{1,2}(st|nd|rd|th)?\b(?!\d)/.test(t.slice(m.index + m[0].length)) &&
      !/^\s*20[2-3]\d/.test(t.slice(m.index + m[0].length))
    )
      continue; // "December 20"
    if (m[0] === "may" && !/\b(in|for|of|by|until|za|w)\s+$/.test(t.slice(0, m.index)) && !yearAfter(m.index)) continue;
    const year = yearAfter(m.index) ?? years[0]?.year;
    return { year: year ?? defaultYear, yearNamed: year !== undefined, month };
  }
  if (years.length) return { year: years[0]!.year, yearNamed: true };
  return null;
}
/**
 * The month something happened in ("first invoice on 12 March (no revenue in Jan-Feb)", "w maju
 * przekroczyłem limit"): a month with its day counts, a month denied ("no revenue in January") does not.
 */
export function eventMonth(t: string, defaultYear: number): { year: number; month: number } | null {
  const years = [...t.matchAll(/\b(20[2-3]\d)\b/g)].map((m) => ({ year: +m[1]!, index: m.index }));
  for (const m of t.matchAll(/[a-z]+/g)) {
    const month = MONTH_WORDS.find(([re]) => re.test(m[0]))?.[1];
    if (!month) continue;
    if (m[0] === "may" && !/\b(in|for|of|by|until|on|za|w)\s+(\d{1,2}\s+)?$/.test(t.slice(0, m.index))) continue;
    const before = t.slice(Math.max(0, m.index - 30), m.index);
    if (/\b(no|not|nie|bez|brak\w*|zero|nothing|none|without)\b[^.,;()]*$/.test(before)) continue;
    const year = years.find((y) => y.index > m.index && y.index - m.index <= 14)?.year ?? years[0]?.year;
    return { year: year ?? defaultYear, month };
  }
  return null;
}

const monthYear = (year: number, month: number, lang: KnowledgeLang) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", { month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(Date.UTC(year, month - 1, 1)))
    .replace(/\s*r\.$/, "");
const ROMAN = ["I", "II", "III", "IV"];
const LEGAL_PERSON =
  /\b(sp\.? ?z ?o\.? ?o\.?|spol[kc]\w* z ograniczon\w*|z o\.?o|psa|prost\w* spol[kc]\w* akcyjn\w*|spol[kc]\w* akcyjn\w*|limited (liability )?company|llc|spzoo)/;
/** Paying the contributions ("do kiedy płacimy składki ZUS", "when do I pay ZUS"), not a benefit paid by ZUS. */
const ZUS_PAYMENT =
  /\b((plac\w*|zaplac\w*|wplac\w*|oplac\w*)\s+(\S+\s+)?(zus\w*|skladk\w*)|(zus\w*|skladk\w*)\s+(\S+\s+)?(plac\w*|zaplac\w*|wplac\w*|oplac\w*)|pay\w*\s+(my |the |our )?(zus|contributions?|social)|(zus|contributions?) (are |is )?(due|paid))\b/;

/**
 * "Do kiedy płacimy składki ZUS?" without a month: the day of the month, when the message or the
 * profile tells whose contributions they are (a company pays by the 15th, a sole trader by the 20th).
 */
function zusDayAnswer(t: string, lang: KnowledgeLang, tr: Translate, profile: BusinessProfile): ComputedAnswer | null {
  if (!has(t, ZUS_PAYMENT)) return null;
  if (has(t, /\b(zglos\w*|zglasz\w*|rejestr\w*|register\w*|rozliczen\w* roczn\w*|annual|wakacj\w*|holiday)\b/))
    return null;
  const legal = has(t, LEGAL_PERSON) || profile.legalForm === "spzoo" || profile.legalForm === "psa";
  const soleTrader =
    has(t, /\b(jdg|jednoosobow\w*|sole (trader|propriet\w*))\b/) || ["jdg", "sc"].includes(profile.legalForm ?? "");
  if (!legal && !soleTrader) return null;
  const content = tr(`advisor:computed.deadline.${legal ? "zusDayLegalPerson" : "zusDaySoleTrader"}`, {
    day: legal ? P.deadlines.zusDayLegalPerson.value : P.deadlines.zusDaySoleTrader.value,
  });
  return { topic: "deadline-zus-day", content, articles: ["zus-terminy-dra"], calculation: content };
}
const ASK_DEADLINE =
  /\b(w ktorym miesiacu|which month|in what month|do kiedy|termin\w*|deadline\w*|due|by when|until when|when|kiedy|do ktorego|na kiedy|ostatni\w* dzien|last day|by what date|najpozniej|latest)\b/;
/**
 * A deadline for a named period, moved to the next working day when it falls on a Saturday, a
 * Sunday or a public holiday: ZUS for a month, JPK_V7M/K, a PIT advance, the annual return and the
 * health-contribution settlement for a year, the tax-form choice after a first revenue, the
 * contribution-holiday application. Null when the question names no period (the articles answer).
 */
export function deadlineAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  profile: BusinessProfile = {},
): ComputedAnswer | null {
  // The tax-form choice after a first revenue in a named month can only ask for its deadline.
  const taxFormChoice =
    has(
      t,
      /\b(zmian\w*|zmieni\w*|wybor\w*|wybra\w*|przejs\w*|przejd\w*|przechodz\w*|change|choose|switch\w*|pick|move (on)?to|go (on)?to)\b/,
    ) &&
    has(
      t,
      /\b(form\w* opodatkowani\w*|tax form|opodatkowani\w*|form of tax\w*|ryczal\w*|liniow\w*|skal\w* podatkow\w*|lump[ -]?sum|flat[ -]?(rate )?tax|tax scale)\b/,
    ) &&
    has(
      t,
      /\b(pierwsz\w* (przychod\w*|faktur\w*|sprzedaz\w*|wplat\w*|zleceni\w*)|first (revenue|income|sale|invoice|payment))\b/,
    );
  // "Przekroczyłem limit w maju, od kiedy kasa?": the exemption lapses two months after that month.
  const cashRegisterAfterLimit =
    has(t, /\b(kas\w* (fiskaln\w*|rejestruj\w*|online)|kas[aey]|cash register\w*|till)\b/) &&
    has(t, /\b(przekrocz\w*|przeskocz\w*|exceed\w*|went over|gone over|go over|passed|over the limit)\b/);
  if (!has(t, ASK_DEADLINE) && !taxFormChoice) return null;
  const date = (d: Deadline["due"]) => formatDate(d, lang);
  const say = (key: string, d: Deadline, params: Record<string, string | number>, articles: string[]) => {
    const moved = d.moved
      ? tr("advisor:computed.deadline.moved", {
          nominal: date(d.nominal),
          why: tr(`advisor:computed.deadline.why.${d.moved}`),
        })
      : "";
    const content = tr(`advisor:computed.deadline.${key}`, { ...params, due: date(d.due), moved });
    return { topic: `deadline-${key}`, content, articles, calculation: content };
  };
  if (cashRegisterAfterLimit || taxFormChoice) {
    const happened = eventMonth(t, P.year);
    if (!happened) return null;
    const monthWords = {
      month:
        lang === "pl"
          ? PL_MONTH_LOCATIVE[happened.month - 1]!
          : monthYear(happened.year, happened.month, lang).replace(/\s*\d{4}$/, ""),
      year: happened.year,
    };
    if (cashRegisterAfterLimit)
      return say("cashRegister", cashRegisterAfterLimitDeadline(happened.year, happened.month), monthWords, [
        "kasa-fiskalna",
      ]);
    return say(
      happened.month === 12 ? "taxFormDecember" : "taxForm",
      taxFormChoiceDeadline(happened.year, happened.month),
      monthWords,
      ["zmiana-formy-opodatkowania"],
    );
  }
  const period = namedPeriod(t, P.year);
  if (!period) return zusDayAnswer(t, lang, tr, profile);
  const monthLabel = period.month ? monthYear(period.year, period.month, lang) : "";

  if (
    has(
      t,
      /\b(wakacj\w* (skladkow\w*|od zus\w*|z zus\w*)|skladkow\w* wakacj\w*|(contribution|zus) holiday\w*|holiday from (zus|contributions)|rws)\b/,
    )
  ) {
    if (!period.month) return null;
    return say("contributionHoliday", contributionHolidayDeadline(period.year, period.month), { period: monthLabel }, [
      "wakacje-skladkowe",
    ]);
  }

  // "za 2025 rok", "for 2025": the year settled, whatever months the message also names ("czy luty
  // czy kwiecień?" guesses the answer).
  const settledYear = /\b(?:za|for|of)\s+(?:rok\s+)?(20[2-3]\d)\b/.exec(t)?.[1];
  const wholeYear = settledYear
    ? +settledYear
    : period.yearNamed && !period.month && !period.quarter
      ? period.year
      : null;
  if (has(t, HEALTH) && has(t, /\b(rozliczen\w*|settlement|settle\w*|roczn\w*|annual\w*|yearly)\b/)) {
    if (!wholeYear) return null;
    return say("healthSettlement", healthSettlementDeadline(wholeYear), { year: wholeYear }, [
      "skladka-zdrowotna-rozliczenie-roczne",
    ]);
  }
  if (
    has(
      t,
      /\b(pit-?36l?|pit-?28|zeznani\w*|tax return|annual return|yearly return|return|roczn\w* (pit|zeznani\w*|rozliczeni\w*)|rozliczeni\w* roczn\w*|filing|file)\b/,
    ) &&
    !has(t, /\b(jpk\w*|vat)\b/)
  ) {
    if (!wholeYear) return null;
    return say("annualReturn", annualReturnDeadline(wholeYear), { year: wholeYear }, ["zeznanie-roczne-pit"]);
  }
  if (
    has(t, /\b(jpk\w*|vat-?7\w*|v7[mk]?)\b/) ||
    (has(t, /\bvat\b/) &&
      (has(t, /\b(deklaracj\w*|declaration|return|rozliczen\w*|zaplac\w*|plac\w*|pay|payment|wplat\w*)\b/) ||
        // "do kiedy VAT za 1 kwartał?": the VAT of a month or a quarter is settled with its JPK.
        (has(t, /\b(za|for)\s+(\S+\s+)?(\S+\s+)?(kwartal\w*|quarter|q[1-4]|miesiac\w*|month|[a-z]+)\b/) &&
          (period.month !== undefined || period.quarter !== undefined) &&
          !has(
            t,
            /\b(limit\w*|zwolni\w*|prog\w*|threshold|exempt\w*|rejestr\w*|register\w*|ksef|kas\w*|stawk\w*|rate)\b/,
          ))))
  ) {
    if (period.quarter)
      return say(
        "jpkQuarter",
        jpkDeadline({ year: period.year, quarter: period.quarter }),
        {
          period:
            lang === "pl" ? `${ROMAN[period.quarter - 1]} kwartał ${period.year}` : `Q${period.quarter} ${period.year}`,
        },
        ["jpk-v7"],
      );
    if (!period.month) return null;
    return say("jpkMonth", jpkDeadline({ year: period.year, month: period.month }), { period: monthLabel }, ["jpk-v7"]);
  }
  if (
    // The monthly health contribution is paid with the social ones, by the same day.
    has(t, /\b(zus|skladk\w*|dra|social (security|contributions?)|zdrowotn\w*|health contribution)\b/) &&
    // "Od kiedy pełny ZUS, jak zacznę w marcu?" asks when a stage starts, not a payment deadline.
    !has(t, STAGE_FULL) &&
    !has(t, STAGE_PREFERENTIAL) &&
    !has(t, RELIEF) &&
    !has(
      t,
      /\b(zaczyn\w*|zaczn\w*|zaczal\w*|start\w*|wchodz\w*|wejdzie|begin\w*|otwier\w*|otworz\w*|zaklad\w*|zaloz\w*|rejestr\w*|register\w*)\b/,
    )
  ) {
    if (!period.month) return null;
    const legal = has(t, LEGAL_PERSON);
    return say(
      legal ? "zusLegalPerson" : "zusSoleTrader",
      zusDeadline(period.year, period.month, legal ? "legalPerson" : "soleTrader"),
      { period: monthLabel },
      ["zus-terminy-dra"],
    );
  }
  if (has(t, /\b(zaliczk\w*|advance\w*|pit)\b/)) {
    if (!period.month) return null;
    return say("pitAdvance", pitAdvanceDeadline(period.year, period.month), { period: monthLabel }, ["zaliczki-pit"]);
  }
  return null;
}
