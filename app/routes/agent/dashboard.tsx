import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/cases/status-badge";
import { APPLICATION_STATUSES, STALE_DAYS, STATUS_LABELS } from "~/lib/cases/application-workflow";
import { formatDate } from "~/lib/ui/format";
import { agentDashboard } from "~/server/cases/agent-portal.server";
import { COUNT_CAP } from "~/server/http/list-params.server";
import { requireRole } from "~/server/accounts/auth.server";
import { waitingOnAgent } from "~/server/cases/waiting.server";
import { firmToday } from "~/server/website/settings.server";
import { WaitingList } from "~/components/cases/waiting-list";
import { LodgementRisks } from "~/components/cases/lodgement-risks";
import { passportsBeforeLodgement } from "~/server/cases/planned-lodgement.server";
import { UpcomingBookings } from "~/components/bookings/upcoming-bookings";
import { serviceLabels } from "~/content/catalogue.server";
import { nextBookings } from "~/server/bookings/hosts.server";
import { agentLeadSummary } from "~/server/leads/agent-leads.server";
import { LeadsDue } from "~/components/leads/leads-due";

export const meta: MetaFunction = () => [{ title: "Dashboard · Agent" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  const today = await firmToday();
  const [dashboard, waiting, bookings, risks, leads] = await Promise.all([
    agentDashboard(user.id),
    waitingOnAgent(user.id, today),
    nextBookings(5, user.id),
    passportsBeforeLodgement(user.id),
    agentLeadSummary(user.id, today),
  ]);
  const topics = serviceLabels();
  const past = dashboard.past_clients ?? 0;
  const pastLabel = past > COUNT_CAP ? `more than ${COUNT_CAP.toLocaleString("en-IN")} past` : `${past} past`;
  return {
    name: user.fullName,
    ...dashboard,
    pastLabel,
    waiting,
    risks,
    leads,
    today,
    bookings: bookings.map(({ answers: _answers, ...b }) => b),
    topics,
  };
}

export default function AgentDashboard() {
  const d = useLoaderData<typeof loader>();
  const byStatus = new Map(d.by_status.map((s) => [s.status, s.n]));
  const waiting = d.waiting.length;
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{`Welcome, ${d.name}`}</h1>
      <p className="mt-1 text-slate-700">
        <Link
          to="/agent/clients"
          className="text-brand-700 underline"
        >{`${d.clients ?? 0} current client${d.clients === 1 ? "" : "s"}`}</Link>
        {d.past_clients ? (
          <>
            {" · "}
            <Link to="/agent/clients?show=past" className="text-brand-700 underline">
              {d.pastLabel}
            </Link>
          </>
        ) : null}
        {` · ${waiting} thing${waiting === 1 ? "" : "s"} waiting on you`}
      </p>
      <LodgementRisks risks={d.risks} link={(r) => `/agent/clients/${r.clientId}`} />
      <WaitingList entries={d.waiting} today={d.today} />
      <LeadsDue due={d.leads.due} open={d.leads.open} today={d.today} />
      <UpcomingBookings bookings={d.bookings} topics={d.topics} all="/agent/bookings" showHost={false} />
      <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="stale-h">
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
      <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="status-h">
        <h2 id="status-h" className="font-semibold text-slate-900">
          My current clients’ applications by status
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`/agent/clients?status=${s}`}
                className="flex justify-between rounded border border-slate-200 px-3 py-2 text-sm hover:border-brand-600"
              >
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
