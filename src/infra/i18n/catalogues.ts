import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Messages } from "../../shared/i18n.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "locales");
const cache = new Map<string, Messages>();

/**
 * The translation catalogues of a language, read once from `locales/`: every text the server writes
 * itself (mail, the advisor, guides, API messages). Pages get theirs bundled (web/lib/messages.server.ts).
 */
export function cataloguesFor(locale: string): Messages {
  const lang = locale === "en" ? "en" : "pl";
  let messages = cache.get(lang);
  if (!messages) {
    messages = Object.fromEntries(
      fs
        .readdirSync(path.join(root, lang))
        .filter((f) => f.endsWith(".json"))
        .map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(root, lang, f), "utf8"))]),
    );
    cache.set(lang, messages);
  }
  return messages;
}
