import { grosz } from "../../tax/money.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/** An area in square metres ("60 m2", "12 m²", "45 mkw", "10 sq m"). */
const AREA = /(\d+(?:[.,]\d+)?)\s?(?:m2|m²|mkw|sq ?m|square met\w*|metr\w* kw\w*)(?!\w)/g;
const HOME = /\b(mieszkani\w*|dom\w*|flat|apartment|house|home)\b/;
const OFFICE = /\b(biur\w*|gabinet\w*|pokoj\w*|pracowni\w*|office|room|study)\b/;
const BILLS = /\b(czynsz\w*|rachunk\w*|media|oplat\w*|rent|utilities|bills)\b/;
const COSTS_ASKED = /\b(koszt\w*|costs?|odlicz\w*|deduct\w*|wrzuc\w*|expens\w*)\b/;

/**
 * "Flat 50 m², office room 10 m², rent and bills 3 500 a month – how much is a cost?": the office's
 * share of the floor area times the home's monthly bills (PIT act, art. 22(1); the proportion by area).
 */
export function homeOfficeAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, HOME) || !has(t, OFFICE) || !has(t, BILLS) || !has(t, COSTS_ASKED)) return null;
  const areas = [...t.matchAll(AREA)].map((m) => Number(m[1]!.replace(",", ".")));
  if (areas.length !== 2) return null;
  const whole = Math.max(...areas);
  const office = Math.min(...areas);
  if (!(office > 0 && office < whole)) return null;
  const areaSpans = [...t.matchAll(AREA)].map((m) => m.index);
  const bills = findAmounts(t).filter((a) => !areaSpans.includes(a.index) && a.value >= 50 && a.period === "month");
  if (bills.length !== 1) return null;
  const share = office / whole;
  const monthly = grosz(bills[0]!.value * share);
  const content = tr("advisor:computed.homeOffice", {
    office,
    whole,
    share: pct(share, lang),
    bills: money(bills[0]!.value, lang),
    monthly: money(monthly, lang),
  });
  return { topic: "koszty-biura-w-domu", content, articles: ["koszty-biura-w-domu"], calculation: content };
}
