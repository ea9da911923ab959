import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalErrorBoundary, PortalShell } from "~/components/ui/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";
import { unreadCount } from "~/server/notifications/inbox.server";

const FRAME = {
  title: "Client portal",
  portal: "client",
  nav: [
    { to: "/client/dashboard", label: "Dashboard" },
    { to: "/client/profile-setup", label: "My profile" },
    { to: "/client/billing", label: "Agreements and invoices" },
  ],
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  return { userName: user.fullName, unread: await unreadCount(user.id) };
}

// Every navigation refreshes the unread count (one indexed count).
export const shouldRevalidate = () => true;

export default function ClientLayout() {
  const { userName, unread } = useLoaderData<typeof loader>();
  return <PortalShell {...FRAME} nav={[...FRAME.nav]} userName={userName} unread={unread} />;
}

export function ErrorBoundary() {
  return <PortalErrorBoundary routeId="routes/client/layout" {...FRAME} nav={[...FRAME.nav]} />;
}
