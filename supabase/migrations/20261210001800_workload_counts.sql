-- Issue 44: the workload report's open cases and files waiting for review, per client,
-- kept where the current-client flag is kept (20261208000300_current_clients.sql) and by
-- the same triggers: each is worked out again for the clients whose applications or
-- documents changed status or client. The report sums the current clients' counts per
-- agent (a client with an open case or a waiting file is always current) instead of
-- joining every open case to its client's profile (48,000 to 44,000 at 100,000 clients:
-- 80–580 ms).
alter table client_profiles add column if not exists open_cases integer not null default 0;
alter table client_profiles add column if not exists files_waiting integer not null default 0;

-- Open: not yet granted, refused, withdrawn or closed (app/lib/cases/application-workflow.ts isOpen).
create or replace function client_open_cases(client uuid) returns integer language sql stable as $$
  select count(*)::int from applications where client_id = client and status not in ('granted', 'refused', 'withdrawn', 'closed')
$$;
create or replace function client_files_waiting(client uuid) returns integer language sql stable as $$
  select count(*)::int from documents where client_id = client and status = 'uploaded'
$$;

create or replace function refresh_current_clients(clients uuid[]) returns void language sql as $$
  update client_profiles p set is_current = c.now, open_cases = c.open, files_waiting = c.files
  from (
    select user_id, client_is_current(user_id) as now, client_open_cases(user_id) as open, client_files_waiting(user_id) as files
    from client_profiles where user_id = any(clients)
  ) c
  where p.user_id = c.user_id and (p.is_current, p.open_cases, p.files_waiting) is distinct from (c.now, c.open, c.files)
$$;

create or replace function client_profile_current() returns trigger language plpgsql as $$
begin
  new.is_current := client_is_current(new.user_id);
  new.open_cases := client_open_cases(new.user_id);
  new.files_waiting := client_files_waiting(new.user_id);
  return new;
end $$;

update client_profiles p set open_cases = c.open, files_waiting = c.files
from (
  select p.user_id, coalesce(a.n, 0) as open, coalesce(d.n, 0) as files
  from client_profiles p
  left join (select client_id, count(*)::int as n from applications
    where status not in ('granted', 'refused', 'withdrawn', 'closed') group by client_id) a on a.client_id = p.user_id
  left join (select client_id, count(*)::int as n from documents where status = 'uploaded' group by client_id) d on d.client_id = p.user_id
) c
where p.user_id = c.user_id and (p.open_cases, p.files_waiting) is distinct from (c.open, c.files);

-- The report reads the current clients' counts per agent from this index alone.
create index if not exists client_profiles_workload_idx on client_profiles (assigned_agent_id) include (open_cases, files_waiting)
  where is_current;
