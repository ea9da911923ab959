import { auditBy, recordAudit } from "~/server/audit/audit-log.server";
import { db } from "~/server/db/db.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseRange } from "~/lib/billing/gst-register";
import { requireRole } from "~/server/accounts/auth.server";
import { registerCsv } from "~/server/billing/gst-register.server";

// The accountant's GST register of a date range as CSV (admins only), streamed as it is read.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const range = parseRange(params.get("from"), params.get("to"));
  const headers = { "Cache-Control": "private, no-store" };
  if ("error" in range)
    return new Response(range.error, { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  await recordAudit(db, auditBy(request, admin), { kind: "gst_register_exported", summary: `${range.from} to ${range.to}` });
  return new Response(registerCsv(range), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gst-register-${range.from}-to-${range.to}.csv"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
