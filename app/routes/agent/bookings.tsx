import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HostPage } from "~/components/bookings/host-page";
import { requireRole } from "~/server/accounts/auth.server";
import { hostPageAction, hostPageData } from "~/server/bookings/host-page.server";

// /agent/bookings: the agent's own consultations, soonest first, and their hours,
// meeting length and time off (issue 21). Another host's booking is not theirs to change.

export const meta: MetaFunction = () => [{ title: "Consultations · Agent" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  return hostPageData(request, user, "own");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "agent");
  return hostPageAction(request, user, "/agent/bookings", "own");
}

export default function Bookings() {
  return <HostPage d={useLoaderData<typeof loader>()} />;
}
