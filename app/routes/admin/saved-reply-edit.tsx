import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/ui/list";
import { Field, FormAlert, TextAreaField } from "~/components/ui/forms";
import type { FormFailure } from "~/lib/http/form-failure";
import { requireRole } from "~/server/accounts/auth.server";
import { formFailure, parseForm } from "~/server/http/forms.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { createSavedReply, findSavedReply, updateSavedReply } from "~/server/messages/saved-replies.server";

// One module for /admin/saved-replies/new and /admin/saved-replies/:id.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.reply?.title ?? "New saved reply"} · Saved replies · Admin` },
];

const schema = z.object({
  title: z.string().trim().min(1, "Give it a title").max(120, "Use at most 120 characters"),
  body: z.string().trim().min(1, "Write the reply").max(5000, "Use at most 5,000 characters"),
});

async function replyOr404(id: string | undefined) {
  if (id === undefined) return null;
  const reply = await findSavedReply(id);
  if (!reply) throw data(null, { status: 404 });
  return reply;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { reply: await replyOr404(params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const reply = await replyOr404(params.id);
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return formFailure(parsed.failure);
  if (reply) {
    if (!(await updateSavedReply(reply.id, parsed.data))) throw data(null, { status: 404 });
  } else await createSavedReply(parsed.data);
  return redirectWithToast("/admin/saved-replies", { type: "success", title: "Saved reply saved" });
}

export default function SavedReplyEdit() {
  const { reply } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const v = (name: "title" | "body", fallback = "") => failure?.values[name] ?? fallback;
  return (
    <div className="max-w-3xl">
      <PageHeader title={reply ? `Saved reply: ${reply.title}` : "New saved reply"} />
      <Form method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <FormAlert message={failure?.formError} />
        <Field
          label="Title (what staff choose it by)"
          name="title"
          defaultValue={v("title", reply?.title)}
          errors={failure?.fieldErrors.title}
        />
        <TextAreaField
          label="The reply"
          hint={`{client_first_name} and {client_name} are filled in with the client's first name and full name. Staff can change the text before they send it.`}
          name="body"
          rows={10}
          defaultValue={v("body", reply?.body)}
          errors={failure?.fieldErrors.body}
        />
        <div className="flex items-center gap-4">
          <button type="submit" className="btn-primary">
            Save the reply
          </button>
          <Link to="/admin/saved-replies" className="text-brand-700 underline">
            Back to saved replies
          </Link>
        </div>
      </Form>
    </div>
  );
}
