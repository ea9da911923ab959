import { sql } from "kysely";
import { INVOICE_STATUS_LABELS } from "~/lib/billing/labels";
import type { SearchHit } from "~/lib/cases/search";
import { db } from "../db/db.server";
import { likePattern, matchesFirst } from "../http/list-params.server";
import { PHONE_LIKE } from "./client-search.server";

// The one search's enquiries (an agent's: the leads they own) and invoices (the admin's): each one
// query through its trigram indexes (an exact e-mail or invoice number listed first),
// up to `take` + 1 rows (one more says there are more).

/**
 * Enquiries whose name, e-mail or (when `q` could be one) phone contains `q`: the exact
 * e-mail first, then the newest. An agent's: only the leads they own, each opening in
 * their portal.
 */
export async function enquiryHits(q: string, take: number, ownerId: string | null = null): Promise<SearchHit[]> {
  const pattern = likePattern(q);
  let matches = db
    .selectFrom("enquiries")
    .select(["id", "name", "email", "phone", "created_at", sql<boolean>`lower(email) = ${q.toLowerCase()}`.as("exact")])
    .where((eb) =>
      eb.or([eb("name", "ilike", pattern), eb("email", "ilike", pattern), ...(PHONE_LIKE.test(q) ? [eb("phone", "ilike", pattern)] : [])]),
    );
  if (ownerId) matches = matches.where("owner_id", "=", ownerId);
  const rows = await matchesFirst(matches, "e")
    .orderBy(sql.ref("exact"), "desc")
    .orderBy(sql.ref("created_at"), "desc")
    .orderBy(sql.ref("id"), "desc")
    .limit(take + 1)
    .execute();
  return rows.map((r) => ({
    kind: "enquiry",
    id: r.id,
    label: r.name,
    detail: [r.email, r.phone].filter(Boolean).join(" · "),
    href: ownerId ? `/agent/leads/${r.id}` : `/admin/enquiries/${r.id}`,
    exact: r.exact,
  }));
}

/** Invoices whose number is `q` (any letter case) or contains it: the exact one first, then the newest. Drafts have no number yet. */
export async function invoiceHits(q: string, take: number): Promise<SearchHit[]> {
  if (!/\d/.test(q)) return [];
  const code = q.toUpperCase();
  const rows = await db
    .selectFrom("invoices as i")
    .leftJoin("admin_users as c", "c.id", "i.client_id")
    .select([
      "i.id",
      "i.code",
      "i.status",
      sql<string>`coalesce(c.full_name, i.buyer->>'name', '')`.as("client_name"),
      sql<boolean>`i.code = ${code}`.as("exact"),
    ])
    .where(
      sql<boolean>`i.id in (select id from invoices where code = ${code} union select id from invoices where code ilike ${likePattern(q)})`,
    )
    .orderBy(sql`i.code = ${code}`, "desc")
    .orderBy("i.issued_on", "desc")
    .orderBy("i.number", "desc")
    .limit(take + 1)
    .execute();
  return rows.map((r) => ({
    kind: "invoice",
    id: r.id,
    label: r.code ?? "",
    detail: [r.client_name, INVOICE_STATUS_LABELS[r.status] ?? ""].filter(Boolean).join(" · "),
    href: `/admin/invoices/${r.id}`,
    exact: r.exact,
  }));
}
