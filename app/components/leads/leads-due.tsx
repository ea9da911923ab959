import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/ui/format";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { COUNT_CAP_LABEL } from "~/lib/leads/lead-activities";

type Due = { id: string; name: string; status: EnquiryStatus; follow_up_on: string | null };

/** The agent's dashboard: their leads to call back today (or overdue), and a way to all their open leads. */
export function LeadsDue({ due, open, today }: { due: Due[]; open: number; today: string }) {
  return (
    <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="leads-due-h">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="leads-due-h" className="font-semibold text-slate-900">
          Follow-ups due today
        </h2>
        <Link to="/agent/leads" className="text-sm font-semibold text-brand-700 underline">
          {`${open > COUNT_CAP_LABEL ? `More than ${COUNT_CAP_LABEL.toLocaleString("en-IN")}` : open} open lead${open === 1 ? "" : "s"}`}
        </Link>
      </div>
      {due.length ? (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {due.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/agent/leads/${l.id}`} className="font-medium text-brand-700 hover:underline">
                {l.name}
              </Link>
              <span className="text-slate-600">
                {`${ENQUIRY_STATUS_LABELS[l.status]} · ${l.follow_up_on === today ? "today" : `since ${formatDate(l.follow_up_on)}`}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No follow-ups due today.</p>
      )}
    </section>
  );
}
