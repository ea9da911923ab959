import { sql } from "kysely";
import { personMatches } from "./client-search.server";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { STALE_DAYS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { AlreadySubmitted, claimSubmission } from "../http/submission-keys.server";
import { db } from "../db/db.server";
import { COUNT_CAP, matchesFirst, paginateIds, type ListParams } from "../http/list-params.server";

// An agent's caseload: the clients whose profile names them as the assigned agent.
// Every query here is scoped to that agent; another agent's client is never found.
// Their current clients (decision 026: no application yet, one not closed, or a file
// waiting) are what the dashboard and the list show first; the past ones on request.

/** The dashboard: counts, cases gone quiet, and recent activity, in one round trip (what waits on the agent: waiting.server.ts). */
export async function agentDashboard(agentId: string) {
  const caseload = caseloadIds(agentId, "current");
  const row = await db
    // The current caseload's applications, read once (PostgreSQL keeps a CTE used three times) for the three panels.
    .with("mine", (qb) =>
      qb
        .selectFrom("applications")
        .select(["id", "reference", "status", "status_changed_at", "client_id"])
        .where("client_id", "=", caseload),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom("client_profiles")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("assigned_agent_id", "=", agentId)
        .where("is_current", "=", true)
        .as("clients"),
      // The past ones counted only up to the lists' cap: an agent of many years has thousands.
      eb
        .selectFrom(
          eb
            .selectFrom("client_profiles")
            .select("user_id")
            .where("assigned_agent_id", "=", agentId)
            .where("is_current", "=", false)
            .limit(COUNT_CAP + 1)
            .as("past"),
        )
        .select(sql<number>`count(*)::int`.as("n"))
        .as("past_clients"),
      jsonArrayFrom(
        eb
          .selectFrom("mine")
          .select(["status", sql<number>`count(*)::int`.as("n")])
          .groupBy("status"),
      ).as("by_status"),
      // The 20 quietest first, then their clients' names: 20 look-ups, not one per case.
      jsonArrayFrom(
        eb
          .selectFrom(
            eb
              .selectFrom("mine")
              .selectAll()
              .where("status", "not in", ["granted", "refused", "withdrawn", "closed"])
              .where("status_changed_at", "<", sql<Date>`now() - make_interval(days => ${STALE_DAYS})`)
              .orderBy("status_changed_at")
              .limit(20)
              .as("a"),
          )
          .innerJoin("admin_users as c", "c.id", "a.client_id")
          .select(["a.id", "a.reference", "a.status", "a.status_changed_at", "c.id as client_id", "c.full_name as client_name"])
          .orderBy("a.status_changed_at"),
      ).as("stale_applications"),
      // The latest moves are those of the applications that moved last (a move sets
      // status_changed_at to its event's time): their events, not the firm's.
      jsonArrayFrom(
        eb
          .selectFrom(eb.selectFrom("mine").select(["id", "reference", "client_id"]).orderBy("status_changed_at", "desc").limit(10).as("a"))
          .innerJoin("application_events as e", "e.application_id", "a.id")
          .innerJoin("admin_users as c", "c.id", "a.client_id")
          .leftJoin("admin_users as u", "u.id", "e.actor_id")
          .select([
            "e.id",
            "e.to_status",
            "e.note",
            "e.created_at",
            "a.reference",
            "c.id as client_id",
            "c.full_name as client_name",
            "u.full_name as actor_name",
          ])
          .where("e.summary", "is", null) // moves only: a task done is in the application's history
          .orderBy("e.created_at", "desc")
          .limit(10),
      ).as("recent"),
    ])
    .executeTakeFirstOrThrow();
  return { ...row, by_status: row.by_status as { status: ApplicationStatus; n: number }[] };
}

export const AGENT_CLIENT_SORTS = ["name", "email", "completion", "updated"] as const;
export type AgentClientSort = (typeof AGENT_CLIENT_SORTS)[number];
// Each order by a column the list's ids query selects (so a search's derived table has it
// too); by name, the profile's names (full_name is kept from them): the past clients' index holds them.
const SORTS = {
  name: ["name_first", "name_last"],
  email: ["email"],
  completion: ["completion"],
  updated: ["updated_at"],
} as const;

/** Which of the agent's clients a list shows: current (the default), past, or all. */
export const CASELOAD_SHOWS = ["current", "past", "all"] as const;
export type CaseloadShow = (typeof CASELOAD_SHOWS)[number];

/**
 * The agent's clients (those shown) read once from their index into a set, for `= any(…)`:
 * rows are then found through their own client index, whatever the planner guesses of
 * the caseload's size (guessing thousands, it read every client or application).
 */
export function caseloadIds(agentId: string, show: CaseloadShow) {
  const which = show === "all" ? sql`` : show === "current" ? sql` and is_current` : sql` and not is_current`;
  return sql<string>`any(array(select user_id from client_profiles where assigned_agent_id = ${agentId}${which}))`;
}

export async function listAgentClients(
  agentId: string,
  list: ListParams<AgentClientSort>,
  status: ApplicationStatus | "",
  show: CaseloadShow = "current",
) {
  let ids = db
    .selectFrom("client_profiles as p")
    .innerJoin("admin_users as u", "u.id", "p.user_id")
    .select([
      "u.id",
      sql<string>`lower(p.first_name)`.as("name_first"),
      sql<string>`lower(p.last_name)`.as("name_last"),
      "u.email",
      "p.profile_completion_percentage as completion",
      "p.updated_at",
    ])
    .where("p.assigned_agent_id", "=", agentId);
  // The current few read through their set; the past and all thousands walked in their name
  // index, or, for a search, its matches found first (matchesFirst).
  if (show === "current") ids = ids.where("u.id", "=", caseloadIds(agentId, show));
  if (show === "past") ids = ids.where("p.is_current", "=", false);
  // Their name, e-mail, phone or an application's file reference; only among the agent's own clients.
  if (list.q) ids = ids.where(personMatches(list.q, "u"));
  if (status) {
    ids = ids.where((eb) =>
      eb.exists(eb.selectFrom("applications as a").select("a.id").whereRef("a.client_id", "=", "u.id").where("a.status", "=", status)),
    );
  }
  if (show !== "current" && list.q) ids = matchesFirst(ids, "c");
  for (const column of SORTS[list.sort]) ids = ids.orderBy(sql.ref(column), list.dir);
  return paginateIds(ids.orderBy(sql.ref("id")), list.page, (page) =>
    db
      .selectFrom("client_profiles as p")
      .innerJoin("admin_users as u", "u.id", "p.user_id")
      .select((eb) => [
        "u.id",
        "u.full_name",
        "u.email",
        "u.is_active",
        "p.profile_completion_percentage",
        "p.destination_country",
        "p.updated_at",
        jsonArrayFrom(
          eb
            .selectFrom("applications as a")
            .select(["a.id", "a.reference", "a.status"])
            .whereRef("a.client_id", "=", "u.id")
            .orderBy("a.created_at"),
        ).as("applications"),
      ])
      .where("u.id", "in", page)
      .where("p.assigned_agent_id", "=", agentId)
      .execute(),
  );
}

/** The client, only if assigned to this agent (otherwise undefined: the route answers 404). */
export function findAssignedClient(agentId: string, clientId: string) {
  return db
    .selectFrom("client_profiles as p")
    .innerJoin("admin_users as u", "u.id", "p.user_id")
    .selectAll("p")
    .select(["u.id as user_id", "u.email", "u.full_name", "u.is_active", "u.created_at as user_created_at"])
    .where("p.user_id", "=", clientId)
    .where("p.assigned_agent_id", "=", agentId)
    .executeTakeFirst();
}

/** A client's applications, each with its status history (newest first). */
export function applicationsWithHistory(clientId: string) {
  return db
    .selectFrom("applications as a")
    .select((eb) => [
      "a.id",
      "a.reference",
      "a.service_slug",
      "a.destination_country",
      "a.status",
      "a.status_changed_at",
      "a.created_at",
      "a.planned_lodgement_on",
      jsonArrayFrom(
        eb
          .selectFrom("application_events as e")
          .leftJoin("admin_users as u", "u.id", "e.actor_id")
          .select([
            "e.id",
            "e.from_status",
            "e.to_status",
            "e.note",
            "e.client_note",
            "e.summary",
            "e.override_reason",
            "e.created_at",
            "u.full_name as actor_name",
          ])
          .whereRef("e.application_id", "=", "a.id")
          .orderBy("e.created_at", "desc"),
      ).as("events"),
    ])
    .where("a.client_id", "=", clientId)
    .orderBy("a.created_at", "desc")
    .execute();
}

export function clientNotes(clientId: string) {
  return db
    .selectFrom("client_notes as n")
    .leftJoin("admin_users as u", "u.id", "n.author_id")
    .select(["n.id", "n.body", "n.shared_with_client", "n.created_at", "u.full_name as author_name"])
    .where("n.client_id", "=", clientId)
    .orderBy("n.created_at", "desc")
    .execute();
}

/** A note on a client: among staff, unless `shared` (then the client sees it in their portal). */
export async function addClientNote(clientId: string, authorId: string, body: string, shared: boolean, once: string | null = null) {
  await db.transaction().execute(async (trx) => {
    // A note sent twice (a double click) is stored once.
    try {
      await claimSubmission(trx, once);
    } catch (error) {
      if (error instanceof AlreadySubmitted) return;
      throw error;
    }
    await trx.insertInto("client_notes").values({ client_id: clientId, author_id: authorId, body, shared_with_client: shared }).execute();
  });
}
