import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { ListEmpty, ListToolbar, PageHeader, Pagination, SortHeader, Table } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";
import { listTeam, TEAM_SORTS } from "~/server/website/team.server";

export const meta: MetaFunction = () => [{ title: "Team · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, TEAM_SORTS, { sort: "position", dir: "asc" });
  return { ...(await listTeam(list)), q: list.q, sort: list.sort, dir: list.dir, page: list.page };
}

export default function AdminTeam() {
  const { rows, total, pages, page, q, sort, dir } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Team on the About page"
        action={
          <Link to="/admin/team/new" className="btn-primary">
            New team member
          </Link>
        }
      />
      <ListToolbar q={q} placeholder="Name, role or registration" />
      {rows.length ? (
        <>
          <Table caption="Team members">
            <thead className="bg-slate-50">
              <tr>
                <SortHeader column="position" label="Order" sort={sort} dir={dir} />
                <SortHeader column="name" label="Name" sort={sort} dir={dir} />
                <SortHeader column="role" label="Role" sort={sort} dir={dir} />
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Registration
                </th>
                <SortHeader column="is_published" label="Status" sort={sort} dir={dir} />
                <SortHeader column="updated_at" label="Updated" sort={sort} dir={dir} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((m) => (
                <tr key={m.id}>
                  <td className="px-3 py-2">{m.position}</td>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/team/${m.id}`} className="text-brand-700 hover:underline">
                      {m.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{m.role}</td>
                  <td className="px-3 py-2">{m.registration || "—"}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {m.is_published ? <Badge tone="green">Shown</Badge> : <Badge tone="slate">Hidden</Badge>}
                      {m.photo_url ? null : <Badge tone="amber">No photo</Badge>}
                    </span>
                  </td>
                  <td className="px-3 py-2">{formatDate(m.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pages={pages} total={total} />
        </>
      ) : (
        <ListEmpty
          noun="team members"
          filtered={Boolean(q)}
          listPath="/admin/team"
          first={{ to: "/admin/team/new", label: "Add the first team member" }}
          nothingYet="No team members yet"
        />
      )}
    </div>
  );
}
