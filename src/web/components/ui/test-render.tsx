import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import en from "../../../../locales/en/common.json";
import pl from "../../../../locales/pl/common.json";
import { createTranslator } from "../../../shared/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";

/** A primitive as a page renders it: translated, inside a router at `url`. */
export const inPage = (node: React.ReactNode, locale: "pl" | "en" = "pl", url = "/list") => (
  <MemoryRouter initialEntries={[url]}>
    <I18nProvider value={createTranslator(locale, { common: locale === "pl" ? pl : en })}>{node}</I18nProvider>
  </MemoryRouter>
);

/** The server's HTML of a primitive (what a browser without script shows). */
export const serverHtml = (node: React.ReactNode, locale: "pl" | "en" = "pl", url = "/list") =>
  renderToString(inPage(node, locale, url));

/** A primitive running in the (happy-dom) browser; returns its host element and root. */
export function mount(node: React.ReactNode, locale: "pl" | "en" = "pl", url = "/list") {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement("div");
  document.body.append(host);
  let root!: Root;
  act(() => {
    root = createRoot(host);
    root.render(inPage(node, locale, url));
  });
  return {
    host,
    rerender: (next: React.ReactNode) => act(() => root.render(inPage(next, locale, url))),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

/** A key pressed on an element (bubbles to React's listeners). */
export const press = (el: Element, key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
  });

/** Text typed into a text box, as React's onChange sees it. */
export const typeInto = (el: HTMLInputElement, text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, text);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
