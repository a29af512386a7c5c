import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import type { SocialMonth } from "../../tax/social-contributions.ts";
import { type Asked, has, money, pct } from "./shared.ts";

/**
 * One part of the social contributions asked about ("ile z tego idzie na emeryturę?", "how much is
 * the accident part of full ZUS?"): its rate and amount lead, before the stage's total. The sickness
 * part is left out: "with sickness insurance" usually asks for the total with it.
 */
const PARTS = {
  pension: /\b(emerytaln\w*|emerytur\w*|pension)\b/,
  disability: /\b(rentow\w*|disability)\b/,
  accident: /\b(wypadkow\w*|accident)\b/,
  labourFund: /\b(fundusz\w* pracy|fp|labou?r fund)\b/,
} as const;

type Part = keyof typeof PARTS;

export function zusPartLead(
  { t, lang, tr }: Pick<Asked, "t" | "lang" | "tr">,
  stage: "preferential" | "full",
  parts: SocialMonth,
  base: number,
): string {
  const asked = (Object.keys(PARTS) as Part[]).filter((p) => has(t, PARTS[p]));
  if (asked.length !== 1) return "";
  const part = asked[0]!;
  if (part === "labourFund" && !parts.labourFund)
    return tr("advisor:computed.zusPartNotDue", { minimum: money(P.minimumWage.value, lang) });
  return tr(`advisor:computed.zusPart.${part}`, {
    rate: pct(P.zus.rates[part].value, lang),
    amount: money(parts[part], lang),
    stage: tr(`advisor:computed.zusPartStage.${stage}`),
    base: money(base, lang),
  });
}
