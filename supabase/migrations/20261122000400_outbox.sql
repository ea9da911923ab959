-- Notifications to send (e-mail for now), written in the same transaction as the
-- record they are about, so nothing acknowledged is ever lost. A worker in each
-- server instance claims due rows (FOR UPDATE SKIP LOCKED, with a lease), sends,
-- and marks them sent; failures retry with back-off.
create table if not exists outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('enquiry_notification')),
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists outbox_due_idx on outbox (next_attempt_at) where status = 'pending';
alter table outbox enable row level security;
