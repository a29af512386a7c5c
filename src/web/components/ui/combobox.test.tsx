// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { Combobox, matchingOptions } from "./combobox.tsx";
import { Field } from "./field.tsx";
import { mount, press, serverHtml, typeInto } from "./test-render.tsx";

const places = [
  { value: "waw", label: "Warszawa" },
  { value: "lodz", label: "Łódź" },
  { value: "krk", label: "Kraków" },
  { value: "wro", label: "Wrocław" },
];

const picker = (onChange?: (value: string) => void) => (
  <form>
    <Field id="place" name="place" label="Miejscowość" hint="Wpisz początek nazwy.">
      <Combobox options={places} onChange={onChange} />
    </Field>
  </form>
);

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

const parts = (host: HTMLElement) => ({
  input: host.querySelector<HTMLInputElement>('[role="combobox"]')!,
  list: host.querySelector<HTMLElement>('[role="listbox"]')!,
  options: () => [...host.querySelectorAll<HTMLElement>('[role="option"]')].map((o) => o.textContent),
  hidden: host.querySelector<HTMLInputElement>('input[type="hidden"][name="place"]')!,
  status: () => host.querySelector('[role="status"]')!.textContent,
});

describe("matching the typed text", () => {
  it("finds places without their diacritics and in any case", () => {
    expect(matchingOptions(places, "lodz", "pl").map((o) => o.value)).toEqual(["lodz"]);
    expect(matchingOptions(places, "KRA", "pl").map((o) => o.value)).toEqual(["krk"]);
    expect(matchingOptions(places, "aw", "pl").map((o) => o.value)).toEqual(["waw", "wro"]);
    expect(matchingOptions(places, "  ", "pl")).toHaveLength(4);
  });
});

describe("the combobox", () => {
  it("is a plain select with the field's name before the page's script runs", () => {
    const host = document.createElement("div");
    host.innerHTML = serverHtml(picker());
    const select = host.querySelector("select")!;
    expect(select.getAttribute("name")).toBe("place");
    expect(select.id).toBe("place");
    expect(select.getAttribute("aria-describedby")).toBe("place-hint");
    expect([...select.options].map((o) => o.value)).toEqual(["", "waw", "lodz", "krk", "wro"]);
    expect(host.querySelector('[role="combobox"]')).toBeNull();
  });

  it("is labelled by its field and points to its closed list", () => {
    view = mount(picker());
    const { input, list } = parts(view.host);
    expect(input.id).toBe("place");
    expect(view.host.querySelector('label[for="place"]')).not.toBeNull();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(input.getAttribute("aria-controls")).toBe(list.id);
    expect(list.getAttribute("aria-labelledby")).toBe("place-label");
    expect(document.getElementById("place-label")!.textContent).toBe("Miejscowość");
    expect(list.hidden).toBe(true);
  });

  it("narrows the list as one types and says how many match", () => {
    view = mount(picker());
    const p = parts(view.host);
    typeInto(p.input, "aw");
    expect(p.input.getAttribute("aria-expanded")).toBe("true");
    expect(p.list.hidden).toBe(false);
    expect(p.options()).toEqual(["Warszawa", "Wrocław"]);
    expect(p.status()).toBe("Pasujące pozycje: 2.");
    typeInto(p.input, "xyz");
    expect(p.options()).toEqual([]);
    expect(p.status()).toBe("Brak pasujących pozycji.");
  });

  it("moves with Down and Up (wrapping), chooses with Enter, and sends the value with the form", () => {
    const onChange = vi.fn();
    view = mount(picker(onChange));
    const p = parts(view.host);
    press(p.input, "ArrowDown");
    expect(p.input.getAttribute("aria-expanded")).toBe("true");
    const activeText = () => document.getElementById(p.input.getAttribute("aria-activedescendant")!)?.textContent;
    expect(activeText()).toBe("Warszawa");
    press(p.input, "ArrowDown");
    expect(activeText()).toBe("Łódź");
    press(p.input, "ArrowUp");
    press(p.input, "ArrowUp");
    expect(activeText()).toBe("Wrocław");
    press(p.input, "Enter");
    expect(p.input.value).toBe("Wrocław");
    expect(p.hidden.value).toBe("wro");
    expect(new FormData(view.host.querySelector("form")!).get("place")).toBe("wro");
    expect(p.input.getAttribute("aria-expanded")).toBe("false");
    expect(p.input.hasAttribute("aria-activedescendant")).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith("wro");
    press(p.input, "ArrowDown", { altKey: true });
    expect(view.host.querySelector('[aria-selected="true"]')!.textContent).toBe("Wrocław");
  });

  it("closes on Escape, and a second Escape clears the choice", () => {
    view = mount(picker());
    const p = parts(view.host);
    typeInto(p.input, "krak");
    press(p.input, "ArrowDown");
    press(p.input, "Enter");
    expect(p.hidden.value).toBe("krk");
    press(p.input, "ArrowDown");
    press(p.input, "Escape");
    expect(p.input.getAttribute("aria-expanded")).toBe("false");
    expect(p.hidden.value).toBe("krk");
    press(p.input, "Escape");
    expect(p.input.value).toBe("");
    expect(p.hidden.value).toBe("");
  });

  it("forgets a choice once the text is changed, so no stale value is sent", () => {
    view = mount(picker());
    const p = parts(view.host);
    press(p.input, "ArrowDown");
    press(p.input, "Enter");
    expect(p.hidden.value).toBe("waw");
    typeInto(p.input, "Warsz");
    expect(p.hidden.value).toBe("");
  });
});

describe("the combobox in a dialog", () => {
  it("closes only its list on Escape, leaving the dialog open", () => {
    const onDialogKey = vi.fn();
    view = mount(
      <div onKeyDown={(e) => onDialogKey(e.key)}>
        <Combobox aria-label="Miejscowość" options={places} />
      </div>,
    );
    const input = view.host.querySelector<HTMLInputElement>('[role="combobox"]')!;
    press(input, "ArrowDown");
    press(input, "Escape");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(onDialogKey).toHaveBeenCalledTimes(1);
    expect(onDialogKey).toHaveBeenCalledWith("ArrowDown");
    press(input, "Escape");
    expect(onDialogKey).toHaveBeenLastCalledWith("Escape");
  });
});
