// The fixed workflow of an application (issue 5): which status may follow which.
export const APPLICATION_STATUSES = [
  "enquiry",
  "assessment",
  "documents_pending",
  "ready_to_lodge",
  "lodged",
  "additional_info_requested",
  "granted",
  "refused",
  "withdrawn",
  "closed",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  enquiry: "Enquiry",
  assessment: "Assessment",
  documents_pending: "Documents pending",
  ready_to_lodge: "Ready to lodge",
  lodged: "Lodged",
  additional_info_requested: "Additional information requested",
  granted: "Granted",
  refused: "Refused",
  withdrawn: "Withdrawn",
  closed: "Closed",
};

/**
 * enquiry → assessment → documents pending → ready to lodge → lodged →
 * additional information requested → decision (granted / refused / withdrawn) → closed.
 * Steps back are allowed where real cases need them (documents found missing before
 * lodging; information supplied returns the case to "lodged"). A client may withdraw
 * at any open stage.
 */
export const TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  enquiry: ["assessment", "withdrawn", "closed"],
  assessment: ["documents_pending", "withdrawn", "closed"],
  documents_pending: ["ready_to_lodge", "withdrawn"],
  ready_to_lodge: ["lodged", "documents_pending", "withdrawn"],
  lodged: ["additional_info_requested", "granted", "refused", "withdrawn"],
  additional_info_requested: ["lodged", "granted", "refused", "withdrawn"],
  granted: ["closed"],
  refused: ["closed"],
  withdrawn: ["closed"],
  closed: [],
};

/** Moves into these wait until every required checklist item is accepted or not applicable. */
export const GATED_STATUSES: readonly ApplicationStatus[] = ["ready_to_lodge", "lodged"];

/** The first statuses (and ways out) need no signed service agreement; every other move waits for one. */
export const BEFORE_AGREEMENT: readonly ApplicationStatus[] = ["enquiry", "assessment", "withdrawn", "closed"];
export const agreementGates = (to: ApplicationStatus) => !BEFORE_AGREEMENT.includes(to);

export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isOpen(status: ApplicationStatus) {
  return !["granted", "refused", "withdrawn", "closed"].includes(status);
}

/** An open application with no status change for this many days waits on its agent. */
export const STALE_DAYS = 14;
