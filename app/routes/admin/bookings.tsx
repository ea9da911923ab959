import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HostPage } from "~/components/bookings/host-page";
import { requireRole } from "~/server/accounts/auth.server";
import { hostPageAction, hostPageData } from "~/server/bookings/host-page.server";

// /admin/bookings: every consultation booked, soonest first, and the signed-in member of
// staff's own hours, meeting length and time off (issue 21).

export const meta: MetaFunction = () => [{ title: "Consultations · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  return hostPageData(request, user, "everyone");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  return hostPageAction(request, user, "/admin/bookings", "everyone");
}

export default function Bookings() {
  return <HostPage d={useLoaderData<typeof loader>()} />;
}
