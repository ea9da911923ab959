import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalShell } from "~/components/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";
import { unreadCount } from "~/server/notifications/inbox.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  return { userName: user.fullName, unread: await unreadCount(user.id) };
}

// Every navigation refreshes the unread count (one indexed count).
export const shouldRevalidate = () => true;

export default function AgentLayout() {
  const { userName, unread } = useLoaderData<typeof loader>();
  return <PortalShell title="Agent portal" userName={userName} portal="agent" unread={unread} nav={[
        { to: "/agent/dashboard", label: "Dashboard" },
        { to: "/agent/clients", label: "My clients" },
      ]} />;
}
