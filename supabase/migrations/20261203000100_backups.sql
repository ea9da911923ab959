-- Issue 20: the backups taken (npm run db:backup, or the daily job), so the admin's
-- dashboard can say how old the last good one is. A backup of the embedded database
-- is a copy of its folder taken before its own row is written: a restored database
-- lists the backups before it.
create table if not exists backups (
  id uuid primary key default gen_random_uuid(),
  taken_at timestamptz not null default now(),
  file text not null,
  bytes bigint not null check (bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  kind text not null check (kind in ('pglite', 'postgres')),
  took_ms integer not null check (took_ms >= 0),
  trigger text not null check (trigger in ('command', 'schedule'))
);
create index if not exists backups_taken_idx on backups (taken_at desc);
alter table backups enable row level security; -- like every table: nothing through Supabase's REST API

alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report', 'key_date_alerts', 'task_reminders', 'retention', 'backup'));
-- BACKUP_SCHEDULE=daily: one backup job a day, however many instances ask.
create unique index if not exists outbox_one_backup_a_day on outbox ((payload ->> 'day'))
  where kind = 'backup';
