import { auditBy } from "~/server/audit/audit-log.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ApplicationHistory, PlannedLodgementForm, StatusChangeForm } from "~/components/cases/application-panels";
import { PageHeader } from "~/components/ui/list";
import { StatusBadge } from "~/components/cases/status-badge";
import { serviceTitle } from "~/content/catalogue.server";
import { formatDate } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { documentReviewSchema } from "~/lib/documents/document-review-schema";
import { statusChangeSchema } from "~/lib/cases/status-change-schema";
import { UUID_RE } from "~/lib/http/uuid";
import { addClientNote, applicationsWithHistory, clientNotes, findAssignedClient } from "~/server/cases/agent-portal.server";
import { isDocumentOf, reviewDocument } from "~/server/documents/documents.server";
import { changeStatus, WorkflowError } from "~/server/cases/applications.server";
import { setPlannedLodgement } from "~/server/cases/planned-lodgement.server";
import { isIsoDate } from "~/lib/ui/iso-date";
import { requireRole } from "~/server/accounts/auth.server";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { enquiryOfClient } from "~/server/leads/enquiries.server";
import { EnquiryOrigin } from "~/components/leads/enquiry-origin";
import { keyDateAction, keyDatesOf } from "~/server/cases/key-dates.server";
import { KeyDatesPanel } from "~/components/cases/key-dates";
import { ClientNotesPanel } from "~/components/cases/client-notes";
import { checklistsOf } from "~/server/documents/checklists.server";
import { checklistAction } from "~/server/documents/requests.server";
import { StaffChecklist } from "~/components/documents/staff-checklist";
import { ByPerson } from "~/components/cases/by-person";
import { peopleOf } from "~/server/cases/people.server";
import { applicationsOfClient, taskAction, tasksOf } from "~/server/cases/tasks.server";
import { TasksPanel } from "~/components/cases/tasks";
import { firmToday } from "~/server/website/settings.server";
import { storiesOfApplications } from "~/server/website/story-consents.server";
import { storyAskAction } from "~/server/website/story-actions.server";
import { StoryAskPanel } from "~/components/website/story-ask";
import { latestMessagesOf } from "~/server/messages/threads.server";
import { ThreadPreview } from "~/components/messages/thread-preview";
import { ClientProfileSummary } from "~/components/cases/client-profile-summary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.client.full_name ?? "Client"} · Agent` }];

/** The client, if assigned to this agent; anything else is a 404, for loaders and actions alike. */
async function assignedClient(agentId: string, clientId: string | undefined) {
  const client = clientId && UUID_RE.test(clientId) ? await findAssignedClient(agentId, clientId) : undefined;
  if (!client) throw data(null, { status: 404 });
  return client;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const client = await assignedClient(agent.id, params.clientId);
  const [applications, notes, enquiry, keyDates] = await Promise.all([
    applicationsWithHistory(client.user_id),
    clientNotes(client.user_id),
    enquiryOfClient(client.user_id),
    keyDatesOf(client.user_id),
  ]);
  const ids = applications.map((a) => a.id);
  const [checklists, people, tasks, stories, threads, today] = await Promise.all([
    checklistsOf(ids),
    peopleOf(ids),
    tasksOf(ids),
    storiesOfApplications(ids),
    latestMessagesOf(ids),
    firmToday(),
  ]);
  return {
    formKey: newFormKey(),
    keyDates,
    enquiry: enquiry ?? null,
    client,
    applications: applications.map((a) => ({ ...a, serviceTitle: serviceTitle(a.service_slug) })),
    checklists,
    people,
    tasks,
    stories,
    threads,
    self: agent.id,
    today,
    visaInterest: client.visa_interest ? serviceTitle(client.visa_interest) : null,
    notes,
  };
}

const noteSchema = z.object({
  intent: z.literal("note"),
  body: z.string().trim().min(1, "Write the note first").max(5000, "Use at most 5,000 characters"),
  shared: z.literal("on").optional(),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const client = await assignedClient(agent.id, params.clientId);
  const formData = await request.formData().catch(() => new FormData()); // unreadable: an unknown action
  const back = `/agent/clients/${client.user_id}`;
  switch (formData.get("intent")) {
    case "status": {
      const parsed = parseFormData(formData, statusChangeSchema);
      if (!parsed.ok) return formFailure(parsed.failure);
      const applicationId = String(formData.get("applicationId") ?? "");
      const apps = await applicationsWithHistory(client.user_id);
      if (!apps.some((a) => a.id === applicationId)) throw data(null, { status: 404 });
      try {
        await changeStatus(
          applicationId,
          parsed.data.to,
          auditBy(request, agent),
          parsed.data,
          submissionKey(formData, "status", agent.id),
        );
      } catch (error) {
        if (error instanceof WorkflowError) return formError(formData, error.message, 400);
        if (!(error instanceof AlreadySubmitted)) throw error;
      }
      return redirectWithToast(back, { type: "success", title: "Status changed" });
    }
    case "lodgement": {
      const applicationId = String(formData.get("applicationId") ?? "");
      if (!(await applicationsWithHistory(client.user_id)).some((a) => a.id === applicationId)) throw data(null, { status: 404 });
      const day = String(formData.get("plannedLodgementOn") ?? "").trim();
      if (day && !isIsoDate(day))
        return formFailure({ fieldErrors: { plannedLodgementOn: ["Enter a date as YYYY-MM-DD"] }, values: formValues(formData) });
      await setPlannedLodgement(applicationId, day || null);
      return redirectWithToast(back, { type: "success", title: day ? "Planned lodgement saved" : "Planned lodgement cleared" });
    }
    case "review": {
      const parsed = parseFormData(formData, documentReviewSchema);
      if (!parsed.ok) return formFailure(parsed.failure);
      if (!(await isDocumentOf(parsed.data.documentId, client.user_id))) throw data(null, { status: 404 });
      if (!(await reviewDocument(parsed.data.documentId, auditBy(request, agent), parsed.data.decision, parsed.data.reason)))
        throw data(null, { status: 404 });
      return redirectWithToast(`${back}#checklist`, {
        type: "success",
        title: parsed.data.decision === "approve" ? "File accepted" : "New copy asked for",
      });
    }
    case "key-date":
    case "key-date-remove": {
      const apps = await applicationsWithHistory(client.user_id);
      return keyDateAction(
        formData,
        agent.id,
        client.user_id,
        apps.map((a) => a.id),
        back,
      );
    }
    case "task":
    case "task-done":
      return taskAction(formData, { staffId: agent.id, applications: await applicationsOfClient(client.user_id), back });
    case "request":
    case "item-add":
    case "item-na":
    case "item-restore":
      return checklistAction(
        formData,
        agent.id,
        (await applicationsOfClient(client.user_id)).map((a) => a.id),
        back,
      );
    case "story-ask":
      return storyAskAction(
        formData,
        { id: agent.id, role: "agent" },
        (await applicationsOfClient(client.user_id)).map((a) => a.id),
        back,
      );
    case "note": {
      const parsed = parseFormData(formData, noteSchema);
      if (!parsed.ok) return formFailure(parsed.failure);
      await addClientNote(
        client.user_id,
        agent.id,
        parsed.data.body,
        parsed.data.shared === "on",
        submissionKey(formData, "note", agent.id),
      );
      return redirectWithToast(`${back}#notes`, {
        type: "success",
        title: parsed.data.shared ? "Note shared with the client" : "Note added for staff",
      });
    }
    default:
      return formError(formData, "Unknown action.", 400);
  }
}

export default function AgentClient() {
  const {
    client: c,
    applications,
    notes,
    visaInterest,
    enquiry,
    keyDates,
    checklists,
    people,
    tasks,
    today,
    stories,
    threads,
    self,
  } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  return (
    <div>
      <PageHeader
        title={c.full_name}
        action={<span className="text-sm text-slate-600">{`Profile ${c.profile_completion_percentage}% complete`}</span>}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {applications.length ? (
            applications.map((a) => (
              <section key={a.id} className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby={`app-${a.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`app-${a.id}`} className="font-semibold text-slate-900">{`${a.reference} · ${a.serviceTitle}`}</h2>
                  <span className="flex items-center gap-3">
                    <Link to={`/agent/applications/${a.id}/answers`} className="text-sm font-semibold text-brand-700 underline">
                      Answers
                    </Link>
                    <StatusBadge status={a.status} />
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">{`${COUNTRY_NAMES[a.destination_country] ?? a.destination_country} · in this status since ${formatDate(a.status_changed_at)}`}</p>
                <div className="mt-4" id={a.id === applications[0].id ? "checklist" : undefined}>
                  <a href={`/agent/applications/${a.id}/files.zip`} className="mb-3 block text-sm font-semibold text-brand-700 underline">
                    Download all files (ZIP)
                  </a>
                  <ByPerson people={people.filter((p) => p.applicationId === a.id)} items={checklists[a.id] ?? []}>
                    {(items, p) => <StaffChecklist applicationId={a.id} personId={p?.id} items={items} failure={failure} canEdit />}
                  </ByPerson>
                </div>
                <div className="mt-4 grid gap-6 md:grid-cols-2">
                  <div>
                    <h3 className="mb-3 text-sm font-semibold text-slate-900">Move along the workflow</h3>
                    <StatusChangeForm
                      status={a.status}
                      failure={failure?.values.applicationId === a.id ? failure : null}
                      hidden={{ applicationId: a.id }}
                    />
                    <PlannedLodgementForm
                      applicationId={a.id}
                      value={a.planned_lodgement_on}
                      failure={failure?.values.intent === "lodgement" && failure.values.applicationId === a.id ? failure : null}
                    />
                  </div>
                  <div>
                    <h3 className="mb-3 text-sm font-semibold text-slate-900">History</h3>
                    <ApplicationHistory events={a.events} />
                  </div>
                </div>
                <ThreadPreview applicationId={a.id} messages={threads[a.id] ?? []} self={self} clientName={c.full_name} />
                {a.status === "granted" ? <StoryAskPanel applicationId={a.id} story={stories[a.id]} failure={failure} /> : null}
              </section>
            ))
          ) : (
            <p className="rounded-lg bg-white p-5 text-slate-700 shadow-sm">No applications yet.</p>
          )}
        </div>
        <div className="space-y-6">
          <TasksPanel
            tasks={tasks}
            applications={applications.map((a) => ({ id: a.id, label: `${a.reference} · ${a.serviceTitle}` }))}
            today={today}
            failure={failure}
          />
          <KeyDatesPanel dates={keyDates} applications={applications} failure={failure} />
          {enquiry ? (
            <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="enquiry-h">
              <h2 id="enquiry-h" className="mb-2 font-semibold text-slate-900">
                How this client came to us
              </h2>
              <EnquiryOrigin enquiry={enquiry} />
            </section>
          ) : null}
          <ClientProfileSummary client={c} visaInterest={visaInterest} />
          <ClientNotesPanel notes={notes} failure={failure} />
        </div>
      </div>
    </div>
  );
}
