-- One-time form keys: a double click or a retried POST stores one record. Each
-- form carries a random key; the hash of it with the form's content is claimed in
-- the transaction of the record, so a second claim waits for the first and finds it.
create table if not exists submission_keys (
  key text primary key,
  created_at timestamptz not null default now()
);
create index if not exists submission_keys_created_idx on submission_keys (created_at);
alter table submission_keys enable row level security;
