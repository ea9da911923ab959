// Kysely's view of the database: the tables as generated from supabase/migrations
// (generated.ts, `npm run db:types`), narrowed where the SQL knows more than a column
// type says: the words a CHECK constraint allows, the shape of a JSON column, a
// `created_at` that is never updated. Each narrowing must name a column of its table
// and fit the generated type, so a migration that drops or retypes a column fails the
// typecheck here instead of drifting. The words that the browser's code needs too are
// defined in app/lib and imported from there.
import type { ColumnType, Generated, SelectType } from "kysely";
import type * as G from "./generated";
import type { Role } from "~/lib/accounts/portals";
import type { AgreementStatus, PaymentMethod } from "~/lib/billing/labels";
import type { LineKind, SupplyType } from "~/lib/billing/gst";
import type { Buyer } from "~/lib/billing/invoice-form";
import type { AuditKind } from "~/lib/audit/audit-kinds";
import type { AuditRecordType } from "~/lib/audit/audit-records";
import type { ApplicationStatus } from "~/lib/cases/application-workflow";
import type { KeyDateKind } from "~/lib/cases/key-dates";
import type { ItemAudience, PersonRole } from "~/lib/cases/people";
import type { Template, SectionAnswers } from "~/lib/cases/questionnaire";
import type { AnswerState } from "~/lib/cases/questionnaire-answers";
import type { FileStatus, ItemProvider } from "~/lib/documents/document-checklists";
import type { EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import type { ActivityKind, CallOutcome } from "~/lib/leads/lead-activities";
import type { ConsentAnswer, ConsentState, NameForm } from "~/lib/website/story-consent";
import type { DeliveryMode, NotificationKind } from "~/lib/notification-kinds";

export type { ApplicationStatus, AgreementStatus, DeliveryMode, ItemProvider, KeyDateKind, NotificationKind, PaymentMethod, Role };

// The words of the columns that only the server reads or writes.
export type AttemptBucket = "sign-in" | "second-factor" | "contact" | "password-reset" | "invitation";
export type VerificationType =
  | "invitation"
  | "password_reset"
  | "sign_in"
  | "sign_in_link"
  | "two_factor_setup"
  | "two_factor"
  | "recovery_code"
  | "fresh_recovery_codes";
export type AccountEventKind =
  | "invitation_sent"
  | "invitation_revoked"
  | "invitation_accepted"
  | "password_changed"
  | "password_reset_requested"
  | "password_reset"
  | "two_factor_enabled"
  | "two_factor_replaced"
  | "two_factor_disabled"
  | "two_factor_reset"
  | "recovery_code_used"
  | "session_revoked"
  | "other_sessions_revoked";
export type OutboxKind =
  | "enquiry_notification"
  | "account_email"
  | "notification"
  | "digest"
  | "stuck_report"
  | "key_date_alerts"
  | "task_reminders"
  | "retention"
  | "backup"
  | "booking_email"
  | "billing_email"
  | "invoice_reminders"
  | "lead_follow_ups";
export type InvoiceStatus = "draft" | "sent" | "part_paid" | "paid" | "credited" | "void";
export type TaxMode = "gst" | "zero_rated";
/** Who put a payment on record: staff, a client's report that staff confirmed, or a card gateway (later). */
export type PaymentSource = "staff" | "client_report" | "gateway";
/** The firm as an issued invoice names it (invoices.seller). */
export type Seller = { legalName: string; gstin: string; stateCode: string; address: string; lutReference: string };
export type DataRequestKind = "access" | "erasure";
export type DataRequestStatus = "open" | "done" | "refused";
export type RecordsAction = "opened" | "exported" | "erased" | "done" | "refused";

/** A JSON column written as a JSON string and read back as `T`; `Insert` is `string | undefined` when it has a default. */
type JsonColumn<T, Insert = string> = ColumnType<T, Insert, string>;
/** A calculator's score (assessments.score). */
type Score = { total: number; lines: { section: string; label: string; points: number }[]; verdict: string; passed?: boolean };
/** The lines of fees an agreement states (agreements.fees). */
type Fees = { description: string; amountMinor: number }[];
/** Set when the row is made, never changed. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * A narrowing of table `T`: every key a column of `T`, every type one that fits the
 * generated column, and still `| null` where the column is nullable. A JSON column takes
 * any shape (it is written as a JSON string); check its NOT NULL and default in the SQL.
 */
type Narrowing<T, O> = {
  [K in keyof O]: K extends keyof T
    ? G.Json extends SelectType<T[K]>
      ? O[K]
      : null extends SelectType<T[K]>
        ? null extends SelectType<O[K]>
          ? T[K]
          : "nullable in SQL: add | null"
        : T[K] | Generated<SelectType<T[K]>> // Generated: a default or a trigger fills it
    : "not a column of this table";
};
/**
 * Generated table `T` with the columns of `O` narrowed (Kysely's `Generated` or `ColumnType`
 * where the column has a default or reads and writes differently), and `created_at` never updated.
 */
type Table<T, O extends Narrowing<T, O> = Record<never, never>> = {
  [K in keyof T]: K extends keyof O ? O[K] : K extends "created_at" ? CreatedAt : T[K];
};

export type AssessmentsTable = Table<G.Assessments, { answers: JsonColumn<Record<string, string>>; score: JsonColumn<Score> }>;

export interface Database {
  account_events: Table<G.AccountEvents, { kind: AccountEventKind }>;
  admin_users: Table<G.AdminUsers, { role: Role }>;
  agent_profiles: Table<G.AgentProfiles>;
  agreement_templates: Table<G.AgreementTemplates>;
  audit_events: Table<
    G.AuditEvents,
    {
      kind: AuditKind;
      actor_role: Role | null;
      record_type: AuditRecordType | null;
      details: JsonColumn<Record<string, unknown>, string | undefined>;
    }
  >;
  agreements: Table<G.Agreements, { fees: JsonColumn<Fees, string | undefined>; status: Generated<AgreementStatus> }>;
  application_events: Table<G.ApplicationEvents, { from_status: ApplicationStatus | null; to_status: ApplicationStatus }>;
  /** person_id: a trigger gives an item inserted without one to the main applicant. */
  application_items: Table<G.ApplicationItems, { provided_by: Generated<ItemProvider>; person_id: Generated<string> }>;
  application_people: Table<G.ApplicationPeople, { role: PersonRole }>;
  applications: Table<G.Applications, { status: Generated<ApplicationStatus>; outcome: "granted" | "refused" | "withdrawn" | null }>;
  assessments: AssessmentsTable;
  attempts: Table<G.Attempts, { bucket: AttemptBucket }>;
  backups: Table<G.Backups, { kind: "pglite" | "postgres"; trigger: "command" | "schedule" }>;
  blog_posts: Table<G.BlogPosts, { status: Generated<"draft" | "published"> }>;
  booking_hosts: Table<G.BookingHosts>;
  booking_hours: Table<G.BookingHours>;
  booking_time_off: Table<G.BookingTimeOff>;
  bookings: Table<
    G.Bookings,
    { answers: JsonColumn<Record<string, string>, string | undefined>; status: Generated<"confirmed" | "cancelled" | "no_show"> }
  >;
  checklist_items: Table<G.ChecklistItems, { provided_by: Generated<ItemProvider>; applies_to: Generated<ItemAudience> }>;
  client_notes: Table<G.ClientNotes>;
  client_profiles: Table<G.ClientProfiles>;
  data_request_events: Table<G.DataRequestEvents, { action: RecordsAction }>;
  data_requests: Table<G.DataRequests, { kind: DataRequestKind; status: Generated<DataRequestStatus> }>;
  document_reads: Table<G.DocumentReads>;
  document_requests: Table<G.DocumentRequests>;
  documents: Table<G.Documents, { status: Generated<FileStatus> }>;
  enquiries: Table<G.Enquiries, { status: Generated<EnquiryStatus> }>;
  enquiry_activities: Table<G.EnquiryActivities, { kind: ActivityKind; outcome: CallOutcome | null }>;
  files: Table<G.Files, { visibility: "public" | "private"; storage: Generated<"database" | "supabase"> }>;
  invoice_counters: Table<G.InvoiceCounters>;
  invoice_reminders: Table<G.InvoiceReminders>;
  credit_notes: Table<G.CreditNotes>;
  agreement_instalments: Table<G.AgreementInstalments>;
  credit_note_lines: Table<G.CreditNoteLines>;
  invoice_lines: Table<G.InvoiceLines, { kind: Generated<LineKind> }>;
  invoices: Table<
    G.Invoices,
    {
      status: Generated<InvoiceStatus>;
      tax_mode: TaxMode;
      supply_type: Generated<SupplyType>;
      buyer: JsonColumn<Buyer, string | undefined>;
      seller: JsonColumn<Seller | null, string | null>;
    }
  >;
  key_date_alerts: Table<G.KeyDateAlerts, { days_before: 90 | 30 | 7 | 0; sent_at: CreatedAt }>;
  key_dates: Table<G.KeyDates, { kind: KeyDateKind }>;
  message_reads: Table<G.MessageReads>;
  messages: Table<G.Messages>;
  /** The money report's sums per day, currency and service, kept by triggers (20261210001600_money_days.sql). */
  money_days: Table<G.MoneyDays>;
  notification_preferences: Table<G.NotificationPreferences, { kind: NotificationKind; mode: DeliveryMode }>;
  notifications: Table<G.Notifications, { kind: NotificationKind }>;
  outbox: Table<
    G.Outbox,
    { kind: OutboxKind; payload: JsonColumn<Record<string, unknown>>; status: Generated<"pending" | "sent" | "failed"> }
  >;
  payment_reports: Table<G.PaymentReports, { method: "upi" | "bank_transfer"; status: Generated<"waiting" | "confirmed" | "rejected"> }>;
  payments: Table<G.Payments, { kind: "payment" | "refund"; method: PaymentMethod; source: Generated<PaymentSource> }>;
  /** Totals kept by triggers (20261202000100_record_counts.sql): "users:<role>" (active), "applications:<status>". */
  questionnaire_answers: Table<G.QuestionnaireAnswers, { answers: JsonColumn<SectionAnswers>; state: Generated<AnswerState> }>;
  questionnaire_changes: Table<G.QuestionnaireChanges, { before: JsonColumn<SectionAnswers>; after: JsonColumn<SectionAnswers> }>;
  questionnaire_templates: Table<G.QuestionnaireTemplates, { body: JsonColumn<Template> }>;
  record_counts: Table<G.RecordCounts>;
  saved_replies: Table<G.SavedReplies>;
  security_settings: Table<G.SecuritySettings>;
  submission_keys: Table<G.SubmissionKeys>;
  tasks: Table<G.Tasks>;
  team_members: Table<G.TeamMembers>;
  testimonials: Table<G.Testimonials>;
  thread_unread: Table<G.ThreadUnread>;
  user_sessions: Table<G.UserSessions>;
  verifications: Table<G.Verifications, { type: VerificationType }>;
  story_consents: Table<G.StoryConsents, { answer: ConsentAnswer }>;
  visa_successes: Table<G.VisaSuccesses, { consent_state: ConsentState | null; name_form: Generated<NameForm> }>;
  website_settings: Table<G.WebsiteSettings>;
}
