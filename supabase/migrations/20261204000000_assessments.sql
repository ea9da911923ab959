-- Issue 21: a calculator's answers and result that a visitor sent to an advisor, kept
-- with the enquiry they came with and, once the enquiry becomes a client, with the
-- client. The score is kept as it was shown (its lines and the rules' dates), so a
-- later change of the rules never changes what the visitor was told.
create table if not exists assessments (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid not null references enquiries (id) on delete cascade,
  client_id uuid references admin_users (id) on delete set null,
  calculator text not null check (calculator ~ '^[a-z0-9-]{1,60}$'),
  rules_from date not null,
  rules_checked date not null,
  answers jsonb not null,
  score jsonb not null,
  total integer not null,
  consent_text text not null check (length(consent_text) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index if not exists assessments_enquiry_idx on assessments (enquiry_id);
create index if not exists assessments_client_idx on assessments (client_id, created_at desc) where client_id is not null;
alter table assessments enable row level security; -- like every table: nothing through Supabase's REST API
