-- Agents' private notes on a client (never shown to the client).
create table if not exists client_notes (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references admin_users (id) on delete cascade,
  author_id uuid references admin_users (id) on delete set null,
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index if not exists client_notes_client_idx on client_notes (client_id, created_at desc);
alter table client_notes enable row level security;
