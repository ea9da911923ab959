-- Issue 38: a lockout that is not a denial of service, the code step's limit per
-- address, an idle limit for client sessions, and e-mailed sign-in links.

-- reserve_attempt with a way past the subject's limit. Past p_max_subject, an address
-- with fewer than p_max_pair_past recent attempts at this subject still gets its
-- attempt, up to p_max_subject_past attempts at the subject from all addresses; the
-- row says so (past_limit), and the caller asks for more than a password then. So
-- failures from many addresses cannot lock the owner out from a fresh one, and the
-- attempts at one subject stay bounded. The seven-argument form stays for instances
-- still running the release before this one.
create or replace function reserve_attempt(
  p_bucket text,
  p_subject text,
  p_ip text,
  p_window_seconds integer,
  p_max_pair integer,          -- this subject from this address
  p_max_subject integer,       -- this subject from any address
  p_max_ip integer,            -- any subject from this address (null: the address is unknown)
  p_max_pair_past integer,     -- past p_max_subject: this subject from this address (null: no way past)
  p_max_subject_past integer   -- past p_max_subject: this subject from any address, the ceiling
) returns table (attempt_id bigint, retry_after integer, past_limit boolean)
language plpgsql volatile as $$
declare
  since timestamptz;
  wait_pair integer := 0;
  wait_subject integer := 0;
  wait_ip integer := 0;
  wait_past integer;
  wait integer;
  past boolean := false;
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
    wait_pair := attempts_wait((
      select created_at from attempts
      where bucket = p_bucket and subject = p_subject and ip = p_ip and counted and created_at > since
      order by created_at desc offset p_max_pair - 1 limit 1), p_window_seconds);
  end if;
  if p_max_subject is not null then
    wait_subject := attempts_wait((
      select created_at from attempts
      where bucket = p_bucket and subject = p_subject and counted and created_at > since
      order by created_at desc offset p_max_subject - 1 limit 1), p_window_seconds);
  end if;
  if p_max_ip is not null then
    wait_ip := attempts_wait((
      select created_at from attempts
      where bucket = p_bucket and ip = p_ip and counted and created_at > since
      order by created_at desc offset p_max_ip - 1 limit 1), p_window_seconds);
  end if;
  wait := greatest(wait_pair, wait_subject, wait_ip);
  if wait_subject > 0 and p_max_pair_past is not null and p_max_subject_past is not null then
    wait_past := greatest(wait_pair, wait_ip,
      attempts_wait((
        select created_at from attempts
        where bucket = p_bucket and subject = p_subject and ip = p_ip and counted and created_at > since
        order by created_at desc offset p_max_pair_past - 1 limit 1), p_window_seconds),
      attempts_wait((
        select created_at from attempts
        where bucket = p_bucket and subject = p_subject and counted and created_at > since
        order by created_at desc offset p_max_subject_past - 1 limit 1), p_window_seconds));
    if wait_past = 0 then
      past := true;
      wait := 0;
    else
      -- Refused either way: wait for whichever way in opens first.
      wait := least(wait, wait_past);
    end if;
  end if;
  if wait > 0 then
    return query select null::bigint, wait, false;
    return;
  end if;
  insert into attempts (bucket, subject, ip, counted, created_at)
    values (p_bucket, p_subject, p_ip, true, clock_timestamp())
    returning id into new_id;
  return query select new_id, 0, past;
end;
$$;

-- A sign-in link: e-mailed when a right password comes past the account's limit.
alter table verifications drop constraint if exists verifications_type_check;
alter table verifications add constraint verifications_type_check check (type in
  ('invitation', 'password_reset', 'sign_in', 'sign_in_link', 'two_factor_setup', 'two_factor', 'recovery_code'));

-- Client sessions end after this many hours without a request (staff: staff_idle_minutes).
alter table security_settings add column if not exists client_idle_hours integer not null default 12
  check (client_idle_hours between 1 and 24);
