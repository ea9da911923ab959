-- The dashboard's totals without counting (issue 19): active clients and agents, and
-- applications by status, kept in record_counts by statement triggers as rows come,
-- change and go. Counting them on every view read every client and application
-- (60 ms at 100,000 clients, growing with the firm).
--   users:<role>              active users of that role
--   applications:<status>     applications in that status
-- A statement's changes are summed per key and written in key order, so two
-- transactions bumping the same keys wait for each other rather than deadlock.
create table if not exists record_counts (
  key text primary key,
  n bigint not null default 0
);
alter table record_counts enable row level security;

create or replace function bump_record_counts(p_keys text[], p_deltas bigint[]) returns void
language sql as $$
  insert into record_counts as r (key, n)
  select k, sum(d) from unnest(p_keys, p_deltas) as t(k, d)
  where k is not null group by k having sum(d) <> 0 order by k
  on conflict (key) do update set n = r.n + excluded.n
$$;

create or replace function count_applications() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_record_counts(array_agg('applications:' || status), array_agg(1::bigint)) from new_rows;
  elsif tg_op = 'DELETE' then
    perform bump_record_counts(array_agg('applications:' || status), array_agg(-1::bigint)) from old_rows;
  else
    perform bump_record_counts(array_agg(k), array_agg(d)) from (
      select 'applications:' || status as k, -1::bigint as d from old_rows
      union all select 'applications:' || status, 1 from new_rows) as changes;
  end if;
  return null;
end;
$$;

create or replace function count_users() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_record_counts(array_agg('users:' || role), array_agg(1::bigint)) from new_rows where is_active;
  elsif tg_op = 'DELETE' then
    perform bump_record_counts(array_agg('users:' || role), array_agg(-1::bigint)) from old_rows where is_active;
  else
    perform bump_record_counts(array_agg(k), array_agg(d)) from (
      select 'users:' || role as k, -1::bigint as d from old_rows where is_active
      union all select 'users:' || role, 1 from new_rows where is_active) as changes;
  end if;
  return null;
end;
$$;

drop trigger if exists applications_counted_insert on applications;
drop trigger if exists applications_counted_update on applications;
drop trigger if exists applications_counted_delete on applications;
create trigger applications_counted_insert after insert on applications referencing new table as new_rows for each statement execute function count_applications();
create trigger applications_counted_update after update on applications referencing old table as old_rows new table as new_rows for each statement execute function count_applications();
create trigger applications_counted_delete after delete on applications referencing old table as old_rows for each statement execute function count_applications();

drop trigger if exists admin_users_counted_insert on admin_users;
drop trigger if exists admin_users_counted_update on admin_users;
drop trigger if exists admin_users_counted_delete on admin_users;
create trigger admin_users_counted_insert after insert on admin_users referencing new table as new_rows for each statement execute function count_users();
create trigger admin_users_counted_update after update on admin_users referencing old table as old_rows new table as new_rows for each statement execute function count_users();
create trigger admin_users_counted_delete after delete on admin_users referencing old table as old_rows for each statement execute function count_users();

-- What is there already (the triggers count from here on; this runs in the migration's transaction).
delete from record_counts;
insert into record_counts (key, n)
  select 'applications:' || status, count(*) from applications group by status
  union all select 'users:' || role, count(*) from admin_users where is_active group by role;
