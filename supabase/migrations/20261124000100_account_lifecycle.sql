-- Accounts people run themselves: invitations, password resets, a second factor,
-- idle timeouts and a record of what happened to each account.

-- An invited person has no password until they choose one.
alter table admin_users alter column password_hash drop not null;

-- One table of single-use, expiring proofs (the Epic Stack's shape):
--   invitation, password_reset  a link's token, stored as its SHA-256;
--   sign_in                     the second-factor step between password and session;
--   two_factor_setup            a TOTP secret shown at enrolment, until a code confirms it;
--   two_factor                  the confirmed TOTP secret (one live per user);
--   recovery_code               one of ten single-use codes, stored as its SHA-256.
create table if not exists verifications (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in
    ('invitation', 'password_reset', 'sign_in', 'two_factor_setup', 'two_factor', 'recovery_code')),
  user_id uuid not null references admin_users (id) on delete cascade,
  token_hash text,
  secret text,
  expires_at timestamptz,
  used_at timestamptz,
  revoked_at timestamptz,
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint verifications_token_or_secret check (token_hash is not null or secret is not null)
);
create unique index if not exists verifications_token_key on verifications (token_hash) where token_hash is not null;
create index if not exists verifications_user_idx on verifications (user_id, type, created_at desc);
create unique index if not exists verifications_one_two_factor on verifications (user_id)
  where type = 'two_factor' and revoked_at is null;
alter table verifications enable row level security;

-- What happened to an account, by whom and from where (shown to the user and to admins).
create table if not exists account_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references admin_users (id) on delete cascade,
  actor_id uuid references admin_users (id) on delete set null,
  kind text not null check (kind in (
    'invitation_sent', 'invitation_revoked', 'invitation_accepted',
    'password_changed', 'password_reset_requested', 'password_reset',
    'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset', 'recovery_code_used',
    'session_revoked', 'other_sessions_revoked')),
  ip text,
  created_at timestamptz not null default now()
);
create index if not exists account_events_user_idx on account_events (user_id, created_at desc);
alter table account_events enable row level security;

-- Idle timeout: when the session last served a request (written at most once a minute).
alter table user_sessions add column if not exists last_seen_at timestamptz not null default now();
create index if not exists user_sessions_live_idx on user_sessions (user_id, authenticated_at desc) where revoked_at is null;

-- Security settings an admin changes: one row.
create table if not exists security_settings (
  id boolean primary key default true check (id),
  require_admin_two_factor boolean not null default false,
  staff_idle_minutes integer not null default 120 check (staff_idle_minutes between 5 and 1440),
  updated_by uuid references admin_users (id) on delete set null,
  updated_at timestamptz not null default now()
);
insert into security_settings (id) values (true) on conflict do nothing;
alter table security_settings enable row level security;

-- E-mails about an account go through the outbox like the enquiry notice.
alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in ('enquiry_notification', 'account_email'));
