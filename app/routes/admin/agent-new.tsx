import { auditBy } from "~/server/audit/audit-log.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { SubmitButton } from "~/components/cases/people";
import { Field, FormAlert } from "~/components/ui/forms";
import { newAgentSchema } from "~/lib/cases/people-schema";
import { EMAIL_TAKEN_MESSAGE, isEmailTaken } from "~/server/accounts/accounts.server";
import { createAgent } from "~/server/accounts/agents.server";
import { requireRole } from "~/server/accounts/auth.server";
import { formFailure, formValues, parseForm } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { OnceKey } from "~/components/ui/once-key";
import { firstResult, newFormKey, submissionKey } from "~/server/http/submission-keys.server";

export const meta: MetaFunction = () => [{ title: "New agent · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { formKey: newFormKey() };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const parsed = await parseForm(request, newAgentSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const done = {
    type: "success" as const,
    title: "Agent created and invited",
    description: `${parsed.data.fullName} gets an e-mail with a link to choose a password (valid for 7 days).`,
  };
  let agent;
  try {
    agent = await createAgent(parsed.data, auditBy(request, admin), submissionKey(parsed.formData, "agent-new", admin.id));
  } catch (error) {
    if (isEmailTaken(error)) return formFailure({ fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] }, values: formValues(parsed.formData) });
    return redirectWithToast(firstResult(error, "/admin/agents"), done); // a copy of the form: the agent the first made
  }
  return redirectWithToast(`/admin/agents/${agent.id}`, done);
}

export default function NewAgent() {
  const failure = useActionData<FormFailure>();
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  return (
    <div className="max-w-3xl">
      <PageHeader title="New agent" />
      <Form method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Full name" name="fullName" required autoComplete="off" defaultValue={v.fullName} errors={e.fullName} />
          <Field label="E-mail" name="email" type="email" required autoComplete="off" defaultValue={v.email} errors={e.email} />
          <Field
            label="Phone (optional)"
            name="phone"
            type="tel"
            placeholder="+91 98765 43210"
            hint="International form: + and the country code."
            defaultValue={v.phone}
            errors={e.phone}
          />
          <Field label="Job title" name="jobTitle" placeholder="Immigration consultant" defaultValue={v.jobTitle} errors={e.jobTitle} />
          <Field
            label="Languages"
            name="languages"
            placeholder="English, Hindi"
            className="sm:col-span-2"
            defaultValue={v.languages}
            errors={e.languages}
          />
        </div>
        <p className="text-sm text-slate-600">
          The agent gets an e-mail invitation to choose their own password; nobody else ever sees it.
        </p>
        <div className="flex gap-3">
          <SubmitButton intent="create">Create agent</SubmitButton>
          <Link to="/admin/agents" className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
