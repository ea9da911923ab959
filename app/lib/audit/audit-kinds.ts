// The audit log's words (the server writes them, the admin page and its CSV show
// them): each kind's label, the kinds grouped for the page's filter, and the kinds of
// record an entry may name. Kept in step with audit_events' CHECKs
// (supabase/migrations/20261210000600_audit_log.sql).

export const AUDIT_KIND_LABELS = {
  application_status_changed: "Application status changed",
  application_files_downloaded: "Application's files downloaded",
  document_accepted: "Document accepted",
  document_revision_requested: "New copy of a document asked for",
  agreement_sent: "Agreement sent",
  agreement_signed: "Agreement signed",
  agreement_voided: "Agreement set aside: work goes on without one",
  invoice_issued: "Invoice issued",
  invoice_voided: "Invoice made void",
  credit_note_issued: "Credit note issued",
  payment_recorded: "Payment recorded",
  refund_recorded: "Refund recorded",
  payment_report_confirmed: "Client's payment report confirmed",
  payment_report_rejected: "Client's payment report rejected",
  website_settings_changed: "Website settings changed",
  billing_settings_changed: "Billing settings changed",
  security_settings_changed: "Security settings changed",
  agent_created: "Agent account created",
  agent_deactivated: "Agent deactivated",
  agent_reactivated: "Agent reactivated",
  client_created: "Client account created",
  client_deactivated: "Client's account switched off",
  client_reactivated: "Client's account switched on again",
  invitation_sent: "Invitation sent",
  invitation_revoked: "Invitation withdrawn",
  invitation_accepted: "Invitation accepted",
  password_changed: "Password changed",
  password_reset_requested: "Password reset requested",
  password_reset: "Password reset by e-mail link",
  two_factor_enabled: "Two-factor sign-in turned on",
  two_factor_replaced: "Two-factor sign-in moved to a new app",
  two_factor_disabled: "Two-factor sign-in turned off",
  two_factor_reset: "Two-factor sign-in reset by an admin",
  recovery_code_used: "Recovery code used to sign in",
  session_revoked: "A session signed out",
  other_sessions_revoked: "All other sessions signed out",
  client_exported: "Client's record exported (ZIP)",
  gst_register_exported: "GST register exported (CSV)",
  audit_log_exported: "Audit log exported (CSV)",
  data_request_opened: "Data request opened",
  data_request_closed: "Data request closed",
  client_erased: "Client's data erased",
  booking_no_show: "Consultation marked: did not attend",
  booking_no_show_undone: "Consultation's did-not-attend mark undone",
} as const;

export type AuditKind = keyof typeof AUDIT_KIND_LABELS;
export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === "string" && Object.hasOwn(AUDIT_KIND_LABELS, value);
}

/** The kinds as the filter's groups show them. */
export const AUDIT_KIND_GROUPS: { label: string; kinds: AuditKind[] }[] = [
  {
    label: "Cases",
    kinds: ["application_status_changed", "application_files_downloaded", "document_accepted", "document_revision_requested"],
  },
  {
    label: "Billing",
    kinds: [
      "agreement_sent",
      "agreement_signed",
      "agreement_voided",
      "invoice_issued",
      "invoice_voided",
      "credit_note_issued",
      "payment_recorded",
      "refund_recorded",
      "payment_report_confirmed",
      "payment_report_rejected",
    ],
  },
  { label: "Consultations", kinds: ["booking_no_show", "booking_no_show_undone"] },
  { label: "Settings", kinds: ["website_settings_changed", "billing_settings_changed", "security_settings_changed"] },
  {
    label: "People",
    kinds: [
      "agent_created",
      "agent_deactivated",
      "agent_reactivated",
      "client_created",
      "client_deactivated",
      "client_reactivated",
      "invitation_sent",
      "invitation_revoked",
      "invitation_accepted",
    ],
  },
  {
    label: "Sign-in security",
    kinds: [
      "password_changed",
      "password_reset_requested",
      "password_reset",
      "two_factor_enabled",
      "two_factor_replaced",
      "two_factor_disabled",
      "two_factor_reset",
      "recovery_code_used",
      "session_revoked",
      "other_sessions_revoked",
    ],
  },
  {
    label: "Exports and erasure",
    kinds: [
      "client_exported",
      "gst_register_exported",
      "audit_log_exported",
      "data_request_opened",
      "data_request_closed",
      "client_erased",
    ],
  },
];
