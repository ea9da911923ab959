import { sql } from "kysely";
import type { ApplicationStatus } from "~/lib/cases/application-workflow";
import { ACCOUNT_STATE } from "../accounts/invitations.server";
import { db } from "../db/db.server";
import { matchesFirst, paginateIds, type ListParams } from "../http/list-params.server";
import { personMatches } from "./client-search.server";

// The admin's list of clients: one page at a time, in any of its orders, by agent, status or account state.

// No order by agent or by profile completion: neither lives in the clients' own table,
// so at 100,000 clients either meant sorting them all; the agent is a filter instead.
export const CLIENT_SORTS = ["name", "email", "created"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export type ClientFilters = {
  /** An agent's id, or "none" for clients without one. */
  agent?: string;
  /** Clients with at least one application in this status. */
  status?: ApplicationStatus;
  /** invited: active, no password chosen yet. */
  state?: "active" | "invited" | "deactivated";
};

/**
 * One page of clients: their ids found and ordered on the clients' own indexes, then
 * the page's 20 rows read with their profile and agent (paginateIds).
 */
export async function listClients(list: ListParams<ClientSort>, filters: ClientFilters) {
  // The columns the orders read, so a search's derived table (matchesFirst) has them too.
  // Every client has a profile, made with the account (the join is dropped when unused).
  let ids = db
    .selectFrom("admin_users as u")
    .leftJoin("client_profiles as p", "p.user_id", "u.id")
    .select(["u.id", "u.full_name", "u.email", "u.created_at"])
    .where("u.role", "=", "client");
  if (list.q) ids = ids.where(personMatches(list.q, "u"));
  const agent = filters.agent === "none" ? null : filters.agent;
  if (filters.agent === "none") {
    ids = ids.where("u.id", "in", (eb) => eb.selectFrom("client_profiles").select("user_id").where("assigned_agent_id", "is", null));
  } else if (agent && !list.q && list.sort === "created") {
    // Newest first in the agent's own index of their clients (a profile is made at its
    // account's moment): 20 read, whether the agent has 50 clients or 5,000.
    ids = ids.where("p.assigned_agent_id", "=", agent);
  } else if (agent) {
    // The caseload read once from its index into a set, which the walk in the list's
    // order checks each client against: probing the index for every client walked
    // cost 30 ms at 100,000 clients.
    ids = ids.where("u.id", "=", sql<string>`any(array(select user_id from client_profiles where assigned_agent_id = ${agent}))`);
  }
  if (filters.status) {
    const status = filters.status;
    ids = ids.where(({ exists, selectFrom }) =>
      exists(selectFrom("applications as a").select("a.id").whereRef("a.client_id", "=", "u.id").where("a.status", "=", status)),
    );
  }
  if (filters.state === "invited") ids = ids.where("u.is_active", "=", true).where("u.password_hash", "is", null);
  else if (filters.state) ids = ids.where("u.is_active", "=", filters.state === "active");

  // Each order is an index's (20261202000000_list_indexes.sql), ties broken by id in
  // the same direction so the index is read as it is. The account's full name is
  // kept in step with the profile's first and last names.
  const byProfile = agent && !list.q && list.sort === "created";
  const order = { name: sql`lower(u.full_name)`, email: sql`u.email`, created: byProfile ? sql`p.created_at` : sql`u.created_at` }[
    list.sort
  ];
  if (list.q) ids = matchesFirst(ids, "u");
  ids = ids.orderBy(order, list.dir).orderBy(byProfile ? "p.user_id" : "u.id", list.dir);
  return paginateIds(ids, list.page, (page) =>
    db
      .selectFrom("admin_users as u")
      .leftJoin("client_profiles as p", "p.user_id", "u.id")
      .leftJoin("admin_users as agent", "agent.id", "p.assigned_agent_id")
      .where("u.id", "in", page)
      .select([
        "u.id",
        "u.email",
        "u.full_name",
        "u.is_active",
        "u.created_at",
        "p.first_name",
        "p.last_name",
        "p.profile_completion_percentage",
        "agent.id as agent_id",
        "agent.full_name as agent_name",
        ACCOUNT_STATE.as("account_state"),
      ])
      .execute(),
  );
}
