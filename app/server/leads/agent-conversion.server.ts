import { SERVICES } from "~/content/catalogue.server";
import { COUNTRY_SLUGS, newClientSchema } from "~/lib/cases/people-schema";
import { visaFitsCountry } from "~/lib/cases/visa-country";
import { formError, formFailure, formValues, parseFormData } from "../http/forms.server";
import { redirectWithToast } from "../http/toast.server";
import { EMAIL_TAKEN_MESSAGE, isEmailTaken } from "../accounts/accounts.server";
import { createClient, EnquiryNotConvertibleError } from "../cases/clients.server";
import type { Lead } from "./pipeline.server";

// An agent makes their own lead a client: they become the client's agent, the enquiry is
// Won, and its timeline goes with it (the client's record shows it). The name, e-mail and
// phone are as the agent confirms them; the destination and visa come from the enquiry when they fit.

export async function convertOwnLead(formData: FormData, agentId: string, lead: Lead) {
  const services = SERVICES.map((s) => s.slug);
  const values = new FormData();
  for (const field of ["firstName", "lastName", "email", "phone"]) values.set(field, String(formData.get(field) ?? ""));
  values.set("destinationCountry", COUNTRY_SLUGS.includes(lead.destination_country) ? lead.destination_country : "");
  const visa = SERVICES.find((s) => s.slug === lead.service_slug);
  values.set("visaInterest", visa && visaFitsCountry(visa.country ?? null, String(values.get("destinationCountry"))) ? visa.slug : "");
  const parsed = parseFormData(values, newClientSchema(services));
  if (!parsed.ok) return formFailure({ ...parsed.failure, values: formValues(formData) });
  try {
    const client = await createClient({ ...parsed.data, enquiryId: lead.id, assignedAgentId: agentId }, agentId);
    return redirectWithToast(`/agent/clients/${client.id}`, {
      type: "success",
      title: "Client created and invited",
      description: `${parsed.data.firstName} ${parsed.data.lastName} gets an e-mail with a link to choose a password.`,
    });
  } catch (error) {
    if (isEmailTaken(error)) return formFailure({ fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] }, values: formValues(formData) });
    if (error instanceof EnquiryNotConvertibleError)
      return formError(formData, "That enquiry was already converted, so no client was created.", 409);
    throw error;
  }
}
