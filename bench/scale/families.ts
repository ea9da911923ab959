// The case files of a firm's families (issue 40), for bench/scale/seed.ts: about a third of
// applications — those of the visa types with a questionnaire — carry a spouse or partner
// and up to three children, each with their checklist items and an answered questionnaire
// (every section that applies to them, histories as long as the form asks). Made with
// generate_series and joins, as the rest of the seed, so 100,000 clients take seconds.
import { sql, type Kysely } from "kysely";
import { QUESTIONNAIRES } from "~/content/questionnaires";
import { sectionApplies, type Question, type Section } from "~/lib/cases/questionnaire";
import type { Database } from "~/server/db/schema";

/** Which of seed.ts's SERVICES the k-th application of client g is for (mixed, so each agent's caseload has every kind). */
export const SERVICE_POSITION = "(g + g / 7 + k) % 10";
export const servicePosition = (g: number, k: number) => (g + Math.floor(g / 7) + k) % 10;
/** The positions whose visa type has a questionnaire: Canada PR, Australia PR, UK Skilled Worker. */
export const FAMILY_SERVICE_POSITIONS = [0, 3, 5];

/** Runs a seed statement; with SCALE_SEED_LOG set, says how long it took. */
export async function timed(db: Kysely<Database>, statement: ReturnType<typeof sql>) {
  const started = performance.now();
  await statement.execute(db);
  if (process.env.SCALE_SEED_LOG)
    console.log(`    ${Math.round(performance.now() - started)} ms: ${statement.compile(db).sql.replace(/\s+/g, " ").slice(0, 70)}`);
}

const month = (monthsAgo: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  return d.toISOString().slice(0, 7);
};

function sampleValue(q: Question): string {
  switch (q.kind) {
    case "date":
      return "2015-06-15";
    case "month":
      return month(60);
    case "yes-no":
      return "no";
    case "choice":
      return q.choices[0].value;
    case "country":
      return "India";
    default:
      return q.key.includes("name") ? "Priya Sharma" : "14 MG Road, Bengaluru, Karnataka 560001";
  }
}

/** A section answered as a careful client would: every question, and a history without a gap. */
function sampleAnswers(section: Section) {
  const fields = Object.fromEntries(section.questions.map((q) => [q.key, sampleValue(q)]));
  const r = section.rows;
  if (!r) return { fields, rows: [] };
  const count = r.history ? Math.min(r.max, 4) : Math.min(r.max, Math.max(r.min, 2));
  const span = r.history ? Math.ceil((r.history.years * 12) / count) + 1 : 12;
  const rows = Array.from({ length: count }, (_, i) => {
    const row = Object.fromEntries(r.columns.map((c) => [c.key, sampleValue(c)]));
    if (r.history || ("from" in row && "to" in row)) {
      // Oldest first; the last row is still going on.
      row.from = month((count - i) * span - (i === 0 ? 0 : 1));
      row.to = i === count - 1 ? "" : month((count - i - 1) * span);
    }
    return row;
  });
  return { fields, rows };
}

const ROLES = [
  { role: "main", adult: true },
  { role: "partner", adult: true },
  { role: "child", adult: false },
] as const;

/** One row per (visa type, role, section that applies to it): the answers every such person gives. */
function answerRows() {
  const out: { slug: string; role: string; key: string; answers: string }[] = [];
  for (const [slug, template] of Object.entries(QUESTIONNAIRES))
    for (const who of ROLES)
      for (const section of template.sections.filter((s) => sectionApplies(s, who)))
        out.push({ slug, role: who.role, key: section.key, answers: JSON.stringify(sampleAnswers(section)) });
  return out;
}

export async function seedFamilies(db: Kysely<Database>, clients: number, first: ReturnType<typeof sql.raw>, firstCount: number) {
  const run = (statement: ReturnType<typeof sql>) => timed(db, statement);
  const N = sql.lit(clients);
  const family = sql.raw(`${SERVICE_POSITION} in (${FAMILY_SERVICE_POSITIONS.join(",")})`);

  for (const [slug, body] of Object.entries(QUESTIONNAIRES))
    await run(sql`insert into questionnaire_templates (service_slug, version, body) values (${slug}, 1, ${JSON.stringify(body)}::jsonb)
      on conflict (service_slug, version) do nothing`);

  // A partner (m = 1) and (g / 3) % 4 children: two to five people with the main applicant; the
  // family's surname; passports expiring over the next eight years, a few within months.
  await run(sql`insert into application_people (application_id, role, first_name, last_name, date_of_birth, nationality,
      passport_number, passport_country, passport_expiry, created_at)
    select a.id, case when m = 1 then 'partner' else 'child' end, (${first})[1 + (g + m * 7) % ${sql.lit(firstCount)}], c.last_name,
      case when m = 1 then date '1980-01-01' + (g % 5000) else current_date - (365 * (2 + (g + m) % 15) + g % 300) end,
      'Indian', 'Z' || lpad(((g * 31 + m) % 10000000)::text, 7, '0'), 'India', current_date + ((g * m * 37) % 2900 - 100), a.created_at
    from generate_series(1, ${N}) as g, generate_series(1, 2) as k, generate_series(1, 4) as m,
      applications a, client_profiles c
    where ${family} and (k = 1 or g % 20 < 7) and m <= 1 + (g / 3) % 4
      and a.id = md5('scale-app-' || g || '-' || k)::uuid and c.user_id = a.client_id`);

  // Each person's checklist items, as copyItemsFor (people.server.ts) gives them.
  await run(sql`insert into application_items (application_id, person_id, position, name, help_text, required, provided_by, document_type, created_at)
    select p.application_id, p.id, t.position, t.name, t.help_text, t.required, t.provided_by, t.document_type, p.created_at
    from application_people p
    join applications a on a.id = p.application_id
    join checklist_items t on t.service_slug = a.service_slug
    where p.application_id in (select application_id from application_people where role <> 'main')
      and case
        when p.role = 'main' then t.applies_to in ('main', 'everyone', 'anyone', 'each_adult')
        when p.role = 'partner' then t.applies_to in ('everyone', 'each_adult')
        else t.applies_to in ('everyone', 'each_child') end`);

  // Everyone's answers: accepted on applications past their documents, sent on those
  // collecting them, drafts before.
  const rows = answerRows();
  const values = sql.join(rows.map((r) => sql`(${r.slug}, ${r.role}, ${r.key}, ${r.answers}::jsonb)`));
  await run(sql`insert into questionnaire_answers (application_id, person_id, template_id, section_key, answers, state, sent_at, created_at, updated_at)
    select p.application_id, p.id, t.id, v.section_key, v.answers,
      case when a.status in ('enquiry', 'assessment') then 'draft' when a.status = 'documents_pending' then 'sent' else 'accepted' end,
      case when a.status in ('enquiry', 'assessment') then null else a.created_at + interval '20 days' end,
      a.created_at + interval '10 days', a.created_at + interval '20 days'
    from application_people p
    join applications a on a.id = p.application_id
    join questionnaire_templates t on t.service_slug = a.service_slug and t.version = 1
    join (values ${values}) as v (service_slug, role, section_key, answers) on v.service_slug = a.service_slug and v.role = p.role
    where p.application_id in (select application_id from application_people where role <> 'main')`);

  // A planned lodgement on one open application in ten, so the passport check has work.
  await run(sql`update applications set planned_lodgement_on = current_date + (abs(hashtext(id::text)) % 120)
    where status in ('documents_pending', 'ready_to_lodge') and abs(hashtext(id::text)) % 10 = 0`);
}
