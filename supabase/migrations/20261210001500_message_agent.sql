-- Issue 44, "Replies to clients" at 100,000 clients: each client message keeps the agent of
-- its client when it arrived (who was to answer it), set by the database on every insert,
-- so the workload report reads a range of client messages from one index, without joining
-- every thread and client to find their agent now.
alter table messages add column if not exists agent_id uuid;

update messages m
   set agent_id = p.assigned_agent_id
  from applications a join client_profiles p on p.user_id = a.client_id
 where a.id = m.application_id and m.from_client and m.agent_id is null;

create or replace function messages_client_agent() returns trigger
language plpgsql as $$
begin
  if new.from_client and new.agent_id is null then
    select p.assigned_agent_id into new.agent_id
      from applications a join client_profiles p on p.user_id = a.client_id
     where a.id = new.application_id;
  end if;
  return new;
end $$;

drop trigger if exists messages_client_agent on messages;
create trigger messages_client_agent before insert on messages
  for each row execute function messages_client_agent();

-- The firm's client messages of a range, and one agent's, each from an index alone.
drop index if exists messages_client_created_idx;
create index if not exists messages_client_created_idx on messages (created_at) include (agent_id, answered_at) where from_client;
create index if not exists messages_client_agent_created_idx on messages (agent_id, created_at) include (answered_at) where from_client;
