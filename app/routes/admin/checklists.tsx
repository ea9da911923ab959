import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Table } from "~/components/ui/list";
import { requireRole } from "~/server/accounts/auth.server";
import { checklistOverview } from "~/server/documents/templates.server";

export const meta: MetaFunction = () => [{ title: "Checklists · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { visaTypes: await checklistOverview() };
}

/** Each visa type's document checklist: what a new application of that type is given. */
export default function Checklists() {
  const { visaTypes } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="Document checklists" />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        Each visa type's checklist is copied into an application when it is opened. Changing one here changes applications opened from then
        on; on an open application, staff add items or mark one not applicable.
      </p>
      <Table caption="Visa types and their checklists">
        <thead>
          <tr>
            <th scope="col">Visa type</th>
            <th scope="col">Items</th>
            <th scope="col">Required</th>
          </tr>
        </thead>
        <tbody>
          {visaTypes.map((v) => (
            <tr key={v.slug}>
              <td>
                <Link to={`/admin/checklists/${v.slug}`} className="font-medium text-brand-700 hover:underline">
                  {v.title}
                </Link>
              </td>
              <td>{v.items}</td>
              <td>{v.required}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
