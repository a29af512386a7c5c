import { monthsLater } from "../../tax/calendar-day.ts";
import { formatDate } from "../understanding/dates.ts";
import { datesIn, ENDING } from "./ending-figures.ts";
import { type Asked, type ComputedAnswer, has } from "./shared.ts";

const DEATH = /\b(zmarl\w*|zmarla|umarl\w*|smierc\w*|smierci|died|death|passed away)\b/;
const MANAGER = /\b(zarzad\w* sukcesyjn\w*|zarzadc\w*|succession manage\w*)\b/;
const UNTIL = /\b(do kiedy|kiedy|termin\w*|najpozniej|until when|by when|deadline|how long (do|have) we|last day)\b/;

/**
 * "Tata zmarł 10 marca 2026 – do kiedy powołać zarządcę sukcesyjnego?": after the owner's death the
 * heirs may appoint the succession manager within 2 months of the death (ustawa o zarządzie
 * sukcesyjnym); the management then lasts 2 years, which a court may extend to 5.
 */
export function successionDeadlineAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, DEATH) || !has(t, MANAGER) || !has(t, UNTIL)) return null;
  if (has(t, /\b(jak dlugo (moze )?trwa|how long (can|does|will) (it|the|succession)|ile (moze )?trwa\w*)\b/))
    return null;
  const [died] = datesIn(t);
  if (!died) return null;
  const last = monthsLater(died, 2);
  const lead = tr(`${ENDING}.succession`, { last: formatDate(last, lang), died: formatDate(died, lang) });
  const content = `${lead}\n\n${tr(`${ENDING}.successionLength`)}`;
  return { topic: "konczenie-sukcesja", content, articles: ["konczenie-sukcesja"], calculation: content };
}
