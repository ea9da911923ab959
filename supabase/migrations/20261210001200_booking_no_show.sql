-- Issue 44: staff record that someone did not attend a consultation (a "no-show"), so the
-- Consultations report can tell held from not attended. Only a confirmed consultation that
-- is over can be marked, and the mark can be undone (back to confirmed: held).
alter table bookings drop constraint if exists bookings_status_check;
alter table bookings add constraint bookings_status_check check (status in ('confirmed', 'cancelled', 'no_show'));
alter table bookings add column if not exists no_show_marked_at timestamptz;
alter table bookings add column if not exists no_show_marked_by uuid references admin_users (id) on delete set null;
-- A no-show still took its slot: the slot stays one booking's, so undoing the mark can never
-- meet a second confirmed booking at the same time (the slot is in the past, so no one could
-- book it meanwhile anyway). The other partial indexes (upcoming ones) stay confirmed-only.
drop index if exists bookings_one_per_host_start;
create unique index if not exists bookings_one_per_host_start on bookings (host_id, starts_at) where status in ('confirmed', 'no_show');

-- The audit log's new kind (a consultation marked as not attended, or the mark undone) and record.
alter table audit_events drop constraint if exists audit_events_kind_check;
alter table audit_events add constraint audit_events_kind_check check (kind in (
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
  'data_request_opened', 'data_request_closed', 'client_erased',
  'booking_no_show', 'booking_no_show_undone'));
alter table audit_events drop constraint if exists audit_events_record_type_check;
alter table audit_events add constraint audit_events_record_type_check check (record_type in (
  'client', 'application', 'document', 'agreement', 'invoice', 'credit_note', 'payment', 'payment_report',
  'user', 'settings', 'data_request', 'booking'));
