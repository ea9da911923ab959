// An enquiry's stage in the lead pipeline (enquiries.status; kept apart from the zod
// schema: the browser needs these, not zod). "converted" is Won: it comes only from
// making the enquiry a client. "lost" keeps the reason it was lost.
export const ENQUIRY_STATUSES = ["new", "contacted", "consultation_booked", "proposal_sent", "converted", "lost"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** The stages staff choose; Won comes from converting the enquiry into a client. */
export const MANUAL_ENQUIRY_STATUSES = ["new", "contacted", "consultation_booked", "proposal_sent", "lost"] as const;
export type ManualEnquiryStatus = (typeof MANUAL_ENQUIRY_STATUSES)[number];
/** The stages of a lead still being worked (its follow-up can fall due). */
export const OPEN_ENQUIRY_STATUSES = ["new", "contacted", "consultation_booked", "proposal_sent"] as const;

/** What staff read for each stage. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  consultation_booked: "Consultation booked",
  proposal_sent: "Proposal sent",
  converted: "Won (a client)",
  lost: "Lost",
};

export const ENQUIRY_STATUS_STYLE: Record<EnquiryStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  consultation_booked: "bg-indigo-100 text-indigo-900",
  proposal_sent: "bg-violet-100 text-violet-900",
  converted: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-700",
};
