-- A key date's time (the firm's wall-clock time, in its time zone) and where or how it
-- happens (an appointment's centre and address, "by video"), both optional: what the
-- client needs to turn up.
alter table key_dates add column if not exists at_time time;
alter table key_dates add column if not exists place text check (length(place) <= 300);
