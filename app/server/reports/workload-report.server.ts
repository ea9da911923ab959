import { sql } from "kysely";
import type { Row, ReportSection } from "~/lib/reports/report-data";
import { rangeBounds, type ReportContext, type ReportDefinition } from "./report-kit.server";

// Agents' workload: what waits on each agent now (open cases, files to review, client
// messages waiting for a reply), and how quickly client messages in the dates were
// answered. Work belongs to the client's agent (client_profiles.assigned_agent_id), as on
// the agent's dashboard and inbox, and each figure is counted the way the dashboard
// counts it (waiting.server.ts, threads.server.ts), so the two never disagree. An agent
// sees their own row; an admin every active agent by name, and the work of no agent.

const UNASSIGNED = "Unassigned";

type Counted = { agent_id: string | null; kind: "open" | "documents" | "messages"; n: number };

/** Open cases, files waiting for review and threads waiting for a reply, per client's agent, grouped in SQL. */
async function workNow({ q, scope }: ReportContext): Promise<Counted[]> {
  // Each current client's open cases and waiting files are kept on their profile by the database
  // (20261210001800_workload_counts.sql, beside is_current, decision 026): summed per agent from
  // the index of current clients. A client with an open case or a waiting file is current.
  let counts = q
    .selectFrom("client_profiles")
    .select([
      "assigned_agent_id as agent_id",
      sql<number>`sum(open_cases)::int`.as("open"),
      sql<number>`sum(files_waiting)::int`.as("documents"),
    ])
    .where("is_current", "=", true)
    .groupBy("assigned_agent_id");
  // Threads whose client's message no one on the staff has answered yet (the inbox's "waiting").
  // Each waiting thread's agent looked up by its client (a few thousand threads: the planner
  // would rather hash every profile).
  const agentOf = sql<string | null>`(select p.assigned_agent_id from client_profiles p where p.user_id = a.client_id)`;
  let messages = q
    .selectFrom("applications as a")
    .select([agentOf.as("agent_id"), sql<number>`count(*)::int`.as("n")])
    .where("a.awaiting_reply_since", "is not", null)
    .groupBy(sql`1`);
  if (scope.role === "agent") {
    counts = counts.where("assigned_agent_id", "=", scope.agentId);
    messages = messages.where(agentOf, "=", scope.agentId);
  }
  const [byAgent, waiting] = [await counts.execute(), await messages.execute()];
  return [
    ...byAgent.flatMap((r) => [
      { agent_id: r.agent_id, kind: "open" as const, n: r.open },
      { agent_id: r.agent_id, kind: "documents" as const, n: r.documents },
    ]),
    ...waiting.map((r) => ({ agent_id: r.agent_id, kind: "messages" as const, n: r.n })),
  ];
}

type Replies = { agent_id: string | null; received: number; replied: number; median: number | null; p90: number | null };

/**
 * Each client message of the dates, per agent of its client when it arrived (messages.agent_id,
 * set by the database): how many, how many answered, and the median and 90th percentile of the
 * hours to its answer (messages.answered_at, the first staff message after it in the thread,
 * kept when staff post), percentile_cont over the answered ones. Read from the index of client
 * messages alone (20261210001500_message_agent.sql).
 */
function repliesInRange(ctx: ReportContext) {
  const { q, scope } = ctx;
  const { start, end } = rangeBounds(ctx);
  const hours = sql<number>`extract(epoch from (m.answered_at - m.created_at)) / 3600`;
  let query = q
    .selectFrom("messages as m")
    .select([
      "m.agent_id",
      sql<number>`count(*)::int`.as("received"),
      sql<number>`count(m.answered_at)::int`.as("replied"),
      sql<number | null>`percentile_cont(0.5) within group (order by ${hours})`.as("median"),
      sql<number | null>`percentile_cont(0.9) within group (order by ${hours})`.as("p90"),
    ])
    .where("m.from_client", "=", true)
    .where("m.created_at", ">=", start)
    .where("m.created_at", "<", end)
    .groupBy("m.agent_id");
  if (scope.role === "agent") query = query.where("m.agent_id", "=", scope.agentId);
  return query.execute() as Promise<Replies[]>;
}

/** The agents a row is shown for: the viewer alone, or every active agent and any other agent with work counted, by name. */
async function agentsShown({ q, scope }: ReportContext, withWork: string[]) {
  let query = q.selectFrom("admin_users").select(["id", "full_name", "is_active"]).where("role", "=", "agent");
  if (scope.role === "agent") query = query.where("id", "=", scope.agentId);
  else
    query = query.where((eb) =>
      withWork.length ? eb.or([eb("is_active", "=", true), eb("id", "in", withWork)]) : eb("is_active", "=", true),
    );
  const agents = await query.orderBy("full_name").orderBy("id").execute();
  return agents.map((a) => ({ id: a.id, name: a.is_active ? a.full_name : `${a.full_name} (inactive)` }));
}

const ids = (rows: { agent_id: string | null }[]) => [...new Set(rows.flatMap((r) => (r.agent_id ? [r.agent_id] : [])))];
/** Hours to one decimal, the same in the table, the chart and the CSV. */
const oneDecimal = (v: number | string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

async function openWork(ctx: ReportContext): Promise<ReportSection> {
  const counted = await workNow(ctx);
  const agents = await agentsShown(ctx, ids(counted));
  const rowOf = (agentId: string | null, name: string): Row => {
    const n = (kind: Counted["kind"]) => counted.find((c) => c.agent_id === agentId && c.kind === kind)?.n ?? 0;
    return { agent: name, open: n("open"), documents: n("documents"), messages: n("messages") };
  };
  const rows = agents
    .map((a) => rowOf(a.id, a.name))
    .sort((x, y) => Number(y.open) - Number(x.open) || String(x.agent).localeCompare(String(y.agent)));
  if (ctx.scope.role === "admin") rows.push(rowOf(null, UNASSIGNED));
  return {
    id: "open-work",
    title: "Open work now",
    description:
      "What waits on each agent as things stand now, whatever the dates above: open cases (not yet granted, refused, withdrawn or closed), " +
      "files uploaded and waiting for review, and client threads waiting for a reply — of the clients assigned to the agent, " +
      "counted as on the agent's dashboard. Most open cases first.",
    columns: [
      { key: "agent", label: "Agent", format: "text" },
      { key: "open", label: "Open cases", format: "count" },
      { key: "documents", label: "Documents to review", format: "count" },
      { key: "messages", label: "Messages waiting for a reply", format: "count" },
    ],
    rows,
    chart: { kind: "bars", category: "agent", series: ["open", "documents", "messages"], limit: 15 },
    empty: "No agents yet.",
  };
}

async function replies(ctx: ReportContext): Promise<ReportSection> {
  const counted = await repliesInRange(ctx);
  const agents = await agentsShown(ctx, ids(counted));
  const rowOf = (agentId: string | null, name: string): Row => {
    const r = counted.find((c) => c.agent_id === agentId);
    return {
      agent: name,
      received: r?.received ?? 0,
      replied: r?.replied ?? 0,
      median: oneDecimal(r?.median ?? null),
      p90: oneDecimal(r?.p90 ?? null),
    };
  };
  const rows = agents
    .map((a) => rowOf(a.id, a.name))
    .sort((x, y) => Number(y.received) - Number(x.received) || String(x.agent).localeCompare(String(y.agent)));
  if (ctx.scope.role === "admin") rows.push(rowOf(null, UNASSIGNED));
  return {
    id: "replies",
    title: "Replies to clients",
    description:
      "Messages clients sent in these dates, and the hours from each to the next message from anyone on the staff in the same thread " +
      "(each client message counted once, under the agent of its client when it arrived). Median and 90th percentile of the answered ones, to one decimal; " +
      "most messages first.",
    columns: [
      { key: "agent", label: "Agent", format: "text" },
      { key: "received", label: "Messages from clients", format: "count" },
      { key: "replied", label: "Replied to", format: "count" },
      { key: "median", label: "Median hours to reply", format: "count" },
      { key: "p90", label: "90th percentile hours to reply", format: "count" },
    ],
    rows,
    chart: { kind: "bars", category: "agent", series: ["median", "p90"], limit: 15 },
    empty: "No agents yet.",
  };
}

export const workloadReport: ReportDefinition = {
  slug: "workload",
  title: "Agents' workload",
  summary: "Open cases, documents and messages waiting on each agent now, and how quickly clients get a reply.",
  forAgents: true,
  sections: async (ctx) => [await openWork(ctx), await replies(ctx)],
};
