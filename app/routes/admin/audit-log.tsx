import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CellLabel, FilterSelect, ListEmpty, PageHeader, Pagination, Table } from "~/components/ui/list";
import { AUDIT_KIND_GROUPS, AUDIT_KIND_LABELS } from "~/lib/audit/audit-kinds";
import { AUDIT_RETENTION_YEARS } from "~/lib/retention";
import { formatDateTime } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { auditFilters, auditPage, auditPeople, filterLabels } from "~/server/audit/audit-list.server";
import { listParams } from "~/server/http/list-params.server";

export const meta: MetaFunction = () => [{ title: "Audit log · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, ["when"] as const, { sort: "when", dir: "desc" });
  const filters = auditFilters(list.params);
  const [result, people, labels] = await Promise.all([auditPage(filters, list.page), auditPeople(), filterLabels(filters)]);
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  return {
    ...result,
    page: list.page,
    filters,
    labels,
    query,
    people: people.map((p) => ({ value: p.id, label: `${p.full_name} (${p.role})` })),
  };
}

const ROLE_WORDS: Record<string, string> = { admin: "Admin", agent: "Agent", client: "Client" };

export default function AuditLog() {
  const d = useLoaderData<typeof loader>();
  const f = d.filters;
  const filtered = Boolean(f.actor || f.record || f.kind || f.from || f.to);
  return (
    <div>
      <PageHeader
        title={d.labels.record ? `History of ${d.labels.record.label}` : "Audit log"}
        action={
          <a href={`/admin/audit-log/export.csv${d.query ? `?${d.query}` : ""}`} className="btn-secondary" download>
            Download these as CSV
          </a>
        }
      />
      <p className="mb-4 text-sm text-slate-700">
        {`Every change that matters, newest first: who made it, when and from where. Entries cannot be changed or deleted; each is kept ${AUDIT_RETENTION_YEARS} years.`}
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm" role="search">
        {f.record ? <input type="hidden" name="record" value={f.record} /> : null}
        <FilterSelect label="Person" name="actor" value={f.actor} options={withCurrent(d.people, f.actor, d.labels.actor)} />
        <div>
          <label htmlFor="filter-kind" className="label">
            What
          </label>
          <select id="filter-kind" name="kind" defaultValue={f.kind} className="input mt-1">
            <option value="">All</option>
            {AUDIT_KIND_GROUPS.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.kinds.map((k) => (
                  <option key={k} value={k}>
                    {AUDIT_KIND_LABELS[k]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-from" className="label">
            From
          </label>
          <input id="filter-from" name="from" type="date" defaultValue={f.from} className="input mt-1" />
        </div>
        <div>
          <label htmlFor="filter-to" className="label">
            To
          </label>
          <input id="filter-to" name="to" type="date" defaultValue={f.to} className="input mt-1" />
        </div>
        <button type="submit" className="btn-secondary">
          Apply
        </button>
        {filtered ? (
          <Link to="/admin/audit-log" className="py-2 text-sm text-brand-700 underline">
            Show everything
          </Link>
        ) : null}
      </Form>
      {d.rows.length ? (
        <>
          <Table caption="Audit log, newest first" stack>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {["When", "Who", "What", "From where"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-left">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((r) => (
                <tr key={r.id} data-audit-kind={r.kind}>
                  <td className="whitespace-nowrap px-3 py-2 align-top">
                    <CellLabel>When</CellLabel>
                    {formatDateTime(r.at)}
                  </td>
                  <td className="px-3 py-2 align-top">
                    <CellLabel>Who</CellLabel>
                    {r.actorId ? (
                      <Link to={`/admin/audit-log?actor=${r.actorId}`} className="hover:underline">
                        {r.who}
                      </Link>
                    ) : (
                      r.who
                    )}
                    {r.role ? <span className="block text-xs text-slate-600">{ROLE_WORDS[r.role] ?? r.role}</span> : null}
                  </td>
                  <td className="px-3 py-2 align-top" data-wide>
                    <CellLabel>What</CellLabel>
                    <span className="font-semibold">{r.what}</span>
                    {r.record ? (
                      <>
                        {": "}
                        {r.record.href ? (
                          <Link to={r.record.href} className="text-brand-700 hover:underline">
                            {r.record.label}
                          </Link>
                        ) : (
                          r.record.label
                        )}
                        {" · "}
                        <Link
                          to={`/admin/audit-log?record=${encodeURIComponent(r.recordId ?? "")}`}
                          className="text-xs text-slate-600 underline"
                        >
                          History
                        </Link>
                      </>
                    ) : null}
                    {r.summary ? <span className="block text-slate-700">{r.summary}</span> : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 align-top">
                    <CellLabel>From where</CellLabel>
                    {r.ip ?? "Not known"}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <ListEmpty noun="entries" filtered={filtered} page={d.page} listPath="/admin/audit-log" />
      )}
    </div>
  );
}

/** The person filter's options, with the one chosen even when it is not staff (a client reached from a row). */
function withCurrent(options: { value: string; label: string }[], current: string, label: string | null) {
  return current && label && !options.some((o) => o.value === current) ? [...options, { value: current, label }] : options;
}
