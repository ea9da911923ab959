import { STATUS_LABELS, type ApplicationStatus } from "~/lib/application-workflow";

// The main path a client's case travels, for the dashboard's timeline.
const STEPS: { key: string; label: string; statuses: ApplicationStatus[] }[] = [
  { key: "assess", label: "Assessment", statuses: ["enquiry", "assessment"] },
  { key: "docs", label: "Documents", statuses: ["documents_pending"] },
  { key: "prepare", label: "Preparing", statuses: ["ready_to_lodge"] },
  { key: "lodged", label: "Lodged", statuses: ["lodged", "additional_info_requested"] },
  { key: "decision", label: "Decision", statuses: ["granted", "refused", "withdrawn", "closed"] },
];

export function StatusTimeline({ status }: { status: ApplicationStatus }) {
  const current = STEPS.findIndex((s) => s.statuses.includes(status));
  return (
    <ol className="grid grid-cols-5 gap-1 text-center text-xs" aria-label={`Progress: ${STATUS_LABELS[status]}`}>
      {STEPS.map((step, i) => {
        const state = i < current ? "done" : i === current ? "current" : "todo";
        const label = i === current && step.key === "decision" ? STATUS_LABELS[status] : step.label;
        return (
          <li key={step.key} aria-current={state === "current" ? "step" : undefined} data-step-state={state}>
            <span
              className={`mb-1 block h-2 rounded ${state === "done" ? "bg-green-600" : state === "current" ? "bg-brand-600" : "bg-slate-200"}`}
            />
            <span className={state === "current" ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</span>
            <span className="sr-only">{state === "done" ? " (done)" : state === "current" ? " (current)" : " (to come)"}</span>
          </li>
        );
      })}
    </ol>
  );
}
