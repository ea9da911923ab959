import { STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";

// The main path a client's case travels, for the dashboard's timeline.
const STEPS: { key: string; label: string; statuses: ApplicationStatus[] }[] = [
  { key: "assess", label: "Assessment", statuses: ["enquiry", "assessment"] },
  { key: "docs", label: "Documents", statuses: ["documents_pending"] },
  { key: "prepare", label: "Preparing", statuses: ["ready_to_lodge"] },
  { key: "lodged", label: "Lodged", statuses: ["lodged", "additional_info_requested"] },
  { key: "decision", label: "Decision", statuses: ["granted", "refused", "withdrawn", "closed"] },
];

/** A row per step on a phone (five labels do not fit across 390 px), five columns from sm up. */
export function StatusTimeline({ status }: { status: ApplicationStatus }) {
  const current = STEPS.findIndex((s) => s.statuses.includes(status));
  return (
    <ol className="grid gap-1 text-xs sm:grid-cols-5 sm:text-center" aria-label={`Progress: ${STATUS_LABELS[status]}`}>
      {STEPS.map((step, i) => {
        const state = i < current ? "done" : i === current ? "current" : "todo";
        const label = i === current && step.key === "decision" ? STATUS_LABELS[status] : step.label;
        return (
          <li
            key={step.key}
            className="flex min-w-0 items-center gap-2 sm:block"
            aria-current={state === "current" ? "step" : undefined}
            data-step-state={state}
          >
            <span
              className={`block h-2 w-10 shrink-0 rounded sm:mb-1 sm:w-auto ${state === "done" ? "bg-green-600" : state === "current" ? "bg-brand-600" : "bg-slate-200"}`}
            />
            <span className={`min-w-0 break-words ${state === "current" ? "font-semibold text-slate-900" : "text-slate-600"}`}>
              {label}
            </span>
            <span className="sr-only">{state === "done" ? " (done)" : state === "current" ? " (current)" : " (to come)"}</span>
          </li>
        );
      })}
    </ol>
  );
}
