-- A client's request to see (access) or erase their personal data, handled by an admin
-- (issue 22), and the log of what was done about a client's records: each export, each
-- erasure, each request opened and closed. The log outlives the erasure it records.
create table if not exists data_requests (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references admin_users (id),
  kind text not null check (kind in ('access', 'erasure')),
  status text not null default 'open' check (status in ('open', 'done', 'refused')),
  received_on date not null,
  note text not null default '' check (length(note) <= 2000),
  outcome text not null default '' check (length(outcome) <= 2000),
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint data_requests_closed check ((status = 'open') = (closed_at is null))
);
create index if not exists data_requests_client_idx on data_requests (client_id, created_at desc);
create index if not exists data_requests_open_idx on data_requests (received_on) where status = 'open';

create table if not exists data_request_events (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references admin_users (id),
  request_id uuid references data_requests (id),
  actor_id uuid references admin_users (id) on delete set null,
  action text not null check (action in ('opened', 'exported', 'erased', 'done', 'refused')),
  note text not null default '' check (length(note) <= 2000),
  created_at timestamptz not null default now()
);
create index if not exists data_request_events_client_idx on data_request_events (client_id, created_at desc);

-- An account whose personal data was erased: it can never be switched on again.
alter table admin_users add column if not exists erased_at timestamptz;

alter table data_requests enable row level security;
alter table data_request_events enable row level security;
