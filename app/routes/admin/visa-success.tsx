import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";
import { listStories, STORY_SORTS } from "~/server/website/visa-successes.server";

export const meta: MetaFunction = () => [{ title: "Visa success stories · Admin" }];

const PUBLISHED = [
  { value: "yes", label: "Published" },
  { value: "no", label: "Not published" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, STORY_SORTS, { sort: "updated_at", dir: "desc" });
  const filter = list.params.get("published");
  const published = filter === "yes" ? true : filter === "no" ? false : null;
  const result = await listStories(list, published);
  return { ...result, q: list.q, sort: list.sort, dir: list.dir, page: list.page, published: published === null ? "" : filter! };
}

export default function AdminVisaSuccess() {
  const { rows, total, pages, page, q, sort, dir, published } = useLoaderData<typeof loader>();
  const filtered = Boolean(q || published);
  return (
    <div>
      <PageHeader
        title="Visa success stories"
        action={
          <Link to="/admin/visa-success/new" className="btn-primary">
            New story
          </Link>
        }
      />
      <ListToolbar q={q} placeholder="Name, country or visa type">
        <FilterSelect label="Published" name="published" value={published} options={PUBLISHED} />
      </ListToolbar>
      {rows.length ? (
        <>
          <Table caption="Visa success stories">
            <thead className="bg-slate-50">
              <tr>
                <SortHeader column="display_name" label="Name" sort={sort} dir={dir} />
                <SortHeader column="country" label="Country" sort={sort} dir={dir} />
                <SortHeader column="visa_type" label="Visa" sort={sort} dir={dir} />
                <SortHeader column="granted_on" label="Granted" sort={sort} dir={dir} />
                <SortHeader column="is_published" label="Status" sort={sort} dir={dir} />
                <SortHeader column="updated_at" label="Updated" sort={sort} dir={dir} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/visa-success/${s.id}`} className="text-brand-700 hover:underline">
                      {s.display_name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{s.country}</td>
                  <td className="px-3 py-2">{s.visa_type}</td>
                  <td className="px-3 py-2">{formatDate(s.granted_on) || "—"}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {s.is_published ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Not published</Badge>}
                      {s.consent_to_publish ? null : <Badge tone="amber">No consent</Badge>}
                    </span>
                  </td>
                  <td className="px-3 py-2">{formatDate(s.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pages={pages} total={total} />
        </>
      ) : (
        <ListEmpty
          noun="stories"
          filtered={filtered}
          listPath="/admin/visa-success"
          first={{ to: "/admin/visa-success/new", label: "Add the first story" }}
          nothingYet="No success stories yet"
        />
      )}
    </div>
  );
}
