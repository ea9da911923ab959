-- Issue 44: the applications report's "time in each status", kept by the database.
-- Computing it at read time joined every move in the range to the move before it and took
-- percentile_cont over all of them (620,000 periods a year at 100,000 clients: 9.8 s). Here
-- every period that ends is counted once, when its ending move is written, into a histogram:
-- per day it ended (in the firm's zone), status, agent of the case then, and whole days it
-- lasted. The report sums a range of it and reads the percentiles off the cumulative counts.
-- Counts only, no application or client: an erased client's periods may stay counted.
-- Each period is counted twice: once in the firm's rows (firm true, no agent), which the
-- admin's year reads (a day's periods of a status share their few lengths), and once in its
-- agent's (firm false; no agent when the case had none), which an agent's slice reads.
create table if not exists status_durations (
  firm boolean not null,
  ended_on date not null,
  status text not null,
  agent_id uuid,
  days integer not null,
  periods integer not null,
  constraint status_durations_key unique nulls not distinct (firm, ended_on, status, agent_id, days)
);
alter table status_durations enable row level security;
-- The firm's range reads the key's index; an agent's slice this one.
create index if not exists status_durations_agent_idx on status_durations (agent_id, ended_on) where not firm;

-- A move is an event without a summary (a task done carries one and moves nothing). The
-- inserted moves' applications are read whole (a handful of moves each), ordered by time:
-- a period is counted when it is new (it ends at a new move or begins at one), and one that
-- a new move splits (written between two older moves: imports, seeds) is taken back out.
create or replace function status_durations_count() returns trigger language plpgsql as $$
declare
  zone text := coalesce(
    (select nullif(setting_value, '') from website_settings where setting_key = 'firm_time_zone'), 'Asia/Kolkata');
begin
  with touched as (select distinct application_id from new_events where summary is null),
  moves as (
    select e.application_id, e.id, e.to_status, e.created_at, n.id is not null as is_new
    from application_events e
    join touched t on t.application_id = e.application_id
    left join new_events n on n.id = e.id
    where e.summary is null
  ),
  now_periods as (
    select m.*, lag(to_status) over w as prev_status, lag(created_at) over w as prev_at, lag(is_new) over w as prev_new
    from moves m window w as (partition by application_id order by created_at, id)
  ),
  old_periods as (
    select m.id, lag(to_status) over w as prev_status, lag(created_at) over w as prev_at
    from moves m where not is_new window w as (partition by application_id order by created_at, id)
  ),
  changes as (
    select application_id, prev_status as status, prev_at, created_at, 1 as n
    from now_periods where prev_at is not null and (is_new or prev_new)
    union all
    select p.application_id, o.prev_status, o.prev_at, p.created_at, -1
    from old_periods o join now_periods p on p.id = o.id
    where o.prev_at is not null and p.prev_new and not p.is_new
  )
  insert into status_durations as s (firm, ended_on, status, agent_id, days, periods)
  select f.firm, (c.created_at at time zone zone)::date, c.status, case when not f.firm then a.assigned_agent_id end,
    floor(extract(epoch from c.created_at - c.prev_at) / 86400)::int, sum(c.n)
  from changes c join applications a on a.id = c.application_id cross join (values (true), (false)) f (firm)
  group by 1, 2, 3, 4, 5
  on conflict on constraint status_durations_key do update set periods = s.periods + excluded.periods;
  return null;
end $$;

drop trigger if exists status_durations_count on application_events;
create trigger status_durations_count after insert on application_events
  referencing new table as new_events
  for each statement execute function status_durations_count();

-- Every period counted again from the history, in one pass: what this migration fills the
-- table with, and what a bulk load (the scale benchmark's seed) runs after inserting its
-- events with the trigger off (a statement of 600,000 moves through the trigger takes minutes).
create or replace function status_durations_rebuild() returns void language sql as $$
delete from status_durations;
insert into status_durations as s (firm, ended_on, status, agent_id, days, periods)
select f.firm, (p.created_at at time zone coalesce(
    (select nullif(setting_value, '') from website_settings where setting_key = 'firm_time_zone'), 'Asia/Kolkata'))::date,
  p.prev_status, case when not f.firm then a.assigned_agent_id end, floor(extract(epoch from p.created_at - p.prev_at) / 86400)::int, count(*)
from (
  select application_id, created_at, lag(to_status) over w as prev_status, lag(created_at) over w as prev_at
  from application_events where summary is null
  window w as (partition by application_id order by created_at, id)
) p
join applications a on a.id = p.application_id
cross join (values (true), (false)) f (firm)
where p.prev_at is not null
group by 1, 2, 3, 4, 5
on conflict on constraint status_durations_key do update set periods = s.periods + excluded.periods;
$$;

select status_durations_rebuild();
