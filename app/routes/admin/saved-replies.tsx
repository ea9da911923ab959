import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ListEmpty, PageHeader, Pagination } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { deleteSavedReply, listSavedReplies } from "~/server/messages/saved-replies.server";

// /admin/saved-replies: the texts staff choose from when they reply in the inbox.

export const meta: MetaFunction = () => [{ title: "Saved replies · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const { page } = listParams(request, ["title"] as const, { sort: "title", dir: "asc" });
  return { ...(await listSavedReplies(page)), page };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const form = await request.formData().catch(() => new FormData());
  if (!(await deleteSavedReply(String(form.get("id") ?? "")))) throw data(null, { status: 404 });
  return redirectWithToast("/admin/saved-replies", { type: "success", title: "Saved reply deleted" });
}

export default function SavedReplies() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Saved replies"
        action={
          <Link to="/admin/saved-replies/new" className="btn-primary">
            New saved reply
          </Link>
        }
      />
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Staff choose these in the inbox&apos;s reply form. In the text, {"{client_first_name}"} and {"{client_name}"} are filled in with the
        client&apos;s first name and full name; the text can be changed before it is sent.
      </p>
      {d.rows.length ? (
        <>
          <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
            {d.rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link to={`/admin/saved-replies/${r.id}`} className="font-semibold text-brand-700 hover:underline">
                    {r.title}
                  </Link>
                  <p className="mt-1 line-clamp-2 whitespace-pre-wrap text-sm text-slate-700">{r.body}</p>
                  <p className="mt-1 text-xs text-slate-600">{`Changed ${formatDate(r.updated_at)}`}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="id" value={r.id} />
                  <button type="submit" className="btn-secondary" aria-label={`Delete ${r.title}`}>
                    Delete
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <ListEmpty
          noun="saved replies"
          filtered={false}
          page={d.page}
          listPath="/admin/saved-replies"
          first={{ to: "/admin/saved-replies/new", label: "Write the first saved reply" }}
        />
      )}
    </div>
  );
}
