import { formatMoney } from "../../shared/format.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { BusinessProfile, ProfileFact } from "./profile.ts";
import { advisorText } from "./translate.ts";

/** Whole złoty without grosze ("12 000 zł"), otherwise to the grosz. */
export const amount = (v: number, lang: KnowledgeLang) =>
  Number.isInteger(v) ? formatMoney(v, lang).replace(/[.,]00(?=\D*$)/, "") : formatMoney(v, lang);

export function describeFacts(lang: KnowledgeLang, facts: Partial<BusinessProfile>): string[] {
  const tr = advisorText(lang);
  const money = (v: number) => amount(v, lang);
  const out: string[] = [];
  for (const [fact, value] of Object.entries(facts) as [ProfileFact, unknown][]) {
    if (fact === "monthlyRevenue" || fact === "monthlyCosts")
      out.push(tr(`advisor:facts.${fact}`, { amount: money(value as number) }));
    else if (fact === "employees")
      out.push(
        value === 0 ? tr("advisor:facts.noEmployees") : tr("advisor:facts.employees", { count: value as number }),
      );
    else if (fact === "founders") out.push(tr("advisor:facts.founders", { count: value as number }));
    else if (fact === "activity") out.push(tr("advisor:facts.activity", { value: String(value) }));
    // The start date as a day in words ("1 marca 2027" / "1 March 2027").
    else if (fact === "startDate")
      out.push(
        tr("advisor:facts.startDate", {
          date: new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", {
            day: "numeric",
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          }).format(new Date(`${String(value)}T00:00:00Z`)),
        }),
      );
    else out.push(tr(`advisor:facts.${fact}.${String(value)}`));
  }
  return out;
}
