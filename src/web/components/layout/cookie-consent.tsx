import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { chosenCategories, type Consent, type OptionalCategory, OPTIONAL_CATEGORIES } from "../../../shared/consent.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { Modal } from "../ui/modal.tsx";
import { closeCookieSettings, consentUi, readConsent, saveConsent } from "./cookie-consent-store.ts";
import { CookieSettingsLink } from "./cookie-settings-link.tsx";
import { buttonVariants } from "../ui/button.tsx";

const secondary = buttonVariants({ variant: "secondary", className: "text-sm" });
const primary = buttonVariants({ className: "text-sm" });

/** The optional categories as checkboxes of the consent form, the necessary one shown as fixed. */
function CategoryChoices({ chosen }: { chosen: OptionalCategory[] }) {
  const { t } = useT();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{t("consent.settingsTitle")}</legend>
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
            name="categories"
            value={category}
            defaultChecked={chosen.includes(category)}
            className="mt-1 h-4 w-4 accent-blue-700"
          />
          <span>
            <span className="font-medium">{t(`consent.${category}`)}</span>
            <span className="block text-sm text-slate-700">{t(`consent.${category}Text`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The consent stored in this browser, kept in step with choices made elsewhere on the page. */
function useConsentState(initial: Consent, settingsRequested: boolean) {
  const [consent, setConsent] = useState(initial);
  const [inlineSettings, setInlineSettings] = useState(settingsRequested);
  const settingsOpen = useSyncExternalStore(consentUi.subscribe, consentUi.isSettingsOpen, () => false);
  const [opened, setOpened] = useState(0);

  useEffect(() => {
    const sync = () => {
      setConsent(readConsent());
      setInlineSettings(false);
    };
    window.addEventListener("przewodnik:consent", sync);
    return () => window.removeEventListener("przewodnik:consent", sync);
  }, []);
  useEffect(() => {
    if (settingsOpen) setOpened((n) => n + 1);
  }, [settingsOpen]);

  return { consent, inlineSettings, settingsOpen, opened };
}

/** The banner's three choices: necessary only, the settings, or every category. */
function BannerChoices() {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="choice" value="necessary" className={secondary}>
        {t("consent.acceptNecessary")}
      </button>
      <CookieSettingsLink className={`${secondary} inline-flex items-center`}>
        {t("consent.customise")}
      </CookieSettingsLink>
      <button type="submit" name="choice" value="all" className={primary}>
        {t("consent.acceptAll")}
      </button>
    </div>
  );
}

/** The button saving the chosen categories. */
function SaveChoices() {
  const { t } = useT();
  return (
    <div className="flex justify-end">
      <button type="submit" name="choice" value="custom" className={primary}>
        {t("consent.save")}
      </button>
    </div>
  );
}

/** The banner at the foot of the page; with the settings requested without JavaScript, it holds them. */
function ConsentBanner({
  inlineSettings,
  chosen,
  returnTo,
  onSubmit,
}: {
  inlineSettings: boolean;
  chosen: OptionalCategory[];
  returnTo: React.ReactNode;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-30 max-h-[80dvh] overflow-y-auto border-t border-slate-300 bg-white p-4 shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
    >
      <form method="post" action="/consent" onSubmit={onSubmit} className="mx-auto flex max-w-5xl flex-col gap-3">
        {returnTo}
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <div className="flex-1">
            <h2 id="consent-title" className="font-semibold">
              {inlineSettings ? t("consent.settingsTitle") : t("consent.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {inlineSettings ? t("consent.settingsText") : t("consent.text")}
            </p>
          </div>
          {inlineSettings ? null : <BannerChoices />}
        </div>
        {inlineSettings ? (
          <>
            <CategoryChoices chosen={chosen} />
            <SaveChoices />
          </>
        ) : null}
      </form>
    </section>
  );
}

/**
 * A banner until the user chooses; "accept necessary" stores consent with no optional category;
 * the settings (also from the footer) choose analytics and marketing. The forms post to /consent,
 * so they work on pages served without JavaScript; with it they are handled here.
 */
export function CookieConsent({
  initial,
  secure,
  settingsRequested,
}: {
  initial: Consent;
  secure: boolean;
  settingsRequested: boolean;
}) {
  const { t } = useT();
  const location = useLocation();
  const { consent, inlineSettings, settingsOpen, opened } = useConsentState(initial, settingsRequested);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    saveConsent(chosenCategories(new FormData(e.currentTarget, submitter)), secure);
  };
  const returnTo = <input type="hidden" name="returnTo" value={location.pathname + location.search} />;

  return (
    <>
      {consent.given && !inlineSettings ? null : (
        <ConsentBanner
          inlineSettings={inlineSettings}
          chosen={consent.categories}
          returnTo={returnTo}
          onSubmit={onSubmit}
        />
      )}
      <Modal open={settingsOpen} onClose={closeCookieSettings} title={t("consent.settingsTitle")} size="medium">
        <form method="post" action="/consent" onSubmit={onSubmit} className="flex flex-col gap-4" key={opened}>
          {returnTo}
          <p className="text-sm text-slate-700">{t("consent.settingsText")}</p>
          <CategoryChoices chosen={settingsOpen ? readConsent().categories : consent.categories} />
          <SaveChoices />
        </form>
      </Modal>
    </>
  );
}
