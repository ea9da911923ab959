-- One inbox (issue 43): every thread a member of staff can see, across applications.

-- When a thread last had a message (null: no messages yet), kept by posting; the
-- inbox lists threads newest first from this index, whatever the firm's size.
alter table applications add column if not exists last_message_at timestamptz;
update applications a set last_message_at = m.last_at
  from (select application_id, max(created_at) as last_at from messages group by application_id) m
  where m.application_id = a.id and a.last_message_at is null;
create index if not exists applications_last_message_idx on applications (last_message_at desc, id) where last_message_at is not null;

-- Which threads each member of staff has not read since their last message: a row per
-- (staff, thread) written when a message arrives (for the admins and the client's agent,
-- not its author), removed when they read the thread. "Unread first" and "unread only"
-- read the viewer's rows from one index instead of every thread's reads.
create table if not exists thread_unread (
  user_id uuid not null references admin_users (id) on delete cascade,
  application_id uuid not null references applications (id) on delete cascade,
  last_message_at timestamptz not null,
  primary key (user_id, application_id)
);
create index if not exists thread_unread_latest_idx on thread_unread (user_id, last_message_at desc, application_id);
alter table thread_unread enable row level security;

insert into thread_unread (user_id, application_id, last_message_at)
select s.id, a.id, a.last_message_at
  from applications a
  left join client_profiles p on p.user_id = a.client_id
  join admin_users s on s.is_active and (s.role = 'admin' or (s.role = 'agent' and s.id = p.assigned_agent_id))
  left join message_reads r on r.application_id = a.id and r.user_id = s.id
 where a.last_message_at is not null
   and exists (
     select 1 from messages m
      where m.application_id = a.id
        and (m.author_id is null or m.author_id <> s.id)
        and (r.read_at is null or m.created_at > r.read_at))
on conflict do nothing;

-- Saved replies: texts the office sends often, written by admins, chosen in the reply
-- form; {client_first_name} and {client_name} are filled in with the client's name.
create table if not exists saved_replies (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 120),
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists saved_replies_title_idx on saved_replies (lower(title), id);
alter table saved_replies enable row level security;
