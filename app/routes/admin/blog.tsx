import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { listPosts, POST_SORTS, type PostStatus } from "~/server/website/blog-admin.server";
import { listParams } from "~/server/http/list-params.server";

export const meta: MetaFunction = () => [{ title: "Blog · Admin" }];

const STATUSES = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, POST_SORTS, { sort: "updated_at", dir: "desc" });
  const statusParam = list.params.get("status");
  const status = statusParam === "draft" || statusParam === "published" ? (statusParam as PostStatus) : null;
  const result = await listPosts(list, status);
  return { ...result, q: list.q, sort: list.sort, dir: list.dir, page: list.page, status: status ?? "" };
}

export default function AdminBlog() {
  const { rows, total, pages, page, q, sort, dir, status } = useLoaderData<typeof loader>();
  const filtered = Boolean(q || status);
  return (
    <div>
      <PageHeader
        title="Blog"
        action={
          <Link to="/admin/blog/new" className="btn-primary">
            New post
          </Link>
        }
      />
      <ListToolbar q={q} placeholder="Title or slug">
        <FilterSelect label="Status" name="status" value={status} options={STATUSES} />
      </ListToolbar>
      {rows.length ? (
        <>
          <Table caption="Blog posts">
            <thead className="bg-slate-50">
              <tr>
                <SortHeader column="title" label="Title" sort={sort} dir={dir} />
                <SortHeader column="status" label="Status" sort={sort} dir={dir} />
                <SortHeader column="published_at" label="Published" sort={sort} dir={dir} />
                <SortHeader column="updated_at" label="Updated" sort={sort} dir={dir} />
                <th scope="col" className="px-3 py-2 text-left">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((post) => (
                <tr key={post.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/blog/edit/${post.id}`} className="text-brand-700 hover:underline">
                      {post.title}
                    </Link>
                    <span className="block text-xs font-normal text-slate-500">/blog/{post.slug}</span>
                  </th>
                  <td className="px-3 py-2">
                    {post.status === "published" ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>}
                  </td>
                  <td className="px-3 py-2">{formatDate(post.published_at) || "—"}</td>
                  <td className="px-3 py-2">{formatDate(post.updated_at)}</td>
                  <td className="px-3 py-2">
                    <span className="flex gap-3">
                      <Link to={`/admin/blog/edit/${post.id}`} className="text-brand-700 hover:underline" aria-label={`Edit ${post.title}`}>
                        Edit
                      </Link>
                      <Link
                        to={`/admin/blog/preview/${post.id}`}
                        className="text-brand-700 hover:underline"
                        aria-label={`Preview ${post.title}`}
                      >
                        Preview
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pages={pages} total={total} />
        </>
      ) : (
        <ListEmpty
          noun="posts"
          filtered={filtered}
          listPath="/admin/blog"
          first={{ to: "/admin/blog/new", label: "Write the first post" }}
        />
      )}
    </div>
  );
}
