/** The brand mark and name. `inverted` shows it light, for the dark hero of country pages. */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <span className={`site-logo flex items-center gap-2 ${inverted ? "invert" : ""}`} data-inverted={inverted || undefined}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="7" fill="#174ca8" />
        <path d="M7 22.5 16 8l9 14.5z" fill="#fbbf24" />
        <path d="M11.5 22.5 16 15l4.5 7.5z" fill="#fff" />
      </svg>
      <span className="text-base font-bold leading-tight text-slate-900 sm:text-lg">{name}</span>
    </span>
  );
}
