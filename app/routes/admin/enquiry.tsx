import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/ui/list";
import { FormAlert, SelectField } from "~/components/ui/forms";
import { serviceTitle } from "~/content/catalogue.server";
import { formatDate } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { ENQUIRY_STATUS_LABELS, MANUAL_ENQUIRY_STATUSES } from "~/lib/leads/enquiry-statuses";
import { getEnquiry, setEnquiryStatus } from "~/server/leads/enquiries.server";
import { assessmentsOfEnquiry } from "~/server/leads/assessments.server";
import { Assessments } from "~/components/leads/assessments";
import { formFailure, parseForm } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";

export const meta: MetaFunction = () => [{ title: "Enquiry · Admin" }];

async function findEnquiry(id: string | undefined) {
  const enquiry = id && UUID_RE.test(id) ? await getEnquiry(id) : undefined;
  if (!enquiry) throw data(null, { status: 404 });
  return enquiry;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const enquiry = await findEnquiry(params.id);
  return {
    enquiry,
    serviceTitle: enquiry.service_slug ? serviceTitle(enquiry.service_slug) : "",
    assessments: await assessmentsOfEnquiry(enquiry.id),
  };
}

const schema = z.object({ status: z.enum(MANUAL_ENQUIRY_STATUSES, { errorMap: () => ({ message: "Choose a status" }) }) });

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const enquiry = await findEnquiry(params.id);
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return formFailure(parsed.failure);
  if (enquiry.status === "converted") {
    return formFailure({ fieldErrors: {}, formError: "This enquiry became a client; its status no longer changes.", values: {} });
  }
  await setEnquiryStatus(enquiry.id, parsed.data.status);
  return redirectWithToast(`/admin/enquiries/${enquiry.id}`, {
    type: "success",
    title: `Marked ${ENQUIRY_STATUS_LABELS[parsed.data.status].toLowerCase()}`,
  });
}

export default function EnquiryDetail() {
  const { enquiry: e, serviceTitle, assessments } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  return (
    <div className="max-w-3xl">
      <PageHeader title={`Enquiry from ${e.name}`} />
      <section className="rounded-lg bg-white p-5 shadow-sm">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Received</dt>
            <dd className="font-medium">{formatDate(e.created_at)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium">{ENQUIRY_STATUS_LABELS[e.status]}</dd>
          </div>
          <div>
            <dt className="text-slate-600">E-mail</dt>
            <dd>
              <a href={`mailto:${e.email}`} className="text-brand-700 underline">
                {e.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Phone</dt>
            <dd>
              {e.phone ? (
                <a href={`tel:${e.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
                  {e.phone}
                </a>
              ) : (
                "—"
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Destination</dt>
            <dd>{COUNTRY_NAMES[e.destination_country] ?? (e.destination_country || "—")}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Service</dt>
            <dd>{serviceTitle || "—"}</dd>
          </div>
        </dl>
        <h2 className="mt-5 text-sm text-slate-600">Message</h2>
        <p className="mt-1 whitespace-pre-wrap text-slate-900">{e.message}</p>
      </section>
      <Assessments assessments={assessments} />
      <div className="mt-6 flex flex-wrap items-end gap-6">
        {e.status === "converted" ? (
          e.converted_client_id ? (
            <Link to={`/admin/clients/${e.converted_client_id}`} className="btn-secondary">
              Open the client
            </Link>
          ) : null
        ) : (
          <>
            <Form method="post" className="flex items-end gap-3" noValidate>
              <FormAlert message={failure?.formError} />
              <SelectField
                label="Status"
                name="status"
                defaultValue={failure?.values.status ?? e.status}
                errors={failure?.fieldErrors.status}
                options={MANUAL_ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }))}
              />
              <button type="submit" className="btn-secondary">
                Save status
              </button>
            </Form>
            <Link to={`/admin/clients/new?enquiry=${e.id}`} className="btn-primary">
              Convert to client
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
