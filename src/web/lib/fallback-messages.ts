import {
  errorPage as enErrorPage,
  product as enProduct,
  shell as enShell,
  menu as enMenu,
  consent as enConsent,
  documents as enDocuments,
  actions as enActions,
} from "../../../locales/en/common.json";
import {
  errorPage as plErrorPage,
  product as plProduct,
  shell as plShell,
  menu as plMenu,
  consent as plConsent,
  documents as plDocuments,
  actions as plActions,
} from "../../../locales/pl/common.json";
import type { Messages } from "../../shared/i18n.ts";

/**
 * The shell's own texts, bundled for the one case without root loader data: an error page after
 * a failed action (e.g. 405), where React Router runs no loader. Named JSON imports are
 * tree-shaken, so only these sections ship.
 */
export const fallbackMessages: Record<string, Messages> = {
  pl: {
    common: {
      errorPage: plErrorPage,
      product: plProduct,
      shell: plShell,
      menu: plMenu,
      consent: plConsent,
      documents: plDocuments,
      actions: plActions,
    },
  },
  en: {
    common: {
      errorPage: enErrorPage,
      product: enProduct,
      shell: enShell,
      menu: enMenu,
      consent: enConsent,
      documents: enDocuments,
      actions: enActions,
    },
  },
};
