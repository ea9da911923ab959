-- Issue 21: consultations a visitor or client books with a member of staff (a host).
-- A host's weekly hours are wall-clock minutes in the firm's time zone; slots are
-- computed from them (app/server/bookings/slots.server.ts), never stored.
create table if not exists booking_hosts (
  host_id uuid primary key references admin_users (id) on delete cascade,
  meeting_minutes smallint not null default 30 check (meeting_minutes between 15 and 240),
  notice_hours smallint not null default 12 check (notice_hours between 0 and 336),
  horizon_days smallint not null default 21 check (horizon_days between 1 and 90),
  video_link text check (video_link is null or video_link ~ '^https://'),
  accepting boolean not null default true,
  updated_at timestamptz not null default now()
);
create table if not exists booking_hours (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references booking_hosts (host_id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_minute smallint not null check (start_minute between 0 and 1439),
  end_minute smallint not null check (end_minute between 1 and 1440 and end_minute > start_minute)
);
create index if not exists booking_hours_host_idx on booking_hours (host_id, weekday);
create table if not exists booking_time_off (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references booking_hosts (host_id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  note text not null default '' check (length(note) <= 200)
);
create index if not exists booking_time_off_host_idx on booking_time_off (host_id, ends_at);
create table if not exists bookings (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references booking_hosts (host_id),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 254),
  phone text not null default '' check (length(phone) <= 30),
  topic text not null default '' check (length(topic) <= 80),
  answers jsonb not null default '{}'::jsonb,
  -- The visitor's zone, for the times in their e-mails.
  time_zone text not null check (length(time_zone) between 1 and 64),
  client_id uuid references admin_users (id) on delete set null,
  video_link text check (video_link is null or video_link ~ '^https://'),
  consent_text text not null check (length(consent_text) between 1 and 1000),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  -- A move changes the time in place and counts here, so the calendar entry (one UID per
  -- booking) is updated rather than doubled (RFC 5545 SEQUENCE).
  sequence smallint not null default 0
);
-- Two people never hold one host's slot: the lock in bookings.server.ts decides, this backs it.
create unique index if not exists bookings_one_per_host_start on bookings (host_id, starts_at) where status = 'confirmed';
create index if not exists bookings_upcoming_idx on bookings (starts_at) where status = 'confirmed';
create index if not exists bookings_host_upcoming_idx on bookings (host_id, starts_at) where status = 'confirmed';
create index if not exists bookings_email_idx on bookings (lower(email), starts_at desc);
-- A client's own consultations, on their dashboard.
create index if not exists bookings_client_idx on bookings (client_id, starts_at) where client_id is not null;
alter table booking_hosts enable row level security;
alter table booking_hours enable row level security;
alter table booking_time_off enable row level security;
alter table bookings enable row level security;

alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report', 'key_date_alerts', 'task_reminders', 'retention', 'backup', 'booking_email'));
