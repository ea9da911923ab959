import { byOrSystem, recordAudit, type StaffBy } from "../audit/audit-log.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { sql } from "kysely";
import type { AgentProfileInput, NewAgentInput } from "~/lib/cases/people-schema";
import { db } from "../db/db.server";
import { likePattern, paginate, type ListParams } from "../http/list-params.server";
import { ACCOUNT_STATE, invite } from "./invitations.server";
import { EmailTakenError } from "./users.server";

// Agents: portal users with role "agent" and an agent_profiles row.

export const AGENT_SORTS = ["name", "email", "clients", "created"] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

const clientCount = sql<number>`(select count(*) from client_profiles cp where cp.assigned_agent_id = u.id)`;

export async function listAgents(list: ListParams<AgentSort>, filters: { state?: "active" | "invited" | "deactivated" }) {
  let query = db
    .selectFrom("admin_users as u")
    .leftJoin("agent_profiles as p", "p.user_id", "u.id")
    .where("u.role", "=", "agent")
    .select([
      "u.id",
      "u.full_name",
      "u.email",
      "u.is_active",
      "u.created_at",
      "p.job_title",
      clientCount.as("client_count"),
      ACCOUNT_STATE.as("account_state"),
    ]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) =>
      eb.or([eb("u.full_name", "ilike", pattern), eb("u.email", "ilike", pattern), eb("p.job_title", "ilike", pattern)]),
    );
  }
  if (filters.state === "invited") query = query.where("u.is_active", "=", true).where("u.password_hash", "is", null);
  else if (filters.state) query = query.where("u.is_active", "=", filters.state === "active");
  const order = {
    name: sql`lower(u.full_name)`,
    email: sql`u.email`,
    clients: clientCount,
    created: sql`u.created_at`,
  }[list.sort];
  query = query.orderBy(order, (ob) => (list.dir === "asc" ? ob.asc() : ob.desc()).nullsLast()).orderBy("u.id");
  return paginate(query, list.page);
}

/** Every agent, for the filters and the "assign an agent" choice (the active ones first). */
export async function agentOptions() {
  return db
    .selectFrom("admin_users")
    .select(["id", "full_name", "is_active"])
    .where("role", "=", "agent")
    .orderBy("is_active", "desc")
    .orderBy(sql`lower(full_name)`)
    .execute();
}

export async function getAgent(userId: string) {
  return db
    .selectFrom("admin_users as u")
    .leftJoin("agent_profiles as p", "p.user_id", "u.id")
    .where("u.id", "=", userId)
    .where("u.role", "=", "agent")
    .select([
      "u.id",
      "u.full_name",
      "u.email",
      "u.is_active",
      "u.last_login_at",
      "u.created_at",
      "p.phone",
      "p.job_title",
      "p.languages",
      "p.bio",
      clientCount.as("client_count"),
    ])
    .executeTakeFirst();
}

const orNull = (value: string) => (value === "" ? null : value);

/**
 * The user (role agent, no password yet), their profile and their invitation e-mail
 * in one transaction. Throws EmailTakenError.
 */
export async function createAgent(input: NewAgentInput, admin: string | StaffBy | null, once: string | null = null) {
  const by = byOrSystem(admin);
  const adminId = by.actorId;
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const taken = await trx.selectFrom("admin_users").select("id").where("email", "=", input.email).executeTakeFirst();
    if (taken) throw new EmailTakenError(input.email);
    const user = await trx
      .insertInto("admin_users")
      .values({ email: input.email, password_hash: null, full_name: input.fullName, role: "agent" })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("agent_profiles")
      .values({ user_id: user.id, phone: orNull(input.phone), job_title: orNull(input.jobTitle), languages: orNull(input.languages) })
      .execute();
    await recordAudit(trx, by, { kind: "agent_created", record: { type: "user", id: user.id }, summary: input.fullName });
    await invite(trx, user.id, adminId);
    await rememberResult(trx, once, `/admin/agents/${user.id}`);
    return user;
  });
}

export async function updateAgent(userId: string, input: AgentProfileInput) {
  const profile = {
    phone: orNull(input.phone),
    job_title: orNull(input.jobTitle),
    languages: orNull(input.languages),
    bio: orNull(input.bio),
  };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("admin_users").set({ full_name: input.fullName }).where("id", "=", userId).execute();
    await trx
      .insertInto("agent_profiles")
      .values({ user_id: userId, ...profile })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(profile))
      .execute();
  });
}

/** How many of an agent's clients their admin page shows; the clients list (filtered by the agent) pages through the rest. */
export const AGENT_PAGE_CLIENTS = 20;

/** The first current clients of an agent, by name (over the years a caseload runs to thousands; decision 026). */
export async function agentClients(userId: string) {
  return (
    db
      .selectFrom("client_profiles as p")
      .innerJoin("admin_users as u", "u.id", "p.user_id")
      .select(["u.id", "u.full_name", "u.email", "u.is_active", "p.destination_country", "p.profile_completion_percentage"])
      // The current caseload read once into a set (agent-portal.server.ts caseloadIds).
      .where("u.id", "=", sql<string>`any(array(select user_id from client_profiles where assigned_agent_id = ${userId} and is_current))`)
      .where("p.assigned_agent_id", "=", userId)
      .orderBy(sql`lower(u.full_name)`)
      .orderBy("u.id")
      .limit(AGENT_PAGE_CLIENTS)
      .execute()
  );
}
