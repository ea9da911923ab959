import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { MessageForm } from "~/components/messages/message-form";
import { MessageList } from "~/components/messages/message-list";
import { PageHeader } from "~/components/ui/list";
import { serviceTitle } from "~/content/catalogue.server";
import { portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";
import { formFailure } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { listParams } from "~/server/http/list-params.server";
import { sendMessageForm } from "~/server/messages/reply.server";
import { findThread, listMessages, markThreadRead } from "~/server/messages/threads.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { newFormKey } from "~/server/http/submission-keys.server";

// /client/messages/:applicationId, /agent/messages/:applicationId,
// /admin/messages/:applicationId: the application's thread between the client and
// the staff on it. Plain text (links made clickable), an optional attachment.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Messages · ${data.thread.reference}` : "Messages" }];

const portalOf = (request: Request) => portalOfPath(new URL(request.url).pathname) ?? "client";
const notFound = () => data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const thread = await findThread(user, params.applicationId);
  if (!thread) throw notFound();
  const { page } = listParams(request, ["newest"] as const, { sort: "newest", dir: "desc" });
  const messages = await listMessages(thread.id, page);
  if (page === 1) await markThreadRead(thread.id, user.id);
  const back =
    user.role === "client"
      ? "/client/dashboard"
      : user.role === "agent"
        ? `/agent/clients/${thread.client_id}`
        : `/admin/applications/${thread.id}`;
  return data(
    {
      formKey: newFormKey(),
      self: user.id,
      portal: user.role,
      back,
      thread: { reference: thread.reference, service: serviceTitle(thread.service_slug), clientName: thread.client_name },
      messages: messages.rows.reverse(),
      page,
      older: page < messages.pages,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const thread = await findThread(user, params.applicationId);
  if (!thread) throw notFound();
  const failure = await sendMessageForm(request, user, thread);
  if (failure) return formFailure(failure);
  return redirectWithToast(`/${user.role}/messages/${thread.id}#latest`, { type: "success", title: "Message sent" });
}

export default function MessageThread() {
  const { self, portal, back, thread, messages, page, older } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  return (
    <div className="max-w-3xl">
      <PageHeader title={`Messages · ${thread.reference}`} />
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        {`${thread.service}${portal === "client" ? "" : ` · ${thread.clientName}`} · `}
        <Link to={back} className="text-brand-700 underline">
          {portal === "client" ? "Back to my dashboard" : "Back to the case"}
        </Link>
      </p>
      {older ? (
        <p className="mb-3 text-sm">
          <Link to={`?page=${page + 1}`} className="text-brand-700 underline">
            Older messages
          </Link>
        </p>
      ) : null}
      {messages.length ? (
        <MessageList messages={messages} self={self} portal={portal} clientName={thread.clientName} />
      ) : (
        <p className="rounded-lg bg-white p-4 text-slate-700 shadow-sm">
          {portal === "client" ? "No messages yet. Ask your case team anything about this application here." : "No messages yet."}
        </p>
      )}
      <MessageForm
        label={portal === "client" ? "Your message to your case team" : `Your message to ${thread.clientName}`}
        failure={failure}
      />
    </div>
  );
}
