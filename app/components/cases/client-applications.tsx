import { Link } from "@remix-run/react";
import { Section } from "~/components/cases/people";
import { Table } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";

type Row = { id: string; reference: string; service: string; country: string; status: string; updated: string | Date };

/** A client's applications on their admin page, with the ways to a new one, their billing and their records. */
export function ClientApplications({ client, applications }: { client: { id: string; name: string }; applications: Row[] }) {
  return (
    <Section id="applications-heading" title="Applications">
      {applications.length === 0 ? (
        <p className="text-sm text-slate-600">No applications yet.</p>
      ) : (
        <Table caption={`Applications of ${client.name}`}>
          <thead className="bg-slate-50">
            <tr>
              {["Reference", "Service", "Destination", "Status", "Updated"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 text-left font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {applications.map((a) => (
              <tr key={a.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  <Link to={`/admin/applications/${a.id}`} className="text-brand-700 hover:underline">
                    {a.reference}
                  </Link>
                </th>
                <td className="px-3 py-2">{a.service}</td>
                <td className="px-3 py-2">{a.country}</td>
                <td className="px-3 py-2">{a.status}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(a.updated)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-4">
        <Link to={`/admin/applications/new?client=${client.id}`} className="btn-secondary">
          New application for this client
        </Link>
        <Link to={`/admin/clients/${client.id}/billing`} className="text-sm font-semibold text-brand-700 underline">
          Agreements, invoices and statement
        </Link>
        <Link to={`/admin/clients/${client.id}/records`} className="text-sm font-semibold text-brand-700 underline">
          Records, export and data requests
        </Link>
      </p>
    </Section>
  );
}
