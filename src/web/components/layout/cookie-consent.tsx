import { useEffect, useState, useSyncExternalStore } from "react";
import { type Consent, type OptionalCategory, OPTIONAL_CATEGORIES } from "../../../shared/consent.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { Modal } from "../ui/modal.tsx";
import {
  closeCookieSettings,
  consentUi,
  openCookieSettings,
  readConsent,
  saveConsent,
} from "./cookie-consent-store.ts";

const button =
  "rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * Spec §4, §9: a banner until the user chooses; "accept necessary" stores consent with no optional
 * category; the settings dialog (also from the footer) chooses analytics and marketing.
 */
export function CookieConsent({ initial, secure }: { initial: Consent; secure: boolean }) {
  const { t } = useT();
  const [consent, setConsent] = useState(initial);
  const settingsOpen = useSyncExternalStore(consentUi.subscribe, consentUi.isSettingsOpen, () => false);
  const [chosen, setChosen] = useState<OptionalCategory[]>(initial.categories);

  useEffect(() => {
    const sync = () => setConsent(readConsent());
    window.addEventListener("przewodnik:consent", sync);
    return () => window.removeEventListener("przewodnik:consent", sync);
  }, []);
  useEffect(() => {
    if (settingsOpen) setChosen(readConsent().categories);
  }, [settingsOpen]);

  const save = (categories: OptionalCategory[]) => saveConsent(categories, secure);

  return (
    <>
      {consent.given ? null : (
        <section
          aria-labelledby="consent-title"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white p-4 shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center">
            <div className="flex-1">
              <h2 id="consent-title" className="font-semibold">
                {t("consent.title")}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t("consent.text")}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                onClick={() => save([])}
              >
                {t("consent.acceptNecessary")}
              </button>
              <button
                type="button"
                className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                onClick={openCookieSettings}
              >
                {t("consent.customise")}
              </button>
              <button
                type="button"
                className={`${button} bg-blue-700 text-white hover:bg-blue-800`}
                onClick={() => save([...OPTIONAL_CATEGORIES])}
              >
                {t("consent.acceptAll")}
              </button>
            </div>
          </div>
        </section>
      )}
      <Modal open={settingsOpen} onClose={closeCookieSettings} title={t("consent.settingsTitle")} size="medium">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save(chosen);
          }}
          className="flex flex-col gap-4"
        >
          <p className="text-sm text-slate-700">{t("consent.settingsText")}</p>
          <label className="flex items-start gap-3">
            <input type="checkbox" checked disabled className="mt-1 h-4 w-4" />
            <span>
              <span className="font-medium">{t("consent.necessary")}</span>
              <span className="block text-sm text-slate-700">{t("consent.necessaryText")}</span>
            </span>
          </label>
          {OPTIONAL_CATEGORIES.map((category) => (
            <label key={category} className="flex items-start gap-3">
              <input
                type="checkbox"
                name={category}
                className="mt-1 h-4 w-4 accent-blue-700"
                checked={chosen.includes(category)}
                onChange={(e) =>
                  setChosen((prev) => (e.target.checked ? [...prev, category] : prev.filter((c) => c !== category)))
                }
              />
              <span>
                <span className="font-medium">{t(`consent.${category}`)}</span>
                <span className="block text-sm text-slate-700">{t(`consent.${category}Text`)}</span>
              </span>
            </label>
          ))}
          <div className="flex justify-end">
            <button type="submit" className={`${button} bg-blue-700 text-white hover:bg-blue-800`}>
              {t("consent.save")}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
