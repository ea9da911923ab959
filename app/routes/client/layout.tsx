import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalShell } from "~/components/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";
import { unreadCount } from "~/server/notifications/inbox.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  return { userName: user.fullName, unread: await unreadCount(user.id) };
}

// Every navigation refreshes the unread count (one indexed count).
export const shouldRevalidate = () => true;

export default function ClientLayout() {
  const { userName, unread } = useLoaderData<typeof loader>();
  return <PortalShell title="Client portal" userName={userName} portal="client" unread={unread} nav={[{ to: "/client/dashboard", label: "Dashboard" }, { to: "/client/profile-setup", label: "My profile" }]} />;
}
