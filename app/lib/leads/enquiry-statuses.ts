// Enquiry statuses (kept apart from the zod schema: the browser needs these, not zod).
export const ENQUIRY_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** Staff move an enquiry between new, contacted and closed; "converted" comes only from creating a client. */
export const MANUAL_ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;

/** What staff read for each status. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted to a client",
  closed: "Closed",
};
