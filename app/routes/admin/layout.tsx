import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalErrorBoundary, PortalShell } from "~/components/ui/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";
import { unreadCount } from "~/server/notifications/inbox.server";

const NAV = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/agents", label: "Agents" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/enquiries", label: "Enquiries" },
  { to: "/admin/bookings", label: "Consultations" },
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/checklists", label: "Checklists" },
  { to: "/admin/questionnaires", label: "Questionnaires" },
  { to: "/admin/agreement-templates", label: "Agreement templates" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/visa-success", label: "Visa success" },
  { to: "/admin/testimonials", label: "Testimonials" },
  { to: "/admin/team", label: "Team" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/security", label: "Security" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  return { userName: user.fullName, unread: await unreadCount(user.id) };
}

// Every navigation refreshes the unread count (one indexed count).
export const shouldRevalidate = () => true;

export default function AdminLayout() {
  const { userName, unread } = useLoaderData<typeof loader>();
  return <PortalShell title="Admin" userName={userName} portal="admin" unread={unread} nav={NAV} />;
}

export function ErrorBoundary() {
  return <PortalErrorBoundary routeId="routes/admin/layout" title="Admin" portal="admin" nav={NAV} />;
}
