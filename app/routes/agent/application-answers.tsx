import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { StaffAnswers } from "~/components/cases/staff-answers";
import { PageHeader } from "~/components/ui/list";
import type { FormFailure } from "~/lib/http/form-failure";
import { requireRole } from "~/server/accounts/auth.server";
import { answersAction, applicationAnswers, applicationForStaff } from "~/server/cases/answers-review.server";
import { firmToday } from "~/server/website/settings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Answers · ${data?.app.reference ?? "Application"} · Agent` }];

// The agent's clients' applications only (applicationForStaff); anything else is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const app = await applicationForStaff(params.id, agent);
  return { app, ...(await applicationAnswers(app, await firmToday())) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const app = await applicationForStaff(params.id, agent);
  const formData = await request.formData().catch(() => new FormData());
  return answersAction(formData, agent, app.id, `/agent/applications/${app.id}/answers`);
}

export default function AgentApplicationAnswers() {
  const { app, locked, people } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  return (
    <div className="space-y-6">
      <PageHeader title={`Answers: ${app.client_name}, ${app.reference}`} />
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to={`/agent/clients/${app.client_id}`} className="text-brand-700 underline">
          Back to the client
        </Link>
        <a href={`/agent/applications/${app.id}/answers.pdf`} className="text-brand-700 underline">
          Download the answers (PDF)
        </a>
      </div>
      {locked ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm">
          The answers are locked: the application is ready to lodge. An admin can open them again.
        </p>
      ) : null}
      <StaffAnswers people={people} failure={failure} />
    </div>
  );
}
