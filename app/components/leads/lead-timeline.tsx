import { formatDate, formatDateTime } from "~/lib/ui/format";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { ACTIVITY_LABELS, CALL_OUTCOME_LABELS, TIMELINE_LIMIT, type TimelineEntry } from "~/lib/leads/lead-activities";

const stage = (slug: string | null) => (slug ? (ENQUIRY_STATUS_LABELS[slug as EnquiryStatus] ?? slug) : "—");
const day = (value: string | null) => (value ? formatDate(value) : "none");

/** What one entry says, in words (never a slug). */
function summary(e: TimelineEntry): string {
  switch (e.kind) {
    case "stage":
      return `${e.from_value ? `${stage(e.from_value)} → ` : ""}${stage(e.to_value)}${e.happens_at ? `, consultation ${formatDateTime(e.happens_at)}` : ""}`;
    case "owner":
      return `${e.from_value ?? "Front desk"} → ${e.to_value ?? "Front desk"}`;
    case "follow_up":
      return e.to_value ? `Follow up on ${day(e.to_value)} (was ${day(e.from_value)})` : `Follow-up cleared (was ${day(e.from_value)})`;
    case "call":
      return e.outcome ? CALL_OUTCOME_LABELS[e.outcome] : "";
    default:
      return "";
  }
}

/** A lead's timeline, newest first: who did what and when. */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section id="timeline" className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="timeline-h">
      <h2 id="timeline-h" className="font-semibold text-slate-900">
        Timeline
      </h2>
      <TimelineEntries entries={entries} />
    </section>
  );
}

/** The entries alone (also on the client's record, under "How this client came to us"). */
export function TimelineEntries({ entries }: { entries: TimelineEntry[] }) {
  if (!entries.length) return <p className="mt-3 text-sm text-slate-600">Nothing logged yet.</p>;
  return (
    <>
      <ol className="mt-3 divide-y divide-slate-100 text-sm">
        {entries.map((e) => {
          const line = summary(e);
          return (
            <li key={e.id} className="py-2">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium text-slate-900">
                  {ACTIVITY_LABELS[e.kind]}
                  {line ? <span className="font-normal text-slate-700">{`: ${line}`}</span> : null}
                </span>
                <span className="text-slate-600">{`${e.actor_name ?? "System"}, ${formatDateTime(e.created_at)}`}</span>
              </p>
              {e.body ? (
                <p className="mt-1 whitespace-pre-wrap text-slate-800">{e.kind === "stage" ? `Reason: ${e.body}` : e.body}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {entries.length >= TIMELINE_LIMIT ? <p className="mt-2 text-sm text-slate-600">{`The newest ${TIMELINE_LIMIT} entries.`}</p> : null}
    </>
  );
}
