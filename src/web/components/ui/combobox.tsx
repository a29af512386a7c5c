import { useId, useMemo, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { controlVariants, useFieldContext } from "./field.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

export interface ComboboxOption {
  value: string;
  label: string;
}

/** Letters without their diacritics, lower case: "Łódź" is found by "lodz". */
const folded = (text: string, locale: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLocaleLowerCase(locale);

/** The options whose label contains the typed text (every option for no text). */
export function matchingOptions(options: readonly ComboboxOption[], typed: string, locale: string) {
  const needle = folded(typed.trim(), locale);
  if (!needle) return [...options];
  return options.filter((o) => folded(o.label, locale).includes(needle));
}

type Props = {
  options: readonly ComboboxOption[];
  /** The chosen value at first (its option's label fills the box). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Used outside a Field: the control's id, form name and accessible name. */
  id?: string;
  name?: string;
  "aria-label"?: string;
  className?: string;
};

/** The combobox's state and keyboard: the typed text, the chosen value, the open list, the active option. */
function useCombobox(
  options: readonly ComboboxOption[],
  initial: ComboboxOption | undefined,
  onChange: ((value: string) => void) | undefined,
) {
  const { locale } = useT();
  const [value, setValue] = useState(initial?.value ?? "");
  const [text, setText] = useState(initial?.label ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => matchingOptions(options, text, locale), [options, text, locale]);
  const pick = (next: string, label: string) => {
    setValue(next);
    setText(label);
    setActive(-1);
    if (next !== value) onChange?.(next);
  };
  const choose = (option: ComboboxOption) => {
    pick(option.value, option.label);
    setOpen(false);
  };
  const type = (typed: string) => {
    setText(typed);
    setOpen(true);
    setActive(-1);
    if (value) {
      setValue("");
      onChange?.("");
    }
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (!shown.length) return;
    setActive((i) => (i < 0 ? (step === 1 ? 0 : shown.length - 1) : (i + step + shown.length) % shown.length));
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && e.altKey) {
      e.preventDefault();
      setOpen(true);
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      move(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Enter" && open && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === "Escape") {
      if (open) {
        // Only the list closes, not a dialog the combobox sits in.
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else pick("", "");
    }
  };
  return { value, text, open, active, shown, choose, type, onKeyDown, close: () => setOpen(false) };
}

/** The options of the plain <select> the combobox is before the page's script runs. */
const plainOptions = (options: readonly ComboboxOption[]) => [
  <option key="" value="" />,
  ...options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  )),
];

/**
 * A text box with a list of options that narrows as one types (the ARIA combobox pattern):
 * Down and Up move through the list, Enter chooses, Escape closes the list (or clears the box
 * when it is closed), Alt+Down opens it; the chosen value goes with the form in a hidden field.
 * Before the page's script runs it is a plain <select>, so the form works without it.
 */
export function Combobox({ options, defaultValue = "", onChange, className, ...own }: Props) {
  const { t } = useT();
  const field = useFieldContext();
  const fallbackId = useId();
  const id = own.id ?? field?.id ?? fallbackId;
  const name = own.name ?? field?.name;
  const listId = `${id}-listbox`;
  const hydrated = useHydrated();
  const box = useCombobox(
    options,
    options.find((o) => o.value === (defaultValue || field?.defaultValue)),
    onChange,
  );
  const a11y = {
    id,
    "aria-label": own["aria-label"],
    "aria-invalid": field?.invalid || undefined,
    "aria-describedby": field?.describedBy,
  };
  if (!hydrated)
    return (
      <select {...a11y} name={name} defaultValue={box.value} className={controlVariants({ className })}>
        {plainOptions(options)}
      </select>
    );
  const activeId = box.open && box.shown[box.active] ? `${id}-option-${box.active}` : undefined;
  return (
    <div className="relative" data-slot="combobox">
      <input
        {...a11y}
        type="text"
        role="combobox"
        aria-expanded={box.open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        value={box.text}
        onChange={(e) => box.type(e.target.value)}
        onKeyDown={box.onKeyDown}
        onBlur={box.close}
        className={controlVariants({ className })}
      />
      {name ? <input type="hidden" name={name} value={box.value} form={field?.form} /> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={own["aria-label"]}
        aria-labelledby={own["aria-label"] || !field ? undefined : `${id}-label`}
        hidden={!box.open}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {box.shown.map((o, i) => (
          <li
            key={o.value}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={o.value === box.value}
            data-active={i === box.active || undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => box.choose(o)}
            className="cursor-pointer px-3 py-2 text-slate-900 aria-selected:font-semibold data-[active]:bg-blue-700 data-[active]:text-white"
          >
            {o.label}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {box.open
          ? box.shown.length
            ? t("combobox.matches", { count: box.shown.length })
            : t("combobox.noMatches")
          : ""}
      </p>
    </div>
  );
}
