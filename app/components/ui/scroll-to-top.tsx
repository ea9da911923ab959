/**
 * Appears after 300 px of scroll (SPEC.md §9; public/shell.js shows it); a plain link to the
 * top of the page, hidden until then and without JavaScript.
 */
export function ScrollToTop() {
  return (
    <a
      href="#top"
      aria-label="Scroll to top"
      data-scroll-top
      data-visible="false"
      className="fixed bottom-5 right-5 z-30 hidden h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </a>
  );
}
