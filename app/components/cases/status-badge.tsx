import { STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";

const TONES: Record<ApplicationStatus, string> = {
  enquiry: "bg-slate-100 text-slate-800",
  assessment: "bg-sky-100 text-sky-900",
  documents_pending: "bg-amber-100 text-amber-900",
  ready_to_lodge: "bg-indigo-100 text-indigo-900",
  lodged: "bg-blue-100 text-blue-900",
  additional_info_requested: "bg-orange-100 text-orange-900",
  granted: "bg-green-100 text-green-900",
  refused: "bg-red-100 text-red-900",
  withdrawn: "bg-slate-200 text-slate-800",
  closed: "bg-slate-200 text-slate-700",
};

/** `label`: the client's reading of the status (clientStatusLabel) on their pages; staff see the status's own. */
export function StatusBadge({ status, label }: { status: ApplicationStatus; label?: string }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {label ?? STATUS_LABELS[status]}
    </span>
  );
}
