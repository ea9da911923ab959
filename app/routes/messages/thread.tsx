import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/ui/list";
import { FormAlert, TextAreaField } from "~/components/ui/forms";
import { serviceTitle } from "~/content/catalogue.server";
import { formatDateTime } from "~/lib/ui/format";
import { portalOfPath } from "~/lib/accounts/portals";
import { useResetOnSuccess } from "~/lib/ui/use-reset-on-success";
import { requireRole } from "~/server/accounts/auth.server";
import { formFailure, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { listParams } from "~/server/http/list-params.server";
import { postMessage } from "~/server/messages/posting.server";
import { findThread, listMessages, markThreadRead } from "~/server/messages/threads.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { OnceKey } from "~/components/ui/once-key";
import { DOCUMENT_RULE, readUploadForm } from "~/server/files/uploads.server";

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

const schema = z.object({
  intent: z.literal("send"),
  body: z.string().trim().min(1, "Write your message first").max(5000, "Use at most 5,000 characters"),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const thread = await findThread(user, params.applicationId);
  if (!thread) throw notFound();
  const upload = await readUploadForm(request, "file", DOCUMENT_RULE);
  const parsed = parseFormData(upload.formData, schema);
  const fileError = upload.image.kind === "error" ? [upload.image.message] : undefined;
  if (!parsed.ok || fileError || upload.unreadable) {
    const failure: FormFailure = parsed.ok
      ? {
          fieldErrors: {},
          values: Object.fromEntries([...upload.formData].filter(([, v]) => typeof v === "string")) as Record<string, string>,
        }
      : parsed.failure;
    if (upload.unreadable) failure.formError = "Your message could not be read. Please try again.";
    // A chosen file is not sent back: say so, so it is chosen again.
    failure.fieldErrors.file = fileError ?? (upload.image.kind === "image" ? ["Choose the file again"] : undefined);
    return formFailure(failure);
  }
  const attachment = upload.image.kind === "image" ? upload.image : null;
  try {
    await postMessage(thread, user, parsed.data.body, attachment, submissionKey(upload.formData, "message", user.id));
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: stored once
  }
  return redirectWithToast(`/${user.role}/messages/${thread.id}#latest`, { type: "success", title: "Message sent" });
}

const URL_RE = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain text with its web addresses made into links; React escapes the rest. */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_RE).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-brand-700 underline" rel="noopener noreferrer nofollow" target="_blank">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function MessageThread() {
  const { self, portal, back, thread, messages, page, older } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === "submitting";
  const formRef = useResetOnSuccess("send");
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
        <ol className="space-y-3" aria-label="Messages">
          {messages.map((m, i) => {
            const mine = m.author_id === self;
            const who = mine
              ? "You"
              : m.from_client
                ? portal === "client"
                  ? "You"
                  : thread.clientName
                : (m.author_name ?? "Your case team");
            return (
              <li
                key={m.id}
                id={i === messages.length - 1 ? "latest" : undefined}
                className={`rounded-lg p-4 shadow-sm ${mine ? "ml-8 bg-brand-50" : "mr-8 bg-white"}`}
              >
                <p className="text-xs text-slate-600">{`${who} · ${formatDateTime(m.created_at)}`}</p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">
                  <Linkified text={m.body} />
                </p>
                {m.file_id ? (
                  <p className="mt-2 text-sm">
                    <a
                      href={`/messages/attachments/${m.id}`}
                      className="text-brand-700 underline"
                    >{`Attachment: ${m.file_name ?? "file"}`}</a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="rounded-lg bg-white p-4 text-slate-700 shadow-sm">
          {portal === "client" ? "No messages yet. Ask your case team anything about this application here." : "No messages yet."}
        </p>
      )}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-4 rounded-lg bg-white p-5 shadow-sm"
        noValidate
      >
        <input type="hidden" name="intent" value="send" />
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <TextAreaField
          label={portal === "client" ? "Your message to your case team" : `Your message to ${thread.clientName}`}
          name="body"
          rows={4}
          defaultValue={failure?.values.body ?? ""}
          errors={failure?.fieldErrors.body}
        />
        <div>
          <label htmlFor="message-file" className="label">
            Attach a file (optional: PDF, JPEG or PNG, up to 10 MB)
          </label>
          <input
            id="message-file"
            name="file"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="mt-1 block text-sm"
            aria-describedby={failure?.fieldErrors.file ? "message-file-error" : undefined}
          />
          {failure?.fieldErrors.file ? (
            <p id="message-file-error" className="mt-1 text-sm text-red-700">
              {failure.fieldErrors.file[0]}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Sending…" : "Send message"}
        </button>
      </Form>
    </div>
  );
}
