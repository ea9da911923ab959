-- Clients hear from us, and see only what is meant for them.

-- Every note has an audience. A status change keeps its `note` for staff (all
-- existing notes stay staff-only) and gains a separate note shared with the client.
alter table application_events add column if not exists client_note text
  check (length(client_note) between 1 and 2000);
-- An agent's note on a client is staff-only unless shared.
alter table client_notes add column if not exists shared_with_client boolean not null default false;
create index if not exists client_notes_shared_idx on client_notes (client_id, created_at desc) where shared_with_client;

-- "What's new": one row per person told about an event. The text is written for
-- its reader (a client's never holds a staff-only note) and links to the screen.
create table if not exists notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references admin_users (id) on delete cascade,
  kind text not null check (kind in (
    'status_changed', 'document_reviewed', 'document_requested', 'message_received',
    'client_assigned', 'document_uploaded')),
  title text not null check (length(title) between 1 and 300),
  body text not null default '' check (length(body) <= 4000),
  link text not null check (link like '/%'),
  -- waiting for the reader's daily digest e-mail
  digest_pending boolean not null default false,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists notifications_user_idx on notifications (user_id, created_at desc, id);
create index if not exists notifications_unread_idx on notifications (user_id) where read_at is null;
create index if not exists notifications_digest_idx on notifications (user_id, created_at) where digest_pending;
alter table notifications enable row level security;

-- How each person wants each kind by e-mail; no row means the kind's default.
create table if not exists notification_preferences (
  user_id uuid not null references admin_users (id) on delete cascade,
  kind text not null,
  mode text not null check (mode in ('immediate', 'digest', 'off')),
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);
alter table notification_preferences enable row level security;

-- A notification e-mail, and a person's daily digest: at most one digest waits per person.
alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest'));
create unique index if not exists outbox_one_pending_digest on outbox ((payload ->> 'userId'))
  where kind = 'digest' and status = 'pending';
