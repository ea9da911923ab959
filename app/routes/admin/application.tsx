import { auditBy } from "~/server/audit/audit-log.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ApplicationHistory, StatusChangeForm } from "~/components/cases/application-panels";
import { PageHeader } from "~/components/ui/list";
import { StatusBadge } from "~/components/cases/status-badge";
import { Field, FormAlert } from "~/components/ui/forms";
import { SearchPicker } from "~/components/ui/search-picker";
import { serviceTitle } from "~/content/catalogue.server";
import { formatDate } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { statusChangeSchema } from "~/lib/cases/status-change-schema";
import { UUID_RE } from "~/lib/http/uuid";
import { isIsoDate } from "~/lib/ui/iso-date";
import { changeStatus, getApplication, updateApplicationDetails, WorkflowError } from "~/server/cases/applications.server";
import { requireRole } from "~/server/accounts/auth.server";
import { isActiveAgent } from "~/server/cases/agent-picker.server";
import { findInForm, pickerStates, withPickers, type PickerFailure, type PickerFields } from "~/server/cases/pickers.server";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { checklistAction } from "~/server/documents/requests.server";
import { checklistsOf } from "~/server/documents/checklists.server";
import { isDocumentOf, reviewDocument } from "~/server/documents/documents.server";
import { documentReviewSchema } from "~/lib/documents/document-review-schema";
import { StaffChecklist } from "~/components/documents/staff-checklist";
import { ByPerson } from "~/components/cases/by-person";
import { PeoplePanel } from "~/components/cases/people-panel";
import { peopleOf } from "~/server/cases/people.server";
import { PEOPLE_INTENTS, peopleAction } from "~/server/cases/people-actions.server";
import { taskAction, tasksOf } from "~/server/cases/tasks.server";
import { TasksPanel } from "~/components/cases/tasks";
import { firmToday } from "~/server/website/settings.server";
import { AgreementPanel } from "~/components/billing/agreement-panel";
import { applicationBilling, applicationBillingAction, BILLING_INTENTS } from "~/server/billing/application-billing.server";
import { storiesOfApplications } from "~/server/website/story-consents.server";
import { storyAskAction } from "~/server/website/story-actions.server";
import { StoryAskPanel } from "~/components/website/story-ask";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.app.reference ?? "Application"} · Admin` }];

async function findApplication(id: string | undefined) {
  const app = id && UUID_RE.test(id) ? await getApplication(id) : null;
  if (!app) throw data(null, { status: 404 });
  return app;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const app = await findApplication(params.id);
  const [checklists, pickers, people] = await Promise.all([
    checklistsOf([app.id]),
    pickerStates(PICKERS, { assignedAgentId: app.assigned_agent_id ?? "" }),
    peopleOf([app.id]),
  ]);
  const checklist = checklists[app.id];
  const [tasks, today, billing, stories] = await Promise.all([
    tasksOf([app.id]),
    firmToday(),
    applicationBilling(app.id),
    storiesOfApplications([app.id]),
  ]);
  const story = stories[app.id] ?? null;
  return {
    app,
    pickers,
    checklist,
    people,
    tasks,
    today,
    billing,
    story,
    serviceTitle: serviceTitle(app.service_slug),
    formKey: newFormKey(),
  };
}

const PICKERS: PickerFields = { assignedAgentId: "agent" };

const detailsSchema = z.object({
  intent: z.literal("details"),
  governmentReference: z.string().trim().max(100, "Use at most 100 characters").default(""),
  assignedAgentId: z.string().regex(UUID_RE).or(z.literal("")).default(""),
  // The day documents must still be usable on (their validity counts to it).
  plannedLodgementOn: z
    .string()
    .trim()
    .refine((v) => v === "" || isIsoDate(v), "Enter a date as YYYY-MM-DD")
    .default(""),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const app = await findApplication(params.id);
  const formData = await request.formData().catch(() => new FormData()); // unreadable: an unknown action
  const intent = formData.get("intent");
  const found = await findInForm(formData, PICKERS);
  if (found) return found;
  if (intent === "status") {
    const parsed = parseFormData(formData, statusChangeSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    try {
      await changeStatus(app.id, parsed.data.to, auditBy(request, admin), parsed.data, submissionKey(formData, "status", admin.id));
    } catch (error) {
      if (error instanceof WorkflowError) return formError(formData, error.message, 400);
      if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: done once
    }
    return redirectWithToast(`/admin/applications/${app.id}`, { type: "success", title: "Status changed" });
  }
  if (intent === "details") {
    const parsed = parseFormData(formData, detailsSchema);
    if (!parsed.ok) return formFailure(await withPickers(parsed.failure, PICKERS));
    const agentId = parsed.data.assignedAgentId;
    // An active agent (or the one assigned now), never any other id.
    if (agentId && agentId !== app.assigned_agent_id && !(await isActiveAgent(agentId))) {
      return formFailure(
        await withPickers(
          { fieldErrors: { assignedAgentId: ["Choose an active agent"] }, values: { ...formValues(formData), assignedAgentId: "" } },
          PICKERS,
        ),
      );
    }
    await updateApplicationDetails(app.id, {
      governmentReference: parsed.data.governmentReference,
      assignedAgentId: parsed.data.assignedAgentId || null,
      plannedLodgementOn: parsed.data.plannedLodgementOn,
    });
    return redirectWithToast(`/admin/applications/${app.id}`, { type: "success", title: "Details saved" });
  }
  if (BILLING_INTENTS.includes(intent as (typeof BILLING_INTENTS)[number])) {
    return (await applicationBillingAction(formData, auditBy(request, admin), app))!;
  }
  if (PEOPLE_INTENTS.includes(intent as (typeof PEOPLE_INTENTS)[number])) {
    return peopleAction(formData, admin.id, app.id, `/admin/applications/${app.id}`);
  }
  if (intent === "task" || intent === "task-done") {
    return taskAction(formData, {
      staffId: admin.id,
      applications: [{ id: app.id, client_id: app.client_id, assigned_agent_id: app.assigned_agent_id }],
      back: `/admin/applications/${app.id}`,
    });
  }
  if (intent === "request" || intent === "item-add" || intent === "item-na" || intent === "item-restore") {
    return checklistAction(formData, admin.id, [app.id], `/admin/applications/${app.id}`);
  }
  if (intent === "story-ask") return storyAskAction(formData, { id: admin.id, role: "admin" }, [app.id], `/admin/applications/${app.id}`);
  if (intent === "review") {
    const parsed = parseFormData(formData, documentReviewSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    if (!(await isDocumentOf(parsed.data.documentId, app.client_id))) throw data(null, { status: 404 });
    if (!(await reviewDocument(parsed.data.documentId, auditBy(request, admin), parsed.data.decision, parsed.data.reason)))
      throw data(null, { status: 404 });
    return redirectWithToast(`/admin/applications/${app.id}#checklist`, {
      type: "success",
      title: parsed.data.decision === "approve" ? "File accepted" : "New copy asked for",
    });
  }
  return formError(formData, "Unknown action.", 400);
}

export default function ApplicationDetail() {
  const { app, pickers, serviceTitle, checklist, people, tasks, today, billing, story } = useLoaderData<typeof loader>();
  const failure = useActionData<PickerFailure>();
  const detailsFailure = failure?.values.intent === "details" ? failure : null;
  return (
    <div>
      <PageHeader
        title={`Application ${app.reference}`}
        action={
          <span className="flex items-center gap-3">
            <Link to={`/admin/messages/${app.id}#latest`} className="text-sm font-semibold text-brand-700 underline">
              Messages
            </Link>
            <Link to={`/admin/applications/${app.id}/answers`} className="text-sm font-semibold text-brand-700 underline">
              Answers
            </Link>
            <Link to={`/admin/audit-log?record=${app.id}`} className="text-sm font-semibold text-brand-700 underline">
              History
            </Link>
            <StatusBadge status={app.status} />
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="summary-h">
            <h2 id="summary-h" className="font-semibold text-slate-900">
              Summary
            </h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <Item label="Client">
                <Link to={`/admin/clients/${app.client_id}`} className="text-brand-700 hover:underline">
                  {app.client_name}
                </Link>{" "}
                <span className="text-slate-600">({app.client_email})</span>
              </Item>
              <Item label="Service">{serviceTitle}</Item>
              <Item label="Destination">{COUNTRY_NAMES[app.destination_country] ?? app.destination_country}</Item>
              <Item label="Agent">{app.agent_name ?? "Unassigned"}</Item>
              <Item label="Opened">{formatDate(app.created_at)}</Item>
              <Item label="In this status since">{formatDate(app.status_changed_at)}</Item>
              <Item label="Planned lodgement">{app.planned_lodgement_on ? formatDate(app.planned_lodgement_on) : "—"}</Item>
              <Item label="Lodged on">{app.lodged_on ? formatDate(app.lodged_on) : "—"}</Item>
              <Item label="Decided on">{app.decided_on ? formatDate(app.decided_on) : "—"}</Item>
              <Item label="Government reference">{app.government_reference ?? "—"}</Item>
            </dl>
          </section>
          <AgreementPanel data={billing} failure={failure} />
          <PeoplePanel people={people} items={checklist} failure={failure} canEdit />
          <section id="checklist" className="rounded-lg bg-white p-5 shadow-sm" aria-label="Checklist">
            <a href={`/admin/applications/${app.id}/files.zip`} className="mb-3 block text-sm font-semibold text-brand-700 underline">
              Download all files (ZIP)
            </a>
            <ByPerson people={people} items={checklist}>
              {(items, person) => <StaffChecklist applicationId={app.id} personId={person?.id} items={items} failure={failure} canEdit />}
            </ByPerson>
          </section>
          <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="history-h">
            <h2 id="history-h" className="mb-4 font-semibold text-slate-900">
              History
            </h2>
            <ApplicationHistory events={app.events} />
          </section>
        </div>
        <div className="space-y-6">
          <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="status-h">
            <h2 id="status-h" className="mb-4 font-semibold text-slate-900">
              Change status
            </h2>
            <StatusChangeForm status={app.status} failure={failure} canOverride agreementPending={billing.waits} />
            {app.status === "granted" ? <StoryAskPanel applicationId={app.id} story={story ?? undefined} failure={failure} /> : null}
          </section>
          <TasksPanel tasks={tasks} applications={[{ id: app.id, label: app.reference }]} today={today} failure={failure} />
          <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="details-h">
            <h2 id="details-h" className="mb-4 font-semibold text-slate-900">
              Details
            </h2>
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="details" />
              <FormAlert message={detailsFailure?.formError} />
              <Field
                label="Government reference"
                name="governmentReference"
                defaultValue={detailsFailure?.values.governmentReference ?? app.government_reference ?? ""}
                errors={detailsFailure?.fieldErrors.governmentReference}
              />
              <Field
                label="Planned lodgement date"
                hint="Documents must still be usable on this day: their checks count to it."
                name="plannedLodgementOn"
                type="date"
                defaultValue={detailsFailure?.values.plannedLodgementOn ?? app.planned_lodgement_on ?? ""}
                errors={detailsFailure?.fieldErrors.plannedLodgementOn}
              />
              <SearchPicker
                label="Assigned agent"
                name="assignedAgentId"
                kind="agent"
                state={(detailsFailure?.pickers ?? pickers).assignedAgentId}
                none="Unassigned"
                errors={detailsFailure?.fieldErrors.assignedAgentId}
              />
              <button type="submit" className="btn-secondary">
                Save details
              </button>
            </Form>
          </section>
        </div>
      </div>
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
