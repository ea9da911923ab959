import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader, Table } from "~/components/ui/list";
import { requireRole } from "~/server/accounts/auth.server";
import { questionnaireOverview } from "~/server/cases/questionnaire-templates.server";

export const meta: MetaFunction = () => [{ title: "Questionnaires · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { visaTypes: await questionnaireOverview() };
}

/** Each visa type's questionnaire: what each person on an application is asked. */
export default function Questionnaires() {
  const { visaTypes } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="Questionnaires" />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        What the government's forms ask of each person, section by section. A change is saved as a new version: people who started answering
        keep the version they started.
      </p>
      <Table caption="Visa types and their questionnaires">
        <thead>
          <tr>
            <th scope="col">Visa type</th>
            <th scope="col">Questionnaire</th>
          </tr>
        </thead>
        <tbody>
          {visaTypes.map((v) => (
            <tr key={v.slug}>
              <td>
                <Link to={`/admin/questionnaires/${v.slug}`} className="font-medium text-brand-700 hover:underline">
                  {v.title}
                </Link>
              </td>
              <td>{v.version ? `Version ${v.version}` : "None yet"}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
