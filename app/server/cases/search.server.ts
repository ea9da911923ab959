import { sql, type RawBuilder } from "kysely";
import { serviceTitle } from "~/content/catalogue.server";
import { STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { passportKey, SEARCH_MIN_LENGTH, type SearchGroup, type SearchHit, type SearchKind, type SearchResults } from "~/lib/cases/search";
import { db } from "../db/db.server";
import { likePattern, matchesFirst } from "../http/list-params.server";
import { PHONE_LIKE, personMatches } from "./client-search.server";
import { enquiryHits, invoiceHits } from "./search-records.server";

// The one search of the staff portals (issue 43): clients, applications, enquiries and
// invoices by name, e-mail, phone, passport number, file reference or invoice number.
// A few small queries, each on an index and each LIMITed: exact matches (a passport,
// a file reference, an e-mail) through b-tree and expression indexes, listed first;
// then "contains" matches through the trigram indexes (client-search.server.ts). An
// agent finds only their own caseload (the agent's client list's rule: the client's
// profile names them), its applications and the leads they own; invoices are the admin's.

export type Searcher = { id: string; role: "admin" | "agent" };

/** A passport's key compared through the expression indexes (20261210000500_search_indexes.sql): keep the two the same. */
export const passportOf = (column: string) => sql<string>`upper(regexp_replace(${sql.ref(column)}, '[^A-Za-z0-9]', '', 'g'))`;

/** What could be a passport number: 5 to 20 letters and digits (spaces and dashes aside), one a digit at least. */
const PASSPORT_LIKE = (q: string, key: string) => /^[A-Za-z0-9 -]+$/.test(q) && key.length >= 5 && key.length <= 20 && /\d/.test(key);
/** What could be a whole file reference (A2026-00123). */
const REFERENCE_EXACT = /^[A-Za-z]\d{4}-\d{3,}$/;
/** What could be part of a file reference: a letter perhaps, then digits and dashes (as the applications list reads it). */
const REFERENCE_PART = /^[A-Za-z]?\d[\d-]*$/;

/** Ids of the clients whose passport, e-mail or an application's file reference is exactly `q`; null when `q` could be none. */
function exactClientIds(q: string): RawBuilder<unknown> | null {
  const parts: RawBuilder<unknown>[] = [];
  const key = passportKey(q);
  if (PASSPORT_LIKE(q, key))
    parts.push(
      sql`select user_id as id from client_profiles where ${passportOf("passport_number")} = ${key} and passport_number is not null`,
    );
  if (q.includes("@")) parts.push(sql`select id from admin_users where email = ${q.toLowerCase()}`);
  if (REFERENCE_EXACT.test(q)) parts.push(sql`select client_id as id from applications where reference = ${q.toUpperCase()}`);
  return parts.length ? sql.join(parts, sql` union `) : null;
}

/** Ids of the applications whose file reference, or a person's or the client's passport, is exactly `q`. */
function exactApplicationIds(q: string): RawBuilder<unknown> | null {
  const parts: RawBuilder<unknown>[] = [];
  const key = passportKey(q);
  if (REFERENCE_EXACT.test(q)) parts.push(sql`select id from applications where reference = ${q.toUpperCase()}`);
  if (PASSPORT_LIKE(q, key)) {
    const passport = (alias: string) =>
      sql`${passportOf(`${alias}.passport_number`)} = ${key} and ${sql.ref(`${alias}.passport_number`)} is not null`;
    parts.push(sql`select p.application_id as id from application_people p where ${passport("p")}`);
    parts.push(sql`select a.id from applications a where a.client_id in (select c.user_id from client_profiles c where ${passport("c")})`);
  }
  return parts.length ? sql.join(parts, sql` union `) : null;
}

/**
 * The applications whose reference contains `q`, or whose client's name, e-mail or phone does
 * (as the applications list searches). Sets of ids are read once into an array (`= any(array(…))`):
 * rows are then found through their own index, whatever the planner guesses of the set's size
 * (guessing thousands, it hashed every application and every client: 170–250 ms at 100,000).
 */
function applicationsContaining(q: string) {
  const byReference = sql<boolean>`a.reference ilike ${likePattern(q)}`;
  const clients = sql`select u.id from admin_users u where ${personMatches(q, "u")}`;
  const byClient = sql<boolean>`a.client_id = any(array(${clients}))`;
  if (!REFERENCE_PART.test(q)) return byClient;
  if (!PHONE_LIKE.test(q)) return byReference;
  return sql<boolean>`a.id = any(array(select a.id from applications a where ${byReference} union select a.id from applications a where ${byClient}))`;
}

/**
 * The searcher's clients only: every client for an admin; for an agent, those whose profile
 * names them, checked per match (one look-up in the profiles' unique key): a caseload of
 * thousands as an array is compared element by element (300 ms for a surname's matches).
 */
const mine = (who: Searcher, column: string) =>
  who.role === "agent"
    ? sql<boolean>`exists (select 1 from client_profiles mine where mine.user_id = ${sql.ref(column)} and mine.assigned_agent_id = ${who.id})`
    : sql<boolean>`true`;

async function clientHits(who: Searcher, q: string, take: number): Promise<SearchHit[]> {
  const exactIds = exactClientIds(q);
  const base = () =>
    db
      .selectFrom("admin_users as u")
      .select(["u.id", "u.full_name", "u.email", sql<string>`lower(u.full_name)`.as("name_key")])
      .where("u.role", "=", "client");
  const [exact, containing] = await Promise.all([
    exactIds
      ? base()
          .where(sql<boolean>`u.id = any(array(${exactIds}))`)
          .where(mine(who, "u.id"))
          .limit(take)
          .execute()
      : [],
    // Matches found first (the fence), then the agent's among them, then the first by name.
    matchesFirst(base().where(personMatches(q, "u")), "c")
      .where(mine(who, "c.id"))
      .orderBy(sql.ref("name_key"))
      .orderBy(sql.ref("id"))
      .limit(take + 1)
      .execute(),
  ]);
  const href = (id: string) => (who.role === "admin" ? `/admin/clients/${id}` : `/agent/clients/${id}`);
  return merge(exact, containing, (r, isExact) => ({
    kind: "client",
    id: r.id,
    label: r.full_name,
    detail: r.email,
    href: href(r.id),
    exact: isExact,
  }));
}

async function applicationHits(who: Searcher, q: string, take: number): Promise<SearchHit[]> {
  const exactIds = exactApplicationIds(q);
  // The matches found first (the fence: OFFSET 0), then the agent's among them, then the most
  // recently updated (driven by the order index or the caseload, it read a caseload's worth),
  // and only then the page's few clients' names.
  const base = (matches: RawBuilder<boolean>, limit: number) =>
    db
      .selectFrom(
        db
          .selectFrom(
            db
              .selectFrom("applications as a")
              .select(["a.id", "a.reference", "a.service_slug", "a.status", "a.client_id", "a.updated_at"])
              .where(matches)
              .offset(0)
              .as("m"),
          )
          .selectAll()
          .where(mine(who, "m.client_id"))
          .orderBy("m.updated_at", "desc")
          .orderBy("m.id", "desc")
          .limit(limit)
          .as("t"),
      )
      .innerJoin("admin_users as c", "c.id", "t.client_id")
      .select(["t.id", "t.reference", "t.service_slug", "t.status", "t.client_id", "c.full_name as client_name"])
      .orderBy("t.updated_at", "desc")
      .orderBy("t.id", "desc")
      .execute();
  const [exact, containing] = await Promise.all([
    exactIds ? base(sql<boolean>`a.id = any(array(${exactIds}))`, take) : [],
    base(applicationsContaining(q), take + 1),
  ]);
  const href = (r: { id: string; client_id: string }) =>
    who.role === "admin" ? `/admin/applications/${r.id}` : `/agent/clients/${r.client_id}#app-${r.id}`;
  return merge(exact, containing, (r, isExact) => ({
    kind: "application",
    id: r.id,
    label: `${r.reference} · ${serviceTitle(r.service_slug)}`,
    detail: `${r.client_name} · ${STATUS_LABELS[r.status as ApplicationStatus] ?? ""}`,
    href: href(r),
    exact: isExact,
  }));
}

/** The exact matches, then the others not among them: up to `take` + 1 (one more says there are more). */
function merge<R extends { id: string }>(exact: R[], containing: R[], hit: (row: R, exact: boolean) => SearchHit): SearchHit[] {
  const seen = new Set(exact.map((r) => r.id));
  return [...exact.map((r) => hit(r, true)), ...containing.filter((r) => !seen.has(r.id)).map((r) => hit(r, false))];
}

/** Where each kind's own list shows more of what was typed. */
function moreHref(who: Searcher, kind: SearchKind, q: string) {
  const query = new URLSearchParams({ q });
  if (who.role === "agent") return kind === "enquiry" ? `/agent/leads` : `/agent/clients?${query}`;
  return `/admin/${{ client: "clients", application: "applications", enquiry: "enquiries", invoice: "invoices" }[kind]}?${query}`;
}

/**
 * Everything the searcher may see that matches `q`: up to `take` of each kind, exact
 * matches first, each kind's group saying where more are listed when some were left off.
 */
export async function search(who: Searcher, raw: string, take: number): Promise<SearchResults> {
  const q = raw.trim().slice(0, 100);
  if (q.length < SEARCH_MIN_LENGTH) return { q, tooShort: q.length > 0, groups: [] };
  const found: [SearchKind, Promise<SearchHit[]>][] = [
    ["client", clientHits(who, q, take)],
    ["application", applicationHits(who, q, take)],
  ];
  // An agent finds the leads they own; invoices have no page in the agent's portal.
  if (who.role === "admin") found.push(["enquiry", enquiryHits(q, take)], ["invoice", invoiceHits(q, take)]);
  else found.push(["enquiry", enquiryHits(q, take, who.id)]);
  const results = await Promise.all(found.map(([, pending]) => pending));
  const groups: SearchGroup[] = found
    .map(([kind], i) => ({ kind, hits: results[i].slice(0, take), more: results[i].length > take ? moreHref(who, kind, q) : null }))
    .filter((group) => group.hits.length > 0);
  return { q, tooShort: false, groups };
}
