-- Issue 22: invoices and payments. Money is kept in minor units (paise, cents) as
-- bigint, never as a float. An invoice is numbered when it is made, from a counter per
-- financial year taken in the same transaction: a transaction that fails takes its
-- number back with it, so the numbers have no gaps (a sequence would leave some). An
-- invoice is never deleted: a wrong one is void, with the reason.
create table if not exists invoice_counters (
  financial_year text primary key check (financial_year ~ '^\d{4}-\d{2}$'),
  last_number integer not null check (last_number > 0)
);

create table if not exists invoices (
  id uuid primary key default gen_random_uuid(),
  financial_year text not null check (financial_year ~ '^\d{4}-\d{2}$'),
  number integer not null check (number > 0),
  -- What the client reads: "INV/2026-27/0001" (India's GST rules: at most 16 characters, unique per year).
  code text not null unique check (length(code) between 1 and 16),
  client_id uuid not null references admin_users (id),
  application_id uuid references applications (id),
  status text not null default 'draft' check (status in ('draft', 'sent', 'part_paid', 'paid', 'void')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Tax as basis points (1800 = 18 %); 'zero_rated' is an export of services (0 %, said on the invoice).
  tax_mode text not null check (tax_mode in ('gst', 'zero_rated')),
  tax_rate_bp integer not null check (tax_rate_bp between 0 and 10000),
  subtotal_minor bigint not null check (subtotal_minor >= 0),
  tax_minor bigint not null check (tax_minor >= 0),
  total_minor bigint not null check (total_minor = subtotal_minor + tax_minor),
  issued_on date not null,
  due_on date not null check (due_on >= issued_on),
  notes text not null default '' check (length(notes) <= 2000),
  void_reason text check (void_reason is null or length(void_reason) between 1 and 500),
  voided_at timestamptz,
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_number_per_year unique (financial_year, number),
  constraint invoices_void_has_reason check ((status = 'void') = (void_reason is not null))
);
create index if not exists invoices_client_idx on invoices (client_id, issued_on desc, number desc);
create index if not exists invoices_list_idx on invoices (issued_on desc, number desc);
create index if not exists invoices_open_idx on invoices (due_on) where status in ('sent', 'part_paid');

create table if not exists invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices (id) on delete cascade,
  position smallint not null check (position between 1 and 100),
  description text not null check (length(description) between 1 and 300),
  quantity integer not null check (quantity between 1 and 10000),
  unit_minor bigint not null check (unit_minor >= 0),
  amount_minor bigint not null check (amount_minor = quantity * unit_minor),
  unique (invoice_id, position)
);

create table if not exists payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices (id),
  client_id uuid not null references admin_users (id),
  -- A refund is money paid back under the refund policy: a negative entry of the statement.
  kind text not null check (kind in ('payment', 'refund')),
  method text not null check (method in ('bank_transfer', 'upi', 'card', 'cash')),
  reference text not null default '' check (length(reference) <= 120),
  amount_minor bigint not null check (amount_minor > 0),
  received_on date not null,
  note text not null default '' check (length(note) <= 500),
  recorded_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index if not exists payments_invoice_idx on payments (invoice_id, received_on);
create index if not exists payments_client_idx on payments (client_id, received_on desc);

alter table invoice_counters enable row level security;
alter table invoices enable row level security;
alter table invoice_lines enable row level security;
alter table payments enable row level security;
