-- Messages: one thread per application between the client and the staff on it,
-- so questions stop moving to WhatsApp and phone calls and stay with the case.
create table if not exists messages (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications (id) on delete cascade,
  author_id uuid references admin_users (id) on delete set null,
  from_client boolean not null,
  body text not null check (length(body) between 1 and 5000),
  -- an optional attachment, a private file of the document store
  file_id uuid references files (id),
  file_name text,
  created_at timestamptz not null default now()
);
create index if not exists messages_thread_idx on messages (application_id, created_at desc, id);
alter table messages enable row level security;

-- Where each person has read a thread up to.
create table if not exists message_reads (
  application_id uuid not null references applications (id) on delete cascade,
  user_id uuid not null references admin_users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (application_id, user_id)
);
alter table message_reads enable row level security;

-- The oldest client message staff have not answered yet (null once they reply):
-- the agent's "waiting for your reply" list, oldest first, from this index.
alter table applications add column if not exists awaiting_reply_since timestamptz;
create index if not exists applications_awaiting_reply_idx on applications (awaiting_reply_since) where awaiting_reply_since is not null;
