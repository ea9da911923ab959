import type { VisitOrigin } from "~/lib/leads/visit-origin";

// The hidden fields of where the visit came from (issue 44), in every form that makes an
// enquiry or a booking: filled by the server from the page's request (its Referer, its own
// address). With JavaScript, public/shell.js puts the first page of the tab's visit (kept in
// sessionStorage: no cookie, gone when the tab closes) in them as the form is sent, so a visit
// of several pages keeps where it began. All five are always there (empty when unknown) for it
// to fill; the server cleans what is sent (visit-origin-schema.ts).
// Named here, not imported: the page's bundle stays without visit-origin.ts (/contact's weight budget).
const KEYS = ["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"] as const;

export function VisitOriginFields({ origin, kept }: { origin: VisitOrigin; kept?: Record<string, string> }) {
  // A form sent back with an error keeps what it carried.
  const values: Record<string, string | undefined> = kept ?? origin;
  return (
    <>
      {KEYS.map((key) => (
        <input key={key} type="hidden" name={key} value={values[key] ?? ""} />
      ))}
    </>
  );
}
