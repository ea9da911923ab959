-- Issue 43: the firm's audit log. Every change that matters (a status, a document's
-- review, an agreement, an invoice, a payment, a setting, a person, a sign-in security
-- change, an export, an erasure), with who, when, what and from where. The app only
-- inserts: the triggers below refuse any UPDATE, and any DELETE of a row younger than
-- the retention period (app/lib/retention.ts: AUDIT_RETENTION_YEARS, 8), so the only
-- row the app can remove is one the daily retention job is due to remove.
-- No foreign keys: a person or a record that is deleted later leaves its rows as they
-- were (an "on delete set null" would be an UPDATE, which is refused).
create table if not exists audit_events (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_role text check (actor_role in ('admin', 'agent', 'client')),
  kind text not null check (kind in (
    'application_status_changed', 'application_files_downloaded',
    'document_accepted', 'document_revision_requested',
    'agreement_sent', 'agreement_signed', 'agreement_voided',
    'invoice_issued', 'invoice_voided', 'credit_note_issued',
    'payment_recorded', 'refund_recorded', 'payment_report_confirmed', 'payment_report_rejected',
    'website_settings_changed', 'billing_settings_changed', 'security_settings_changed',
    'agent_created', 'agent_deactivated', 'agent_reactivated', 'client_created', 'client_deactivated', 'client_reactivated',
    'invitation_sent', 'invitation_revoked', 'invitation_accepted',
    'password_changed', 'password_reset_requested', 'password_reset',
    'two_factor_enabled', 'two_factor_replaced', 'two_factor_disabled', 'two_factor_reset', 'recovery_code_used',
    'session_revoked', 'other_sessions_revoked',
    'client_exported', 'gst_register_exported', 'audit_log_exported',
    'data_request_opened', 'data_request_closed', 'client_erased')),
  record_type text check (record_type in (
    'client', 'application', 'document', 'agreement', 'invoice', 'credit_note', 'payment', 'payment_report',
    'user', 'settings', 'data_request')),
  record_id text,
  summary text not null default '' check (length(summary) <= 500),
  details jsonb not null default '{}'::jsonb,
  ip text check (length(ip) <= 64),
  created_at timestamptz not null default now(),
  check ((record_type is null) = (record_id is null))
);
alter table audit_events enable row level security;

-- The page's order (newest first) and one index behind each filter, each in that order.
create index if not exists audit_events_created_idx on audit_events (created_at desc, id desc);
create index if not exists audit_events_actor_idx on audit_events (actor_id, created_at desc, id desc);
create index if not exists audit_events_record_idx on audit_events (record_id, created_at desc, id desc);
create index if not exists audit_events_kind_idx on audit_events (kind, created_at desc, id desc);

create or replace function audit_events_refuse_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    raise exception 'audit_events rows are never changed' using errcode = 'insufficient_privilege';
  end if;
  if old.created_at > now() - interval '8 years' then
    raise exception 'audit_events rows are kept 8 years' using errcode = 'insufficient_privilege';
  end if;
  return old;
end
$$;
drop trigger if exists audit_events_append_only on audit_events;
create trigger audit_events_append_only before update or delete on audit_events
  for each row execute function audit_events_refuse_change();
-- TRUNCATE skips row triggers: refuse it too.
create or replace function audit_events_refuse_truncate() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is never emptied' using errcode = 'insufficient_privilege';
end
$$;
drop trigger if exists audit_events_no_truncate on audit_events;
create trigger audit_events_no_truncate before truncate on audit_events
  for each statement execute function audit_events_refuse_truncate();

-- Two-factor sign-in may be required of agents too (they open passports), as of admins.
alter table security_settings add column if not exists require_agent_two_factor boolean not null default false;
