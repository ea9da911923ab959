-- An agent's current clients (issue 40, decision 026). An agent who has served 5,000
-- clients over the years has a few hundred whose case is still going on; the dashboard
-- and the caseload list read those, so they cost the same in the tenth year as in the
-- first (read through every client ever served, the agent's dashboard took 100 ms at
-- 100,000 clients and grew ×3.5 from 1,000). A client is current while they have no
-- application yet, an application not closed, or a file waiting for review; the flag
-- is kept by the triggers below whenever one of those changes.
alter table client_profiles add column is_current boolean not null default true;
create index client_profiles_current_idx on client_profiles (assigned_agent_id, user_id) where is_current;

create function client_is_current(client uuid) returns boolean language sql stable as $$
  select not exists (select 1 from applications where client_id = client)
    or exists (select 1 from applications where client_id = client and status <> 'closed')
    or exists (select 1 from documents where client_id = client and status = 'uploaded')
$$;

-- Each client's flag worked out once, and written only where it changed.
create function refresh_current_clients(clients uuid[]) returns void language sql as $$
  update client_profiles p set is_current = c.now
  from (select user_id, client_is_current(user_id) as now from client_profiles where user_id = any(clients)) c
  where p.user_id = c.user_id and p.is_current is distinct from c.now
$$;

-- Statement triggers for rows added or removed (a seed or an import adds thousands at once);
-- row triggers, queued only when the status or the client changes, for updates.
create function current_clients_from_new_rows() returns trigger language plpgsql as $$
begin
  perform refresh_current_clients(array(select distinct client_id from new_rows));
  return null;
end $$;
create function current_clients_from_old_rows() returns trigger language plpgsql as $$
begin
  perform refresh_current_clients(array(select distinct client_id from old_rows));
  return null;
end $$;
create function current_clients_from_row() returns trigger language plpgsql as $$
begin
  perform refresh_current_clients(array[old.client_id, new.client_id]);
  return null;
end $$;

create trigger applications_current_insert after insert on applications
  referencing new table as new_rows for each statement execute function current_clients_from_new_rows();
create trigger applications_current_delete after delete on applications
  referencing old table as old_rows for each statement execute function current_clients_from_old_rows();
create trigger applications_current_update after update of status, client_id on applications
  for each row when (old.status is distinct from new.status or old.client_id is distinct from new.client_id)
  execute function current_clients_from_row();
create trigger documents_current_insert after insert on documents
  referencing new table as new_rows for each statement execute function current_clients_from_new_rows();
create trigger documents_current_delete after delete on documents
  referencing old table as old_rows for each statement execute function current_clients_from_old_rows();
create trigger documents_current_update after update of status, client_id on documents
  for each row when (old.status is distinct from new.status or old.client_id is distinct from new.client_id)
  execute function current_clients_from_row();

-- A profile made after its client's applications (an agent assigned later) starts right.
create function client_profile_current() returns trigger language plpgsql as $$
begin
  new.is_current := client_is_current(new.user_id);
  return new;
end $$;
create trigger client_profiles_current before insert on client_profiles
  for each row execute function client_profile_current();

update client_profiles set is_current = client_is_current(user_id) where not client_is_current(user_id);
-- Every client of an agent by name, for the past ones and all of them (the profile's names:
-- admin_users' full_name is kept from them, and an index cannot reach across tables).
create index client_profiles_caseload_name_idx on client_profiles (assigned_agent_id, lower(first_name), lower(last_name), user_id);
-- An agent's clients newest first (the admin's clients list filtered by agent), read 20 at a
-- time whatever the size of the caseload.
create index client_profiles_caseload_created_idx on client_profiles (assigned_agent_id, created_at, user_id);
