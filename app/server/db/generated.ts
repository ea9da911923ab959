// Generated file, do not edit. Written by `npm run db:types` (scripts/db-types.ts):
// supabase/migrations applied to a throwaway PGlite, its tables read by kysely-codegen.
// Change a migration, then run `npm run db:types`; CI's `npm run db:types:check` fails
// while this file differs. Narrower types (unions, JSON shapes) belong in schema.ts.

import type { ColumnType } from "kysely";

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AccountEvents {
  actor_id: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  ip: string | null;
  kind: string;
  user_id: string;
}

export interface AdminUsers {
  created_at: Generated<Timestamp>;
  email: string;
  erased_at: Timestamp | null;
  full_name: string;
  id: Generated<string>;
  is_active: Generated<boolean>;
  last_login_at: Timestamp | null;
  password_hash: string | null;
  role: string;
  updated_at: Generated<Timestamp>;
}

export interface AgentProfiles {
  bio: string | null;
  created_at: Generated<Timestamp>;
  job_title: string | null;
  languages: string | null;
  phone: string | null;
  updated_at: Generated<Timestamp>;
  user_id: string;
}

export interface AgreementInstalments {
  agreement_id: string;
  amount_minor: number;
  due: string;
  id: Generated<string>;
  invoice_id: string | null;
  label: string;
  position: number;
}

export interface Agreements {
  application_id: string;
  body: string;
  body_sha256: string;
  client_id: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  currency: string;
  fees: Generated<Json>;
  id: Generated<string>;
  signed_at: Timestamp | null;
  signed_ip: string | null;
  signed_name: string | null;
  signed_user_agent: string | null;
  status: Generated<string>;
  template_id: string | null;
  title: string;
  version: number;
}

export interface AgreementTemplates {
  body: string;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  is_active: Generated<boolean>;
  title: string;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
}

export interface ApplicationEvents {
  actor_id: string | null;
  application_id: string;
  client_note: string | null;
  created_at: Generated<Timestamp>;
  from_status: string | null;
  id: Generated<string>;
  note: string | null;
  override_reason: string | null;
  summary: string | null;
  to_status: string;
}

export interface ApplicationItems {
  added_by: string | null;
  application_id: string;
  created_at: Generated<Timestamp>;
  document_type: string | null;
  help_text: Generated<string>;
  id: Generated<string>;
  name: string;
  not_applicable_at: Timestamp | null;
  not_applicable_by: string | null;
  not_applicable_reason: string | null;
  person_id: string;
  position: number;
  provided_by: Generated<string>;
  required: Generated<boolean>;
}

export interface ApplicationPeople {
  application_id: string;
  created_at: Generated<Timestamp>;
  date_of_birth: string | null;
  email: string | null;
  first_name: Generated<string>;
  id: Generated<string>;
  last_name: Generated<string>;
  nationality: string | null;
  passport_country: string | null;
  passport_expiry: string | null;
  passport_number: string | null;
  role: string;
  updated_at: Generated<Timestamp>;
  user_id: string | null;
}

export interface Applications {
  agreement_required: Generated<boolean>;
  answers_unlocked: Generated<boolean>;
  assigned_agent_id: string | null;
  awaiting_reply_since: Timestamp | null;
  client_id: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  decided_on: string | null;
  destination_country: string;
  government_reference: string | null;
  id: Generated<string>;
  last_message_at: Timestamp | null;
  lodged_on: string | null;
  outcome: string | null;
  planned_lodgement_on: string | null;
  reference: Generated<string>;
  service_slug: string;
  status: Generated<string>;
  status_changed_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface Assessments {
  answers: Json;
  calculator: string;
  client_id: string | null;
  consent_text: string;
  created_at: Generated<Timestamp>;
  enquiry_id: string;
  id: Generated<string>;
  rules_checked: string;
  rules_from: string;
  score: Json;
  total: number;
}

export interface Attempts {
  bucket: string;
  counted: Generated<boolean>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  ip: string;
  subject: string;
}

export interface AuditEvents {
  actor_id: string | null;
  actor_role: string | null;
  created_at: Generated<Timestamp>;
  details: Generated<Json>;
  id: Generated<number>;
  ip: string | null;
  kind: string;
  record_id: string | null;
  record_type: string | null;
  summary: Generated<string>;
}

export interface Backups {
  bytes: number;
  file: string;
  id: Generated<string>;
  kind: string;
  sha256: string;
  taken_at: Generated<Timestamp>;
  took_ms: number;
  trigger: string;
}

export interface BlogPosts {
  author_id: string | null;
  body_markdown: Generated<string>;
  cover_image_alt: Generated<string>;
  cover_image_credit: Generated<string>;
  cover_image_url: string | null;
  created_at: Generated<Timestamp>;
  excerpt: Generated<string>;
  id: Generated<string>;
  published_at: Timestamp | null;
  slug: string;
  status: Generated<string>;
  title: string;
  updated_at: Generated<Timestamp>;
}

export interface BookingHosts {
  accepting: Generated<boolean>;
  horizon_days: Generated<number>;
  host_id: string;
  meeting_minutes: Generated<number>;
  notice_hours: Generated<number>;
  updated_at: Generated<Timestamp>;
  video_link: string | null;
}

export interface BookingHours {
  end_minute: number;
  host_id: string;
  id: Generated<string>;
  start_minute: number;
  weekday: number;
}

export interface Bookings {
  answers: Generated<Json>;
  cancel_reason: Generated<string>;
  cancelled_at: Timestamp | null;
  client_id: string | null;
  consent_text: string;
  created_at: Generated<Timestamp>;
  email: string;
  ends_at: Timestamp;
  host_id: string;
  id: Generated<string>;
  landing_page: string | null;
  name: string;
  no_show_marked_at: Timestamp | null;
  no_show_marked_by: string | null;
  phone: Generated<string>;
  referrer_host: string | null;
  sequence: Generated<number>;
  starts_at: Timestamp;
  status: Generated<string>;
  time_zone: string;
  topic: Generated<string>;
  utm_campaign: string | null;
  utm_medium: string | null;
  utm_source: string | null;
  video_link: string | null;
}

export interface BookingTimeOff {
  ends_at: Timestamp;
  host_id: string;
  id: Generated<string>;
  note: Generated<string>;
  starts_at: Timestamp;
}

export interface ChecklistItems {
  applies_to: Generated<string>;
  created_at: Generated<Timestamp>;
  document_type: string | null;
  help_text: Generated<string>;
  id: Generated<string>;
  name: string;
  position: number;
  provided_by: Generated<string>;
  required: Generated<boolean>;
  service_slug: string;
  updated_at: Generated<Timestamp>;
}

export interface ClientNotes {
  author_id: string | null;
  body: string;
  client_id: string;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  shared_with_client: Generated<boolean>;
}

export interface ClientProfiles {
  address: string | null;
  assigned_agent_id: string | null;
  city: string | null;
  country_of_residence: string | null;
  created_at: Generated<Timestamp>;
  date_of_birth: string | null;
  destination_country: string | null;
  education_details: string | null;
  education_level: string | null;
  english_test: string | null;
  english_test_score: string | null;
  files_waiting: Generated<number>;
  first_name: Generated<string>;
  id: Generated<string>;
  is_current: Generated<boolean>;
  last_name: Generated<string>;
  marital_status: string | null;
  nationality: string | null;
  open_cases: Generated<number>;
  passport_expiry: string | null;
  passport_number: string | null;
  phone: string | null;
  profile_completion_percentage: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: string;
  visa_interest: string | null;
  work_experience_details: string | null;
  work_experience_years: number | null;
}

export interface CreditNoteLines {
  amount_minor: number;
  cgst_minor: Generated<number>;
  credit_note_id: string;
  igst_minor: Generated<number>;
  invoice_line_id: string;
  sgst_minor: Generated<number>;
}

export interface CreditNotes {
  cgst_minor: Generated<number>;
  client_id: string | null;
  code: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  disbursements_minor: Generated<number>;
  financial_year: string;
  id: Generated<string>;
  igst_minor: Generated<number>;
  invoice_id: string;
  issued_on: string;
  number: number;
  reason: string;
  sgst_minor: Generated<number>;
  taxable_minor: number;
  total_minor: number;
}

export interface DataRequestEvents {
  action: string;
  actor_id: string | null;
  client_id: string;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  note: Generated<string>;
  request_id: string | null;
}

export interface DataRequests {
  client_id: string;
  closed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  id: Generated<string>;
  kind: string;
  note: Generated<string>;
  outcome: Generated<string>;
  received_on: string;
  status: Generated<string>;
}

export interface DocumentReads {
  document_id: string;
  id: Generated<string>;
  read_at: Generated<Timestamp>;
  user_id: string | null;
}

export interface DocumentRequests {
  application_id: string;
  created_at: Generated<Timestamp>;
  document_type: string;
  id: Generated<string>;
  item_id: string | null;
  note: string | null;
  requested_by: string | null;
}

export interface Documents {
  application_id: string | null;
  client_id: string;
  created_at: Generated<Timestamp>;
  dated_on: string | null;
  document_type: string;
  file_id: string;
  id: Generated<string>;
  item_id: string | null;
  review_reason: string | null;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface Enquiries {
  consent: boolean;
  converted_at: Timestamp | null;
  converted_by: string | null;
  converted_client_id: string | null;
  created_at: Generated<Timestamp>;
  destination_country: Generated<string>;
  email: string;
  follow_up_on: string | null;
  follow_up_reminded_on: string | null;
  id: Generated<string>;
  landing_page: string | null;
  lost_reason: string | null;
  message: Generated<string>;
  name: string;
  owner_id: string | null;
  phone: Generated<string>;
  referrer_host: string | null;
  service_slug: Generated<string>;
  source_page: string | null;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  utm_campaign: string | null;
  utm_medium: string | null;
  utm_source: string | null;
}

export interface EnquiryActivities {
  actor_id: string | null;
  body: Generated<string>;
  created_at: Generated<Timestamp>;
  enquiry_id: string;
  from_value: string | null;
  happens_at: Timestamp | null;
  id: Generated<string>;
  kind: string;
  outcome: string | null;
  to_value: string | null;
}

export interface Files {
  content_type: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  data: Buffer | null;
  id: Generated<string>;
  original_name: string | null;
  sha256: string;
  size_bytes: number;
  storage: Generated<string>;
  storage_key: string | null;
  visibility: string;
}

export interface InvoiceCounters {
  financial_year: string;
  last_number: number;
  series: Generated<string>;
}

export interface InvoiceLines {
  amount_minor: number;
  cgst_minor: Generated<number>;
  description: string;
  id: Generated<string>;
  igst_minor: Generated<number>;
  invoice_id: string;
  kind: Generated<string>;
  paid_to: string | null;
  position: number;
  quantity: number;
  sac_code: string | null;
  sgst_minor: Generated<number>;
  tax_rate_bp: Generated<number>;
  unit_minor: number;
}

export interface InvoiceReminders {
  invoice_id: string;
  sent_on: string;
  step: number;
}

export interface Invoices {
  application_id: string | null;
  booking_id: string | null;
  buyer: Generated<Json>;
  cgst_minor: Generated<number>;
  client_id: string | null;
  code: string | null;
  consultation_credited_on: string | null;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  credited_minor: Generated<number>;
  currency: string;
  disbursements_minor: Generated<number>;
  due_on: string;
  financial_year: string | null;
  id: Generated<string>;
  igst_minor: Generated<number>;
  issued_on: string;
  notes: Generated<string>;
  number: number | null;
  place_of_supply: Generated<string>;
  seller: Json | null;
  sgst_minor: Generated<number>;
  status: Generated<string>;
  subtotal_minor: number;
  supply_type: Generated<string>;
  tax_minor: number;
  tax_mode: string;
  tax_rate_bp: number;
  total_minor: number;
  updated_at: Generated<Timestamp>;
  void_reason: string | null;
  voided_at: Timestamp | null;
}

export interface KeyDateAlerts {
  days_before: number;
  key_date_id: string;
  sent_at: Generated<Timestamp>;
}

export interface KeyDates {
  application_id: string | null;
  at_time: string | null;
  client_id: string;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  due_on: string;
  id: Generated<string>;
  item_id: string | null;
  kind: string;
  note: string | null;
  place: string | null;
}

export interface MessageReads {
  application_id: string;
  read_at: Generated<Timestamp>;
  user_id: string;
}

export interface Messages {
  agent_id: string | null;
  answered_at: Timestamp | null;
  application_id: string;
  author_id: string | null;
  body: string;
  created_at: Generated<Timestamp>;
  file_id: string | null;
  file_name: string | null;
  from_client: boolean;
  id: Generated<string>;
}

export interface MoneyDays {
  credited: Generated<number>;
  currency: string;
  day: string;
  invoiced: Generated<number>;
  paid: Generated<number>;
  refunded: Generated<number>;
  service: string;
}

export interface NotificationPreferences {
  kind: string;
  mode: string;
  updated_at: Generated<Timestamp>;
  user_id: string;
}

export interface Notifications {
  body: Generated<string>;
  created_at: Generated<Timestamp>;
  digest_pending: Generated<boolean>;
  id: Generated<string>;
  kind: string;
  link: string;
  read_at: Timestamp | null;
  title: string;
  user_id: string;
}

export interface Outbox {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  last_error: string | null;
  locked_until: Timestamp | null;
  next_attempt_at: Generated<Timestamp>;
  payload: Json;
  sent_at: Timestamp | null;
  status: Generated<string>;
}

export interface PaymentReports {
  amount_minor: number;
  client_id: string;
  created_at: Generated<Timestamp>;
  decided_at: Timestamp | null;
  decided_by: string | null;
  id: Generated<string>;
  invoice_id: string;
  method: string;
  note: Generated<string>;
  paid_on: string;
  payment_id: string | null;
  reference: string;
  reject_reason: string | null;
  reported_by: string | null;
  screenshot_id: string | null;
  status: Generated<string>;
}

export interface Payments {
  amount_minor: number;
  client_id: string | null;
  created_at: Generated<Timestamp>;
  gateway_payment_id: string | null;
  id: Generated<string>;
  invoice_id: string;
  kind: string;
  method: string;
  note: Generated<string>;
  receipt_code: string | null;
  received_on: string;
  recorded_by: string | null;
  reference: Generated<string>;
  source: Generated<string>;
}

export interface QuestionnaireAnswers {
  answers: Json;
  application_id: string;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  person_id: string;
  review_note: string | null;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  section_key: string;
  sent_at: Timestamp | null;
  state: Generated<string>;
  template_id: string;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
}

export interface QuestionnaireChanges {
  after: Json;
  answer_id: string;
  before: Json;
  changed_by: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
}

export interface QuestionnaireTemplates {
  body: Json;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  id: Generated<string>;
  service_slug: string;
  version: number;
}

export interface RecordCounts {
  key: string;
  n: Generated<number>;
}

export interface SavedReplies {
  body: string;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  title: string;
  updated_at: Generated<Timestamp>;
}

export interface SecuritySettings {
  client_idle_hours: Generated<number>;
  id: Generated<boolean>;
  require_admin_two_factor: Generated<boolean>;
  require_agent_two_factor: Generated<boolean>;
  staff_idle_minutes: Generated<number>;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
}

export interface StatusDurations {
  agent_id: string | null;
  days: number;
  ended_on: string;
  firm: boolean;
  periods: number;
  status: string;
}

export interface StoryConsents {
  answer: string;
  answered_at: Generated<Timestamp>;
  client_id: string;
  id: Generated<string>;
  shown_sha256: string;
  shown_text: string;
  story_id: string;
}

export interface SubmissionKeys {
  created_at: Generated<Timestamp>;
  key: string;
  result: string | null;
}

export interface Tasks {
  application_id: string;
  assignee_id: string | null;
  completed_at: Timestamp | null;
  completed_by: string | null;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  due_on: string | null;
  id: Generated<string>;
  reminded_at: Timestamp | null;
  title: string;
}

export interface TeamMembers {
  bio: Generated<string>;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  is_published: Generated<boolean>;
  name: string;
  photo_credit: Generated<string>;
  photo_url: string | null;
  position: Generated<number>;
  registration: Generated<string>;
  role: string;
  updated_at: Generated<Timestamp>;
}

export interface Testimonials {
  country: Generated<string>;
  created_at: Generated<Timestamp>;
  id: Generated<string>;
  is_published: Generated<boolean>;
  name: string;
  quote: string;
  rating: number | null;
  updated_at: Generated<Timestamp>;
  video_url: string | null;
  visa_type: Generated<string>;
}

export interface ThreadUnread {
  application_id: string;
  last_message_at: Timestamp;
  user_id: string;
}

export interface UserSessions {
  authenticated_at: Generated<Timestamp>;
  created_at: Generated<Timestamp>;
  id: string;
  ip: string | null;
  last_seen_at: Generated<Timestamp>;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  user_id: string;
}

export interface Verifications {
  created_at: Generated<Timestamp>;
  created_by: string | null;
  expires_at: Timestamp | null;
  id: Generated<string>;
  revoked_at: Timestamp | null;
  secret: string | null;
  token_hash: string | null;
  type: string;
  used_at: Timestamp | null;
  user_id: string;
}

export interface VisaSuccesses {
  application_id: string | null;
  client_id: string | null;
  consent_answered_at: Timestamp | null;
  consent_sha256: string | null;
  consent_state: string | null;
  consent_text: string | null;
  consent_to_publish: Generated<boolean>;
  country: string;
  created_at: Generated<Timestamp>;
  display_name: string;
  granted_on: string | null;
  id: Generated<string>;
  is_published: Generated<boolean>;
  months_taken: number | null;
  name_form: Generated<string>;
  photo_url: string | null;
  requested_at: Timestamp | null;
  requested_by: string | null;
  story: Generated<string>;
  updated_at: Generated<Timestamp>;
  visa_type: string;
}

export interface WebsiteSettings {
  created_at: Generated<Timestamp>;
  setting_key: string;
  setting_type: Generated<string>;
  setting_value: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface DB {
  account_events: AccountEvents;
  admin_users: AdminUsers;
  agent_profiles: AgentProfiles;
  agreement_instalments: AgreementInstalments;
  agreement_templates: AgreementTemplates;
  agreements: Agreements;
  application_events: ApplicationEvents;
  application_items: ApplicationItems;
  application_people: ApplicationPeople;
  applications: Applications;
  assessments: Assessments;
  attempts: Attempts;
  audit_events: AuditEvents;
  backups: Backups;
  blog_posts: BlogPosts;
  booking_hosts: BookingHosts;
  booking_hours: BookingHours;
  booking_time_off: BookingTimeOff;
  bookings: Bookings;
  checklist_items: ChecklistItems;
  client_notes: ClientNotes;
  client_profiles: ClientProfiles;
  credit_note_lines: CreditNoteLines;
  credit_notes: CreditNotes;
  data_request_events: DataRequestEvents;
  data_requests: DataRequests;
  document_reads: DocumentReads;
  document_requests: DocumentRequests;
  documents: Documents;
  enquiries: Enquiries;
  enquiry_activities: EnquiryActivities;
  files: Files;
  invoice_counters: InvoiceCounters;
  invoice_lines: InvoiceLines;
  invoice_reminders: InvoiceReminders;
  invoices: Invoices;
  key_date_alerts: KeyDateAlerts;
  key_dates: KeyDates;
  message_reads: MessageReads;
  messages: Messages;
  money_days: MoneyDays;
  notification_preferences: NotificationPreferences;
  notifications: Notifications;
  outbox: Outbox;
  payment_reports: PaymentReports;
  payments: Payments;
  questionnaire_answers: QuestionnaireAnswers;
  questionnaire_changes: QuestionnaireChanges;
  questionnaire_templates: QuestionnaireTemplates;
  record_counts: RecordCounts;
  saved_replies: SavedReplies;
  security_settings: SecuritySettings;
  status_durations: StatusDurations;
  story_consents: StoryConsents;
  submission_keys: SubmissionKeys;
  tasks: Tasks;
  team_members: TeamMembers;
  testimonials: Testimonials;
  thread_unread: ThreadUnread;
  user_sessions: UserSessions;
  verifications: Verifications;
  visa_successes: VisaSuccesses;
  website_settings: WebsiteSettings;
}
