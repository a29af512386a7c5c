import i18next, { type i18n, type Resource } from "i18next";

export type Messages = Record<string, Record<string, unknown>>;

/** One i18next instance per render: the server renders many locales at once. */
export function createI18n(locale: string, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: "pl",
    resources: { [locale]: messages } as Resource,
    defaultNS: "common",
    ns: Object.keys(messages),
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
