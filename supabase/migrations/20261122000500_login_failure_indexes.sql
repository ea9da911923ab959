-- The sign-in limits count failures only (app/server/rate-limit.server.ts). Indexes
-- over every attempt made each sign-in read all recent successes from the same
-- e-mail or address as well: behind one office NAT or a proxy, thousands of rows a
-- sign-in after a busy quarter of an hour, slower with every sign-in.
drop index if exists login_attempts_email_idx;
drop index if exists login_attempts_ip_idx;
create index if not exists login_failures_email_idx on login_attempts (email, created_at) where not succeeded;
create index if not exists login_failures_ip_idx on login_attempts (ip, created_at) where not succeeded;
