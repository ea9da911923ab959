// The one search of the staff portals (issue 43): what a result is, for the server that
// finds it and the header box and results page that show it.

export const SEARCH_KINDS = ["client", "application", "enquiry", "invoice"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What each result is called beside it. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  client: "Client",
  application: "Application",
  enquiry: "Enquiry",
  invoice: "Invoice",
};

/** A group's heading on the results page. */
export const SEARCH_GROUP_LABELS: Record<SearchKind, string> = {
  client: "Clients",
  application: "Applications",
  enquiry: "Enquiries",
  invoice: "Invoices",
};

/** Shorter than this, only nothing is searched (a trigram needs three characters). */
export const SEARCH_MIN_LENGTH = 3;

/** One result: what it is, its words (never an id or a slug), and its page. */
export type SearchHit = {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string;
  href: string;
  /** Matched exactly (a passport, file reference, invoice number or e-mail), listed first. */
  exact: boolean;
};

/** The results of one kind, and the list that holds more of them (filtered by what was typed) when some were left off. */
export type SearchGroup = { kind: SearchKind; hits: SearchHit[]; more: string | null };

/** What the search page's loader returns, to the page and to the header's list as you type. */
export type SearchResults = { q: string; tooShort: boolean; groups: SearchGroup[] };

/** A passport number as the search compares it: its letters and digits, in capitals. */
export const passportKey = (q: string) => q.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
