/**
 * Cookie consent, kept in cookies for a year. Necessary: the consent flag and the list of enabled optional
 * categories (these two cookies), the session and locale cookies, and local storage for login
 * and language. Optional categories start off.
 */
export const CONSENT_COOKIE = "consent";
export const CATEGORIES_COOKIE = "consent_categories";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60; // one year
export const OPTIONAL_CATEGORIES = ["analytics", "marketing"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** Cookies third-party scripts of each category set on our domain; removed when declined. */
export const CATEGORY_COOKIES: Record<OptionalCategory, RegExp> = {
  analytics: /^(_ga(_.*)?|_gid|_gat(_.*)?|_pk_.*|_hj.*|plausible_.*)$/,
  marketing: /^(_fbp|_fbc|_gcl_.*|IDE|_uet.*|_tt_.*)$/,
};

export interface Consent {
  given: boolean;
  categories: OptionalCategory[];
}

export function parseConsent(cookies: Record<string, string | undefined>): Consent {
  const given = cookies[CONSENT_COOKIE] === "true";
  const categories = (cookies[CATEGORIES_COOKIE] ?? "")
    .split(",")
    .filter((c): c is OptionalCategory => (OPTIONAL_CATEGORIES as readonly string[]).includes(c));
  return { given, categories: given ? [...new Set(categories)] : [] };
}

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/** The consent form's choice: "necessary" keeps no optional category, "all" every one, "custom" the ticked ones. */
export function chosenCategories(form: FormData): OptionalCategory[] {
  const choice = form.get("choice");
  if (choice === "all") return [...OPTIONAL_CATEGORIES];
  if (choice !== "custom") return [];
  const ticked = form.getAll("categories").map(String);
  return OPTIONAL_CATEGORIES.filter((c) => ticked.includes(c));
}
