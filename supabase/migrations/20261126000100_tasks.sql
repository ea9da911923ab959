-- Tasks of an application: a title, an optional due date, and who does it (a staff
-- member or the client). Completing one is an entry of the application's history.
create table tasks (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  due_on date,
  assignee_id uuid references admin_users (id) on delete set null,
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  completed_by uuid references admin_users (id) on delete set null
);
create index tasks_application_idx on tasks (application_id, created_at);
create index tasks_open_by_assignee_idx on tasks (assignee_id, due_on) where completed_at is null;
create index tasks_open_due_idx on tasks (due_on) where completed_at is null; -- overdue tasks, for the stuck report
alter table tasks enable row level security;

-- A history entry that is not a move between statuses (a task done) says what it was.
alter table application_events add column if not exists summary text;

alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'status_changed', 'document_reviewed', 'document_requested', 'message_received',
  'client_assigned', 'document_uploaded', 'stuck_items', 'key_date', 'task_assigned'));
