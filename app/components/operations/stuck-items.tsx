import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/ui/format";

type Stuck = {
  days: number;
  documents: { id: string; client_id: string; client_name: string; label: string; created_at: string | Date }[];
  messages: { id: string; reference: string; client_name: string; awaiting_reply_since: string | Date | null }[];
  documentsTotal: number;
  messagesTotal: number;
  tasks: { id: string; title: string; due_on: string | null; application_id: string; reference: string; assignee_name: string | null }[];
  tasksTotal: number;
};

const count = (n: number) => (n >= 1000 ? "1,000+" : String(n));

/** The admin dashboard's "What is stuck": the oldest of each, with the way to it. */
export function StuckItems({ stuck }: { stuck: Stuck }) {
  const none = !stuck.documentsTotal && !stuck.messagesTotal && !stuck.tasksTotal;
  return (
    <section id="stuck" className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="stuck-h">
      <h2 id="stuck-h" className="font-semibold text-slate-900">
        {`What is stuck (over ${stuck.days} days)`}
      </h2>
      {none ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing: every document is reviewed and every client message answered within {stuck.days} days, and no task is overdue.
        </p>
      ) : (
        <div className="mt-3 grid gap-6 md:grid-cols-3">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{`Documents waiting for review: ${count(stuck.documentsTotal)}`}</h3>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {stuck.documents.map((d) => (
                <li key={d.id} className="py-2">
                  <Link to={`/admin/clients/${d.client_id}#documents`} className="font-medium text-brand-700 hover:underline">
                    {`${d.client_name}: ${d.label}`}
                  </Link>
                  <span className="block text-slate-600">{`Uploaded ${formatDate(d.created_at)}`}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{`Client messages unanswered: ${count(stuck.messagesTotal)}`}</h3>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {stuck.messages.map((m) => (
                <li key={m.id} className="py-2">
                  <Link to={`/admin/messages/${m.id}#latest`} className="font-medium text-brand-700 hover:underline">
                    {`${m.client_name}: ${m.reference}`}
                  </Link>
                  <span className="block text-slate-600">{`Waiting since ${formatDate(m.awaiting_reply_since)}`}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{`Tasks overdue: ${count(stuck.tasksTotal)}`}</h3>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {stuck.tasks.map((t) => (
                <li key={t.id} className="py-2">
                  <Link to={`/admin/applications/${t.application_id}#tasks`} className="font-medium text-brand-700 hover:underline">
                    {`${t.title} (${t.reference})`}
                  </Link>
                  <span className="block text-slate-600">{`${t.assignee_name ?? "Nobody"}, due ${formatDate(t.due_on)}`}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
