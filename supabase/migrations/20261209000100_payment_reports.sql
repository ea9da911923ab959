-- Issue 41 (decision 027): a client says "I have paid, here is the UTR"; the accounts person
-- confirms it (it becomes a payment, with its receipt) or rejects it with a reason. A
-- UTR is taken once per method while its report stands (a rejected one frees it), so two
-- reports of one transfer — a double click, two tabs, two people of a family — make one.
create table if not exists payment_reports (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices (id),
  client_id uuid not null references admin_users (id),
  reported_by uuid references admin_users (id) on delete set null,
  method text not null check (method in ('upi', 'bank_transfer')),
  -- The UTR (UPI: 12 digits; NEFT 16 and RTGS 22 characters), upper case, no spaces.
  reference text not null check (reference ~ '^[A-Z0-9]{12,22}$'),
  amount_minor bigint not null check (amount_minor > 0),
  paid_on date not null,
  screenshot_id uuid references files (id) on delete set null,
  note text not null default '' check (length(note) <= 500),
  status text not null default 'waiting' check (status in ('waiting', 'confirmed', 'rejected')),
  reject_reason text check (reject_reason is null or length(reject_reason) between 3 and 500),
  payment_id uuid references payments (id),
  decided_by uuid references admin_users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  constraint payment_reports_decided check ((status = 'waiting') = (decided_at is null)),
  constraint payment_reports_rejected_reason check ((status = 'rejected') = (reject_reason is not null)),
  constraint payment_reports_confirmed_payment check ((status = 'confirmed') = (payment_id is not null))
);
create unique index if not exists payment_reports_reference_idx on payment_reports (method, reference) where status <> 'rejected';
create index if not exists payment_reports_waiting_idx on payment_reports (created_at) where status = 'waiting';
create index if not exists payment_reports_invoice_idx on payment_reports (invoice_id, created_at desc);
alter table payment_reports enable row level security;

-- Receipts: each payment received gets one, numbered in its own gap-free series
-- ("RCT/2026-27/0001") in the transaction that records it.
alter table payments add column if not exists receipt_code text unique check (receipt_code is null or length(receipt_code) <= 16);
alter table payments add constraint payments_receipt_of_payment check (receipt_code is null or kind = 'payment');

-- The e-mails of billing: receipts, a report rejected, reminders of unpaid invoices.
alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report', 'key_date_alerts',
                  'task_reminders', 'retention', 'backup', 'booking_email', 'billing_email', 'invoice_reminders'));

-- Reminders of unpaid invoices: one row per invoice and step (days after the due date, as
-- the settings say), written with the e-mail it sends, so each step reminds once however
-- many instances run the day's job; the e-mail is composed when sent and says nothing once
-- the invoice is paid or credited.
create table if not exists invoice_reminders (
  invoice_id uuid not null references invoices (id) on delete cascade,
  step smallint not null check (step between 1 and 365),
  sent_on date not null,
  primary key (invoice_id, step)
);
alter table invoice_reminders enable row level security;
create unique index if not exists outbox_one_invoice_reminder_run_a_day on outbox ((payload ->> 'day'))
  where kind = 'invoice_reminders';
