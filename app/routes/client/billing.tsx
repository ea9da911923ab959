import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BillingOverview } from "~/components/billing/billing-overview";
import { requireRole } from "~/server/accounts/auth.server";
import { billingOverview, pageOf } from "~/server/billing/billing-overview.server";

export const meta: MetaFunction = () => [{ title: "Agreements and invoices · Client portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  return billingOverview(user.id, pageOf(request), false);
}

export default function ClientBilling() {
  const overview = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Agreements and invoices</h1>
      <BillingOverview data={overview} base="/client" />
    </div>
  );
}
