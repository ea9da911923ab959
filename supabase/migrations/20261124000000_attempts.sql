-- One table of counted attempts for every limit (sign-in, second-factor codes, the
-- contact form, password-reset and invitation requests), and one function that
-- reserves an attempt atomically: requests for the same key wait for each other
-- on an advisory lock, so of N simultaneous requests at most the limit get a row.
-- A sign-in's row is written before the password is checked and stops counting
-- when the password was right, so a burst in parallel cannot slip past the count.
alter table login_attempts rename to attempts;
alter table attempts rename column email to subject;
alter table attempts add column bucket text not null default 'sign-in'
  check (bucket in ('sign-in', 'second-factor', 'contact', 'password-reset', 'invitation'));
alter table attempts alter column bucket drop default;
-- "counted": the attempt counts against its limits (a failed sign-in, or any
-- contact message); a sign-in whose password was right stops counting.
alter table attempts rename column succeeded to counted;
update attempts set counted = not counted;
alter table attempts alter column counted set default true;

drop index if exists login_failures_email_idx;
drop index if exists login_failures_ip_idx;
create index if not exists attempts_subject_idx on attempts (bucket, subject, created_at) where counted;
create index if not exists attempts_ip_idx on attempts (bucket, ip, created_at) where counted;

-- The time (seconds) until the key has fewer than p_max counted attempts in the
-- window, or 0 when it has fewer already. The p_max-th newest attempt decides.
create or replace function attempts_wait(p_rows_newest_first timestamptz, p_window_seconds integer)
returns integer language sql volatile as $$
  select case when p_rows_newest_first is null then 0
    else greatest(1, ceil(extract(epoch from p_rows_newest_first + make_interval(secs => p_window_seconds) - clock_timestamp())))::integer
  end
$$;

create or replace function reserve_attempt(
  p_bucket text,
  p_subject text,
  p_ip text,
  p_window_seconds integer,
  p_max_pair integer,     -- this subject from this address
  p_max_subject integer,  -- this subject from any address
  p_max_ip integer        -- any subject from this address (null: the address is unknown)
) returns table (attempt_id bigint, retry_after integer)
language plpgsql volatile as $$
declare
  since timestamptz;
  wait integer := 0;
  new_id bigint;
begin
  -- Always the address first, then the subject: two requests never wait on each other in a circle.
  if p_max_ip is not null then
    perform pg_advisory_xact_lock(hashtextextended('attempts ' || p_bucket || ' ip ' || p_ip, 0));
  end if;
  if p_max_pair is not null or p_max_subject is not null then
    perform pg_advisory_xact_lock(hashtextextended('attempts ' || p_bucket || ' subject ' || p_subject, 0));
  end if;
  -- Read after the locks: each statement of this function sees what the request before it committed.
  since := clock_timestamp() - make_interval(secs => p_window_seconds);
  if p_max_pair is not null then
    wait := greatest(wait, attempts_wait((
      select created_at from attempts
      where bucket = p_bucket and subject = p_subject and ip = p_ip and counted and created_at > since
      order by created_at desc offset p_max_pair - 1 limit 1), p_window_seconds));
  end if;
  if p_max_subject is not null then
    wait := greatest(wait, attempts_wait((
      select created_at from attempts
      where bucket = p_bucket and subject = p_subject and counted and created_at > since
      order by created_at desc offset p_max_subject - 1 limit 1), p_window_seconds));
  end if;
  if p_max_ip is not null then
    wait := greatest(wait, attempts_wait((
      select created_at from attempts
      where bucket = p_bucket and ip = p_ip and counted and created_at > since
      order by created_at desc offset p_max_ip - 1 limit 1), p_window_seconds));
  end if;
  if wait > 0 then
    return query select null::bigint, wait;
    return;
  end if;
  insert into attempts (bucket, subject, ip, counted, created_at)
    values (p_bucket, p_subject, p_ip, true, clock_timestamp())
    returning id into new_id;
  return query select new_id, 0;
end;
$$;
