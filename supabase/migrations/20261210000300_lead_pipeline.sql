-- Issue 43: enquiries become leads. Each has an owner (an agent or an admin; none is the
-- front desk), a stage (the status, evolved: 'converted' is Won, 'closed' becomes Lost
-- with a reason), a follow-up day in the firm's zone, and a timeline of what was done.

alter table enquiries add column if not exists owner_id uuid references admin_users (id) on delete set null;
alter table enquiries add column if not exists follow_up_on date;
-- The follow-up day its owner was last reminded of: the claim of the daily job (set with a
-- conditional update, so two instances running it at once remind once); cleared when the day changes.
alter table enquiries add column if not exists follow_up_reminded_on date;
alter table enquiries add column if not exists lost_reason text check (length(lost_reason) <= 1000);

alter table enquiries drop constraint if exists enquiries_status_check;
update enquiries set status = 'lost', lost_reason = coalesce(nullif(lost_reason, ''), 'Closed before leads had stages')
  where status = 'closed';
alter table enquiries add constraint enquiries_status_check
  check (status in ('new', 'contacted', 'consultation_booked', 'proposal_sent', 'converted', 'lost'));
alter table enquiries drop constraint if exists enquiries_lost_reason_check;
alter table enquiries add constraint enquiries_lost_reason_check
  check (status <> 'lost' or length(btrim(coalesce(lost_reason, ''))) > 0);

-- The lists: an owner's leads, follow-ups due first (the agent's list and the admin's owner
-- filter); the admin's "follow-up due" filter and follow-up order; the job's claim.
create index if not exists enquiries_owner_follow_up_idx on enquiries (owner_id, follow_up_on nulls last, created_at desc, id desc);
create index if not exists enquiries_owner_received_idx on enquiries (owner_id, created_at, id);
create index if not exists enquiries_follow_up_idx on enquiries (follow_up_on, id);
create index if not exists enquiries_follow_up_due_idx on enquiries (follow_up_on, id)
  where status in ('new', 'contacted', 'consultation_booked', 'proposal_sent') and follow_up_on is not null;
create index if not exists enquiries_follow_up_unreminded_idx on enquiries (follow_up_on)
  where follow_up_reminded_on is null and owner_id is not null and follow_up_on is not null;

-- The timeline: notes, calls (with their outcome), e-mails and meetings written by staff, and
-- the changes of stage, owner and follow-up recorded as they happen, each with who and when.
-- It stays with the enquiry when it becomes a client (the client's record shows it).
create table if not exists enquiry_activities (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid not null references enquiries (id) on delete cascade,
  actor_id uuid references admin_users (id) on delete set null,
  kind text not null check (kind in ('note', 'call', 'email', 'meeting', 'stage', 'owner', 'follow_up')),
  outcome text check (outcome in ('reached', 'no_answer', 'voicemail', 'wrong_number', 'call_back')),
  body text not null default '' check (length(body) <= 5000),
  from_value text check (length(from_value) <= 200),
  to_value text check (length(to_value) <= 200),
  -- When the meeting or the consultation booked is (not when it was written down).
  happens_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists enquiry_activities_timeline_idx on enquiry_activities (enquiry_id, created_at desc, id desc);
create index if not exists enquiry_activities_actor_idx on enquiry_activities (actor_id) where actor_id is not null;
alter table enquiry_activities enable row level security;

-- The owner's reminder of the day's follow-ups, a notification like the others.
alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'status_changed', 'document_reviewed', 'document_requested', 'message_received',
  'client_assigned', 'document_uploaded', 'stuck_items', 'key_date', 'task_assigned', 'task_due',
  'billing', 'answers_reviewed', 'answers_sent', 'lead_follow_up'));

-- The daily job that reminds them: one a day, however many instances ask.
alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report', 'key_date_alerts',
                  'task_reminders', 'retention', 'backup', 'booking_email', 'billing_email', 'invoice_reminders',
                  'lead_follow_ups'));
create unique index if not exists outbox_one_lead_follow_ups_run_a_day on outbox ((payload ->> 'day'))
  where kind = 'lead_follow_ups';
