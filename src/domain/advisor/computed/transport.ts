import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { TRANSPORT_2026 as T } from "../../tax/transport-2026.ts";
import { COUNT_WORDS } from "../understanding/number-words.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

/**
 * Calculators for a road-transport business (the forty-second set): the carrier's financial
 * standing for a number of vehicles, an employed driver's domestic per diems for whole days, and
 * the most an employee may be paid for business kilometres in a private vehicle.
 */

const STANDING = /\b(zdolnos\w* finansow\w*|financial standing)\b/;
const HEAVY =
  /\b(ciagnik\w*|ciezarow\w*|tir\w*|trucks?|lorr\w*|tractor units?|zestaw\w*|naczep\w*)\b|(?<![\d,.])(\d{2,3}|[4-9])([,.]\d+)? ?(t|ton\w*)\b/;
const LIGHT = /\b(bus(a|em|y|ie|ami|ow)?|buses|vans?|dostawcz\w*|sprinter\w*|3[,.]5 ?t\w*|2[,.]5 ?- ?3[,.]5)\b/;
const VEHICLE =
  "(ciagnik\\w*|ciezarow\\w*|tir\\w*|trucks?|lorr\\w*|tractor units?|pojazd\\w*|vehicles?|aut\\w*|samochod\\w*|bus(a|em|y|ie|ami|ow)?|buses|vans?|dostawcz\\w*|sprinter\\w*)";
const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join("|")})`;

/** The number of vehicles named ("3 ciągniki", "dwa busy", "2 trucks"). */
function vehicles(t: string): number | null {
  const m = new RegExp(`\\b${COUNT} (\\w+ ){0,2}${VEHICLE}`).exec(t);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : COUNT_WORDS[m[1]!];
  return n && n > 0 && n <= 50 ? n : null;
}

/** Whole euro with the thousands grouped as the language writes them ("19 000 euro", "EUR 14,000"). */
const grouped = (v: number, lang: KnowledgeLang) =>
  String(v).replace(/\B(?=(\d{3})+(?!\d))/g, lang === "en" ? "," : " ");
const euro = (v: number, lang: KnowledgeLang) =>
  lang === "en" ? `EUR ${grouped(v, lang)}` : `${grouped(v, lang)} euro`;

/** "Ile zdolności finansowej na 3 ciągniki?", "financial standing for 2 trucks": 9 000 + 5 000 each; vans 1 800 + 900. */
export function standingAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, STANDING)) return null;
  const n = vehicles(t);
  const light = has(t, LIGHT) && !has(t.replace(new RegExp(LIGHT.source, "g"), " "), HEAVY);
  if (!n || (!light && !has(t, HEAVY) && !has(t, /\b(pojazd\w*|vehicles?)\b/))) return null;
  const first = light ? T.standing.firstLightOnly.value : T.standing.firstVehicle.value;
  const next = light ? T.standing.nextLight.value : T.standing.nextHeavy.value;
  const content = tr(light ? "advisor:computed.transportStandingLight" : "advisor:computed.transportStanding", {
    count: n,
    total: euro(first + (n - 1) * next, lang),
    first: euro(first, lang),
    next: euro(next, lang),
  });
  return { topic: "transport-standing", content, articles: ["transport-drogowy-licencje"], calculation: content };
}

const PER_DIEM = /\b(diet\w*|per diems?|daily allowance\w*)\b/;
const ABROAD = /\b(zagraniczn\w*|miedzynarod\w*|foreign|international|abroad|za granic\w*)\b/;

/** "A pracownik jechał 3 doby w trasie po kraju?" after the per diem: 45 zł a whole day. */
export function perDiemAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, PER_DIEM) || has(t, ABROAD)) return null;
  const m = new RegExp(`\\b${COUNT} (pelne |pelnych |full |whole )?(dob\\w*|dni|days?)\\b`).exec(t);
  if (!m) return null;
  const days = /^\d+$/.test(m[1]!) ? Number(m[1]) : COUNT_WORDS[m[1]!];
  if (!days || days > 60) return null;
  const rate = T.perDiem.domestic.value;
  const content = tr("advisor:computed.transportPerDiem", {
    days,
    rate: money(rate, lang),
    total: money(days * rate, lang),
    night: money(T.perDiem.nightLumpSum.value, lang),
  });
  return { topic: "transport-per-diem", content, articles: ["transport-kierowcy-koszty"], calculation: content };
}

const MILEAGE = /\b(kilometrowk\w*|mileage|za (km|kilometr)|per (km|kilometre|kilometer)|stawk\w* za km)\b/;
const EMPLOYEE = /\b(pracownik\w*|pracownic\w*|employee\w*|zatrudnion\w*|kierowc\w*|worker)\b/;

/** The per-km rate of the vehicle named: an engine over 900 cm³ unless told smaller, electric or two wheels. */
function mileageRate(t: string): number {
  if (has(t, /\b(motorower\w*|moped\w*|skuter\w*)\b/)) return T.mileage.moped.value;
  if (has(t, /\b(motocykl\w*|motorcycle\w*|motorbike\w*)\b/)) return T.mileage.motorcycle.value;
  if (has(t, /\b(elektryk\w*|elektryczn\w*|electric)\b/)) return T.mileage.electric.value;
  const cc = /\b(\d{3,4}) ?(cm3|cm³|ccm|cc)\b/.exec(t);
  const litres = /\b(0[,.]\d|[1-9][,.]\d)( ?l\b| ?litr\w*| ?tdi| ?tsi)?/.exec(t.replace(/\d+ ?km\b/g, " "));
  const capacity = cc ? Number(cc[1]) : litres ? Number(litres[1]!.replace(",", ".")) * 1000 : 1000;
  return capacity > 900 ? T.mileage.carAbove900.value : T.mileage.carUpTo900.value;
}

/** "Pracownik jeździ swoim autem 1.6, 500 km w miesiącu – ile kilometrówki?": km × the rate. */
export function mileageAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, MILEAGE) || !has(t, EMPLOYEE)) return null;
  const km = /\b(\d{1,3}(?:[ .]\d{3})*|\d+) ?(km|kilometr\w*|kilometres?|kilometers?)\b/.exec(t);
  if (!km) return null;
  const distance = Number(km[1]!.replace(/[ .]/g, ""));
  if (!distance) return null;
  const rate = mileageRate(t);
  const content = tr("advisor:computed.transportMileage", {
    km: grouped(distance, lang),
    rate: money(rate, lang),
    total: money(Math.round(distance * rate * 100) / 100, lang),
  });
  return { topic: "transport-mileage", content, articles: ["transport-kierowcy-koszty"], calculation: content };
}

const DRIVEN =
  /\b(kierowc\w*|drivers?|jezdz\w*|jechal\w*|wyjezdzi\w*|przejechal\w*|prowadzil\w*|drove|driven|driving|jazd\w*)\b/;
const NEXT_WEEK = /\b(nastepn\w*|przyszl\w*|kolejn\w*) (tydz\w*|tygodni\w*)|\bnext week\b|\bw nastepnym\b/;

/**
 * "Kierowca wyjeździł w tym tygodniu 56 godzin – ile najwyżej w następnym?": 90 hours in two
 * consecutive weeks minus this week's, never more than the weekly 56 (Regulation 561/2006, art. 6).
 */
export function nextWeekDrivingAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, DRIVEN) || !has(t, NEXT_WEEK)) return null;
  const m = /(?<![\d,.])(\d{1,3}(?:[.,]\d)?) ?(godzin\w*|godz\.?|h|hours?|hrs?)(?![a-z])/.exec(t);
  if (!m) return null;
  const hours = Number(m[1]!.replace(",", "."));
  const { weekly, fortnight } = T.driving;
  if (!(hours > 0 && hours <= fortnight.value)) return null;
  const next = Math.max(0, Math.min(weekly.value, fortnight.value - hours));
  const number = (v: number) => String(v).replace(".", lang === "pl" ? "," : ".");
  const content = tr(`advisor:computed.transportNextWeek.${hours > weekly.value ? "over" : "within"}`, {
    hours: number(hours),
    next: number(next),
    weekly: weekly.value,
    fortnight: fortnight.value,
    rule:
      fortnight.value - hours < weekly.value
        ? `${fortnight.value} − ${number(hours)} = ${number(next)}`
        : tr("advisor:computed.transportNextWeek.weeklyCap", { weekly: weekly.value }),
  });
  return { topic: "transport-driving", content, articles: ["transport-czas-jazdy-kierowcow"], calculation: content };
}

export const transportAnswer = (q: Asked) =>
  standingAnswer(q) ?? perDiemAnswer(q) ?? mileageAnswer(q) ?? nextWeekDrivingAnswer(q);
