import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HeaderSearch } from "~/components/cases/header-search";
import { PortalErrorBoundary, PortalShell } from "~/components/ui/portal-shell";
import { requireRole } from "~/server/accounts/auth.server";
import { unreadCount } from "~/server/notifications/inbox.server";

// Grouped so that every link shows on a desktop and a phone's menu reads in sections.
const NAV = [
  { to: "/admin/dashboard", label: "Dashboard", group: "Work" },
  { to: "/admin/inbox", label: "Inbox", group: "Work" },
  { to: "/admin/clients", label: "Clients", group: "Work" },
  { to: "/admin/applications", label: "Applications", group: "Work" },
  { to: "/admin/enquiries", label: "Enquiries", group: "Work" },
  { to: "/admin/bookings", label: "Consultations", group: "Work" },
  { to: "/admin/invoices", label: "Invoices", group: "Money" },
  { to: "/admin/reports", label: "Reports", group: "Money" },
  { to: "/admin/agreement-templates", label: "Agreement templates", group: "Money" },
  { to: "/admin/blog", label: "Blog", group: "Website" },
  { to: "/admin/visa-success", label: "Visa success", group: "Website" },
  { to: "/admin/testimonials", label: "Testimonials", group: "Website" },
  { to: "/admin/team", label: "Team", group: "Website" },
  { to: "/admin/content-freshness", label: "Figures by age", group: "Website" },
  { to: "/admin/agents", label: "Agents", group: "Firm" },
  { to: "/admin/checklists", label: "Checklists", group: "Firm" },
  { to: "/admin/questionnaires", label: "Questionnaires", group: "Firm" },
  { to: "/admin/saved-replies", label: "Saved replies", group: "Firm" },
  { to: "/admin/settings", label: "Settings", group: "Firm" },
  { to: "/admin/security", label: "Security", group: "Firm" },
  { to: "/admin/audit-log", label: "Audit log", group: "Firm" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  return { userName: user.fullName, unread: await unreadCount(user.id) };
}

// Every navigation refreshes the unread count (one indexed count).
export const shouldRevalidate = () => true;

export default function AdminLayout() {
  const { userName, unread } = useLoaderData<typeof loader>();
  return (
    <PortalShell title="Admin" userName={userName} portal="admin" unread={unread} nav={NAV} search={<HeaderSearch portal="admin" />} />
  );
}

export function ErrorBoundary() {
  return (
    <PortalErrorBoundary routeId="routes/admin/layout" title="Admin" portal="admin" nav={NAV} search={<HeaderSearch portal="admin" />} />
  );
}
