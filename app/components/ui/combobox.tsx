import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/class-names";
import { inputClassName } from "./input";

/**
 * An option: `label` is what the input shows once it is picked (an entry's code); `detail`, when
 * given, names it further (a product's description) under the label in the list and, for a single
 * choice, under the input, wrapping rather than cut off.
 */
export type ComboboxOption = { value: string; label: string; detail?: string };

/**
 * A text input that offers options found as the user types (the ARIA combobox pattern with a
 * listbox popup). It needs JavaScript: render a plain select or text input until hydrated.
 *
 * - `multiple`: the picked options are listed with a remove button each; one hidden input per
 *   value carries them in the form.
 * - `freeText`: what is typed is a value too (an item of a list of words, not an entry id).
 */
export function Combobox({
  id,
  name,
  initial,
  loadOptions,
  multiple = false,
  freeText = false,
  invalid = false,
  describedBy,
  labels,
}: {
  id: string;
  name: string;
  initial: readonly ComboboxOption[];
  loadOptions: (query: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  multiple?: boolean;
  freeText?: boolean;
  invalid?: boolean;
  describedBy?: string;
  labels: {
    remove: (label: string) => string;
    noResults: string;
    results: (count: number) => string;
    selected: string;
  };
}) {
  const listId = useId();
  const [selected, setSelected] = useState<ComboboxOption[]>([...initial]);
  const [text, setText] = useState(multiple ? "" : (initial[0]?.label ?? ""));
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const load = useRef(loadOptions);
  load.current = loadOptions;

  // Ask for options a moment after the typing stops; a newer question cancels the older one.
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load
        .current(query, controller.signal)
        .then((found) => {
          setOptions(found);
          setActive(found.length ? 0 : -1);
          setLoaded(true);
        })
        .catch(() => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const search = (value: string) => {
    setOpen(true);
    setQuery(value.trim());
  };

  const pick = (option: ComboboxOption) => {
    if (multiple) {
      setSelected((current) =>
        current.some((item) => item.value === option.value) ? current : [...current, option],
      );
      setText("");
    } else {
      setSelected([option]);
      setText(option.label);
    }
    setOpen(false);
    setQuery(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) search(text);
      else setActive((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === "Enter" && open) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        pick(option);
      } else if (freeText && multiple && text.trim()) {
        event.preventDefault();
        pick({ value: text.trim(), label: text.trim() });
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onBlur = () => {
    // Leaving a single choice with unpicked text puts the picked option back.
    window.setTimeout(() => {
      setOpen(false);
      if (!multiple && !freeText) setText(selected[0]?.label ?? "");
    }, 150);
  };

  const activeId = open && options[active] ? `${listId}-${active}` : undefined;
  const detail = multiple ? undefined : selected[0]?.detail;
  const detailId = `${listId}-detail`;
  const describedByAll = [describedBy, detail ? detailId : undefined].filter(Boolean).join(" ");

  return (
    <div className="flex flex-col gap-2">
      {multiple && selected.length > 0 ? (
        <ul aria-label={labels.selected} className="flex flex-wrap gap-1.5">
          {selected.map((option) => (
            <li
              key={option.value}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-2.5 text-sm"
            >
              {option.label}
              <button
                type="button"
                onClick={() =>
                  setSelected((current) => current.filter((item) => item.value !== option.value))
                }
                className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-primary"
              >
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{labels.remove(option.label)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {(freeText && !multiple ? [] : selected).map((option) => (
        <input key={option.value} type="hidden" name={name} value={option.value} />
      ))}
      {/* The list opens right under the input, over the detail line. */}
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByAll || undefined}
          // Free text is a value of its own; otherwise only picked options are.
          name={freeText ? name : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (!multiple && !freeText && event.target.value === "") setSelected([]);
            search(event.target.value);
          }}
          onFocus={() => search(text)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          className={inputClassName}
        />
        <div
          id={listId}
          role="listbox"
          hidden={!open}
          className="absolute top-full z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-border bg-card p-1 shadow-lg"
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant)
            <div
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={cn(
                "cursor-pointer rounded px-2 py-1.5 text-sm",
                index === active && "bg-primary/10",
              )}
            >
              {option.label}
              {option.detail ? (
                <span className="block text-xs text-muted-foreground">{option.detail}</span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {detail ? (
        <p id={detailId} className="text-xs break-words text-muted-foreground">
          {detail}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {open && loaded ? (options.length ? labels.results(options.length) : labels.noResults) : ""}
      </p>
    </div>
  );
}
