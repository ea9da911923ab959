import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/admin/status-badge";
import { APPLICATION_STATUSES, STALE_DAYS, STATUS_LABELS } from "~/lib/application-workflow";
import { documentLabel } from "~/lib/document-checklists";
import { formatDate, formatDateTime } from "~/lib/format";
import { agentDashboard } from "~/server/agent-portal.server";
import { requireRole } from "~/server/accounts/auth.server";
import { awaitingReply } from "~/server/messages/threads.server";
import { keyDatesComingFor } from "~/server/cases/key-dates.server";
import { firmToday } from "~/server/settings.server";
import { KEY_DATE_KINDS } from "~/lib/key-dates";
import { openTasksFor } from "~/server/cases/tasks.server";
import { Due } from "~/components/tasks";

export const meta: MetaFunction = () => [{ title: "Dashboard · Agent" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  const today = await firmToday();
  const [dashboard, unanswered, keyDates, tasks] = await Promise.all([agentDashboard(user.id), awaitingReply(user.id), keyDatesComingFor(user.id, today), openTasksFor(user.id)]);
  return { name: user.fullName, ...dashboard, unanswered, tasks, today, keyDates: keyDates.map((k) => ({ ...k, label: KEY_DATE_KINDS[k.kind].label })) };
}

export default function AgentDashboard() {
  const d = useLoaderData<typeof loader>();
  const byStatus = new Map(d.by_status.map((s) => [s.status, s.n]));
  const waiting = d.documents_to_review.length + d.stale_applications.length + d.unanswered.length + d.keyDates.length + d.tasks.length;
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{`Welcome, ${d.name}`}</h1>
      <p className="mt-1 text-slate-700">
        {`${d.clients ?? 0} assigned client${d.clients === 1 ? "" : "s"} · ${waiting} thing${waiting === 1 ? "" : "s"} waiting on you`}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className="rounded-lg bg-white p-5 shadow-sm lg:col-span-2" aria-labelledby="unanswered-h">
          <h2 id="unanswered-h" className="font-semibold text-slate-900">
            Messages waiting for your reply
          </h2>
          {d.unanswered.length ? (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {d.unanswered.map((a) => (
                <li key={a.id} className="flex justify-between gap-3 py-2">
                  <Link to={`/agent/messages/${a.id}#latest`} className="font-medium text-brand-700 hover:underline">
                    {`${a.client_name} · ${a.reference}`}
                  </Link>
                  <span className="whitespace-nowrap text-slate-600">{`waiting since ${formatDateTime(a.awaiting_reply_since)}`}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">Every client message has an answer.</p>
          )}
        </section>
        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="review-h">
          <h2 id="review-h" className="font-semibold text-slate-900">
            Documents to review
          </h2>
          {d.documents_to_review.length ? (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {d.documents_to_review.map((doc) => (
                <li key={doc.id} className="flex justify-between gap-3 py-2">
                  <Link to={`/agent/clients/${doc.client_id}#documents`} className="font-medium text-brand-700 hover:underline">
                    {`${doc.client_name}: ${documentLabel(doc.document_type, doc.item_name)}`}
                  </Link>
                  <span className="whitespace-nowrap text-slate-600">{formatDate(doc.created_at)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">Nothing to review.</p>
          )}
        </section>
        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="stale-h">
          <h2 id="stale-h" className="font-semibold text-slate-900">{`No change for ${STALE_DAYS} days`}</h2>
          {d.stale_applications.length ? (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {d.stale_applications.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link to={`/agent/clients/${a.client_id}`} className="font-medium text-brand-700 hover:underline">
                    {`${a.reference} · ${a.client_name}`}
                  </Link>
                  <span className="flex items-center gap-2 text-slate-600">
                    <StatusBadge status={a.status} />
                    {`since ${formatDate(a.status_changed_at)}`}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">Every open application moved in the last {STALE_DAYS} days.</p>
          )}
        </section>
      </div>
      <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="my-tasks-h">
        <h2 id="my-tasks-h" className="font-semibold text-slate-900">
          My tasks
        </h2>
        {d.tasks.length ? (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {d.tasks.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/agent/clients/${t.client_id}#tasks`} className="font-medium text-brand-700 hover:underline">
                  {`${t.title} · ${t.client_name}`}
                </Link>
                <Due on={t.due_on} today={d.today} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No open task.</p>
        )}
      </section>
      <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="key-dates-h">
        <h2 id="key-dates-h" className="font-semibold text-slate-900">
          Key dates in the next 30 days
        </h2>
        {d.keyDates.length ? (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {d.keyDates.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/agent/clients/${k.client_id}#key-dates`} className="font-medium text-brand-700 hover:underline">
                  {`${k.client_name}: ${k.label}`}
                </Link>
                <span className="whitespace-nowrap text-slate-600">{formatDate(k.due_on)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No key date in the next 30 days.</p>
        )}
      </section>
      <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="status-h">
        <h2 id="status-h" className="font-semibold text-slate-900">
          My applications by status
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <Link to={`/agent/clients?status=${s}`} className="flex justify-between rounded border border-slate-200 px-3 py-2 text-sm hover:border-brand-600">
                <span>{STATUS_LABELS[s]}</span>
                <span className="font-bold">{byStatus.get(s) ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="recent-h">
        <h2 id="recent-h" className="font-semibold text-slate-900">
          Recent activity
        </h2>
        {d.recent.length ? (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {d.recent.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/agent/clients/${e.client_id}`} className="text-brand-700 hover:underline">
                  {`${e.reference} · ${e.client_name}`}
                </Link>
                <span className="flex items-center gap-2 text-slate-600">
                  <StatusBadge status={e.to_status} />
                  {`${e.actor_name ?? "System"}, ${formatDate(e.created_at)}`}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No activity yet.</p>
        )}
      </section>
    </div>
  );
}
