import {
  CATEGORIES_COOKIE,
  CATEGORY_COOKIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  type Consent,
  type OptionalCategory,
  OPTIONAL_CATEGORIES,
  parseConsent,
  parseCookieHeader,
} from "../../../shared/consent.ts";

/** Client-side consent state: cookies are the storage; components subscribe. */
let settingsOpen = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const consentUi = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isSettingsOpen: () => settingsOpen,
};

export function openCookieSettings() {
  settingsOpen = true;
  emit();
}
export function closeCookieSettings() {
  settingsOpen = false;
  emit();
}

export const readConsent = (): Consent => parseConsent(parseCookieHeader(document.cookie));

/** Stores the choice for a year and removes the cookies of every declined category. */
export function saveConsent(categories: OptionalCategory[], secure: boolean) {
  const attrs = `; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
  document.cookie = `${CONSENT_COOKIE}=true${attrs}`;
  document.cookie = `${CATEGORIES_COOKIE}=${encodeURIComponent(categories.join(","))}${attrs}`;
  const declined = OPTIONAL_CATEGORIES.filter((c) => !categories.includes(c));
  removeCookiesOf(declined);
  settingsOpen = false;
  emit();
  window.dispatchEvent(new CustomEvent("przewodnik:consent", { detail: categories }));
}

export function removeCookiesOf(categories: readonly OptionalCategory[]) {
  const names = Object.keys(parseCookieHeader(document.cookie));
  const host = window.location.hostname;
  const domains = ["", host, `.${host}`, `.${host.split(".").slice(-2).join(".")}`];
  for (const name of names) {
    if (!categories.some((c) => CATEGORY_COOKIES[c].test(name))) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}
