-- Each morning admins are told what is stuck: documents waiting for review and
-- client messages unanswered for more than a few days. The report is a job of the
-- outbox, one per day of the firm's calendar (the unique index), whatever the
-- number of instances; each admin gets it as a notice of the kind 'stuck_items'.
alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'status_changed', 'document_reviewed', 'document_requested', 'message_received',
  'client_assigned', 'document_uploaded', 'stuck_items'));

alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report'));
create unique index if not exists outbox_one_stuck_report_a_day on outbox ((payload ->> 'day'))
  where kind = 'stuck_report';

-- Documents waiting for review, oldest first, without reading the reviewed ones.
create index if not exists documents_waiting_review_idx on documents (created_at) where status = 'uploaded';
