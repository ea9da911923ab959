import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { CheckboxField, Field, FormAlert, TextAreaField } from "~/components/ui/forms";
import { AGREEMENT_FIELDS } from "~/lib/billing/agreement-render";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { getTemplate, saveTemplate, templateSchema } from "~/server/billing/agreement-templates.server";
import { formFailure, parseForm } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";

// One module for /admin/agreement-templates/new and /admin/agreement-templates/:id.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.template?.title ?? "New template"} · Agreement templates · Admin` },
];

const FIELD_HELP: Record<(typeof AGREEMENT_FIELDS)[number], string> = {
  client_name: "the client's full name",
  firm_name: "the firm's legal name",
  date: "the day it is drawn up",
  services: "the application's service, as a list",
  fees: "the fees as a table, with their total",
  total: "the fees' total",
  instalments: "when each part is paid",
  refund_terms: "the refund policy's refunds (its stages, and when we get it wrong), word for word",
};

async function findTemplate(id: string | undefined) {
  if (id === undefined) return null;
  const template = UUID_RE.test(id) ? await getTemplate(id) : undefined;
  if (!template) throw data(null, { status: 404 });
  return template;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { template: await findTemplate(params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const template = await findTemplate(params.id);
  const parsed = await parseForm(request, templateSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const id = await saveTemplate(template?.id ?? null, parsed.data, admin.id);
  return redirectWithToast(`/admin/agreement-templates/${id}`, {
    type: "success",
    title: "Template saved",
    description: "Agreements drawn up from now on use it.",
  });
}

export default function AgreementTemplateEdit() {
  const { template } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const v = (name: "title" | "body", fallback = "") => failure?.values[name] ?? fallback;
  return (
    <div className="max-w-3xl">
      <PageHeader title={template ? `Template: ${template.title}` : "New agreement template"} />
      <Form method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <FormAlert message={failure?.formError} />
        <Field label="Title" name="title" defaultValue={v("title", template?.title)} errors={failure?.fieldErrors.title} />
        <TextAreaField
          label="The agreement (Markdown)"
          hint="Headings with #, lists with -, bold with **. Fields are filled in for each client."
          name="body"
          rows={24}
          defaultValue={v("body", template?.body)}
          errors={failure?.fieldErrors.body}
        />
        <div className="text-sm text-slate-700">
          <p className="font-semibold">Fields</p>
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {AGREEMENT_FIELDS.map((f) => (
              <li key={f}>
                <code>{`{{${f}}}`}</code>
                {`: ${FIELD_HELP[f]}`}
              </li>
            ))}
          </ul>
        </div>
        <CheckboxField
          label="In use (offered when an agreement is drawn up)"
          name="isActive"
          defaultChecked={failure ? failure.values.isActive === "on" : (template?.is_active ?? true)}
        />
        <button type="submit" className="btn-primary">
          Save the template
        </button>
      </Form>
    </div>
  );
}
