import { healthSettlementDeadline } from "../../tax/deadlines.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { formatDate } from "../understanding/dates.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { HEALTH } from "./words.ts";

type Bracket = "upTo60k" | "upTo300k" | "above300k";

/** The bracket a contribution paid is named by: its amount, or "the lowest", "średnią", "the highest". */
const PAID_WORDS: [Bracket, RegExp][] = [
  ["upTo60k", /\b(najniz\w*|najmniejsz\w*|pierwsz\w* prog\w*|lowest|smallest|first bracket|minimal\w*|minimum)\b/],
  ["upTo300k", /\b(sredni\w*|srodkow\w*|drug\w* prog\w*|middle|medium|second bracket)\b/],
  ["above300k", /\b(najwyzsz\w*|najwiek\w*|trzec\w* prog\w*|highest|top bracket|third bracket)\b/],
];
/** Paid all year ("cały rok płaciłam", "paid all year", "przez 12 miesięcy"), then settled. */
const PAID_ALL_YEAR =
  /\b(plac\w*|oplac\w*|paid|paying|pay)\b.{0,60}\b(caly rok|przez caly rok|all (the )?year|whole year|every month|12 (miesiecy|months)|co miesiac)\b|\b(caly rok|przez caly rok|all (the )?year|whole year|every month)\b.{0,60}\b(plac\w*|oplac\w*|paid|paying)\b/;
const SETTLEMENT =
  /\b(doplat\w*|dopłac\w*|doplac\w*|rozliczen\w* roczn\w*|roczn\w* rozliczen\w*|rozliczeni\w*|co teraz|co dalej|what now|top[- ]?up|pay (extra|more|the difference)|owe|zwrot\w*|nadplat\w*|overpa\w*|refund\w*|roznic\w*|difference|settle\w*)\b/;

const monthlyOf = (b: Bracket) => P.health.ryczaltMonthly[b].value;
const bracketOf = (revenue: number): Bracket => {
  const [low, high] = P.health.ryczaltBrackets.value;
  return revenue <= low ? "upTo60k" : revenue <= high ? "upTo300k" : "above300k";
};

/**
 * "Ryczałt, przychód 75 tys., cały rok płaciłem 498,35 – ile dopłacę?": the year's health
 * contribution due at the bracket the year's revenue falls in, less what was paid each month at a
 * lower (or higher) one, settled by 20 May of the next year (DRA for April).
 */
export function healthSettlementAnswer({ t, question, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(ryczal\w*|lump[- ]?sum)\b/) || !has(t, HEALTH) || !has(t, SETTLEMENT) || !has(t, PAID_ALL_YEAR))
    return null;
  // Money named, not the year ("w 2026") nor a count of months.
  const figures = findAmounts(question).filter(
    (a) => a.money || (a.value >= 100 && !(Number.isInteger(a.value) && a.value >= 1990 && a.value <= 2100)),
  );
  const bracketAmounts = Object.keys(P.health.ryczaltMonthly) as Bracket[];
  const paidNamed = figures.find((a) => bracketAmounts.some((b) => Math.abs(monthlyOf(b) - a.value) < 0.01));
  const paid =
    (paidNamed && bracketAmounts.find((b) => Math.abs(monthlyOf(b) - paidNamed.value) < 0.01)) ??
    PAID_WORDS.find(([, re]) => has(t, re))?.[0];
  const revenueFigure = figures.find((a) => a !== paidNamed && a.value >= 1000);
  if (!paid || !revenueFigure) return null;
  const revenue = revenueFigure.period === "month" ? revenueFigure.value * 12 : revenueFigure.value;
  const due = bracketOf(revenue);
  const months = 12;
  const difference = grosz(monthlyOf(due) - monthlyOf(paid));
  const total = grosz(difference * months);
  const params = {
    revenue: money(revenue, lang),
    due: money(monthlyOf(due), lang),
    paid: money(monthlyOf(paid), lang),
    difference: money(Math.abs(difference), lang),
    months,
    total: money(Math.abs(total), lang),
    dueYear: money(grosz(monthlyOf(due) * months), lang),
    paidYear: money(grosz(monthlyOf(paid) * months), lang),
    deadline: formatDate(healthSettlementDeadline(P.year).due, lang),
  };
  const key = difference > 0 ? "extra" : difference < 0 ? "over" : "even";
  const content = `${tr(`advisor:computed.healthSettlement.${key}`, params)} ${tr("advisor:computed.healthSettlement.note")}`;
  return {
    topic: "health-settlement",
    content,
    articles: ["skladka-zdrowotna-rozliczenie-roczne", "skladka-zdrowotna-ryczalt"],
    calculation: content,
  };
}
