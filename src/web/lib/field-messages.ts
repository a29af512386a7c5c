import { PASSWORD_RULES } from "../../shared/password-rules.ts";
import type { Translator } from "../../shared/i18n.ts";

const passwordRules: ReadonlySet<string> = new Set(PASSWORD_RULES);

/**
 * The message a field shows for its error codes (`common.json` `fieldErrors`, else the error
 * catalogue): the first code; a failed password rule points to the checklist, a confirmation
 * that differs says so.
 */
export function fieldErrorText({ t, has }: Pick<Translator, "t" | "has">, codes: readonly string[]): string {
  const code = codes[0] ?? "required";
  if (passwordRules.has(code)) return t("passwordRules.failed");
  if (code === "mismatch") return t("passwordRules.mismatch");
  return has(`fieldErrors.${code}`) ? t(`fieldErrors.${code}`) : t(`errors:${code}`);
}
