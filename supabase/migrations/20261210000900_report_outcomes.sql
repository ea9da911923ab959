-- Issue 44: the outcomes report and the firm's own processing times.
-- An application's decision (granted, refused or withdrawn) outlives its status: a
-- granted case is closed later, and then only its history says what was decided.
-- Reading that history for every closed case (47 in 50 of past cases) is one look-up a
-- case; so the decision is kept beside decided_on, set by a trigger whenever the status
-- becomes a decision (every writer: the app, seeds, imports), and left as it is when the
-- case is closed.
alter table applications add column if not exists outcome text
  check (outcome in ('granted', 'refused', 'withdrawn'));

create or replace function applications_keep_outcome() returns trigger language plpgsql as $$
begin
  if new.status in ('granted', 'refused', 'withdrawn') then
    new.outcome := new.status;
  end if;
  return new;
end $$;

drop trigger if exists applications_keep_outcome on applications;
create trigger applications_keep_outcome before insert or update of status on applications
  for each row execute function applications_keep_outcome();

-- The cases decided before this migration: the status, or for a closed case its last decision.
update applications a
set outcome = case when a.status in ('granted', 'refused', 'withdrawn') then a.status else (
  select e.to_status from application_events e
  where e.application_id = a.id and e.to_status in ('granted', 'refused', 'withdrawn')
  order by e.created_at desc, e.id desc limit 1) end
where a.decided_on is not null and a.outcome is null;

-- The outcomes report: cases decided in a range, read from the index alone.
create index if not exists applications_decided_idx on applications (decided_on)
  include (outcome, lodged_on, service_slug, destination_country, assigned_agent_id)
  where decided_on is not null;
-- A client's dashboard: the firm's decided cases of one kind in the last twelve months.
create index if not exists applications_kind_decided_idx on applications (service_slug, destination_country, decided_on)
  include (lodged_on, outcome)
  where decided_on is not null and lodged_on is not null;
