import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { EmptyState, PageHeader, Pagination } from "~/components/ui/list";
import { SubmitButton } from "~/components/cases/people";
import { formatDateTime } from "~/lib/ui/format";
import { portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";
import { listNotices, markAllRead } from "~/server/notifications/inbox.server";
import { redirectWithToast } from "~/server/http/toast.server";

// /admin/notifications, /agent/notifications, /client/notifications: "What's new",
// the same events the e-mails tell, newest first, unread ones marked.

export const meta: MetaFunction = () => [{ title: "What's new" }];

const portalOf = (request: Request) => portalOfPath(new URL(request.url).pathname) ?? "client";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const { page } = listParams(request, ["newest"] as const, { sort: "newest", dir: "desc" });
  const notices = await listNotices(user.id, page);
  return data({ portal: user.role, page, ...notices }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  await markAllRead(user.id);
  return redirectWithToast(`/${user.role}/notifications`, { type: "success", title: "All marked as read" });
}

export default function WhatsNew() {
  const { portal, rows, page, pages, total } = useLoaderData<typeof loader>();
  const unread = rows.some((n) => !n.read_at);
  return (
    <div>
      <PageHeader
        title="What's new"
        action={
          unread ? (
            <Form method="post">
              <SubmitButton intent="read-all" tone="secondary">
                Mark all as read
              </SubmitButton>
            </Form>
          ) : null
        }
      />
      <p className="mb-4 text-sm text-slate-600">
        {"Choose which of these we also e-mail you on "}
        <Link to={`/${portal}/account/notifications`} className="text-brand-700 underline">
          your e-mail settings
        </Link>
        .
      </p>
      {rows.length ? (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
          {rows.map((n) => (
            <li key={n.id} className={n.read_at ? "p-4" : "border-l-4 border-brand-600 bg-brand-50/40 p-4"}>
              <Link
                to={`/${portal}/notifications/${n.id}`}
                className={`text-slate-900 hover:underline ${n.read_at ? "" : "font-semibold"}`}
              >
                {n.read_at ? n.title : `${n.title} (new)`}
              </Link>
              {n.body ? <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{n.body}</p> : null}
              <p className="mt-1 text-xs text-slate-600">{formatDateTime(n.created_at)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Nothing new yet">
          When your case moves, a document is checked or someone writes to you, it shows here.
        </EmptyState>
      )}
      {total > rows.length || page > 1 ? <Pagination page={page} pages={pages} total={total} /> : null}
    </div>
  );
}
