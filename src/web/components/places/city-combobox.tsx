import { useState } from "react";
import type { CityRecord } from "../../../shared/contracts/places.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { controlVariants } from "../ui/field.tsx";
import { type CitySearchFn, useCitySearch } from "./use-city-search.ts";

export interface CityComboboxProps {
  id: string;
  /** Form names of the town's text and of its id (empty until a suggestion is chosen). */
  name: string;
  idName: string;
  country: string;
  defaultText?: string;
  defaultCityId?: number;
  invalid?: boolean;
  describedBy?: string;
  search: CitySearchFn;
  onPick?: (city: CityRecord) => void;
}

function useCityBox(props: CityComboboxProps, lang: string) {
  const [text, setText] = useState(props.defaultText ?? "");
  const [cityId, setCityId] = useState(props.defaultCityId);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { answer, busy } = useCitySearch(text, props.country, lang, props.search, cityId !== undefined);
  const shown = answer?.cities ?? [];
  const choose = (city: CityRecord) => {
    setText(city.name);
    setCityId(city.id);
    setOpen(false);
    setActive(-1);
    props.onPick?.(city);
  };
  const type = (typed: string) => {
    setText(typed);
    setCityId(undefined);
    setOpen(true);
    setActive(-1);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (!shown.length) return;
    setActive((i) => (i < 0 ? (step === 1 ? 0 : shown.length - 1) : (i + step + shown.length) % shown.length));
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      move(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Enter" && open && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === "Escape" && open) {
      // Only the list closes, not a dialog the picker sits in.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (e.key === "Escape") type("");
  };
  return { text, cityId, open, active, shown, answer, busy, choose, type, onKeyDown, close: () => setOpen(false) };
}

/**
 * The town box of the place picker (the ARIA combobox pattern with a list of suggestions asked
 * from `/place/cities`): Down and Up move through the suggestions, Enter chooses, Escape closes
 * the list (or clears the box when it is closed). The chosen town's id goes with the form.
 */
export function CityCombobox(props: CityComboboxProps) {
  const { t, locale } = useT();
  const box = useCityBox(props, locale);
  const listId = `${props.id}-listbox`;
  const expanded = box.open && box.shown.length > 0;
  const activeId = expanded && box.shown[box.active] ? `${props.id}-option-${box.active}` : undefined;
  const status =
    !box.open || !box.text.trim()
      ? ""
      : box.busy
        ? t("places:picker.searching")
        : box.shown.length
          ? t("places:picker.matches", { count: box.shown.length })
          : t("places:picker.noMatches");
  return (
    <div className="relative" data-slot="city-combobox">
      <input
        id={props.id}
        name={props.name}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        autoComplete="off"
        spellCheck={false}
        value={box.text}
        onChange={(e) => box.type(e.target.value)}
        onKeyDown={box.onKeyDown}
        onBlur={box.close}
        className={controlVariants()}
      />
      <input type="hidden" name={props.idName} value={box.cityId ?? ""} />
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={`${props.id}-label`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {box.shown.map((city, i) => (
          <li
            key={city.id}
            id={`${props.id}-option-${i}`}
            role="option"
            aria-selected={i === box.active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => box.choose(city)}
            className="cursor-pointer px-3 py-2 text-slate-900 aria-selected:bg-blue-700 aria-selected:text-white"
          >
            <span className="font-medium">{city.name}</span>
            <span className="text-sm">{`, ${city.countryName}`}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
