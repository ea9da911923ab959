import { Form, Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { SEARCH_KIND_LABELS, SEARCH_MIN_LENGTH, type SearchResults } from "~/lib/cases/search";

// The staff portals' one search box, in the header. Without JavaScript it is a GET form
// to the results page (/admin/search?q=…). With it, results appear as you type (the same
// loader, five of each kind, 200 ms after the last key) in a combobox's listbox: the
// arrows move, Enter opens (an exact match is chosen at once), Escape closes; "/" and
// Ctrl+K (⌘K) focus the box from anywhere on the page.

const DEBOUNCE_MS = 200;
const LIST_ID = "header-search-list";
const optionId = (i: number) => `header-search-option-${i}`;

/** A key pressed in a field is typed there ("/" is text), not a shortcut. */
const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

const searchPageQuery = (pathname: string, search: string, action: string) =>
  pathname === action ? (new URLSearchParams(search).get("q") ?? "") : "";

export function HeaderSearch({ portal }: { portal: "admin" | "agent" }) {
  const action = `/${portal}/search`;
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<SearchResults>();
  const input = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState(() => searchPageQuery(location.pathname, location.search, action));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [enhanced, setEnhanced] = useState(false);
  const term = q.trim();

  useEffect(() => {
    setEnhanced(true);
    const onKey = (e: globalThis.KeyboardEvent) => {
      const ctrlK = e.key.toLowerCase() === "k" && (e.ctrlKey || e.metaKey) && !e.altKey;
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !inField(e.target);
      if (!ctrlK && !slash) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // A page opened (a result, the results page): the list closes, the box shows that page's search.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
    setQ(searchPageQuery(location.pathname, location.search, action));
  }, [location.key, location.pathname, location.search, action]);

  const load = fetcher.load;
  useEffect(() => {
    if (term.length < SEARCH_MIN_LENGTH) return;
    const timer = setTimeout(() => load(`${action}?${new URLSearchParams({ q: term, typing: "1" })}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, action, load]);

  const data = term.length >= SEARCH_MIN_LENGTH ? fetcher.data : undefined;
  // Exact matches first, whatever their kind; then each kind's, in the page's order.
  const hits = (data?.groups ?? []).flatMap((g) => g.hits).sort((a, b) => Number(b.exact) - Number(a.exact));
  const options = [...hits, { href: `${action}?${new URLSearchParams({ q: term })}`, label: `All results for “${term}”` }];
  const expanded = enhanced && open && Boolean(data);
  const current = active >= 0 ? active : hits[0]?.exact ? 0 : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape") {
      if (expanded) e.preventDefault();
      close();
    } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && data) {
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (e.key === "Enter" && expanded && current >= 0) {
      e.preventDefault();
      close();
      navigate(options[current].href);
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
  };
  const combobox = enhanced
    ? {
        role: "combobox",
        "aria-expanded": expanded,
        "aria-controls": LIST_ID,
        "aria-autocomplete": "list" as const,
        "aria-activedescendant": expanded && current >= 0 ? optionId(current) : undefined,
      }
    : {};

  return (
    <div className="relative" onBlur={onBlur}>
      <Form method="get" action={action} role="search" className="flex items-center gap-1">
        <label htmlFor="header-search" className="sr-only">
          {portal === "admin" ? "Find a client, application, enquiry or invoice" : "Find one of my clients or their applications"}
        </label>
        <input
          ref={input}
          id="header-search"
          type="search"
          name="q"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder="Search… ( / )"
          autoComplete="off"
          maxLength={100}
          className="input w-40 py-1 sm:w-60"
          {...combobox}
        />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {enhanced ? (
        <>
          <p className="sr-only" aria-live="polite">
            {expanded ? (hits.length ? `${hits.length} found` : "Nothing found") : ""}
          </p>
          <ul
            id={LIST_ID}
            role="listbox"
            aria-label="Search results"
            hidden={!expanded}
            onMouseDown={(e) => e.preventDefault()}
            className="absolute right-0 z-30 mt-1 max-h-[70vh] w-[min(24rem,90vw)] overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((option, i) => (
              <li
                key={option.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                className={i === current ? "bg-slate-100" : ""}
              >
                <Link to={option.href} tabIndex={-1} onClick={close} className="block px-3 py-2 text-sm hover:bg-slate-50">
                  {"kind" in option ? (
                    <>
                      <span className="mr-2 rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-700">
                        {SEARCH_KIND_LABELS[option.kind]}
                      </span>
                      <span className="font-semibold text-slate-900">{option.label}</span>
                      <span className="block text-xs text-slate-600">{option.detail}</span>
                    </>
                  ) : (
                    <span className="text-brand-700 underline">{option.label}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
