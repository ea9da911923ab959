// Kysely's view of the tables in supabase/migrations. Keep in step with the SQL.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { BillingTables } from "./billing-schema";
import type { RecordsTables } from "./records-schema";

/** A timestamptz column with a default: optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A `date` column: read as "YYYY-MM-DD" (see the type parser in db.server.ts). */
type NullableDateOnly = ColumnType<string | null, string | null | undefined, string | null>;

export type Role = "admin" | "agent" | "client";

import type { ApplicationStatus } from "~/lib/cases/application-workflow";
export type { ApplicationStatus };

export interface AdminUsersTable {
  id: Generated<string>;
  email: string;
  /** null: invited, no password chosen yet. */
  password_hash: string | null;
  /** Personal data erased at the person's request (issue 22): never active again. */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  full_name: string;
  role: Role;
  is_active: Generated<boolean>;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserSessionsTable {
  id: string;
  user_id: string;
  authenticated_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
  last_seen_at: Timestamp;
  created_at: CreatedAt;
}

export interface AgentProfilesTable {
  user_id: string;
  phone: string | null;
  job_title: string | null;
  languages: string | null;
  bio: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ClientProfilesTable {
  id: Generated<string>;
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  profile_completion_percentage: Generated<number>;
  phone: string | null;
  date_of_birth: NullableDateOnly;
  nationality: string | null;
  country_of_residence: string | null;
  city: string | null;
  address: string | null;
  marital_status: string | null;
  passport_number: string | null;
  passport_expiry: NullableDateOnly;
  destination_country: string | null;
  visa_interest: string | null;
  education_level: string | null;
  education_details: string | null;
  work_experience_years: number | null;
  work_experience_details: string | null;
  english_test: string | null;
  english_test_score: string | null;
  assigned_agent_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ApplicationsTable {
  id: Generated<string>;
  reference: Generated<string>;
  client_id: string;
  service_slug: string;
  destination_country: string;
  status: Generated<ApplicationStatus>;
  assigned_agent_id: string | null;
  government_reference: string | null;
  lodged_on: NullableDateOnly;
  decided_on: NullableDateOnly;
  status_changed_at: Timestamp;
  /** The oldest client message staff have not answered. */
  awaiting_reply_since: NullableTimestamp;
  /** Work waits for a signed service agreement (issue 22); false for older ones or once an admin waived it. */
  agreement_required: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ApplicationEventsTable {
  id: Generated<string>;
  application_id: string;
  actor_id: string | null;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  /** Staff only. */
  note: string | null;
  /** Shared with the client (shown in their portal and e-mailed). */
  client_note: string | null;
  /** Set on an entry that is not a move between statuses (a task done): what it was. */
  summary: string | null;
  /** An admin moved it past the checklist gate: why. Staff only. */
  override_reason: string | null;
  created_at: CreatedAt;
}

export interface FilesTable {
  id: Generated<string>;
  visibility: "public" | "private";
  content_type: string;
  size_bytes: number;
  sha256: string;
  original_name: string | null;
  storage: Generated<"database" | "supabase">;
  storage_key: string | null;
  data: Buffer | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface DocumentsTable {
  id: Generated<string>;
  client_id: string;
  application_id: string | null;
  document_type: string;
  file_id: string;
  /** The checklist item it was uploaded to. */
  item_id: string | null;
  status: Generated<"uploaded" | "approved" | "needs_revision">;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DocumentReadsTable {
  id: Generated<string>;
  document_id: string;
  user_id: string | null;
  read_at: Timestamp;
}

export interface BlogPostsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  body_markdown: Generated<string>;
  cover_image_url: string | null;
  cover_image_credit: Generated<string>;
  status: Generated<"draft" | "published">;
  published_at: NullableTimestamp;
  author_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TestimonialsTable {
  id: Generated<string>;
  name: string;
  country: Generated<string>;
  visa_type: Generated<string>;
  quote: string;
  video_url: string | null;
  rating: number | null;
  is_published: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VisaSuccessesTable {
  id: Generated<string>;
  display_name: string;
  country: string;
  visa_type: string;
  granted_on: NullableDateOnly;
  photo_url: string | null;
  story: Generated<string>;
  consent_to_publish: Generated<boolean>;
  is_published: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: Generated<string>;
  name: string;
  role: string;
  registration: Generated<string>;
  bio: Generated<string>;
  photo_url: string | null;
  photo_credit: Generated<string>;
  position: Generated<number>;
  is_published: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WebsiteSettingsTable {
  setting_key: string;
  setting_value: Generated<string>;
  setting_type: Generated<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface EnquiriesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: Generated<string>;
  destination_country: Generated<string>;
  service_slug: Generated<string>;
  message: Generated<string>;
  consent: boolean;
  status: Generated<"new" | "contacted" | "converted" | "closed">;
  converted_client_id: string | null;
  /** The page of the site the visitor wrote from. */
  source_page: string | null;
  converted_at: NullableTimestamp;
  converted_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type AttemptBucket = "sign-in" | "second-factor" | "contact" | "password-reset" | "invitation";

export interface AttemptsTable {
  id: Generated<string>;
  bucket: AttemptBucket;
  subject: string;
  ip: string;
  counted: Generated<boolean>;
  created_at: CreatedAt;
}

export type VerificationType = "invitation" | "password_reset" | "sign_in" | "sign_in_link" | "two_factor_setup" | "two_factor" | "recovery_code" | "fresh_recovery_codes";

export interface VerificationsTable {
  id: Generated<string>;
  type: VerificationType;
  user_id: string;
  token_hash: string | null;
  secret: string | null;
  expires_at: NullableTimestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
}

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

export interface AccountEventsTable {
  id: Generated<string>;
  user_id: string;
  actor_id: string | null;
  kind: AccountEventKind;
  ip: string | null;
  created_at: CreatedAt;
}

export interface SecuritySettingsTable {
  id: Generated<boolean>;
  require_admin_two_factor: Generated<boolean>;
  staff_idle_minutes: Generated<number>;
  client_idle_hours: Generated<number>;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface ClientNotesTable {
  id: Generated<string>;
  client_id: string;
  author_id: string | null;
  body: string;
  shared_with_client: Generated<boolean>;
  created_at: CreatedAt;
}

export interface DocumentRequestsTable {
  id: Generated<string>;
  application_id: string;
  document_type: string;
  item_id: string | null;
  /** For the client: they read it in their checklist and the e-mail. */
  note: string | null;
  requested_by: string | null;
  created_at: CreatedAt;
}

export type ItemProvider = "client" | "firm" | "third_party";

/** A visa type's checklist, edited by admins. */
export interface ChecklistItemsTable {
  id: Generated<string>;
  service_slug: string;
  position: number;
  name: string;
  help_text: Generated<string>;
  required: Generated<boolean>;
  provided_by: Generated<ItemProvider>;
  document_type: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One application's checklist: copied from its type's, plus what staff added. */
export interface ApplicationItemsTable {
  id: Generated<string>;
  application_id: string;
  position: number;
  name: string;
  help_text: Generated<string>;
  required: Generated<boolean>;
  provided_by: Generated<ItemProvider>;
  document_type: string | null;
  added_by: string | null;
  created_at: CreatedAt;
  not_applicable_reason: string | null;
  not_applicable_by: string | null;
  not_applicable_at: NullableTimestamp;
}

export type OutboxKind = "enquiry_notification" | "account_email" | "notification" | "digest" | "stuck_report" | "key_date_alerts" | "task_reminders" | "retention" | "backup" | "booking_email";

export type KeyDateKind = "passport_expiry" | "visa_expiry" | "biometrics" | "medicals" | "lodgement_deadline" | "other";

export interface KeyDatesTable {
  id: Generated<string>;
  client_id: string;
  application_id: string | null;
  kind: KeyDateKind;
  /** A calendar date, "2027-01-12". */
  due_on: string;
  note: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface TasksTable {
  id: Generated<string>;
  application_id: string;
  title: string;
  due_on: string | null;
  assignee_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
  completed_by: string | null;
  reminded_at: NullableTimestamp;
}

export interface KeyDateAlertsTable {
  key_date_id: string;
  days_before: 90 | 30 | 7 | 0;
  sent_at: CreatedAt;
}

export interface BackupsTable {
  id: Generated<string>;
  taken_at: Generated<Date>;
  file: string;
  bytes: number;
  sha256: string;
  kind: "pglite" | "postgres";
  took_ms: number;
  trigger: "command" | "schedule";
}

/** A calculator's answers and score sent to an advisor (issue 21), with its enquiry and later its client. */
export interface AssessmentsTable {
  id: Generated<string>;
  enquiry_id: string;
  client_id: string | null;
  calculator: string;
  /** The first day of the rules it was scored by, and the day they were checked ("2025-03-25"). */
  rules_from: ColumnType<string, string, string>;
  rules_checked: ColumnType<string, string, string>;
  answers: ColumnType<Record<string, string>, string, string>;
  score: ColumnType<{ total: number; lines: { section: string; label: string; points: number }[]; verdict: string; passed?: boolean }, string, string>;
  total: number;
  consent_text: string;
  created_at: CreatedAt;
}

/** A member of staff who takes consultations (issue 21), and how. */
export interface BookingHostsTable {
  host_id: string;
  meeting_minutes: Generated<number>;
  notice_hours: Generated<number>;
  horizon_days: Generated<number>;
  video_link: string | null;
  accepting: Generated<boolean>;
  updated_at: Timestamp;
}

export interface BookingHoursTable {
  id: Generated<string>;
  host_id: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  /** Minutes after midnight in the firm's time zone. */
  start_minute: number;
  end_minute: number;
}

export interface BookingTimeOffTable {
  id: Generated<string>;
  host_id: string;
  starts_at: Date;
  ends_at: Date;
  note: Generated<string>;
}

export interface BookingsTable {
  id: Generated<string>;
  host_id: string;
  starts_at: Date;
  ends_at: Date;
  status: Generated<"confirmed" | "cancelled">;
  name: string;
  email: string;
  phone: Generated<string>;
  topic: Generated<string>;
  answers: ColumnType<Record<string, string>, string | undefined, string>;
  time_zone: string;
  client_id: string | null;
  video_link: string | null;
  consent_text: string;
  created_at: CreatedAt;
  cancelled_at: NullableTimestamp;
  sequence: Generated<number>;
}

export interface OutboxTable {
  id: Generated<string>;
  kind: OutboxKind;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type NotificationKind =
  | "status_changed"
  | "document_reviewed"
  | "document_requested"
  | "message_received"
  | "client_assigned"
  | "document_uploaded"
  | "stuck_items"
  | "key_date"
  | "task_assigned"
  | "task_due"
  | "billing";
export type DeliveryMode = "immediate" | "digest" | "off";

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: Generated<string>;
  link: string;
  digest_pending: Generated<boolean>;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  mode: DeliveryMode;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  application_id: string;
  author_id: string | null;
  from_client: boolean;
  body: string;
  file_id: string | null;
  file_name: string | null;
  created_at: CreatedAt;
}

export interface MessageReadsTable {
  application_id: string;
  user_id: string;
  read_at: Timestamp;
}

export interface SubmissionKeysTable {
  key: string;
  created_at: CreatedAt;
}

/** Totals kept by triggers (20261202000100_record_counts.sql): "users:<role>" (active), "applications:<status>". */
export interface RecordCountsTable {
  key: string;
  n: number;
}

export interface Database extends BillingTables, RecordsTables {
  record_counts: RecordCountsTable;
  submission_keys: SubmissionKeysTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  outbox: OutboxTable;
  backups: BackupsTable;
  assessments: AssessmentsTable;
  booking_hosts: BookingHostsTable;
  booking_hours: BookingHoursTable;
  booking_time_off: BookingTimeOffTable;
  bookings: BookingsTable;
  client_notes: ClientNotesTable;
  document_requests: DocumentRequestsTable;
  checklist_items: ChecklistItemsTable;
  application_items: ApplicationItemsTable;
  key_dates: KeyDatesTable;
  tasks: TasksTable;
  key_date_alerts: KeyDateAlertsTable;
  admin_users: AdminUsersTable;
  user_sessions: UserSessionsTable;
  agent_profiles: AgentProfilesTable;
  client_profiles: ClientProfilesTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  files: FilesTable;
  team_members: TeamMembersTable;
  documents: DocumentsTable;
  document_reads: DocumentReadsTable;
  blog_posts: BlogPostsTable;
  testimonials: TestimonialsTable;
  visa_successes: VisaSuccessesTable;
  website_settings: WebsiteSettingsTable;
  enquiries: EnquiriesTable;
  attempts: AttemptsTable;
  verifications: VerificationsTable;
  account_events: AccountEventsTable;
  security_settings: SecuritySettingsTable;
}

export type AdminUser = Selectable<AdminUsersTable>;
export type NewAdminUser = Insertable<AdminUsersTable>;
export type ClientProfile = Selectable<ClientProfilesTable>;
export type ClientProfileUpdate = Updateable<ClientProfilesTable>;
