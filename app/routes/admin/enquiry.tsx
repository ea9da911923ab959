import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { serviceTitle } from "~/content/catalogue.server";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { assessmentsOfEnquiry } from "~/server/leads/assessments.server";
import { Assessments } from "~/components/leads/assessments";
import type { FormFailure } from "~/lib/http/form-failure";
import { getLead, timelineOf } from "~/server/leads/pipeline.server";
import { staffOptions } from "~/server/leads/agent-leads.server";
import { leadAction } from "~/server/leads/lead-actions.server";
import { firmToday } from "~/server/website/settings.server";
import { LeadDetails } from "~/components/leads/lead-details";
import { LeadActions } from "~/components/leads/lead-actions";
import { LeadTimeline } from "~/components/leads/lead-timeline";

export const meta: MetaFunction = () => [{ title: "Enquiry · Admin" }];

async function findEnquiry(id: string | undefined) {
  const enquiry = id && UUID_RE.test(id) ? await getLead(id) : undefined;
  if (!enquiry) throw data(null, { status: 404 });
  return enquiry;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const enquiry = await findEnquiry(params.id);
  const [assessments, timeline, staff, today] = await Promise.all([
    assessmentsOfEnquiry(enquiry.id),
    timelineOf(enquiry.id),
    staffOptions(),
    firmToday(),
  ]);
  return { enquiry, serviceTitle: enquiry.service_slug ? serviceTitle(enquiry.service_slug) : "", assessments, timeline, staff, today };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const enquiry = await findEnquiry(params.id);
  const formData = await request.formData().catch(() => new FormData()); // unreadable: an unknown action
  return leadAction(formData, { actorId: admin.id, canAssign: true }, enquiry, `/admin/enquiries/${enquiry.id}`);
}

export default function EnquiryDetail() {
  const { enquiry: e, serviceTitle, assessments, timeline, staff, today } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={`Enquiry from ${e.name}`}
        action={
          e.status === "converted" ? (
            e.converted_client_id ? (
              <Link to={`/admin/clients/${e.converted_client_id}`} className="btn-secondary">
                Open the client
              </Link>
            ) : null
          ) : (
            <Link to={`/admin/clients/new?enquiry=${e.id}`} className="btn-primary">
              Convert to client
            </Link>
          )
        }
      />
      <LeadDetails lead={e} serviceTitle={serviceTitle} today={today} />
      <Assessments assessments={assessments} />
      <LeadActions lead={e} staff={staff} failure={failure} />
      <LeadTimeline entries={timeline} />
    </div>
  );
}
