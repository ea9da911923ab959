import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { BillingOverview } from "~/components/billing/billing-overview";
import { requireRole } from "~/server/accounts/auth.server";
import { billingOverview, pageOf } from "~/server/billing/billing-overview.server";
import { clientOr404 } from "~/server/cases/clients.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Billing: ${data?.client.name ?? "client"} · Admin` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const client = await clientOr404(params.id);
  return { client: { id: client.id, name: client.full_name }, overview: await billingOverview(client.id, pageOf(request), true) };
}

export default function ClientBilling() {
  const { client, overview } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={`Billing: ${client.name}`}
        action={
          <Link to={`/admin/clients/${client.id}`} className="text-sm font-semibold text-brand-700 underline">
            Back to the client
          </Link>
        }
      />
      <BillingOverview data={overview} base="/admin" />
    </div>
  );
}
