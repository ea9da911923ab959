-- Issue 38: a second factor replaced is an event of its own (e-mailed like the others),
-- and fresh recovery codes wait for their one showing in a verification row of their own
-- (encrypted, five minutes, deleted when shown) instead of riding in a cookie.
alter table verifications drop constraint if exists verifications_type_check;
alter table verifications add constraint verifications_type_check check (type in
  ('invitation', 'password_reset', 'sign_in', 'sign_in_link', 'two_factor_setup', 'two_factor', 'recovery_code', 'fresh_recovery_codes'));

alter table account_events drop constraint if exists account_events_kind_check;
alter table account_events add constraint account_events_kind_check check (kind in (
  'invitation_sent', 'invitation_revoked', 'invitation_accepted',
  'password_changed', 'password_reset_requested', 'password_reset',
  'two_factor_enabled', 'two_factor_replaced', 'two_factor_disabled', 'two_factor_reset', 'recovery_code_used',
  'session_revoked', 'other_sessions_revoked'));
