-- The active-user totals (record_counts, 20261202000100) are bumped by an update only
-- when it changes a user's role or activity. The statement trigger ran on every update
-- of admin_users, and a sign-in updates its user (last_login_at): measured on the
-- embedded database, the trigger's transition tables and function took 0.8 ms of the
-- 1.3 ms that update cost, for a change that never moves a total. A row trigger with a
-- WHEN condition is not even queued when the condition is false. Each row's keys are
-- bumped in key order (bump_record_counts); the app changes one user's activity at a
-- time, so two transactions cannot take the same keys in opposite orders.
create or replace function count_user_change() returns trigger
language plpgsql as $$
begin
  perform bump_record_counts(
    array[case when old.is_active then 'users:' || old.role end, case when new.is_active then 'users:' || new.role end],
    array[-1, 1]::bigint[]);
  return null;
end;
$$;

drop trigger if exists admin_users_counted_update on admin_users;
create trigger admin_users_counted_update after update of role, is_active on admin_users
  for each row when (old.role is distinct from new.role or old.is_active is distinct from new.is_active)
  execute function count_user_change();
