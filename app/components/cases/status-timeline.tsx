import type { ApplicationStatus } from "~/lib/cases/application-workflow";
import { formatDateTime } from "~/lib/ui/format";
import { CLIENT_STAGES as STEPS, clientStatusLabel } from "~/lib/cases/client-stages";

// The main path a client's case travels, for the dashboard's timeline; the current step is
// named as the status badge names it (client-stages.ts).

/** A row per step on a phone (five labels do not fit across 390 px), five columns from sm up. */
export function StatusTimeline({ status }: { status: ApplicationStatus }) {
  const current = STEPS.findIndex((s) => s.statuses.includes(status));
  return (
    <ol className="grid gap-1 text-xs sm:grid-cols-5 sm:text-center" aria-label={`Progress: ${clientStatusLabel(status)}`}>
      {STEPS.map((step, i) => {
        const state = i < current ? "done" : i === current ? "current" : "todo";
        const label = i === current ? clientStatusLabel(status) : step.label;
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

/** The newest note the case team wrote to the client, in view above the progress (the history below is folded). */
export function LatestNote({ events }: { events: { id: string; client_note: string | null; created_at: string }[] }) {
  const latest = events.find((e) => e.client_note);
  if (!latest) return null;
  return (
    <div className="mt-4 rounded-md border-l-4 border-brand-600 bg-brand-50 p-4" data-latest-note>
      <p className="text-sm font-semibold text-slate-900">Latest note from your case team</p>
      <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">{latest.client_note}</p>
      <p className="mt-1 text-xs text-slate-600">{formatDateTime(latest.created_at)}</p>
    </div>
  );
}
