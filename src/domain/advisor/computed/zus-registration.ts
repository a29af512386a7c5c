import { zusRegistrationDeadline } from "../../tax/deadlines.ts";
import { formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has } from "./shared.ts";

/** Registering with ZUS (the owner on ZUA/ZZA, or an employee), not paying nor joining Mały ZUS Plus. */
const REGISTERING =
  /\b(zglos\w*|zglasz\w*|zarejestr\w*|rejestr\w*|registe?r\w*|report\w*|enrol\w*)( \S+){0,3} (do|w|with|to|in|at) zus|\b(zus ?)?(zua|zza)\b|\bzus (registration|zgloszeni\w*)\b/;
const NOT_REGISTERING = /\b(mal\w* zus\w* ?(plus|\+)|small zus|zus plus|nie plac\w*)\b/;
const WHEN =
  /\b(do kiedy|kiedy|termin\w*|deadline\w*|due|by when|until when|last day|ostatni\w* dzien|najpozniej|latest)\b/;
const EMPLOYEE =
  /\b(pracownik\w*|pracownic\w*|zatrudni\w*|zatrudnion\w*|zleceniobiorc\w*|employee\w*|hired|hire|hiring|worker\w*|staff)\b/;

/**
 * "Działalność od 1 kwietnia – do kiedy zgłoszenie do ZUS?", "hired someone starting 27 March –
 * deadline to register them?": 7 days from the start or the hiring, moved off a day off.
 */
export function zusRegistrationAnswer({ t, lang, tr, date }: Asked): ComputedAnswer | null {
  if (!date || !has(t, REGISTERING) || has(t, NOT_REGISTERING) || !has(t, WHEN)) return null;
  const who = has(t, EMPLOYEE) ? "employee" : "owner";
  const { due, moved } = zusRegistrationDeadline(date);
  const content = tr(`advisor:computed.zusRegistration.${who}`, {
    start: formatDate(date, lang),
    due: formatDate(due, lang),
    moved: moved ? tr("advisor:computed.zusRegistration.moved") : "",
  });
  return { topic: "zus-registration", content, articles: ["zus-zgloszenie-formularze"], calculation: content };
}
