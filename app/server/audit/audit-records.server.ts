import type { AuditRecordType } from "~/lib/audit/audit-records";
import { AUDIT_RECORD_TYPE_LABELS } from "~/lib/audit/audit-records";
import { db } from "../db/db.server";

// The records the audit log's entries name, by their labels and pages (never a bare
// id): read for the page's twenty rows at once, a query per kind of record. A record
// deleted since (an erased client's documents) is named by its kind alone.

export type RecordLink = { label: string; href: string | null };

const SETTINGS: Record<string, RecordLink> = {
  website: { label: "Website settings", href: "/admin/settings" },
  billing: { label: "Billing settings", href: "/admin/settings/billing" },
  security: { label: "Security settings", href: "/admin/security" },
};

const personHref = (role: string, id: string) =>
  role === "agent" ? `/admin/agents/${id}` : role === "client" ? `/admin/clients/${id}` : "/admin/security";

export async function recordLinks(
  rows: { record_type: AuditRecordType | null; record_id: string | null }[],
): Promise<Map<string, RecordLink>> {
  const ids = (type: AuditRecordType) => [...new Set(rows.filter((r) => r.record_type === type && r.record_id).map((r) => r.record_id!))];
  const uuid = (list: string[]) => list.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const people = uuid([...ids("client"), ...ids("user")]);
  const apps = uuid(ids("application"));
  const invoices = uuid(ids("invoice"));
  const consultations = uuid(ids("booking"));
  const [users, applications, invoiceRows, bookingRows] = await Promise.all([
    people.length ? db.selectFrom("admin_users").select(["id", "full_name", "role"]).where("id", "in", people).execute() : [],
    apps.length
      ? db
          .selectFrom("applications as a")
          .innerJoin("admin_users as c", "c.id", "a.client_id")
          .select(["a.id", "a.reference", "c.full_name"])
          .where("a.id", "in", apps)
          .execute()
      : [],
    invoices.length ? db.selectFrom("invoices").select(["id", "code"]).where("id", "in", invoices).execute() : [],
    consultations.length ? db.selectFrom("bookings").select(["id", "name"]).where("id", "in", consultations).execute() : [],
  ]);
  const links = new Map<string, RecordLink>();
  for (const u of users) {
    const link = { label: `${u.full_name} (${u.role})`, href: personHref(u.role, u.id) };
    links.set(`user:${u.id}`, link);
    links.set(`client:${u.id}`, { label: u.full_name, href: `/admin/clients/${u.id}` });
  }
  for (const a of applications)
    links.set(`application:${a.id}`, { label: `Application ${a.reference} (${a.full_name})`, href: `/admin/applications/${a.id}` });
  for (const i of invoiceRows)
    links.set(`invoice:${i.id}`, { label: i.code ? `Invoice ${i.code}` : "Draft invoice", href: `/admin/invoices/${i.id}` });
  for (const b of bookingRows) links.set(`booking:${b.id}`, { label: `Consultation with ${b.name}`, href: "/admin/bookings?when=past" });
  for (const [id, link] of Object.entries(SETTINGS)) links.set(`settings:${id}`, link);
  return links;
}

/** One row's record: its label and page, its kind alone when it is gone, nothing when it names none. */
export function recordLinkOf(links: Map<string, RecordLink>, type: AuditRecordType | null, id: string | null): RecordLink | null {
  if (!type || !id) return null;
  return links.get(`${type}:${id}`) ?? { label: `${AUDIT_RECORD_TYPE_LABELS[type]} (no longer held)`, href: null };
}
