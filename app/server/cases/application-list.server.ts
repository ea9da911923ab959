import { sql } from "kysely";
import { APPLICATION_STATUSES, isOpen, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { db } from "../db/db.server";
import { likePattern, matchesFirst, paginateIds, type ListParams } from "../http/list-params.server";
import { PHONE_LIKE, personMatches } from "./client-search.server";

// The admin's list of applications: search, filters and orders, each on an index.

export const APPLICATION_SORTS = ["reference", "client", "service", "country", "status", "updated"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/** `status` is one status or "open" (any before a decision); `service` a service's slug. */
export type ApplicationFilters = { status?: string; country?: string; agent?: string; client?: string; service?: string };

// Each order is an index's (20261202000000_list_indexes.sql): the column, then the
// most recent update, then the id, all one way, so the index is read as it is; the
// same indexes serve the filters in the default order. The client's name is read in
// order from the clients' name index.
const ORDERS = {
  reference: [sql.ref("a.reference")],
  client: [sql`lower(c.full_name)`, sql.ref("c.id")],
  service: [sql.ref("a.service_slug"), sql.ref("a.updated_at")],
  country: [sql.ref("a.destination_country"), sql.ref("a.updated_at")],
  status: [sql.ref("a.status"), sql.ref("a.updated_at")],
  updated: [sql.ref("a.updated_at")],
};

/** A reference: a letter perhaps, then digits and dashes (A2026-00123, 2026-001, 00123). */
const REFERENCE_LIKE = /^[A-Za-z]?\d[\d-]*$/;

/**
 * What staff type to find an application: its reference, or its client's name,
 * e-mail or phone (client-search.server). Digits alone may be either; otherwise the
 * shape of the text says which, so each search is one trigram index's.
 */
function applicationMatches(q: string) {
  const reference = sql<boolean>`a.reference ilike ${likePattern(q)}`;
  const client = sql<boolean>`a.client_id in (select u.id from admin_users u where ${personMatches(q, "u")})`;
  if (!REFERENCE_LIKE.test(q)) return client;
  if (!PHONE_LIKE.test(q)) return reference;
  return sql<boolean>`a.id in (select a.id from applications a where ${reference} union select a.id from applications a where ${client})`;
}

/** One page of applications: ids found and ordered on the applications' indexes, then the page's rows with their client and agent (paginateIds). */
export async function listApplications(list: ListParams<ApplicationSort>, filters: ApplicationFilters) {
  // The columns the orders read, so a search's derived table (matchesFirst) has them too.
  let ids = db
    .selectFrom("applications as a")
    .select(["a.id", "a.reference", "a.service_slug", "a.destination_country", "a.status", "a.updated_at"]);
  if (list.sort === "client") ids = ids.innerJoin("admin_users as c", "c.id", "a.client_id").where("c.role", "=", "client"); // always a client: lets the name index lead
  if (list.q) ids = ids.where(applicationMatches(list.q));
  if (filters.status === "open") ids = ids.where("a.status", "in", APPLICATION_STATUSES.filter(isOpen));
  else if (filters.status) ids = ids.where("a.status", "=", filters.status as ApplicationStatus);
  if (filters.service) ids = ids.where("a.service_slug", "=", filters.service);
  if (filters.country) ids = ids.where("a.destination_country", "=", filters.country);
  if (filters.agent) ids = ids.where("a.assigned_agent_id", "=", filters.agent);
  if (filters.client) ids = ids.where("a.client_id", "=", filters.client);
  // (By client, the order's columns are the client's: that order's search stays unfenced.)
  if (list.q && list.sort !== "client") ids = matchesFirst(ids, "a");
  for (const column of ORDERS[list.sort]) ids = ids.orderBy(column, list.dir);
  return paginateIds(ids.orderBy("a.id", list.dir), list.page, (page) =>
    db
      .selectFrom("applications as a")
      .innerJoin("admin_users as c", "c.id", "a.client_id")
      .leftJoin("admin_users as g", "g.id", "a.assigned_agent_id")
      .where("a.id", "in", page)
      .select([
        "a.id",
        "a.reference",
        "a.service_slug",
        "a.destination_country",
        "a.status",
        "a.updated_at",
        "c.id as client_id",
        "c.full_name as client_name",
        "g.full_name as agent_name",
      ])
      .execute(),
  );
}
