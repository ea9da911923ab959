// A firm of any size, in a few statements: N clients with what years of work leave
// behind them, in the proportions measured for issue 19 (per 100,000 clients: about
// 135,000 applications, 540,000 status changes, 500,000 documents, 20,000 enquiries,
// 100,000 invoices, 1.2 million sign-in attempts, 120,000 client messages and their replies), one agent per 500 clients. Used by `npm run
// bench:scale` and by the tests that check each list's plan at a seeded size.
// Rows are made by generate_series inside the database, so 100,000 clients take
// seconds on PostgreSQL and a few minutes on PGlite; ids are derived from the row
// number (md5 → uuid), so later statements find earlier rows without a join.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { SERVICE_POSITION, seedFamilies, timed } from "./families";

export const CLIENTS_PER_AGENT = 500;

/** Client g's passport number ("P0004242"-like: distinct for every g below ten million). */
const SCALE_PASSPORT_SQL = "'P' || lpad((g * 7907 % 10000000)::text, 7, '0')";
export const scalePassport = (g: number) => `P${String((g * 7907) % 10_000_000).padStart(7, "0")}`;
/** Client g's invoice number, of `clients` (seedScale's invoices: a fifth of them each financial year from 2021-22). */
/** Numbers the demo's own year of invoices (supabase/seed-history-money.ts) has taken come first. */
const DEMO_INVOICES = 100;

export function scaleInvoiceCode(g: number, clients: number) {
  const perYear = Math.floor((clients + 4) / 5);
  const year = 2021 + Math.floor((g - 1) / perYear);
  const fy = `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
  const num = ((g - 1) % perYear) + 1 + DEMO_INVOICES;
  return num < 10000 ? `INV/${fy}/${String(num).padStart(4, "0")}` : `INV${fy}/${num}`;
}

const FIRST = [
  "Priya",
  "Arjun",
  "Wei",
  "Olivia",
  "Mohammed",
  "Sofia",
  "Chen",
  "Amara",
  "Lucas",
  "Fatima",
  "Hiroshi",
  "Isabella",
  "Kwame",
  "Ananya",
  "Mateo",
  "Aisha",
  "Noah",
  "Mei",
  "Rahul",
  "Elena",
  "Tunde",
  "Sara",
  "Dmitri",
  "Leila",
  "Carlos",
  "Nadia",
  "Jun",
  "Grace",
  "Omar",
  "Zara",
];
const LAST = [
  "Sharma",
  "Patel",
  "Zhang",
  "Nguyen",
  "Khan",
  "Garcia",
  "Okafor",
  "Müller",
  "Silva",
  "Haddad",
  "Tanaka",
  "Rossi",
  "Mensah",
  "Iyer",
  "Fernández",
  "Rahman",
  "Kowalski",
  "Wang",
  "Singh",
  "Petrova",
  "Adeyemi",
  "Costa",
  "Ivanov",
  "Karimi",
  "López",
  "Hussain",
  "Kim",
  "O'Brien",
  "Ali",
  "Mendes",
  "Reddy",
  "Chowdhury",
  "Yilmaz",
  "Dubois",
  "Nair",
  "Mahmoud",
  "Park",
  "Santos",
  "Joshi",
  "Abdi",
];
const SERVICES: [string, string][] = [
  ["canada-permanent-residency", "canada"],
  ["study-in-canada", "canada"],
  ["canada-work-visa", "canada"],
  ["australia-permanent-residency", "australia"],
  ["australia-student-visa", "australia"],
  ["uk-skilled-worker-visa", "united-kingdom"],
  ["uk-study-visa", "united-kingdom"],
  ["usa-h1b-visa", "usa"],
  ["germany-opportunity-card", "germany"],
  ["schengen-visa", "europe"],
];
// The path every open application walks; its status is the last step it reached.
const PATH = ["enquiry", "assessment", "documents_pending", "ready_to_lodge", "lodged", "granted"];
// Clients of more than two years ago (the first 60 %) are done with: nearly all closed after
// their decision, a few in fifty still granted, refused or withdrawn. Each status has one walk.
const OUTCOMES = [...Array<string>(47).fill("closed"), "granted", "refused", "withdrawn"];
const WALKS: Record<string, string[]> = {
  ...Object.fromEntries(PATH.map((status, i) => [status, PATH.slice(0, i + 1)])),
  refused: [...PATH.slice(0, 5), "refused"],
  withdrawn: [...PATH.slice(0, 3), "withdrawn"],
  closed: [...PATH, "closed"],
};
const STEPS = Object.entries(WALKS).flatMap(([status, walk]) =>
  walk.map((to, i) => ({ status, step: i + 1, from: walk[i - 1] ?? null, to, back: walk.length - 1 - i })),
);

const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);

export type ScaleSeed = {
  clients: number;
  passwordHash: string;
  demoAgentId?: string;
  /** The demo agent also served the oldest clients, up to this many (default: a tenth, at most 4,500), nearly all closed. */
  demoAgentPast?: number;
  /** One for five clients unless told. */ enquiries?: number;
};

/** Adds `clients` clients and their rows to a migrated database; returns how many of each it made. */
export async function seedScale(
  db: Kysely<Database>,
  {
    clients,
    passwordHash,
    demoAgentId,
    enquiries = Math.ceil(clients / 5),
    demoAgentPast = Math.min(4500, Math.floor(clients / 10)),
  }: ScaleSeed,
) {
  const agents = Math.max(2, Math.ceil(clients / CLIENTS_PER_AGENT));
  const n = clients;
  // Numbers written into the statement: generate_series cannot tell an untyped parameter's type.
  const [N, A] = [sql.lit(n), sql.lit(agents)];
  // Agent 0 is the demo agent when there is one, so its dashboard carries a full caseload,
  // and years of past clients besides (an agent who has served 5,000 at 100,000).
  const agentId = demoAgentId
    ? sql`case when g % ${A} = 0 or g <= ${sql.lit(demoAgentPast)} then ${demoAgentId}::uuid else md5('scale-agent-' || (g % ${A}))::uuid end`
    : sql`md5('scale-agent-' || (g % ${A}))::uuid`;
  const first = list(FIRST);
  const last = list(LAST);
  const run = (statement: ReturnType<typeof sql>) => timed(db, statement);
  const service = sql.raw(SERVICE_POSITION);

  await run(sql`insert into admin_users (id, email, password_hash, full_name, role, created_at)
    select md5('scale-agent-' || i)::uuid, 'scale-agent-' || i || '@example.com', ${passwordHash},
      'Agent ' || (${first})[1 + i % ${sql.lit(FIRST.length)}] || ' ' || (${last})[1 + i % ${sql.lit(LAST.length)}], 'agent', now() - interval '6 years'
    from generate_series(${sql.lit(demoAgentId ? 1 : 0)}, ${sql.lit(agents - 1)}) as i`);

  // Clients: the newest last; one in fifty disabled; created over five years.
  await run(sql`insert into admin_users (id, email, password_hash, full_name, role, is_active, created_at, last_login_at)
    select md5('scale-client-' || g)::uuid, 'client-' || g || '@scale.example.com', ${passwordHash},
      (${first})[1 + g % ${sql.lit(FIRST.length)}] || ' ' || (${last})[1 + (g / ${sql.lit(FIRST.length)}) % ${sql.lit(LAST.length)}],
      'client', g % 50 <> 0, now() - (${N} - g) * interval '5 years' / ${N}, now() - (g % 90) * interval '1 day'
    from generate_series(1, ${N}) as g`);
  await run(sql`insert into client_profiles (user_id, first_name, last_name, phone, passport_number, nationality, country_of_residence, destination_country,
      profile_completion_percentage, assigned_agent_id, created_at, updated_at)
    select md5('scale-client-' || g)::uuid, (${first})[1 + g % ${sql.lit(FIRST.length)}], (${last})[1 + (g / ${sql.lit(FIRST.length)}) % ${sql.lit(LAST.length)}],
      '+91 9' || lpad((g * 7919 % 1000000000)::text, 9, '0'), ${sql.raw(SCALE_PASSPORT_SQL)}, 'Indian', 'India', (${list(SERVICES.map((s) => s[1]))})[1 + g % ${sql.lit(SERVICES.length)}],
      g % 101, ${agentId}, now() - (${N} - g) * interval '5 years' / ${N}, now() - (g % 400) * interval '1 day'
    from generate_series(1, ${N}) as g`);

  // Applications: one each, a second for seven clients in twenty; the past clients' outcome,
  // or the k-th one's step on the path.
  const done = sql.raw(`g <= ${Math.floor(n * 0.6)}`);
  await run(sql`insert into applications (id, client_id, service_slug, destination_country, status, assigned_agent_id, status_changed_at, created_at, updated_at)
    select md5('scale-app-' || g || '-' || k)::uuid, md5('scale-client-' || g)::uuid,
      (${list(SERVICES.map((s) => s[0]))})[1 + ${service}], (${list(SERVICES.map((s) => s[1]))})[1 + ${service}],
      case when ${done} then (${list(OUTCOMES)})[1 + (g / 3 + k) % ${sql.lit(OUTCOMES.length)}] else (${list(PATH)})[1 + (g * 3 + k) % ${sql.lit(PATH.length)}] end, ${agentId},
      now() - (g % 120) * interval '1 day', now() - (${N} - g) * interval '5 years' / ${N}, now() - (g % 120) * interval '1 day'
    from generate_series(1, ${N}) as g, generate_series(1, 2) as k
    where k = 1 or g % 20 < 7`);
  // Its history: every step of its status's walk, three days apart, the last one when its
  // status changed (as the app records a move).
  const steps = sql.join(STEPS.map((t) => sql`(${t.status}, ${t.from}, ${t.to}, ${sql.lit(t.back)})`));
  // Loaded with the time-in-status trigger off, then counted in one pass (status_durations_rebuild).
  await run(sql`alter table application_events disable trigger status_durations_count`);
  await run(sql`insert into application_events (application_id, actor_id, from_status, to_status, created_at)
    select a.id, a.assigned_agent_id, w.from_status, w.to_status, a.status_changed_at - w.back * interval '3 days'
    from applications a join (values ${steps}) as w (status, from_status, to_status, back) on w.status = a.status
    where a.client_id in (select md5('scale-client-' || g)::uuid from generate_series(1, ${N}) as g)`);
  await run(sql`alter table application_events enable trigger status_durations_count`);
  await run(sql`select status_durations_rebuild()`);
  // Lodged and decided as their history says, with the decision a closed case had (the outcomes report, issue 44).
  await run(sql`update applications a set lodged_on = h.lodged, decided_on = h.decided, outcome = h.outcome
    from (select application_id, (min(created_at) filter (where to_status = 'lodged'))::date as lodged,
        (max(created_at) filter (where to_status in ('granted', 'refused', 'withdrawn')))::date as decided,
        (array_agg(to_status) filter (where to_status in ('granted', 'refused', 'withdrawn')))[1] as outcome
      from application_events group by application_id) h
    where h.application_id = a.id and (h.lodged is not null or h.decided is not null)`);

  // Documents: five a client, all pointing at one small stored file (the bytes do not
  // matter here); the past clients' all reviewed.
  const file = await sql<{ id: string }>`insert into files (visibility, content_type, size_bytes, sha256, original_name, data)
    values ('private', 'application/pdf', 4, ${"0".repeat(64)}, 'scale.pdf', '\\x25504446'::bytea) returning id`.execute(db);
  await run(sql`insert into documents (client_id, application_id, document_type, file_id, status, created_at)
    select md5('scale-client-' || g)::uuid, md5('scale-app-' || g || '-1')::uuid,
      (array['passport','photo','bank_statement','degree_certificate','english_test'])[d], ${file.rows[0].id}::uuid,
      case when ${done} then 'approved' else (array['uploaded','approved','approved','needs_revision','approved'])[1 + (g + d) % 5] end,
      now() - (g % 200) * interval '1 day'
    from generate_series(1, ${N}) as g, generate_series(1, 5) as d`);

  // Leads: one in three owned by an agent (one in nine by the demo agent), one in five with a follow-up day.
  const leadOwner = demoAgentId ? sql`case when e % 9 = 0 then ${demoAgentId}::uuid end` : sql`null::uuid`;
  await run(sql`insert into enquiries (name, email, phone, destination_country, service_slug, message, consent, status, lost_reason, created_at, owner_id, follow_up_on)
    select (${first})[1 + e % ${sql.lit(FIRST.length)}] || ' ' || (${last})[1 + (e / 7) % ${sql.lit(LAST.length)}], 'enquiry-' || e || '@scale.example.com', '+44 7700 ' || lpad((e % 1000000)::text, 6, '0'),
      'canada', 'study-in-canada', 'I would like to know my options.', true,
      (array['new','contacted','lost','converted'])[1 + e % 4], case when e % 4 = 2 then 'Chose another firm' end, now() - e * interval '2 hours',
      coalesce(${leadOwner}, case when e % 3 = 0 and e % ${A} <> 0 then md5('scale-agent-' || (e % ${A}))::uuid end),
      case when e % 5 = 0 then (now() + (e % 30 - 15) * interval '1 day')::date end
    from generate_series(1, ${sql.lit(enquiries)}) as e`);

  // An invoice for every client, for their first application, paid but for one in fifty,
  // numbered per financial year (scaleInvoiceCode), five years of them; each paid one with
  // its payment, received within its fifteen days (the money report reads them by day).
  // Loaded with the money report's day sums off, then counted in one pass (money_days_rebuild).
  await run(sql`alter table invoices disable trigger money_days`);
  await run(sql`alter table payments disable trigger money_days`);
  await run(sql`insert into invoices (financial_year, number, code, client_id, status, currency, tax_mode, tax_rate_bp,
      subtotal_minor, tax_minor, cgst_minor, sgst_minor, total_minor, issued_on, due_on, created_at, application_id)
    select fy, num, case when num < 10000 then 'INV/' || fy || '/' || lpad(num::text, 4, '0') else 'INV' || fy || '/' || num end,
      md5('scale-client-' || g)::uuid, case when g % 50 = 0 then 'sent' else 'paid' end, 'INR', 'gst', 1800,
      100000, 18000, 9000, 9000, 118000, current_date - (${N} - g) * 1825 / ${N}, current_date - (${N} - g) * 1825 / ${N} + 15, now(),
      md5('scale-app-' || g || '-1')::uuid
    from (select g, (2021 + (g - 1) / ((${N} + 4) / 5))::text || '-' || lpad(((22 + (g - 1) / ((${N} + 4) / 5)) % 100)::text, 2, '0') as fy,
      (g - 1) % ((${N} + 4) / 5) + 1 + ${sql.lit(DEMO_INVOICES)} as num from generate_series(1, ${N}) as g) as i`);
  await run(sql`insert into payments (invoice_id, client_id, kind, method, amount_minor, received_on)
    select id, client_id, 'payment', 'upi', total_minor, least(issued_on + number % 15, current_date)
    from invoices where status = 'paid' and client_id in (select md5('scale-client-' || g)::uuid from generate_series(1, ${N}) as g)`);
  await run(sql`alter table invoices enable trigger money_days`);
  await run(sql`alter table payments enable trigger money_days`);
  await run(sql`select money_days_rebuild()`);

  await run(sql`insert into attempts (bucket, subject, ip, counted, created_at)
    select 'sign-in', 'client-' || (t % ${N} + 1) || '@scale.example.com', '10.' || (t % 250) || '.' || (t / 250 % 250) || '.1', t % 6 = 0, now() - t * interval '1 minute'
    from generate_series(1, ${N} * 12) as t`);

  // Messages: each open client (the newest 40 %) wrote three times over the last year, about their first
  // application, four months apart; their agent answered 1 to 47 hours later (answered_at kept, as posting
  // does), but the last message of one client in twenty-five, still waiting for a reply.
  const open = sql.lit(Math.floor(n * 0.6) + 1);
  await run(sql`insert into messages (application_id, author_id, from_client, body, created_at, answered_at)
    select t.app, v.author, v.from_client, v.body, v.at, v.answered
    from (select g, md5('scale-app-' || g || '-1')::uuid as app, ${agentId} as agent, c.at,
            case when j < 3 or g % 25 <> 0 then c.at + (1 + (g * 7 + j) % 47) * interval '1 hour' end as answered
          from generate_series(${open}, ${N}) as g, generate_series(1, 3) as j,
            lateral (select now() - ((3 - j) * 120 + g % 110 + 2) * interval '1 day' - (g % 24) * interval '1 hour' as at) as c) as t,
      lateral (values (md5('scale-client-' || t.g)::uuid, true, 'When will I hear back?', t.at, t.answered),
                      (t.agent, false, 'We have written to them and will let you know.', t.answered, null)) as v (author, from_client, body, at, answered)
    where v.at is not null`);
  await run(sql`update applications a set last_message_at = m.last_at, awaiting_reply_since = m.waiting
    from (select application_id, max(created_at) as last_at, min(created_at) filter (where from_client and answered_at is null) as waiting
          from messages group by application_id) as m
    where m.application_id = a.id`);

  await seedFamilies(db, n, first, FIRST.length);

  // As autovacuum would leave them: statistics fresh, the trigram indexes' pending entries merged.
  await run(sql`vacuum analyze`);
  return { agents, clients: n, enquiries };
}
