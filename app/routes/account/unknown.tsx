import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";

export const meta: MetaFunction = () => [{ title: "Not found" }, { name: "robots", content: "noindex" }];

// An unknown address inside a portal: a 404 in the portal's own frame (its layout's
// error boundary). Signed-out visitors are sent to sign in first, so the answer says
// nothing about which addresses exist.
export async function loader({ request }: LoaderFunctionArgs) {
  const portal = portalOfPath(new URL(request.url).pathname);
  if (!portal) throw data(null, { status: 404 });
  await requireRole(request, portal);
  throw data(null, { status: 404 });
}

export default function PortalNotFound() {
  return null;
}
