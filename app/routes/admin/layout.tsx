import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PortalShell } from "~/components/portal-shell";
import { requireRole } from "~/server/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  return { userName: user.fullName };
}

export default function AdminLayout() {
  const { userName } = useLoaderData<typeof loader>();
  return <PortalShell title="Admin" userName={userName} logoutAction="/admin/logout" nav={[{ to: "/admin/dashboard", label: "Dashboard" }]} />;
}
