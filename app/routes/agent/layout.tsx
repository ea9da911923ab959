import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HeaderSearch } from "~/components/cases/header-search";
import { PortalErrorBoundary, PortalShell } from "~/components/ui/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";
import { unreadCount } from "~/server/notifications/inbox.server";

const FRAME = {
  title: "Agent portal",
  portal: "agent",
  nav: [
    { to: "/agent/dashboard", label: "Dashboard" },
    { to: "/agent/inbox", label: "Inbox" },
    { to: "/agent/clients", label: "My clients" },
    { to: "/agent/leads", label: "Leads" },
    { to: "/agent/bookings", label: "Consultations" },
    { to: "/agent/reports", label: "Reports" },
  ],
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  return { userName: user.fullName, unread: await unreadCount(user.id) };
}

// Every navigation refreshes the unread count (one indexed count).
export const shouldRevalidate = () => true;

export default function AgentLayout() {
  const { userName, unread } = useLoaderData<typeof loader>();
  return <PortalShell {...FRAME} nav={[...FRAME.nav]} userName={userName} unread={unread} search={<HeaderSearch portal="agent" />} />;
}

export function ErrorBoundary() {
  return <PortalErrorBoundary routeId="routes/agent/layout" {...FRAME} nav={[...FRAME.nav]} search={<HeaderSearch portal="agent" />} />;
}
