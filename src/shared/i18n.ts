/**
 * A small translator over i18next-style catalogues (`locales/<lng>/<ns>.json`): nested keys,
 * `ns:key` for other namespaces, `{{var}}` interpolation and CLDR plural suffixes
 * (`_one`, `_few`, `_many`, `_other`) chosen by Intl.PluralRules, so Polish gets
 * 1 przewodnik, 2 przewodniki, 5 przewodników. See docs/decisions/004-own-translator.md.
 */
export type Messages = Record<string, Record<string, unknown>>;
export type Vars = Record<string, string | number | undefined> & { count?: number };

export interface Translator {
  locale: string;
  t: (key: string, vars?: Vars) => string;
  /** The raw catalogue value (arrays and objects for structured content), or undefined. */
  raw: <T = unknown>(key: string) => T | undefined;
  has: (key: string) => boolean;
}

const DEFAULT_NS = "common";

function lookup(messages: Messages, key: string): unknown {
  const colon = key.indexOf(":");
  const ns = colon > 0 ? key.slice(0, colon) : DEFAULT_NS;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  let node: unknown = messages[ns];
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();

export function createTranslator(locale: string, messages: Messages, onMissing?: (key: string) => void): Translator {
  // Made once per language: a server renders a page per request, and each needs a translator.
  let plural = pluralRules.get(locale);
  if (!plural) pluralRules.set(locale, (plural = new Intl.PluralRules(locale)));
  const raw = <T>(key: string) => lookup(messages, key) as T | undefined;
  const t = (key: string, vars?: Vars): string => {
    let value: unknown;
    if (typeof vars?.count === "number") value = lookup(messages, `${key}_${plural.select(vars.count)}`);
    value ??= lookup(messages, key);
    if (typeof value !== "string") {
      onMissing?.(key);
      return key;
    }
    if (!vars) return value;
    // A value that ends a sentence itself ("spółka z o.o.", "B2B.", "…?") takes the place of the
    // template's full stop after it, so the reader never sees "z o.o..".
    return value.replace(/\{\{\s*(\w+)\s*\}\}(\.?)/g, (match, name: string, stop: string) => {
      const v = vars[name];
      if (v === undefined) return match;
      const text = String(v);
      return stop && /[.!?…]$/.test(text) ? text : text + stop;
    });
  };
  return { locale, t, raw, has: (key) => lookup(messages, key) !== undefined };
}
