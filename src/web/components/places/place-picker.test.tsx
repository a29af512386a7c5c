// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enCommon from "../../../../locales/en/common.json";
import enPlaces from "../../../../locales/en/places.json";
import plCommon from "../../../../locales/pl/common.json";
import plPlaces from "../../../../locales/pl/places.json";
import type { CitySearchAnswer, CountryRecord, PlaceError } from "../../../shared/contracts/places.ts";
import { createTranslator } from "../../../shared/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { PlacePicker } from "./place-picker.tsx";
import { SEARCH_DELAY_MS } from "./use-city-search.ts";

const countries: CountryRecord[] = [
  { code: "DE", name: "Niemcy", europe: true, postalExample: "10115" },
  { code: "PL", name: "Polska", europe: true, postalExample: "00-950" },
];
const krakow = { id: 3094802, name: "Kraków", geonamesName: "Kraków", country: "PL", countryName: "Polska" };
const town = { ...krakow, lat: 50.06, lon: 19.94, population: 755050 };
const search = vi.fn(async (q: string): Promise<CitySearchAnswer> => {
  if (/\d/.test(q)) return { cities: [], postal: { status: "complete", normalised: "31-000", example: "00-950" } };
  return { cities: [town, { ...town, id: 1, name: "Krakow am See", country: "DE", countryName: "Niemcy" }] };
});

const ui = (error?: PlaceError, locale: "pl" | "en" = "pl") => (
  <I18nProvider
    value={createTranslator(locale, {
      common: locale === "pl" ? plCommon : enCommon,
      places: locale === "pl" ? plPlaces : enPlaces,
    })}
  >
    <form>
      <PlacePicker name="loading" legend="Załadunek" countries={countries} error={error} search={search} />
    </form>
  </I18nProvider>
);

let root: Root | undefined;
let host: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement("div");
  document.body.append(host);
});
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  vi.useRealTimers();
  search.mockClear();
});

const mount = (node: React.ReactNode) => act(() => (root = createRoot(host)).render(node));
const city = () => host.querySelector<HTMLInputElement>('input[name="loading.city"]')!;
const field = (name: string) => host.querySelector<HTMLInputElement>(`input[name="loading.${name}"]`)!;
async function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
}
const press = (input: HTMLElement, key: string) =>
  act(() => input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));

describe("PlacePicker", () => {
  it("suggests towns after a pause and chooses one with the keyboard, setting its country", async () => {
    mount(ui());
    const input = city();
    expect(input.getAttribute("role")).toBe("combobox");
    expect(host.querySelector(`#${CSS.escape(input.id)}-label`)?.textContent).toBe("Miejscowość");
    await typeInto(input, "krak");
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.slice(0, 3)).toEqual(["krak", "", "pl"]);
    const list = host.querySelector(`#${CSS.escape(input.getAttribute("aria-controls")!)}`)!;
    const options = [...list.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options).toEqual(["Kraków, Polska", "Krakow am See, Niemcy"]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.parentElement?.querySelector('[role="status"]')?.textContent).toContain("2 podpowiedzi");

    press(input, "ArrowDown");
    press(input, "ArrowDown");
    press(input, "ArrowDown");
    const active = input.getAttribute("aria-activedescendant");
    expect(host.querySelector(`#${CSS.escape(active!)}`)?.textContent).toBe("Kraków, Polska");
    press(input, "Enter");
    expect(input.value).toBe("Kraków");
    expect(field("cityId").value).toBe(String(krakow.id));
    expect(field("country").value).toBe("PL");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the list with Escape, and a changed text forgets the chosen town", async () => {
    mount(ui());
    await typeInto(city(), "krak");
    press(city(), "Escape");
    expect(host.querySelector<HTMLElement>(`#${CSS.escape(city().getAttribute("aria-controls")!)}`)!.hidden).toBe(true);
    press(city(), "ArrowDown");
    press(city(), "Enter");
    expect(field("cityId").value).toBe(String(krakow.id));
    await typeInto(city(), "Krakó");
    expect(field("cityId").value).toBe("");
  });

  it("checks the postal code against the chosen country's format and writes it canonically", async () => {
    mount(ui());
    await typeInto(city(), "krak");
    press(city(), "ArrowDown");
    press(city(), "Enter");
    const postal = field("postalCode");
    await typeInto(postal, "31000");
    expect(search).toHaveBeenLastCalledWith("31000", "PL", "pl", expect.anything());
    expect(host.textContent).toContain("Kod pocztowy: 31-000");
    act(() => postal.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(field("postalCode").value).toBe("31-000");
  });

  it("leaving the postal box before the check of a changed code keeps what was typed", async () => {
    mount(ui());
    await typeInto(city(), "krak");
    press(city(), "ArrowDown");
    press(city(), "Enter");
    const postal = field("postalCode");
    await typeInto(postal, "31000");
    expect(host.textContent).toContain("Kod pocztowy: 31-000");
    // Typed on and left at once: the answer for "31000" must not write over "31-0009".
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    act(() => {
      setter.call(postal, "31-0009");
      postal.dispatchEvent(new Event("input", { bubbles: true }));
    });
    act(() => postal.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(field("postalCode").value).toBe("31-0009");
    expect(host.textContent).not.toContain("Kod pocztowy: 31-000");
  });

  it("shows the first error under the common title, tied to its field", () => {
    mount(ui({ field: "postalCode", code: "postalCodeFormat", example: "00-950" }));
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain("Popraw miejsce");
    expect(alert.textContent).toContain("na przykład 00-950");
    expect(field("postalCode").getAttribute("aria-invalid")).toBe("true");
    expect(field("postalCode").getAttribute("aria-describedby")).toContain(alert.id);
    expect(city().getAttribute("aria-invalid")).toBeNull();
  });

  it("reads the country's postal format hint with the postal field", () => {
    mount(
      <I18nProvider value={createTranslator("pl", { common: plCommon, places: plPlaces })}>
        <form>
          <PlacePicker
            name="loading"
            legend="Załadunek"
            countries={countries}
            defaultValue={{ country: "PL" }}
            search={search}
          />
        </form>
      </I18nProvider>,
    );
    const ids = (field("postalCode").getAttribute("aria-describedby") ?? "").split(" ");
    expect(ids.map((id) => host.querySelector(`[id="${id}"]`)?.textContent ?? "").join(" ")).toMatch(/00-950/);
  });

  it("renders in English and as a plain form before the page's script runs", () => {
    const html = renderToString(ui({ field: "city", code: "cityNotFound" }, "en"));
    expect(html).toContain("Town or city");
    expect(html).toContain("Correct the place");
    expect(html).toContain("<select");
    expect(html).toContain('name="loading.city"');
  });
});
