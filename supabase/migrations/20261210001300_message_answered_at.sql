-- Issue 44, "Replies to clients" at scale: each client message keeps when it was answered
-- (the created_at of the first staff message after it in the same application's thread),
-- written when staff post (app/server/messages/posting.server.ts), so the workload report
-- reads hours to reply from the row instead of searching each thread at query time.
alter table messages add column if not exists answered_at timestamptz;

-- Existing client messages, in one set-based pass: the first staff message after each.
update messages m
   set answered_at = r.first_reply
  from (
    select c.id, (select min(s.created_at) from messages s
                   where s.application_id = c.application_id and not s.from_client and s.created_at >= c.created_at) as first_reply
      from messages c
     where c.from_client and c.answered_at is null
  ) r
 where m.id = r.id and r.first_reply is not null;

-- The report reads client messages of a range of dates with their thread and answer time,
-- from the index alone (replaces the earlier one on created_at only).
drop index if exists messages_from_client_created_idx;
create index if not exists messages_client_created_idx on messages (created_at) include (application_id, answered_at) where from_client;
