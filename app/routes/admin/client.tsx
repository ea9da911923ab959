import { auditBy } from "~/server/audit/audit-log.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ClientProfileForm } from "~/components/cases/client-profile-form";
import { PageHeader } from "~/components/ui/list";
import { AccountAccessPanel } from "~/components/accounts/account-access";
import { AccountHeadingBadge, ActivationForm, failureFor, Section, SubmitButton } from "~/components/cases/people";
import { FormAlert } from "~/components/ui/forms";
import { SearchPicker } from "~/components/ui/search-picker";
import { SERVICES, serviceOptions, serviceTitle } from "~/content/catalogue.server";
import { STATUS_LABELS } from "~/lib/cases/application-workflow";
import { formatDate, formatDateTime, titleFromSlug } from "~/lib/ui/format";
import { EnquiryOrigin } from "~/components/leads/enquiry-origin";
import { enquiryOfClient } from "~/server/leads/enquiries.server";
import { assessmentsOfClient } from "~/server/leads/assessments.server";
import { Assessments } from "~/components/leads/assessments";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { ACCESS_INTENTS, isAccessIntent } from "~/lib/accounts/account-access";
import { assignAgentSchema, clientProfileSchema } from "~/lib/cases/people-schema";
import { accessIntentResponse, accountAccess } from "~/server/accounts/account-access.server";
import { setAccountActive } from "~/server/accounts/accounts.server";
import { pickedAgent } from "~/server/cases/agent-picker.server";
import { findInForm, pickerStates, withPickers, type PickerFailure, type PickerFields } from "~/server/cases/pickers.server";
import { requireRole } from "~/server/accounts/auth.server";
import { assignClientAgent, clientApplications, clientOr404, updateClientProfile } from "~/server/cases/clients.server";
import { documentReadLog, documentsOfClient, reviewDocument } from "~/server/documents/documents.server";
import { DocumentReviewList } from "~/components/documents/document-review";
import { documentReviewSchema } from "~/lib/documents/document-review-schema";
import { documentLabel } from "~/lib/documents/document-checklists";
import { formError, formFailure, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";
import { keyDateAction, keyDatesOf } from "~/server/cases/key-dates.server";
import { KeyDatesPanel } from "~/components/cases/key-dates";
import { ClientApplications } from "~/components/cases/client-applications";
import { newFormKey } from "~/server/http/submission-keys.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.client.name ?? "Client"} · Admin` }];
export const headers = retryAfterHeaders;

const PICKERS: PickerFields = { agentId: "agent" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const client = await clientOr404(params.id);
  const [pickers, applications, documents, reads, access, enquiry, keyDates, assessments] = await Promise.all([
    pickerStates(PICKERS, { agentId: client.assigned_agent_id ?? "" }),
    clientApplications(client.id),
    documentsOfClient(client.id),
    documentReadLog(client.id),
    accountAccess(client.id),
    enquiryOfClient(client.id),
    keyDatesOf(client.id),
    assessmentsOfClient(client.id),
  ]);
  return {
    keyDates,
    assessments,
    formKey: newFormKey(),
    access,
    enquiry: enquiry ?? null,
    client: {
      id: client.id,
      name: [client.first_name, client.last_name].filter(Boolean).join(" ") || client.full_name,
      email: client.email,
      active: client.is_active,
      created: client.created_at,
      lastLogin: client.last_login_at,
      completion: client.profile_completion_percentage ?? 0,
      agentId: client.assigned_agent_id ?? "",
      agentName: client.agent_name,
      agentActive: client.agent_is_active,
    },
    profile: {
      firstName: client.first_name ?? "",
      lastName: client.last_name ?? "",
      phone: client.phone ?? "",
      dateOfBirth: client.date_of_birth ?? "",
      nationality: client.nationality ?? "",
      countryOfResidence: client.country_of_residence ?? "",
      city: client.city ?? "",
      address: client.address ?? "",
      passportNumber: client.passport_number ?? "",
      passportExpiry: client.passport_expiry ?? "",
      destinationCountry: client.destination_country ?? "",
      visaInterest: client.visa_interest ?? "",
      educationLevel: client.education_level ?? "",
      educationDetails: client.education_details ?? "",
      workExperienceYears: client.work_experience_years?.toString() ?? "",
      workExperienceDetails: client.work_experience_details ?? "",
      englishTest: client.english_test ?? "",
      englishTestScore: client.english_test_score ?? "",
    },
    // Active agents can be chosen; a deactivated one stays chosen while still assigned.
    pickers,
    services: serviceOptions(),
    documents,
    reads,
    applications: applications.map((a) => ({
      id: a.id,
      reference: a.reference,
      service: serviceTitle(a.service_slug),
      country: COUNTRY_NAMES[a.destination_country] ?? titleFromSlug(a.destination_country),
      status: STATUS_LABELS[a.status] ?? a.status,
      updated: a.updated_at,
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const client = await clientOr404(params.id);
  const formData = await request.formData().catch(() => new FormData());
  const intent = formData.get("intent");
  const here = `/admin/clients/${client.id}`;
  const name = client.full_name;
  const found = await findInForm(formData, PICKERS);
  if (found) return found;
  if (intent === "key-date" || intent === "key-date-remove") {
    return keyDateAction(
      formData,
      admin.id,
      client.id,
      (await clientApplications(client.id)).map((a) => a.id),
      here,
    );
  }

  if (intent === "profile") {
    const schema = clientProfileSchema(
      SERVICES.map((s) => s.slug),
      { destinationCountry: client.destination_country, visaInterest: client.visa_interest },
    );
    const parsed = parseFormData(formData, schema);
    if (!parsed.ok) return formFailure(parsed.failure);
    await updateClientProfile(client.id, parsed.data);
    return redirectWithToast(here, { type: "success", title: "Profile saved" });
  }

  if (intent === "review") {
    const parsed = parseFormData(formData, documentReviewSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    const documents = await documentsOfClient(client.id);
    if (!documents.some((d) => d.id === parsed.data.documentId)) throw data(null, { status: 404 });
    await reviewDocument(parsed.data.documentId, auditBy(request, admin), parsed.data.decision, parsed.data.reason);
    return redirectWithToast(`${here}#documents`, {
      type: "success",
      title: parsed.data.decision === "approve" ? "Document approved" : "New copy requested",
    });
  }

  if (intent === "assign") {
    const parsed = parseFormData(formData, assignAgentSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    const agentId = parsed.data.agentId || null;
    // A new assignment must be an active agent; keeping a deactivated one is allowed.
    const agent = agentId ? await pickedAgent(agentId) : undefined;
    if (agentId && (!agent || (!agent.is_active && agentId !== client.assigned_agent_id))) {
      const values = { intent: "assign", agentId: "", agentIdQ: String(formData.get("agentIdQ") ?? "") };
      return formFailure(await withPickers({ fieldErrors: { agentId: ["Choose an active agent"] }, values }, PICKERS));
    }
    await assignClientAgent(client.id, agentId);
    return redirectWithToast(here, {
      type: "success",
      title: agent ? `${agent.full_name} is now ${name}'s agent` : `${name} has no agent now`,
    });
  }

  if (intent === "deactivate" || intent === "reactivate") {
    const active = intent === "reactivate";
    if (!(await setAccountActive(client.id, "client", active, auditBy(request, admin)))) {
      return formError(formData, `${name}'s personal data was erased at their request: the account cannot be switched on again.`, 409);
    }
    return redirectWithToast(here, {
      type: "success",
      title: active ? `${name} is active again` : `${name} is deactivated`,
      description: active ? "They can sign in again." : "They were signed out everywhere and cannot sign in.",
    });
  }

  if (isAccessIntent(intent)) {
    const target = { id: client.id, email: client.email, name, role: "client" as const, active: client.is_active };
    return accessIntentResponse(request, formData, intent, target, admin, here);
  }

  return formError(formData, "That action is not available on this page.");
}

const OWN_INTENTS: string[] = ["profile", "assign", ...ACCESS_INTENTS];

export default function AdminClient() {
  const { client, profile, pickers, services, applications, documents, reads, access, enquiry, keyDates, assessments } =
    useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const assignFailure = failureFor(failure, "assign");
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/admin/clients" className="text-brand-700 hover:underline">
            ← Clients
          </Link>
        </p>
        <PageHeader
          title={client.name}
          action={<AccountHeadingBadge active={client.active} hasPassword={access.hasPassword} invited={Boolean(access.invitation)} />}
        />
        <dl className="-mt-4 flex flex-wrap gap-x-8 gap-y-1 text-sm text-slate-700">
          <div>
            <dt className="inline font-medium">E-mail: </dt>
            <dd className="inline">{client.email}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Profile: </dt>
            <dd className="inline">{client.completion}% complete</dd>
          </div>
          <div>
            <dt className="inline font-medium">Client since: </dt>
            <dd className="inline">{formatDate(client.created)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Last sign-in: </dt>
            <dd className="inline">{client.lastLogin ? formatDate(client.lastLogin) : "Never"}</dd>
          </div>
        </dl>
      </div>

      {/* A failure no form on the page owns (an unknown intent). */}
      <FormAlert message={failure && !OWN_INTENTS.includes(failure.values.intent ?? "") ? failure.formError : undefined} />

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Section id="profile-heading" title="Profile">
          <ClientProfileForm saved={profile} failure={failureFor(failure, "profile")} services={services} />
        </Section>
        <div className="space-y-6">
          <Section id="agent-heading" title="Agent">
            <Form method="post" className="space-y-4" noValidate>
              {client.agentId && !client.agentActive ? (
                <p className="text-sm text-amber-800">{client.agentName} is deactivated: choose an active agent.</p>
              ) : null}
              <input type="hidden" name="intent" value="assign" />
              <SearchPicker
                label="Assigned agent"
                name="agentId"
                kind="agent"
                state={((assignFailure as PickerFailure | undefined)?.pickers ?? pickers).agentId}
                none="No agent"
                errors={assignFailure?.fieldErrors.agentId}
              />
              <SubmitButton intent="assign">Save agent</SubmitButton>
            </Form>
          </Section>
          <Section id="account-heading" title="Account">
            <ActivationForm active={client.active} who={client.name} />
          </Section>
          <Section id="access-heading" title="Sign-in">
            <AccountAccessPanel
              access={access}
              who={client.name}
              active={client.active}
              failure={isAccessIntent(failure?.values.intent) ? failure : undefined}
            />
          </Section>
        </div>
      </div>

      <div className="mt-6">
        <KeyDatesPanel dates={keyDates} applications={applications} failure={failure} />
      </div>
      {enquiry ? (
        <Section id="enquiry-heading" title="How this client came to us">
          <EnquiryOrigin enquiry={enquiry} />
        </Section>
      ) : null}
      <Assessments assessments={assessments} />

      <ClientApplications client={client} applications={applications} />

      <Section id="documents" title="Documents">
        <DocumentReviewList documents={documents} failure={failure?.values.intent === "review" ? failure : null} />
      </Section>

      <Section id="reads-heading" title="Who opened these documents">
        {reads.length ? (
          <ul className="space-y-1 text-sm">
            {reads.map((r) => (
              <li key={r.id}>
                {`${formatDateTime(r.read_at)} · ${r.reader_name ?? "Former user"}${r.reader_role ? ` (${r.reader_role})` : ""} · ${documentLabel(r.document_type, r.item_name)}`}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No document has been opened yet.</p>
        )}
      </Section>
    </div>
  );
}
