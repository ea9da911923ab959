import { useEffect, useState } from "react";
import { cleanVisitOrigin, VISIT_ORIGIN_KEYS, type VisitOrigin } from "~/lib/leads/visit-origin";

// The hidden fields of where the visit came from (issue 44), in every form that makes an
// enquiry or a booking. The server fills them from the page's request (its Referer, its own
// address); with JavaScript, the first page of the tab's visit, which public/shell.js keeps in
// sessionStorage (no cookie, gone when the tab closes, never sent unless a form is), takes
// their place, so a visit of several pages keeps where it began. No page view is counted.

/** The first page of this tab's visit, as public/shell.js kept it; null without one. */
function firstPageOfVisit(): VisitOrigin | null {
  try {
    const kept = window.sessionStorage.getItem("visit-origin");
    return kept ? cleanVisitOrigin(JSON.parse(kept) as Record<string, unknown>) : null;
  } catch {
    return null; // storage switched off: the server's values stay
  }
}

export function VisitOriginFields({ origin, kept }: { origin: VisitOrigin; kept?: Record<string, string> }) {
  // A form sent back with an error keeps what it carried.
  const [fields, setFields] = useState<VisitOrigin>(kept ? cleanVisitOrigin(kept) : origin);
  useEffect(() => {
    if (kept) return;
    const first = firstPageOfVisit();
    if (first?.landing_page) setFields(first);
  }, [kept]);
  return (
    <>
      {VISIT_ORIGIN_KEYS.map((key) =>
        fields[key] ? <input key={key} type="hidden" name={key} value={fields[key]} data-visit-origin="" /> : null,
      )}
    </>
  );
}
