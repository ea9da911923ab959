-- Key dates of a client or one of their applications (a passport's expiry, a
-- biometrics appointment, a lodgement deadline). Alerts go 90, 30 and 7 days before
-- and on the day, to the agent and, for the client's own dates, to the client.
create table key_dates (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references admin_users (id) on delete cascade,
  application_id uuid references applications (id) on delete cascade,
  kind text not null check (kind in ('passport_expiry', 'visa_expiry', 'biometrics', 'medicals', 'lodgement_deadline', 'other')),
  due_on date not null,
  note text check (length(note) <= 1000),
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index key_dates_client_idx on key_dates (client_id, due_on);
create index key_dates_due_idx on key_dates (due_on);
alter table key_dates enable row level security;

-- Each alert once: the primary key is the claim, taken in the transaction that writes its notices.
create table key_date_alerts (
  key_date_id uuid not null references key_dates (id) on delete cascade,
  days_before int not null check (days_before in (90, 30, 7, 0)),
  sent_at timestamptz not null default now(),
  primary key (key_date_id, days_before)
);
alter table key_date_alerts enable row level security;

alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'status_changed', 'document_reviewed', 'document_requested', 'message_received',
  'client_assigned', 'document_uploaded', 'stuck_items', 'key_date'));

-- The day's alerts are a job of the outbox, like the stuck report: one a day.
alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report', 'key_date_alerts'));
create unique index if not exists outbox_one_key_date_run_a_day on outbox ((payload ->> 'day'))
  where kind = 'key_date_alerts';
