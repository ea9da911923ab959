import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { auditBy, recordAudit } from "~/server/audit/audit-log.server";
import { auditCsv, auditFilters } from "~/server/audit/audit-list.server";
import { db } from "~/server/db/db.server";

// The audit log's filtered rows as CSV (admins only), streamed as they are read; the
// export is itself an entry of the log.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const filters = auditFilters(new URL(request.url).searchParams);
  const asked = Object.entries(filters)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`);
  await recordAudit(db, auditBy(request, admin), {
    kind: "audit_log_exported",
    summary: asked.join(", ") || "Everything",
    details: filters,
  });
  return new Response(auditCsv(filters), {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log.csv"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
