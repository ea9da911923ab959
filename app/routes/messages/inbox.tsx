import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { InboxFilterBar, inboxHref, InboxRows, SavedReplyChooser, type InboxQuery } from "~/components/messages/inbox";
import { MessageForm } from "~/components/messages/message-form";
import { MessageList } from "~/components/messages/message-list";
import { ListEmpty, PageHeader, Pagination } from "~/components/ui/list";
import { serviceTitle } from "~/content/catalogue.server";
import { portalOfPath } from "~/lib/accounts/portals";
import type { FormFailure } from "~/lib/http/form-failure";
import { isUuid } from "~/lib/http/uuid";
import type { SessionUser } from "~/server/accounts/session.server";
import { requireRole } from "~/server/accounts/auth.server";
import { formFailure } from "~/server/http/forms.server";
import { listParams } from "~/server/http/list-params.server";
import { newFormKey } from "~/server/http/submission-keys.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { INBOX_SORTS, listInbox, type InboxViewer } from "~/server/messages/inbox.server";
import { sendMessageForm } from "~/server/messages/reply.server";
import { fillSavedReply, findSavedReply, savedReplyChoices } from "~/server/messages/saved-replies.server";
import { findThread, listMessages, markThreadRead } from "~/server/messages/threads.server";

// /agent/inbox and /admin/inbox: every thread the member of staff may read, one row
// each, and (?thread=) one thread open beside the list with a reply form. A thread they
// may not read is a 404, as on the thread's own page.

export const meta: MetaFunction = () => [{ title: "Inbox" }];

const noStore = { "Cache-Control": "private, no-store" };
const staffPortal = (request: Request) => (portalOfPath(new URL(request.url).pathname) === "admin" ? "admin" : "agent");

/** The open thread: its latest messages, marked read, and the reply form's text (a chosen saved reply, filled in). */
async function openThread(user: SessionUser, params: URLSearchParams) {
  const id = params.get("thread");
  if (!id) return null;
  const thread = await findThread(user, id);
  if (!thread) throw data(null, { status: 404, headers: noStore });
  const [messages, reply] = await Promise.all([listMessages(thread.id, 1), findSavedReply(params.get("reply"))]);
  await markThreadRead(thread.id, user.id);
  return {
    id: thread.id,
    clientId: thread.client_id,
    clientName: thread.client_name,
    label: `${thread.reference} · ${serviceTitle(thread.service_slug)}`,
    messages: messages.rows.slice(0, 10).reverse(),
    more: messages.rows.length > 10,
    reply: reply?.id ?? "",
    body: reply ? fillSavedReply(reply.body, thread.client_name) : "",
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, staffPortal(request));
  const viewer: InboxViewer = { id: user.id, role: user.role === "admin" ? "admin" : "agent" };
  const list = listParams(request, INBOX_SORTS, { sort: "unread", dir: "desc" });
  const client = list.params.get("client") ?? "";
  const filters = {
    unread: list.params.get("unread") === "1",
    waiting: list.params.get("waiting") === "1",
    q: list.q,
    client: isUuid(client) ? client.toLowerCase() : "",
  };
  const open = await openThread(user, list.params); // first: the list shows it read
  const [inbox, replies] = await Promise.all([listInbox(viewer, filters, list.sort, list.page), open ? savedReplyChoices() : []]);
  const query: InboxQuery = {
    q: filters.q,
    sort: list.sort === "unread" ? "" : list.sort,
    unread: filters.unread ? "1" : "",
    waiting: filters.waiting ? "1" : "",
    client: filters.client,
    page: list.page > 1 ? String(list.page) : "",
  };
  return data(
    {
      formKey: newFormKey(),
      self: user.id,
      portal: viewer.role,
      rows: inbox.rows.map((r) => ({ ...r, service: serviceTitle(r.service_slug) })),
      total: inbox.total,
      pages: inbox.pages,
      capped: inbox.capped,
      page: list.page,
      sort: list.sort,
      filters,
      // The client's name from their own threads (none shown for a client the viewer may not see).
      client: filters.client ? { id: filters.client, name: inbox.rows[0]?.client_name ?? "this client" } : null,
      query,
      open,
      replies,
    },
    { headers: noStore },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, staffPortal(request));
  const url = new URL(request.url);
  const thread = await findThread(user, url.searchParams.get("thread") ?? undefined);
  if (!thread) throw data(null, { status: 404, headers: noStore });
  const failure = await sendMessageForm(request, user, thread);
  if (failure) return formFailure(failure);
  url.searchParams.delete("reply");
  return redirectWithToast(`${url.pathname}?${url.searchParams}#thread`, { type: "success", title: `Reply sent to ${thread.client_name}` });
}

export default function Inbox() {
  const d = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const filtered = Boolean(d.filters.q || d.filters.client || d.filters.unread || d.filters.waiting);
  return (
    <div>
      <PageHeader
        title="Inbox"
        action={
          d.portal === "admin" ? (
            <Link to="/admin/saved-replies" className="btn-secondary">
              Saved replies
            </Link>
          ) : undefined
        }
      />
      <InboxFilterBar q={d.filters.q} sort={d.sort} unread={d.filters.unread} waiting={d.filters.waiting} client={d.client} />
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          {d.rows.length ? (
            <>
              <InboxRows rows={d.rows} query={d.query} open={d.open?.id ?? null} />
              <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
            </>
          ) : (
            <ListEmpty noun="threads" filtered={filtered} page={d.page} listPath={`/${d.portal}/inbox`} />
          )}
        </div>
        {d.open ? (
          <section id="thread" aria-labelledby="thread-h">
            <h2 id="thread-h" className="font-semibold text-slate-900">{`${d.open.clientName} · ${d.open.label}`}</h2>
            <p className="mb-3 mt-1 text-sm">
              <Link to={`/${d.portal}/messages/${d.open.id}#latest`} className="text-brand-700 underline">
                {d.open.more ? "Open the thread (older messages)" : "Open the thread"}
              </Link>
              {" · "}
              <Link to={inboxHref(d.query)} className="text-brand-700 underline">
                Close
              </Link>
            </p>
            {d.open.messages.length ? (
              <MessageList messages={d.open.messages} self={d.self} portal={d.portal} clientName={d.open.clientName} />
            ) : (
              <p className="rounded-lg bg-white p-4 text-slate-700 shadow-sm">No messages yet.</p>
            )}
            <SavedReplyChooser query={d.query} thread={d.open.id} replies={d.replies} chosen={d.open.reply} />
            <div id="reply">
              <MessageForm
                label={`Your reply to ${d.open.clientName}`}
                failure={failure}
                defaultBody={d.open.body}
                action={inboxHref(d.query, { thread: d.open.id })}
              />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
