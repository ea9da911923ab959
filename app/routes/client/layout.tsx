import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalShell } from "~/components/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  return { userName: user.fullName };
}

export default function ClientLayout() {
  const { userName } = useLoaderData<typeof loader>();
  return <PortalShell title="Client portal" userName={userName} portal="client" nav={[{ to: "/client/dashboard", label: "Dashboard" }, { to: "/client/profile-setup", label: "My profile" }]} />;
}
