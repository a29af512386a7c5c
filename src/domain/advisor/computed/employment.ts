import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { employerCost, employerRate, netPay } from "../../tax/eligibility.ts";
import { fold } from "../../knowledge/analyzer.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { toMonthly } from "../amounts.ts";
import { type Amounts, type Asked, type ComputedAnswer, has, money, pct, type Translate } from "./shared.ts";
import { countOf } from "../understanding/headcount.ts";
import { COUNT_WORDS } from "../understanding/number-words.ts";
import { COST, EMPLOYEE } from "./words.ts";
import { findAmounts } from "../amounts.ts";
import { UNDER_26 } from "./words.ts";
import { grossFromTotal, namedTotalCost } from "./ppk.ts";
import { mandatePeople } from "./mandate-people.ts";

const HIRED =
  /\b(salary|wynagrodzen\w*|pensj\w*|payroll|zatrudni\w*|pracownik\w*|pracownic\w*|etat\w*|umow\w* o prace|employee\w*|hire|hiring|staff|worker\w*|employ)\b/;
const SALES = /\b(faktur\w*|invoic\w*|sprzedaz\w*|sales|revenue|przychod\w*|obrot\w*|turnover)\b/;

const HIRED_COUNT = new RegExp(
  `\\b(?:hire|hiring|employ|employing|take on|zatrudni\\w*|przyjac|przyjme) (\\d{1,3}|${Object.keys(COUNT_WORDS).join("|")})\\s+[a-z]+`,
);

/** "Składki pracodawcy od minimalnej", "employer ZUS per person": what the employer pays on a salary. */
const EMPLOYER_CONTRIBUTIONS =
  /\b(skladk\w* (zus )?(pracodawc\w*|od pracownik\w*|za pracownik\w*)|(zus|skladk\w*) (placi |oplaca )?pracodawc\w*|employer('?s)? (zus|contributions?|social (security|contributions?)|share)|(zus|contributions?) (paid )?by the employer)\b/;

/** The deductible costs of a creator's pay ("50% koszty autorskie", "author's costs", "koszty uzyskania"). */
const AUTHORS_COSTS =
  /\b(koszt\w* autorsk\w*|autorsk\w* koszt\w*|author'?s? costs?|authors costs?|50 ?% (\w+ ){0,2}(koszt\w*|costs?)|koszt\w* uzyskani\w*|deductible costs?|standard costs?)\b/;

/** "3 pracowników", "two employees": how many people the cost is for. */
const PEOPLE_COUNTED = new RegExp(
  `\\b(\\d{1,3}|${Object.keys(COUNT_WORDS).join("|")})\\s+((minimum[- ]wage|full[- ]time|part[- ]time|new|nowych|nowe)\\s+)?(pracownik\\w*|osob\\w*|employees|people|workers|staff)\\b`,
);

/** The employer's total cost of a salary (the minimum wage when none is named), for one or several employees. */
export function employerCostAnswer({ t, question, lang, tr, amounts, focusAmounts }: Asked): ComputedAnswer | null {
  const asked = has(t, EMPLOYER_CONTRIBUTIONS) || (has(t, EMPLOYEE) && has(t, COST));
  // The owner's own ZUS or tax form is another question; "my JDG wants to hire someone" is not.
  if (!asked || has(t, /\b(ryczal\w*|liniow\w*|wlasn\w* zus)\b/)) return null;
  // "Ile kosztów wynagrodzeń odliczę w uldze B+R?": a relief on the pay, not what the pay costs.
  if (has(t, /(\bb\+r\b|\bbadawczo|\bulg\w* badawcz|\br ?& ?d\b|research and development|\bip ?box\b)/)) return null;
  // "Pracodawca stosuje mi 50% koszty – jest limit?": the deductible costs of the pay, not what it costs the firm.
  if (has(t, AUTHORS_COSTS)) return null;
  if (has(t, /\bjdg\b/) && !has(t, /\b(zatrudni\w*|hire|hiring|employ\w*|pracownik\w*|pracownic\w*)\b/)) return null;
  // "Faktury kosztowe też z KSeF?": purchase invoices, not what staff cost.
  if (
    has(t, /\b(ksef|faktur\w* kosztow\w*|cost invoices?|purchase invoices?)\b/) &&
    !amounts.some((a) => a.kind === "salary")
  )
    return null;
  // "My invoices total 4,000 gross a month": a gross amount of sales is no salary.
  if (!has(t, HIRED) && has(t, SALES)) return null;
  // A follow-up's own amount wins ("a 8 tysięcy brutto?" after "ile kosztuje pensja 5000 brutto?").
  // Sales or income told beside the staff ("2 pracowników, faktury dla firm ok. 40 tys.") are no salary.
  // "Employee gross 8000 total cost employer": the amount right after "gross" is the pay, whatever word follows it.
  const afterGross = (a: { index: number }) =>
    /\b(gross|brutto)\s*$/.test(
      fold(question)
        .toLowerCase()
        .slice(Math.max(0, a.index - 10), a.index),
    );
  const pick = (list: typeof amounts) =>
    list.find((a) => a.kind === "salary") ??
    list.find((a) => afterGross(a) && a.value >= 1000) ??
    list.find((a) => a.kind !== "costs" && a.kind !== "revenue" && a.kind !== "income" && a.value >= 1000);
  const stated = pick(focusAmounts) ?? pick(amounts);
  // "I have 6 employees – what are the PPK contributions?": the plan's rates, not a salary's cost.
  // "…on minimum wage (no PPK)": PPK ruled out is no question about it.
  if (
    !stated &&
    has(t, /\b(ppk|pracownicz\w* plan\w* kapitalow\w*|employee capital plans?)\b/) &&
    !has(t, /\b(no|without|bez|nie ma|not in|excluding) (\w+ )?ppk\b/)
  )
    return null;
  const accidentRate = accidentRateIn(t);
  // "5 790,28 zł z ZUS pracodawcy", "total cost 7 228,80": the whole cost named, its gross worked back.
  const total = namedTotalCost(question);
  const gross = total
    ? grossFromTotal(total, accidentRate)
    : stated
      ? toMonthly(stated.value, stated.period ?? "month")
      : P.minimumWage.value;
  const cost = employerCost(P, gross, { accidentRate });
  const ppk = employerCost(P, gross, { ppk: true, accidentRate });
  // "hire two baristas", "zatrudnić 3 kelnerki": the count of the people taken on, whatever their trade.
  const counted = PEOPLE_COUNTED.exec(t)?.[1] ?? HIRED_COUNT.exec(t)?.[1];
  const count = counted ? countOf(counted) || 1 : 1;
  const many =
    count > 1
      ? ` ${tr("advisor:computed.employerCostMany", { count, total: money(Math.round(cost.total * count * 100) / 100, lang) })}` +
        // "ile wyniesie ZUS po mojej stronie za nich?": the employer's contributions for all of them.
        (has(t, /\b(zus\w*|skladk\w*|contributions?)\b/)
          ? ` ${tr("advisor:computed.employerContributionsMany", { count, contributions: money(Math.round(cost.contributions * count * 100) / 100, lang) })}`
          : "")
      : "";
  // "ile to rocznie?", "what will it cost me per year?": the year's cost too.
  const monthlyAll = Math.round(cost.total * count * 100) / 100;
  const year = has(t, /\b(roczn\w*|w skali roku|na rok|za rok|per year|a year|yearly|annual\w*|for the year)\b/)
    ? ` ${tr("advisor:computed.employerCostYear", { total: money(Math.round(monthlyAll * 1200) / 100, lang), monthly: money(monthlyAll, lang) })}`
    : "";
  const content = tr("advisor:computed.employerCost", {
    gross: money(gross, lang),
    total: money(cost.total, lang),
    contributions: money(cost.contributions, lang),
    ppk: money(ppk.total, lang),
    accident: pct(accidentRate ?? P.employer.accident.value, lang),
    assumed: (stated || total ? "" : tr("advisor:computed.minimumWageAssumed")) + many + year,
  });
  return { topic: "employer-cost", content, articles: ["koszt-pracodawcy"], calculation: content };
}

const NET_PAY =
  /\b(na reke|netto|net pay|net salary|net wage|take[- ]home|in hand|(get|gets|receive|receives|earn|earns|take|takes) (home )?net|how much net|ile netto|net (will|would|do|does) (they|he|she|i)|ile (dostanie|dostane|otrzyma\w*) (pracownik|na konto)|(and |a )?net(?=\s*\??\s*$))\b/;
/** The PIT advance an employer withholds ("zaliczka PIT od pensji", "what PIT advance do I withhold"). */
const PIT_ADVANCE =
  /\b(zaliczk\w* (na )?(pit|podat\w*)|pit advance\w*|(income )?tax advance\w*|advance\w* (on|of) (pit|income tax|tax)|withh\w* (\w+ ){0,2}(pit|tax|advance\w*))\b/;
const EMPLOYMENT_CONTEXT =
  /\b(umow\w* o prac\w*|etat\w*|pracownik\w*|employee\w*|employment contract|salary|pensj\w*|wynagrodzen\w*|minimaln\w* (krajow\w*|wynagrodzen\w*|pensj\w*|plac\w*)|minimalna krajowa|plac\w* minimaln\w*|minimum wage|brutto|gross)\b/;
const EMPLOYER_SHARE =
  /\b(jaki (procent|%)|ile (procent|%)|what (%|percent\w*|percentage|share)|how many percent|(%|procent\w*|percent\w*)\b.*\b(pracodaw\w*|employer)|(pracodaw\w*|employer)\b.*(%|procent\w*|percent\w*|on top))/;

/** The employer's own accident-insurance rate when the question gives it ("wypadkowe mam 0,93", "accident rate 1.2%"). */
function accidentRateIn(t: string): number | undefined {
  const hit = /\b(?:wypadkow\w*|accident\w*)\D{0,24}?(\d(?:[.,]\d{1,2})?)\s*%?/.exec(t);
  const value = hit ? Number(hit[1]!.replace(",", ".")) / 100 : null;
  return value !== null && value >= 0.003 && value <= 0.04 ? value : undefined;
}

/**
 * The gross salary a question names (the minimum wage when none): "chce 4,5 tys. na rękę, dam mu
 * 6000 brutto" – the figure called gross is the salary the net pay comes from.
 */
function statedGross(t: string, tr: Translate, amounts: Amounts, focusAmounts: Amounts) {
  const called = [...t.matchAll(/\d[\d\s.,]*\s*(k|tys\w*)?\.?\s*(zl|pln)?\s*(brutto|gross)\b/g)].flatMap((m) =>
    findAmounts(m[0]).map((a) => a.value),
  );
  const pick = (list: Amounts) =>
    list.find((a) => a.kind === "salary" && called.includes(a.value)) ??
    list.find((a) => a.kind === "salary") ??
    list.find((a) => a.kind !== "costs" && a.value >= 1000);
  const stated = pick(focusAmounts) ?? pick(amounts);
  const gross = stated ? toMonthly(stated.value, stated.period ?? "month") : P.minimumWage.value;
  return { stated, gross, assumed: stated ? "" : tr("advisor:computed.minimumWageAssumed") };
}

/** "Jaka zaliczka PIT od minimalnej z PIT-2?": the advance the employer withholds (none under 26). */
function pitAdvanceAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  { gross, assumed }: { gross: number; assumed: string },
  focusT: string,
): ComputedAnswer | null {
  // "A kiedy te zaliczki przelewam?": when they are paid, which the articles say.
  const asksWhen = has(
    focusT || t,
    /\b(kiedy|do kiedy|when|by when|termin\w*|deadline|deklaracj\w*|pit-?4r|przelew\w*)\b/,
  );
  const hired = has(t, EMPLOYMENT_CONTEXT) || has(t, /\b(zatrudni\w*|minimaln\w*|minimum[- ]wage|pit-?2)\b/);
  if (!has(t, PIT_ADVANCE) || !hired || asksWhen || has(t, UNDER_26) || has(t, NET_PAY)) return null;
  const n = netPay(P, gross);
  const content = tr("advisor:computed.pitAdvance", {
    gross: money(gross, lang),
    advance: money(n.advance, lang),
    social: money(n.socialTotal, lang),
    base: money(n.taxBase, lang),
    noPit2: money(Math.round(n.taxBase * P.pit.scaleRateLow.value), lang),
    assumed,
  });
  return { topic: "pit-advance", content, articles: ["wynagrodzenia-pit-i-koszty"], calculation: content };
}

/**
 * Payroll: the net pay (na rękę) of a gross salary on an employment contract, and the employer's
 * contribution rate on top of gross pay (20,48% in 2026).
 */
export function payrollAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: Amounts,
  focusAmounts: Amounts,
  /** A follow-up's own words: "a ile on dostanie na rękę?" after the employer's cost asks the net pay. */
  focusT = "",
): ComputedAnswer | null {
  if (
    has(
      t,
      /\b(ryczal\w*|liniow\w*|skal\w*(?! roku)|jdg|b2b|dzialalnosc\w*|firm\w*|sole trader|self[- ]employed|zlecen\w*|dzielo|dziela)\b/,
    )
  )
    return null;
  const { stated, gross, assumed } = statedGross(t, tr, amounts, focusAmounts);
  const advance = pitAdvanceAnswer(t, lang, tr, { gross, assumed }, focusT);
  if (advance) return advance;
  if (
    has(t, NET_PAY) &&
    has(t, EMPLOYMENT_CONTEXT) &&
    (!has(t, /\b(pracodaw\w*|employer)\b/) || has(focusT, NET_PAY))
  ) {
    const n = netPay(P, gross);
    const content = tr("advisor:computed.netPay", {
      gross: money(gross, lang),
      net: money(n.net, lang),
      social: money(n.socialTotal, lang),
      health: money(n.health, lang),
      advance: money(n.advance, lang),
      assumed,
    });
    return { topic: "net-pay", content, articles: ["placa-minimalna-2026", "koszt-pracodawcy"], calculation: content };
  }
  const accidentRate = accidentRateIn(t);
  const employerNamed = has(t, /\b(pracodaw\w*|employer\w*)\b/);
  const contributionsNamed = has(
    t,
    /\b(zus|skladk\w*|skladek|contribution\w*|on top|narzut\w*|na gorze|ponad (pensj\w*|wynagrodzen\w*|brutto))\b/,
  );
  const percentAsked = has(
    t,
    /\b(jaki|jak duzy|ile|what|how many|how much)\s+(procent\w*|percent\w*|percentage|share|rate|stawk\w*)|\bwhat %|\bile %/,
  );
  const shareAsked = has(t, EMPLOYER_SHARE);
  // "Ile składek ZUS płacę jako pracodawca za 6000 brutto?": the amount on top of a stated salary.
  const amountAsked =
    !percentAsked &&
    stated !== undefined &&
    has(t, EMPLOYEE) &&
    !has(t, COST) &&
    has(t, /\b(ile|how much|jaki\w*|kwot\w*|what)\b/);
  if (employerNamed && contributionsNamed && (shareAsked || amountAsked)) {
    const cost = employerCost(P, gross, { accidentRate });
    const params = {
      rate: pct(employerRate(P, accidentRate), lang),
      gross: money(gross, lang),
      contributions: money(cost.contributions, lang),
      total: money(cost.total, lang),
      accident: pct(accidentRate ?? P.employer.accident.value, lang),
      pension: money(cost.parts.pension, lang),
      disability: money(cost.parts.disability, lang),
      accidentAmount: money(cost.parts.accident, lang),
      labourFund: money(cost.parts.labourFund, lang),
      guaranteeFund: money(cost.parts.guaranteeFund, lang),
    };
    const content = tr(`advisor:computed.${amountAsked ? "employerContributions" : "employerShare"}`, params);
    return { topic: "employer-cost", content, articles: ["koszt-pracodawcy"], calculation: content };
  }
  return null;
}

const HOURS = /(?<![\d,.])(\d{1,3}(?:[.,]\d{1,2})?)\s*-?\s*(godzin\w*|godz\.?|h|hours?|hrs?|roboczogodzin\w*)(?![a-z])/;
const MANDATE =
  /\b(zlecen\w*|zleceniobiorc\w*|umow\w* o swiadczeni\w* uslug|mandate|civil[- ]law|service contract\w*|contract for services)\b/;
const HOURLY_RATE =
  /(?<![\d,.])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:zl|pln)?\s*(?:brutto|gross)?\s*(?:\/\s*h\b|\/\s*godz\w*|za godzin\w*|na godzin\w*|an hour|per hour|\/\s*hour|\/\s*hr|za h\b)/;

/** Pay for a number of hours on umowa zlecenie: at least hours × the 2026 minimum hourly rate (31,40 zł). */
export function mandateHoursAnswer(t: string, lang: KnowledgeLang, tr: Translate): ComputedAnswer | null {
  const hoursHit = HOURS.exec(t);
  if (!hoursHit || !has(t, MANDATE)) return null;
  if (
    !has(
      t,
      /\b(ile|how much|minim\w*|najmniej|co najmniej|najnizsz\w*|at least|lowest|kwot\w*|wyplac\w*|zaplac\w*|dosta\w*|pay|owe)\b/,
    )
  )
    return null;
  const hours = Number(hoursHit[1]!.replace(",", "."));
  if (!(hours > 0 && hours <= 744)) return null;
  const minimumRate = P.minimumHourlyRate.value;
  const minimum = grosz(hours * minimumRate);
  const statedHit = HOURLY_RATE.exec(t);
  const stated = statedHit ? Number(statedHit[1]!.replace(",", ".")) : null;
  const params = {
    hours: String(hours).replace(".", lang === "pl" ? "," : "."),
    rate: money(minimumRate, lang),
    minimum: money(minimum, lang),
    stated: stated ? money(stated, lang) : "",
    pay: stated ? money(grosz(hours * stated), lang) : "",
  };
  const key = stated === null ? "minimum" : stated >= minimumRate ? "statedAbove" : "statedBelow";
  // "2 pomocników, każdy 160 h": the minimum for all of them first.
  const people = mandatePeople(t);
  const together = { people, total: money(grosz(people * minimum), lang) };
  const content = [
    ...(people > 1 ? [tr("advisor:computed.mandateHours.people", { ...params, ...together })] : []),
    tr(`advisor:computed.mandateHours.${key}`, params),
  ].join(" ");
  return {
    topic: "zlecenie-stawka",
    content,
    articles: ["umowy-praca-zlecenie-dzielo", "placa-minimalna-2026"],
    calculation: content,
  };
}

/** "Pół etatu", "3/4 etatu", "half-time", "part-time 75%": the share of full time. */
const PART_TIME =
  /\b(?:(pol|polowe|half)[- ]?(?:etatu|etat|time|a job)|(\d)\/(\d) etatu|(\d)\/(\d) (?:of )?(?:full[- ]time|a job|time)|(?:part[- ]time|etat\w*|wymiar\w*)\D{0,12}?(\d{2})\s?%|(\d{2})\s?% (?:etatu|of full[- ]time|part[- ]time))\b/;
const ASKS_MINIMUM = /\b(minim\w*|najmniej|co najmniej|najnizsz\w*|at least|lowest|placa minimaln\w*)\b/;

/** The minimum pay of a part-time employee: the 2026 minimum wage in proportion to the working time. */
export function partTimeMinimumAnswer({ t, lang, tr, focus }: Asked): ComputedAnswer | null {
  const where = `${t} ${fold(focus).toLowerCase()}`;
  const hit = PART_TIME.exec(where);
  if (
    !hit ||
    !has(t, ASKS_MINIMUM) ||
    !has(where, /\b(etat\w*|prac\w*|zatrudni\w*|employ\w*|time|job|brutto|gross|pay\w*|plac\w*|wynagrodzen\w*)\b/)
  )
    return null;
  const share = hit[1]
    ? 0.5
    : hit[2]
      ? Number(hit[2]) / Number(hit[3])
      : hit[4]
        ? Number(hit[4]) / Number(hit[5])
        : Number(hit[6] ?? hit[7]) / 100;
  if (!(share > 0 && share < 1)) return null;
  const content = tr("advisor:computed.partTimeMinimum", {
    share: pct(share, lang),
    amount: money(grosz(P.minimumWage.value * share), lang),
    full: money(P.minimumWage.value, lang),
  });
  return {
    topic: "placa-minimalna",
    content,
    articles: ["placa-minimalna-2026", "kodeks-pracy-podstawy"],
    calculation: content,
  };
}
