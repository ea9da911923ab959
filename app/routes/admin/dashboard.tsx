import { ENQUIRY_STATUS_LABELS } from "~/lib/leads/enquiry-statuses";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/cases/status-badge";
import { APPLICATION_STATUSES, STATUS_LABELS } from "~/lib/cases/application-workflow";
import { formatDate } from "~/lib/ui/format";
import { adminDashboard } from "~/server/cases/admin-dashboard.server";
import { requireRole } from "~/server/accounts/auth.server";
import { STUCK_AFTER_DAYS, stuckItems } from "~/server/operations/stuck-report.server";
import { StuckItems } from "~/components/operations/stuck-items";
import { firmToday } from "~/server/website/settings.server";
import { contentFreshness, serviceLabels } from "~/content/catalogue.server";
import { ContentFreshness } from "~/components/website/content-freshness";
import { BackupStatus } from "~/components/operations/backup-status";
import { backupStatus } from "~/server/operations/backups.server";
import { UpcomingBookings } from "~/components/bookings/upcoming-bookings";
import { nextBookings } from "~/server/bookings/hosts.server";

export const meta: MetaFunction = () => [{ title: "Dashboard · Admin" }];
import { MoneyOwed } from "~/components/billing/money-owed";
import { moneyOwed } from "~/server/billing/invoice-queries.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  const today = await firmToday();
  const [dashboard, stuck, backups, bookings, owed] = await Promise.all([
    adminDashboard(),
    stuckItems(today),
    backupStatus(),
    nextBookings(),
    moneyOwed(today),
  ]);
  return {
    name: user.fullName,
    ...dashboard,
    stuck: { ...stuck, days: STUCK_AFTER_DAYS },
    content: contentFreshness(today),
    backups: { ...backups, now: new Date().toISOString() },
    bookings: bookings.map(({ answers: _answers, ...b }) => b),
    topics: serviceLabels(),
    owed,
  };
}

export default function AdminDashboard() {
  const d = useLoaderData<typeof loader>();
  const byStatus = new Map(d.by_status.map((s) => [s.status, s.n]));
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{`Welcome, ${d.name}`}</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label="Active clients" value={d.clients} to="/admin/clients" />
        <Stat label="Active agents" value={d.agents} to="/admin/agents" />
        <Stat label="Enquiries this week" value={d.enquiries_this_week} to="/admin/enquiries" note={`${d.enquiries_new} waiting (new)`} />
        <Stat label="Published posts" value={d.published_posts} to="/admin/blog" />
      </dl>
      <MoneyOwed owed={d.owed} />
      <BackupStatus status={d.backups} />
      <UpcomingBookings bookings={d.bookings} topics={d.topics} all="/admin/bookings" showHost />
      <StuckItems stuck={d.stuck} />
      <ContentFreshness content={d.content} />
      <section className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="by-status">
        <h2 id="by-status" className="font-semibold text-slate-900">
          Applications by status
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`/admin/applications?status=${s}`}
                className="flex items-center justify-between rounded border border-slate-200 px-3 py-2 text-sm hover:border-brand-600"
              >
                <span>{STATUS_LABELS[s]}</span>
                <span className="font-bold" data-status-count={s}>
                  {byStatus.get(s) ?? 0}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="latest-enquiries">
          <h2 id="latest-enquiries" className="font-semibold text-slate-900">
            Latest enquiries
          </h2>
          {d.latest_enquiries.length ? (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {d.latest_enquiries.map((e) => (
                <li key={e.id} className="flex items-center justify-between gap-3 py-2">
                  <Link to={`/admin/enquiries/${e.id}`} className="font-medium text-brand-700 hover:underline">
                    {e.name}
                  </Link>
                  <span className="text-slate-600">{`${ENQUIRY_STATUS_LABELS[e.status]} · ${formatDate(e.created_at)}`}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">No enquiries yet.</p>
          )}
        </section>
        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="latest-changes">
          <h2 id="latest-changes" className="font-semibold text-slate-900">
            Latest application changes
          </h2>
          {d.latest_changes.length ? (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {d.latest_changes.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link to={`/admin/applications/${c.application_id}`} className="font-medium text-brand-700 hover:underline">
                    {`${c.reference} · ${c.client_name}`}
                  </Link>
                  <span className="flex items-center gap-2 text-slate-600">
                    <StatusBadge status={c.to_status} />
                    {formatDate(c.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">No application activity yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Stat({ label, value, to, note }: { label: string; value: number | null; to: string; note?: string }) {
  return (
    <div className="relative rounded-lg bg-white p-4 shadow-sm hover:ring-2 hover:ring-brand-100">
      <dt className="text-sm text-slate-600">
        <Link to={to} className="after:absolute after:inset-0">
          {label}
        </Link>
      </dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900" data-stat={label}>
        {value ?? 0}
      </dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}
