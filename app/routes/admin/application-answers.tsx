import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { StaffAnswers } from "~/components/cases/staff-answers";
import { FormAlert, TextAreaField } from "~/components/ui/forms";
import { PageHeader } from "~/components/ui/list";
import type { FormFailure } from "~/lib/http/form-failure";
import { requireRole } from "~/server/accounts/auth.server";
import { answersAction, applicationAnswers, applicationForStaff } from "~/server/cases/answers-review.server";
import { firmToday } from "~/server/website/settings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Answers · ${data?.app.reference ?? "Application"} · Admin` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const app = await applicationForStaff(params.id, admin);
  return { app, ...(await applicationAnswers(app, await firmToday())) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const app = await applicationForStaff(params.id, admin);
  const formData = await request.formData().catch(() => new FormData());
  return answersAction(formData, admin, app.id, `/admin/applications/${app.id}/answers`);
}

export default function AdminApplicationAnswers() {
  const { app, locked, people } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const unlocking = failure?.values.intent === "answers-unlock" ? failure : null;
  return (
    <div className="space-y-6">
      <PageHeader title={`Answers: ${app.client_name}, ${app.reference}`} />
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to={`/admin/applications/${app.id}`} className="text-brand-700 underline">
          Back to the application
        </Link>
        <a href={`/admin/applications/${app.id}/answers.pdf`} className="text-brand-700 underline">
          Download the answers (PDF)
        </a>
      </div>
      {locked ? (
        <section className="rounded-lg border-l-4 border-slate-500 bg-white p-5 shadow-sm" aria-labelledby="lock-h">
          <h2 id="lock-h" className="font-semibold text-slate-900">
            The answers are locked
          </h2>
          <p className="text-sm text-slate-700">The application is ready to lodge: what was answered is what is lodged.</p>
          <Form method="post" className="mt-3 max-w-xl space-y-3" noValidate>
            <input type="hidden" name="intent" value="answers-unlock" />
            <FormAlert message={unlocking?.formError} />
            <TextAreaField
              label="Why they must change"
              hint="Kept in the application's history."
              name="reason"
              rows={2}
              defaultValue={unlocking?.values.reason ?? ""}
              errors={unlocking?.fieldErrors.reason}
            />
            <button type="submit" className="btn-secondary">
              Open the answers again
            </button>
          </Form>
        </section>
      ) : null}
      <StaffAnswers people={people} failure={failure} />
    </div>
  );
}
