-- A task's assignee is reminded once on its due day, by a daily job of the outbox like
-- the key-date alerts; a run missed while the server was down catches up at the next.
alter table tasks add column if not exists reminded_at timestamptz;
create index if not exists tasks_to_remind_idx on tasks (due_on) where completed_at is null and reminded_at is null;

alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'status_changed', 'document_reviewed', 'document_requested', 'message_received',
  'client_assigned', 'document_uploaded', 'stuck_items', 'key_date', 'task_assigned', 'task_due'));

alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report', 'key_date_alerts', 'task_reminders'));
create unique index if not exists outbox_one_task_reminder_run_a_day on outbox ((payload ->> 'day'))
  where kind = 'task_reminders';
