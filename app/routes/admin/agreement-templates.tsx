import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Table } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { listTemplates } from "~/server/billing/agreement-templates.server";

export const meta: MetaFunction = () => [{ title: "Agreement templates · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { templates: await listTemplates() };
}

export default function AgreementTemplates() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Agreement templates"
        action={
          <Link to="/admin/agreement-templates/new" className="btn-primary">
            New template
          </Link>
        }
      />
      <p className="mb-4 text-sm text-slate-700">
        A service agreement is drawn up from a template on an application's page. Changing a template changes only agreements drawn up
        after; a signed one keeps its text.
      </p>
      <Table caption="Agreement templates">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Title
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              In use
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Last changed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {templates.map((t) => (
            <tr key={t.id}>
              <td className="px-3 py-2">
                <Link to={`/admin/agreement-templates/${t.id}`} className="font-semibold text-brand-700 hover:underline">
                  {t.title}
                </Link>
              </td>
              <td className="px-3 py-2">{t.is_active ? "Yes" : "No"}</td>
              <td className="px-3 py-2">{formatDate(t.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
