import { auditBy } from "~/server/audit/audit-log.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { COUNTRY_OPTIONS, SubmitButton } from "~/components/cases/people";
import { Field, FormAlert } from "~/components/ui/forms";
import { SearchPicker } from "~/components/ui/search-picker";
import { SERVICES, serviceTitle } from "~/content/catalogue.server";
import { DestinationVisaFields } from "~/components/cases/destination-visa";
import { visaFitsCountry } from "~/lib/cases/visa-country";
import { COUNTRY_SLUGS, newClientSchema } from "~/lib/cases/people-schema";
import { isUuid } from "~/lib/http/uuid";
import { EMAIL_TAKEN_MESSAGE, isEmailTaken } from "~/server/accounts/accounts.server";
import { isActiveAgent } from "~/server/cases/agent-picker.server";
import { findInForm, pickerStates, withPickers, type PickerFailure, type PickerFields } from "~/server/cases/pickers.server";
import { requireRole } from "~/server/accounts/auth.server";
import { createClient, enquiryForConversion, EnquiryNotConvertibleError, splitName } from "~/server/cases/clients.server";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { OnceKey } from "~/components/ui/once-key";
import { firstResult, newFormKey, submissionKey } from "~/server/http/submission-keys.server";

export const meta: MetaFunction = () => [{ title: "New client · Admin" }];

const PICKERS: PickerFields = { assignedAgentId: "agent" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const enquiryId = new URL(request.url).searchParams.get("enquiry");
  let enquiry = null;
  if (enquiryId !== null) {
    const row = isUuid(enquiryId) ? await enquiryForConversion(enquiryId) : undefined;
    if (!row) throw data(null, { status: 404 });
    const services = new Set(SERVICES.map((s) => s.slug));
    enquiry = {
      id: row.id,
      name: row.name,
      converted: row.status === "converted",
      convertedClientId: row.converted_client_id,
      // Pre-fill what fits the form; anything else the admin chooses again.
      prefill: {
        ...splitName(row.name),
        email: row.email,
        phone: row.phone,
        destinationCountry: COUNTRY_SLUGS.includes(row.destination_country) ? row.destination_country : "",
        visaInterest: services.has(row.service_slug) ? row.service_slug : "",
      },
    };
  }
  const visas = SERVICES.map((s) => ({ value: s.slug, label: s.title, country: s.country })).sort((a, b) => a.label.localeCompare(b.label));
  return { enquiry, formKey: newFormKey(), visas, pickers: await pickerStates(PICKERS, {}) };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const formData = await request.formData().catch(() => new FormData());
  const found = await findInForm(formData, PICKERS);
  if (found) return found;
  const parsed = parseFormData(formData, newClientSchema(SERVICES.map((s) => s.slug)));
  if (!parsed.ok) return formFailure(await withPickers(parsed.failure, PICKERS));
  const input = parsed.data;
  const visaCountry = SERVICES.find((s) => s.slug === input.visaInterest)?.country ?? null;
  if (!visaFitsCountry(visaCountry, input.destinationCountry)) {
    const names = Object.fromEntries(COUNTRY_OPTIONS.map((c) => [c.value, c.label]));
    return fieldFailure(
      parsed.formData,
      "visaInterest",
      `${serviceTitle(input.visaInterest)} is a visa for ${names[visaCountry!]}, not ${names[input.destinationCountry]}: choose a visa for ${names[input.destinationCountry]}, or change the destination country.`,
    );
  }
  if (input.assignedAgentId && !(await isActiveAgent(input.assignedAgentId))) {
    return fieldFailure(parsed.formData, "assignedAgentId", "Choose an active agent");
  }
  const done = {
    type: "success" as const,
    title: "Client created and invited",
    description: `${input.firstName} ${input.lastName} gets an e-mail with a link to choose a password (valid for 7 days).`,
  };
  let client;
  try {
    const fields = { ...input, enquiryId: input.enquiryId || null, assignedAgentId: input.assignedAgentId || null };
    client = await createClient(fields, auditBy(request, admin), submissionKey(parsed.formData, "client-new", admin.id));
  } catch (error) {
    if (isEmailTaken(error)) return fieldFailure(parsed.formData, "email", EMAIL_TAKEN_MESSAGE);
    if (error instanceof EnquiryNotConvertibleError) {
      return formError(parsed.formData, "That enquiry was already converted or no longer exists, so no client was created.", 409);
    }
    return redirectWithToast(firstResult(error, "/admin/clients"), done); // a copy of the form: the client the first made
  }
  return redirectWithToast(`/admin/clients/${client.id}`, done);
}

async function fieldFailure(formData: FormData, field: string, message: string) {
  return formFailure(await withPickers({ fieldErrors: { [field]: [message] }, values: formValues(formData) }, PICKERS));
}

export default function NewClient() {
  const { enquiry, visas, pickers } = useLoaderData<typeof loader>();
  const failure = useActionData<PickerFailure>();
  const e = failure?.fieldErrors ?? {};
  const prefill: Record<string, string> = enquiry?.prefill ?? {};
  const value = (name: string) => failure?.values[name] ?? prefill[name] ?? "";
  const convertible = enquiry && !enquiry.converted;
  return (
    <div className="max-w-3xl">
      <PageHeader title="New client" />
      {enquiry ? (
        enquiry.converted ? (
          <FormAlert
            tone="info"
            message={`The enquiry from ${enquiry.name} was already converted to a client. A new client made here is not linked to it.`}
          />
        ) : (
          <FormAlert
            tone="info"
            message={`From the enquiry of ${enquiry.name}: the form is filled in from it, and the enquiry is marked converted.`}
          />
        )
      ) : null}
      {enquiry?.converted && enquiry.convertedClientId ? (
        <p className="mt-2 text-sm">
          <Link to={`/admin/clients/${enquiry.convertedClientId}`} className="text-brand-700 underline">
            Open the client made from this enquiry
          </Link>
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <OnceKey />
        <FormAlert message={failure?.formError} />
        {convertible ? <input type="hidden" name="enquiryId" value={failure?.values.enquiryId ?? enquiry.id} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="First name" name="firstName" required autoComplete="off" defaultValue={value("firstName")} errors={e.firstName} />
          <Field label="Last name" name="lastName" required autoComplete="off" defaultValue={value("lastName")} errors={e.lastName} />
          <Field label="E-mail" name="email" type="email" required autoComplete="off" defaultValue={value("email")} errors={e.email} />
          <Field
            label="Phone (optional)"
            name="phone"
            type="tel"
            placeholder="+91 98765 43210"
            hint="A mobile's 10 digits (stored with +91), or + and the country code."
            defaultValue={value("phone")}
            errors={e.phone}
          />
          <Field label="Nationality" name="nationality" defaultValue={value("nationality")} errors={e.nationality} />
          <DestinationVisaFields
            countries={COUNTRY_OPTIONS}
            visas={visas}
            defaults={{ destinationCountry: value("destinationCountry"), visaInterest: value("visaInterest") }}
            errors={e}
          />
          <SearchPicker
            label="Assigned agent"
            name="assignedAgentId"
            kind="agent"
            state={(failure?.pickers ?? pickers).assignedAgentId}
            none="No agent yet"
            errors={e.assignedAgentId}
          />
        </div>
        <p className="text-sm text-slate-600">
          The client gets an e-mail invitation to choose their own password for the client portal; nobody else ever sees it.
        </p>
        <div className="flex gap-3">
          <SubmitButton intent="create">Create client</SubmitButton>
          <Link to="/admin/clients" className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
