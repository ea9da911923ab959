import { sql } from "kysely";
import { stringify } from "csv-stringify/sync";
import { AUDIT_KIND_LABELS, isAuditKind, type AuditKind } from "~/lib/audit/audit-kinds";
import { UUID_RE } from "~/lib/http/uuid";
import { isIsoDate } from "~/lib/ui/iso-date";
import { formatDateTime } from "~/lib/ui/format";
import { db } from "../db/db.server";
import { paginate } from "../http/list-params.server";
import { firmTimeZoneSetting } from "../website/settings.server";
import { recordLinkOf, recordLinks } from "./audit-records.server";
import { spreadsheetText } from "../http/csv.server";

// The audit log as the admin reads it: newest first, filtered by person, record, kind
// and the firm's days (each filter has an index that starts with it and goes on in the
// page's order), twenty rows a page; and the same rows as CSV, read in pages of 500.

export type AuditFilters = { actor: string; record: string; kind: AuditKind | ""; from: string; to: string };

export function auditFilters(params: URLSearchParams): AuditFilters {
  const actor = params.get("actor") ?? "";
  const record = (params.get("record") ?? "").trim().slice(0, 64);
  const kind = params.get("kind") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    actor: UUID_RE.test(actor) ? actor : "",
    record,
    kind: isAuditKind(kind) ? kind : "",
    from: isIsoDate(from) ? from : "",
    to: isIsoDate(to) ? to : "",
  };
}

function auditQuery(f: AuditFilters, zone: string) {
  let query = db
    .selectFrom("audit_events as e")
    .leftJoin("admin_users as u", "u.id", "e.actor_id")
    .select([
      "e.id",
      "e.created_at",
      "e.actor_id",
      "e.actor_role",
      "u.full_name as actor_name",
      "e.kind",
      "e.record_type",
      "e.record_id",
      "e.summary",
      "e.details",
      "e.ip",
    ]);
  if (f.actor) query = query.where("e.actor_id", "=", f.actor);
  if (f.record) query = query.where("e.record_id", "=", f.record);
  if (f.kind) query = query.where("e.kind", "=", f.kind);
  // The firm's days: from the start of `from` to the end of `to`, on the firm's clock.
  if (f.from) query = query.where("e.created_at", ">=", sql<Date>`(${f.from}::date)::timestamp at time zone ${zone}`);
  if (f.to) query = query.where("e.created_at", "<", sql<Date>`(${f.to}::date + 1)::timestamp at time zone ${zone}`);
  return query.orderBy("e.created_at", "desc").orderBy("e.id", "desc");
}

/** For list-plans.test.ts: the page's query as it runs, with these filters. */
export const auditPageQuery = auditQuery;

type Row = Awaited<ReturnType<ReturnType<typeof auditQuery>["execute"]>>[number];

async function shown(rows: Row[]) {
  const links = await recordLinks(rows);
  return rows.map((r) => ({
    id: String(r.id),
    at: r.created_at,
    actorId: r.actor_id,
    who: r.actor_id ? (r.actor_name ?? "A deleted account") : "The system",
    role: r.actor_role,
    kind: r.kind,
    what: AUDIT_KIND_LABELS[r.kind] ?? r.kind,
    summary: r.summary,
    record: recordLinkOf(links, r.record_type, r.record_id),
    recordType: r.record_type,
    recordId: r.record_id,
    ip: r.ip && r.ip !== "direct" ? r.ip : null,
    details: r.details,
  }));
}

export type AuditRow = Awaited<ReturnType<typeof shown>>[number];

export async function auditPage(f: AuditFilters, page: number) {
  const result = await paginate(auditQuery(f, await firmTimeZoneSetting()), page);
  return { ...result, rows: await shown(result.rows) };
}

/** The staff a person filter offers (admins and agents; a client's entries are reached from a row). */
export function auditPeople() {
  return db
    .selectFrom("admin_users")
    .select(["id", "full_name", "role"])
    .where("role", "in", ["admin", "agent"])
    .orderBy(sql`lower(full_name)`)
    .limit(300)
    .execute();
}

/** The label of the person or record a filter names, for the page's heading. */
export async function filterLabels(f: AuditFilters) {
  const [actor, record] = await Promise.all([
    f.actor ? db.selectFrom("admin_users").select(["full_name", "role"]).where("id", "=", f.actor).executeTakeFirst() : undefined,
    f.record ? recordLabelById(f.record) : undefined,
  ]);
  return { actor: actor ? `${actor.full_name} (${actor.role})` : null, record: record ?? null };
}

async function recordLabelById(id: string) {
  const row = await db
    .selectFrom("audit_events")
    .select(["record_type", "record_id"])
    .where("record_id", "=", id)
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const links = await recordLinks([row]);
  return recordLinkOf(links, row.record_type, row.record_id);
}

export const MAX_CSV_ROWS = 100_000;
const CSV_BATCH = 500;
const CSV_COLUMNS = ["When", "Who", "Role", "What", "Summary", "Record", "From where", "Details"];

/** The filtered rows as CSV, newest first, read a batch at a time (at most MAX_CSV_ROWS). */
export function auditCsv(f: AuditFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { at: string; id: string } | null = null;
  let sent = 0;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const zone = await firmTimeZoneSetting();
      // The cursor keeps the timestamp as text: a Date would lose its microseconds.
      let query = auditQuery(f, zone)
        .select(sql<string>`e.created_at::text`.as("cursor"))
        .limit(Math.min(CSV_BATCH, MAX_CSV_ROWS - sent));
      if (after) {
        const { at, id } = after;
        query = query.where(sql<boolean>`(e.created_at, e.id) < (${at}::timestamptz, ${id}::bigint)`);
      }
      const batch = await query.execute();
      const rows = await shown(batch);
      const lines = rows.map((r) =>
        [formatDateTime(r.at), r.who, r.role ?? "", r.what, r.summary, r.record?.label ?? "", r.ip ?? "", JSON.stringify(r.details)].map(
          spreadsheetText,
        ),
      );
      const head = first ? `\uFEFF${stringify([CSV_COLUMNS])}` : "";
      first = false;
      if (head || lines.length) controller.enqueue(encoder.encode(head + (lines.length ? stringify(lines) : "")));
      sent += batch.length;
      const last = batch.at(-1);
      if (batch.length < CSV_BATCH || sent >= MAX_CSV_ROWS || !last) controller.close();
      else after = { at: last.cursor, id: String(last.id) };
    },
  });
}
