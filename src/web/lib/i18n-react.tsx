import { createContext, useContext } from "react";
import { createTranslator, type Translator } from "../../shared/i18n.ts";

const I18nContext = createContext<Translator>(createTranslator("pl", {}));

export const I18nProvider = I18nContext.Provider;

/** `const { t } = useT();` */
export const useT = (): Translator => useContext(I18nContext);
