import { STATUS_LABELS, type ApplicationStatus } from "./application-workflow";

// What the client reads of their case's status: one mapping for the badge and the progress
// bar, so both always say the same. An enquiry is, for the client, their case being assessed.

export const CLIENT_STAGES: { key: string; label: string; statuses: ApplicationStatus[] }[] = [
  { key: "assess", label: "Assessment", statuses: ["enquiry", "assessment"] },
  { key: "docs", label: "Documents", statuses: ["documents_pending"] },
  { key: "prepare", label: "Preparing", statuses: ["ready_to_lodge"] },
  { key: "lodged", label: "Lodged", statuses: ["lodged", "additional_info_requested"] },
  { key: "decision", label: "Decision", statuses: ["granted", "refused", "withdrawn", "closed"] },
];

/** The status as the client reads it, on the badge and at the progress bar's current step. */
export function clientStatusLabel(status: ApplicationStatus): string {
  return status === "enquiry" ? STATUS_LABELS.assessment : STATUS_LABELS[status];
}
