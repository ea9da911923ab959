import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { portalOfPath } from "~/lib/accounts/portals";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { openNotice } from "~/server/notifications/inbox.server";

// /{portal}/notifications/:id: marks the notice read and goes to what it is about.
// Another person's notice, or none, is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOfPath(new URL(request.url).pathname) ?? "client");
  const link = params.id && UUID_RE.test(params.id) ? await openNotice(user.id, params.id) : null;
  if (!link) throw data(null, { status: 404 });
  return redirect(link, { headers: { "Cache-Control": "private, no-store" } });
}
