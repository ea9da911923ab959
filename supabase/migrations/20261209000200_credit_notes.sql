-- Issue 41 (decision 027): credit notes (CGST Act s. 34, CGST Rules r. 53). An issued invoice
-- is corrected by a credit note against it, in full or in part, with its reason, numbered
-- in its own gap-free series ("CN/2026-27/0001"); its tax follows the invoice's place of
-- supply line by line. A credit note is never changed or deleted.
create table if not exists credit_notes (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices (id),
  client_id uuid not null references admin_users (id),
  financial_year text not null check (financial_year ~ '^\d{4}-\d{2}$'),
  number integer not null check (number > 0),
  code text not null unique check (length(code) between 1 and 16),
  issued_on date not null,
  reason text not null check (length(reason) between 3 and 500),
  taxable_minor bigint not null check (taxable_minor >= 0),
  cgst_minor bigint not null default 0 check (cgst_minor >= 0),
  sgst_minor bigint not null default 0 check (sgst_minor >= 0),
  igst_minor bigint not null default 0 check (igst_minor >= 0),
  disbursements_minor bigint not null default 0 check (disbursements_minor >= 0),
  total_minor bigint not null,
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (financial_year, number),
  constraint credit_notes_total check (
    total_minor = taxable_minor + cgst_minor + sgst_minor + igst_minor + disbursements_minor and total_minor > 0)
);
create index if not exists credit_notes_invoice_idx on credit_notes (invoice_id, created_at);
create index if not exists credit_notes_client_idx on credit_notes (client_id, issued_on);
create index if not exists credit_notes_issued_idx on credit_notes (issued_on, number);

create table if not exists credit_note_lines (
  credit_note_id uuid not null references credit_notes (id) on delete cascade,
  invoice_line_id uuid not null references invoice_lines (id),
  amount_minor bigint not null check (amount_minor > 0),
  cgst_minor bigint not null default 0 check (cgst_minor >= 0),
  sgst_minor bigint not null default 0 check (sgst_minor >= 0),
  igst_minor bigint not null default 0 check (igst_minor >= 0),
  primary key (credit_note_id, invoice_line_id)
);
create index if not exists credit_note_lines_line_idx on credit_note_lines (invoice_line_id);

alter table credit_notes enable row level security;
alter table credit_note_lines enable row level security;

