import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";
import { takeDownload } from "~/server/accounts/recovery-codes-flash.server";
import type { Role } from "~/server/db/schema";

// /admin/account/recovery-codes.txt (and the agent's and client's): the recovery codes just
// shown, as a text file, once, from the browser that was shown them, within five minutes.

const portalOf = (request: Request): Role => portalOfPath(new URL(request.url).pathname) ?? "client";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const { flash, clear } = await takeDownload(request, user.id);
  if (!flash) throw redirect(`/${user.role}/account`, { headers: { "Set-Cookie": clear, "Cache-Control": "private, no-store" } });
  const text = [
    "Recovery codes for two-factor sign-in",
    `Account: ${user.email}`,
    "Each code signs you in once if you lose your phone. Keep them apart from your phone.",
    "",
    ...flash.codes,
    "",
  ].join("\r\n");
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": 'attachment; filename="recovery-codes.txt"',
      "Cache-Control": "private, no-store",
      "Set-Cookie": clear,
    },
  });
}
