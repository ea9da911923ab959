import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/ui/format";
import {
  REPLY_WITHIN_DAYS,
  REVIEW_WITHIN_DAYS,
  urgency,
  WAITING_KIND_LABELS,
  type Waiting,
  type WaitingKind,
} from "~/lib/cases/waiting-on-agent";

const KIND_STYLES: Record<WaitingKind, string> = {
  "key-date": "bg-violet-100 text-violet-900",
  task: "bg-amber-100 text-amber-900",
  message: "bg-sky-100 text-sky-900",
  document: "bg-emerald-100 text-emerald-900",
};

function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

function WhenText({ entry, today }: { entry: Waiting; today: string }) {
  const state = urgency(entry.dueOn, today);
  if (state === "undated" || !entry.dueOn) return <span className="text-slate-600">No due date</span>;
  if (state === "overdue") return <span className="font-semibold text-red-800">{`Overdue since ${formatDate(entry.dueOn)}`}</span>;
  if (state === "today") return <span className="font-semibold text-amber-900">{entry.kind === "key-date" ? "Today" : "Due today"}</span>;
  if (entry.kind === "key-date") {
    const days = daysBetween(today, entry.dueOn);
    return <span className="text-slate-600">{`${formatDate(entry.dueOn)}, in ${days} day${days === 1 ? "" : "s"}`}</span>;
  }
  return <span className="text-slate-600">{`Due ${formatDate(entry.dueOn)}`}</span>;
}

/** The agent's dashboard: everything waiting on them in one list, most urgent first. */
export function WaitingList({ entries, today }: { entries: Waiting[]; today: string }) {
  const overdue = entries.filter((e) => urgency(e.dueOn, today) === "overdue").length;
  return (
    <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="waiting-h">
      <h2 id="waiting-h" className="font-semibold text-slate-900">
        Waiting on you, most urgent first
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        {`${overdue ? `${overdue} overdue. ` : ""}Messages are answered within ${REPLY_WITHIN_DAYS} day and uploads reviewed within ${REVIEW_WITHIN_DAYS} days; tasks by their due date; key dates in the next 30 days.`}
      </p>
      {entries.length ? (
        <ol className="mt-3 divide-y divide-slate-100 text-sm" data-waiting>
          {entries.map((e) => {
            const state = urgency(e.dueOn, today);
            return (
              <li
                key={`${e.kind}:${e.id}`}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
                data-kind={e.kind}
                data-urgency={state}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_STYLES[e.kind]}`}>
                    {WAITING_KIND_LABELS[e.kind]}
                  </span>
                  <Link to={e.href} className="font-medium text-brand-700 hover:underline">
                    {e.title}
                  </Link>
                </span>
                <span className="whitespace-nowrap">
                  <WhenText entry={e} today={today} />
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          Nothing waits on you: every message has an answer, every upload a review, and no task or key date is close.
        </p>
      )}
    </section>
  );
}
