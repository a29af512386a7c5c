import type { Messages } from "../../shared/i18n.ts";

// Catalogues are bundled into the server build only; a page gets its locale's through the root loader.
const files = import.meta.glob<Record<string, unknown>>("../../../locales/*/*.json", {
  eager: true,
  import: "default",
});

const SERVER_ONLY = new Set(["mail", "advisor", "guide"]);
const catalogues: Record<string, Messages> = {};
for (const [file, messages] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, locale, namespace] = match as unknown as [string, string, string];
  // Mail, the advisor's replies and the guides are written on the server; pages do not need them.
  if (SERVER_ONLY.has(namespace)) continue;
  (catalogues[locale] ??= {})[namespace] = messages;
}

export const messagesFor = (locale: string): Messages => catalogues[locale] ?? catalogues.pl!;

const json: Record<string, string> = {};
/**
 * The catalogue as a JSON block for the page, made once per language: inside `<script
 * type="application/json">` only `</script` could end it early, so every `<` is escaped.
 */
export const messagesJsonFor = (locale: string): string =>
  (json[locale] ??= JSON.stringify(messagesFor(locale)).replaceAll("<", "\\u003c"));
