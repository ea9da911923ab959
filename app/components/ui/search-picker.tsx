import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PickerKind, PickerOption, PickerResults, PickerState } from "~/lib/ui/pickers";
import { useLatestJson } from "~/lib/ui/use-latest-json";
import { FieldErrors } from "./forms";

// One record out of many (a client, an agent), through a search that returns a page.
// Without JavaScript: a search box, a "Find" button that sends the form (the action
// answers with it as typed and the results, app/server/cases/pickers.server.ts) and
// the results as radio buttons. With JavaScript: a combobox (WAI-ARIA 1.2 pattern)
// that searches /admin/pick/<kind> as staff type.

type Props = {
  label: string;
  /** The form field that carries the chosen id; its search is `${name}Q`. */
  name: string;
  kind: PickerKind;
  state: PickerState;
  /** The label of the empty choice ("Unassigned"); without it a choice is required. */
  none?: string;
  errors?: string[];
  /** Told of a choice made in the combobox (with JavaScript), e.g. to fill in what follows from it. */
  onChoose?: (id: string) => void;
};

const WORDS = {
  client: { plural: "clients", by: "name, e-mail or phone", browse: "The newest clients" },
  agent: { plural: "agents", by: "name or e-mail", browse: "Active agents by name" },
} as const;

export function SearchPicker(props: Props) {
  return useHydrated() ? <Combobox {...props} /> : <RadioSearch {...props} />;
}

function RadioSearch({ label, name, kind, state, none, errors }: Props) {
  const id = useId();
  const words = WORDS[kind];
  const options = [...(state.chosen ? [state.chosen] : []), ...state.options.filter((o) => o.id !== state.chosen?.id)];
  return (
    <fieldset aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend className="label">{label}</legend>
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {`Find the ${kind}`}
        </label>
        <input
          id={`${id}-q`}
          name={`${name}Q`}
          type="search"
          defaultValue={state.q}
          placeholder={capitalise(words.by)}
          className="input"
          maxLength={100}
        />
        <button type="submit" name="find" value={name} formNoValidate className="btn-secondary">
          Find
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {state.q ? `${capitalise(words.plural)} matching “${state.q}”:` : `${words.browse}; find any other by ${words.by}.`}
      </p>
      <ul className="mt-2 space-y-1">
        {none ? <Radio name={name} option={{ id: "", label: none }} checked={!state.chosen} /> : null}
        {options.map((o) => (
          <Radio key={o.id} name={name} option={o} checked={o.id === state.chosen?.id} />
        ))}
      </ul>
      {options.length ? null : <p className="mt-2 text-sm">{`No active ${kind} matches.`}</p>}
      {state.more ? <p className="mt-1 text-sm text-slate-600">{`More ${words.plural} match: type more of the ${words.by}.`}</p> : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}

function Radio({ name, option, checked }: { name: string; option: PickerOption; checked: boolean }) {
  return (
    <li>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} value={option.id} defaultChecked={checked} />
        {option.label}
      </label>
    </li>
  );
}

function Combobox({ label, name, kind, state, none, errors, onChoose }: Props) {
  const id = useId();
  const words = WORDS[kind];
  const [results, search] = useLatestJson<PickerResults>();
  const [chosen, setChosen] = useState(state.chosen);
  const [text, setText] = useState(state.chosen?.label ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typing = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(typing.current), []);
  // What the server says is chosen wins when it says it again (after a save, a refusal,
  // or on another record's page reached by a link, where React keeps this component).
  const [said, setSaid] = useState(state);
  if (state !== said) {
    setSaid(state);
    setChosen(state.chosen);
    setText(state.chosen?.label ?? "");
  }
  const found = results ?? state;
  const options: PickerOption[] = [...(none ? [{ id: "", label: none }] : []), ...found.options];

  const choose = (option: PickerOption) => {
    setChosen(option.id ? option : null);
    setText(option.id ? option.label : "");
    setOpen(false);
    setActive(-1);
    onChoose?.(option.id);
  };
  const onType = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => search(`/admin/pick/${words.plural}?q=${encodeURIComponent(value.trim())}`), 200);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => Math.max(0, Math.min(options.length - 1, i + step)));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault(); // chooses; it does not send the form
      choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setText(chosen?.label ?? "");
    }
  };
  const describedBy = [`${id}-hint`, errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  const status =
    found.options.length === 0
      ? `No active ${kind} matches.`
      : found.more
        ? `More ${words.plural} match: type more of the ${words.by}.`
        : `${found.options.length} ${found.options.length === 1 ? kind : words.plural} found.`;
  return (
    <div>
      <label htmlFor={`${id}-input`} className="label">
        {label}
      </label>
      <input type="hidden" name={name} value={chosen?.id ?? ""} />
      <div className="relative mt-1">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy}
          className="input"
          placeholder={none ?? `Type a ${words.by}`}
          maxLength={100}
          value={text}
          onChange={(event) => onType(event.currentTarget.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setText(chosen?.label ?? "");
          }}
        />
        {/* The list floats over the page, so opening and closing it never moves what is below
            (a button moved between a press and its release loses the click). */}
        <div hidden={!open} className="absolute z-20 mt-1 w-full rounded-md border border-slate-300 bg-white shadow-lg">
          <ul id={`${id}-list`} role="listbox" aria-label={label} className="max-h-72 overflow-auto py-1">
            {options.map((o, i) => (
              <li
                key={o.id || "none"}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={o.id === (chosen?.id ?? "")}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-900" : "text-slate-800"}`}
                // Keeps the focus in the box, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(o)}
              >
                {o.label}
              </li>
            ))}
          </ul>
          <p role="status" className="border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
            {status}
          </p>
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{`${words.browse} first; type a ${words.by} to find any other.`}</p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
