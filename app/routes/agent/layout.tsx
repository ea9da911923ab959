import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalShell } from "~/components/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  return { userName: user.fullName };
}

export default function AgentLayout() {
  const { userName } = useLoaderData<typeof loader>();
  return <PortalShell title="Agent portal" userName={userName} portal="agent" nav={[
        { to: "/agent/dashboard", label: "Dashboard" },
        { to: "/agent/clients", label: "My clients" },
      ]} />;
}
