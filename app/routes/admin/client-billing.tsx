import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { OnceKey } from "~/components/ui/once-key";
import { PageHeader } from "~/components/ui/list";
import { BillingOverview } from "~/components/billing/billing-overview";
import { requireRole } from "~/server/accounts/auth.server";
import { billingOverview, pageOf } from "~/server/billing/billing-overview.server";
import { clientOr404 } from "~/server/cases/clients.server";
import { newInvoiceAction } from "~/server/billing/invoice-drafts.server";
import { newFormKey } from "~/server/http/submission-keys.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Billing: ${data?.client.name ?? "client"} · Admin` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const client = await clientOr404(params.id);
  return {
    client: { id: client.id, name: client.full_name },
    overview: await billingOverview(client.id, pageOf(request), true),
    formKey: newFormKey(),
  };
}

/** A blank draft for this client (a consultation, an extra service, a government fee paid for them). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const client = await clientOr404(params.id);
  const formData = await request.formData().catch(() => new FormData());
  return newInvoiceAction(formData, admin.id, client.id);
}

export default function ClientBilling() {
  const { client, overview } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={`Billing: ${client.name}`}
        action={
          <span className="flex flex-wrap items-center gap-3">
            <Link to={`/admin/clients/${client.id}`} className="text-sm font-semibold text-brand-700 underline">
              Back to the client
            </Link>
            <Form method="post">
              <OnceKey />
              <button type="submit" className="btn-primary">
                Draw up an invoice
              </button>
            </Form>
          </span>
        }
      />
      <BillingOverview data={overview} base="/admin" />
    </div>
  );
}
