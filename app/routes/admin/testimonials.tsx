import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";
import { listTestimonials, TESTIMONIAL_SORTS } from "~/server/website/testimonials.server";

export const meta: MetaFunction = () => [{ title: "Testimonials · Admin" }];

const PUBLISHED = [
  { value: "yes", label: "Published" },
  { value: "no", label: "Not published" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, TESTIMONIAL_SORTS, { sort: "updated_at", dir: "desc" });
  const filter = list.params.get("published");
  const published = filter === "yes" ? true : filter === "no" ? false : null;
  const result = await listTestimonials(list, published);
  return { ...result, q: list.q, sort: list.sort, dir: list.dir, page: list.page, published: published === null ? "" : filter! };
}

export default function AdminTestimonials() {
  const { rows, total, pages, page, q, sort, dir, published } = useLoaderData<typeof loader>();
  const filtered = Boolean(q || published);
  return (
    <div>
      <PageHeader
        title="Testimonials"
        action={
          <Link to="/admin/testimonials/new" className="btn-primary">
            New testimonial
          </Link>
        }
      />
      <ListToolbar q={q} placeholder="Name, country, visa or words of the quote">
        <FilterSelect label="Published" name="published" value={published} options={PUBLISHED} />
      </ListToolbar>
      {rows.length ? (
        <>
          <Table caption="Testimonials">
            <thead className="bg-slate-50">
              <tr>
                <SortHeader column="name" label="Name" sort={sort} dir={dir} />
                <SortHeader column="country" label="Country and visa" sort={sort} dir={dir} />
                <SortHeader column="rating" label="Rating" sort={sort} dir={dir} />
                <th scope="col" className="px-3 py-2 text-left">
                  Video
                </th>
                <SortHeader column="is_published" label="Status" sort={sort} dir={dir} />
                <SortHeader column="updated_at" label="Updated" sort={sort} dir={dir} />
                <th scope="col" className="px-3 py-2 text-left">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((t) => (
                <tr key={t.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/testimonials/view/${t.id}`} className="text-brand-700 hover:underline">
                      {t.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{[t.country, t.visa_type].filter(Boolean).join(" · ") || "—"}</td>
                  <td className="px-3 py-2">{t.rating ? `${t.rating} / 5` : "—"}</td>
                  <td className="px-3 py-2">{t.video_url ? "Yes" : "No"}</td>
                  <td className="px-3 py-2">
                    {t.is_published ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Not published</Badge>}
                  </td>
                  <td className="px-3 py-2">{formatDate(t.updated_at)}</td>
                  <td className="px-3 py-2">
                    <Link to={`/admin/testimonials/edit/${t.id}`} className="text-brand-700 hover:underline" aria-label={`Edit ${t.name}`}>
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pages={pages} total={total} />
        </>
      ) : (
        <ListEmpty
          noun="testimonials"
          filtered={filtered}
          listPath="/admin/testimonials"
          first={{ to: "/admin/testimonials/new", label: "Add the first testimonial" }}
        />
      )}
    </div>
  );
}
