-- "Opened" and "In this status since" are read from the application's row, the
-- history from its events. Where they disagree (the demo seed stamped both with the
-- time it ran, after a history dated weeks before), the history is the record.
update applications a
set created_at = f.first_at
from (select application_id, min(created_at) as first_at from application_events group by application_id) f
where f.application_id = a.id and f.first_at < a.created_at;

update applications a
set status_changed_at = l.last_at
from (
  select distinct on (application_id) application_id, to_status, created_at as last_at
  from application_events
  order by application_id, created_at desc, id desc
) l
where l.application_id = a.id and l.to_status = a.status and l.last_at <> a.status_changed_at;
