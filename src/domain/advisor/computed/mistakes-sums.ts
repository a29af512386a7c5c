import { ryczaltMonthlyHealth } from "../../tax/health-contribution.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { socialContributions, type ZusStage } from "../../tax/social-contributions.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

/**
 * Money paid wrongly (the fifty-fifth set): ZUS paid at last year's amount (the shortfall), months
 * of one ZUS stage paid instead of a cheaper one (the overpayment and its refund request), a year's
 * ryczałt health contribution paid in a higher bracket than the revenue's, and the 30% of input VAT
 * not deductible while a required cash register is missing (art. 111 ust. 2 of the VAT act).
 */
const P = PARAMETERS_2026;
const ZUS = /\b(zus\w*|skladk\w*|contributions?)\b/;
const SHORT =
  /\b(brakuje|brak\w*|doplac\w*|missing|short\w*|underpa\w*|how much (more|is left)|ile (jeszcze|mam doplacic))\b/;
const OVERPAID = /\b(nadplac\w*|nadplat\w*|przeplac\w*|za duzo|overpa\w*|too much)\b/;
const SICKNESS = /\b(chorobow\w*|sickness)\b/;
const NO_SICKNESS = /\b(bez (dobrowolnego )?chorobow\w*|without (voluntary )?sickness|no sickness)\b/;

const sums = (s: string) =>
  findAmounts(s)
    .filter((a) => !a.people && a.value >= 50)
    .map((a) => a.value);
const social = (stage: ZusStage, sickness: boolean) =>
  socialContributions(P, { stage, sicknessInsurance: sickness }).monthly.total;

/** "Zapłaciłam składki w starej kwocie 1773,96 zł – ile brakuje?": the 2026 amount less what was paid. */
function shortfall(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, ZUS) || !has(t, SHORT) || has(t, OVERPAID)) return null;
  const paid = sums(q.question);
  if (paid.length !== 1) return null;
  const stage: ZusStage = has(t, /\b(preferen\w*|maly zus(?! plus)|small zus)\b/) ? "preferential" : "full";
  if (stage === "full" && !has(t, /\b(pelny|pelnego|pelnym|duzy|duzego|full)\b/)) return null;
  const due = social(stage, !has(t, NO_SICKNESS));
  if (paid[0]! >= due) return null;
  const content = tr("advisor:computed.h55.zusShortfall", {
    paid: money(paid[0]!, lang),
    due: money(due, lang),
    missing: money(grosz(due - paid[0]!), lang),
  });
  return { topic: "zus-shortfall", content, articles: ["bledy-odsetki-podatkowe"], calculation: content };
}

/** "Przez 3 miesiące płaciłem pełny ZUS z chorobowym, a należał mi się preferencyjny": the difference × months. */
function overpaidStage(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, OVERPAID) || !has(t, /\b(pelny|pelnego|pelnym|duzy|full)\b/) || !has(t, /\bpreferen\w*/)) return null;
  const m = /\b(?<n>\d{1,2}|trzy|dwa|cztery|piec|szesc) (pierwsz\w* )?(miesi\w*|months?)\b/.exec(t);
  const words: Record<string, number> = { dwa: 2, trzy: 3, cztery: 4, piec: 5, szesc: 6 };
  const months = m?.groups ? (words[m.groups.n!] ?? Number(m.groups.n)) : NaN;
  if (!(months >= 1 && months <= 24)) return null;
  const sickness = has(t, SICKNESS) && !has(t, NO_SICKNESS);
  const full = social("full", sickness);
  const preferential = social("preferential", sickness);
  const content = tr("advisor:computed.h55.zusOverpaid", {
    months,
    full: money(full, lang),
    preferential: money(preferential, lang),
    difference: money(grosz(full - preferential), lang),
    total: money(grosz((full - preferential) * months), lang),
  });
  return { topic: "zus-overpaid", content, articles: ["bledy-nadplata-przedawnienie"], calculation: content };
}

/** "Ryczałt, przychód 55 tys., a płaciłem zdrowotną 830,58 przez 12 miesięcy": the bracket's amount instead. */
function ryczaltHealthOverpaid(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\bryczal\w*|lump[- ]sum\b/) || !has(t, /\b(zdrowotn\w*|health)\b/) || !has(t, OVERPAID)) return null;
  const found = findAmounts(q.question).filter((a) => !a.people);
  const paid = found.find((a) => !Number.isInteger(a.value) && a.value < 3000)?.value;
  const revenue = found.find((a) => a.value >= 3000)?.value;
  const m = /\b(?<n>\d{1,2}) (miesi\w*|months?)\b/.exec(t);
  const months = m?.groups ? Number(m.groups.n) : 12;
  if (!paid || !revenue || months < 1 || months > 12) return null;
  const due = ryczaltMonthlyHealth(P, revenue);
  if (paid <= due) return null;
  const content = tr("advisor:computed.h55.ryczaltHealthOverpaid", {
    revenue: money(revenue, lang),
    paid: money(paid, lang),
    due: money(due, lang),
    months,
    total: money(grosz((paid - due) * months), lang),
  });
  return {
    topic: "ryczalt-health-overpaid",
    content,
    articles: ["bledy-nadplata-przedawnienie"],
    calculation: content,
  };
}

/** "Kasa fiskalna 2 miesiące za późno, VAT naliczony 4000 zł – ile stracę?": 30% of that input VAT. */
function cashRegisterSanction(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(kas\w* fiskaln\w*|kas(y|e|a)|cash registers?|fiscal (cash )?registers?)\b/)) return null;
  if (!has(t, /\b(naliczon\w*|input vat|vat (z|ze|from|on) (zakup\w*|purchas\w*))\b/)) return null;
  if (!has(t, /\b(strac\w*|strace|kar\w*|sankcj\w*|sanction\w*|lose|lost|penalt\w*|grozi)\b/)) return null;
  const own = q.focus ? findAmounts(q.focus).filter((a) => a.money && !a.people && a.value >= 1) : [];
  const vat = own.length ? own : findAmounts(q.question).filter((a) => a.money && !a.people && a.value >= 1);
  if (vat.length !== 1) return null;
  const lost = grosz(vat[0]!.value * 0.3);
  const content = tr("advisor:computed.h55.cashRegister", { vat: money(vat[0]!.value, lang), lost: money(lost, lang) });
  return { topic: "cash-register-sanction", content, articles: ["kasa-fiskalna"], calculation: content };
}

export const mistakesSumsAnswer = (q: Asked): ComputedAnswer | null =>
  overpaidStage(q) ?? shortfall(q) ?? ryczaltHealthOverpaid(q) ?? cashRegisterSanction(q);
