-- Issue 41 (decision 027): GST tax invoices. An invoice is a draft (editable, no number)
-- until it is issued: issuing takes the year's next number in the same transaction, and
-- keeps what both parties were then (names, addresses, states, GSTINs), so the invoice
-- reads the same whatever the settings or the client's profile become. Lines are
-- services (taxed), disbursements paid as the client's pure agent (not taxed, printed
-- apart) or adjustments (a fee already billed, credited). Tax follows the place of supply:
-- CGST + SGST within the firm's state, IGST between states, none on an export under LUT.

-- One counter per series and financial year: invoices, credit notes, receipts.
alter table invoice_counters add column if not exists series text not null default 'INV';
alter table invoice_counters drop constraint if exists invoice_counters_series_check;
alter table invoice_counters add constraint invoice_counters_series_check check (series in ('INV', 'CN', 'RCPT'));
alter table invoice_counters drop constraint if exists invoice_counters_pkey;
alter table invoice_counters add primary key (series, financial_year);

-- Drafts have no number yet; invoices made before this kept theirs.
alter table invoices alter column financial_year drop not null;
alter table invoices alter column number drop not null;
alter table invoices alter column code drop not null;
alter table invoices add constraint invoices_number_whole
  check ((number is null) = (code is null) and (number is null) = (financial_year is null));
alter table invoices add constraint invoices_issued_numbered check (number is not null or status in ('draft', 'void'));

alter table invoices add column if not exists supply_type text not null default 'intra_state'
  check (supply_type in ('intra_state', 'inter_state', 'export'));
alter table invoices add column if not exists place_of_supply text not null default '' check (length(place_of_supply) <= 120);
alter table invoices add column if not exists disbursements_minor bigint not null default 0 check (disbursements_minor >= 0);
alter table invoices add column if not exists cgst_minor bigint not null default 0 check (cgst_minor >= 0);
alter table invoices add column if not exists sgst_minor bigint not null default 0 check (sgst_minor >= 0);
alter table invoices add column if not exists igst_minor bigint not null default 0 check (igst_minor >= 0);
-- Who was billed, as typed on the draft (name, address, country, state code, GSTIN), and the
-- firm as it was when issued (legal name, address, GSTIN, state, LUT): the tax invoice's parties.
alter table invoices add column if not exists buyer jsonb not null default '{}'::jsonb;
alter table invoices add column if not exists seller jsonb;
alter table invoices add column if not exists credited_minor bigint not null default 0 check (credited_minor >= 0);

-- The invoices made before: 18 % GST within the firm's state, split in two halves.
update invoices set cgst_minor = tax_minor / 2, sgst_minor = tax_minor - tax_minor / 2 where tax_minor > 0 and cgst_minor = 0;
update invoices set supply_type = 'export' where tax_mode = 'zero_rated';

-- The old "total = subtotal + tax" check was named by PostgreSQL (it spans columns): found by its text.
do $$
declare c record;
begin
  for c in
    select conname from pg_constraint
    where conrelid = 'invoices'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) like '%total_minor = (subtotal_minor + tax_minor)%'
  loop
    execute format('alter table invoices drop constraint %I', c.conname);
  end loop;
end $$;
alter table invoices add constraint invoices_tax_parts check (tax_minor = cgst_minor + sgst_minor + igst_minor);
alter table invoices add constraint invoices_total_parts check (total_minor = subtotal_minor + tax_minor + disbursements_minor);
alter table invoices add constraint invoices_credit_within check (credited_minor <= total_minor);

-- 'credited': issued, then credited in full by credit notes (nothing is owed, nothing was paid).
alter table invoices drop constraint if exists invoices_status_check;
alter table invoices add constraint invoices_status_check
  check (status in ('draft', 'sent', 'part_paid', 'paid', 'credited', 'void'));

create index if not exists invoices_drafts_idx on invoices (created_at desc) where status = 'draft';

alter table invoice_lines add column if not exists kind text not null default 'service'
  check (kind in ('service', 'disbursement', 'adjustment'));
-- The service's SAC code (a service line's), or whom a disbursement was paid to.
alter table invoice_lines add column if not exists sac_code text check (sac_code is null or sac_code ~ '^\d{4,8}$');
alter table invoice_lines add column if not exists paid_to text check (paid_to is null or length(paid_to) between 1 and 200);
alter table invoice_lines add column if not exists tax_rate_bp integer not null default 0 check (tax_rate_bp between 0 and 10000);
alter table invoice_lines add column if not exists cgst_minor bigint not null default 0;
alter table invoice_lines add column if not exists sgst_minor bigint not null default 0;
alter table invoice_lines add column if not exists igst_minor bigint not null default 0;
update invoice_lines l set tax_rate_bp = i.tax_rate_bp from invoices i where i.id = l.invoice_id and l.tax_rate_bp = 0;
alter table invoice_lines drop constraint if exists invoice_lines_unit_minor_check;
alter table invoice_lines add constraint invoice_lines_sign check ((kind = 'adjustment') = (unit_minor < 0));
alter table invoice_lines add constraint invoice_lines_disbursement_untaxed
  check (kind <> 'disbursement' or (tax_rate_bp = 0 and cgst_minor = 0 and sgst_minor = 0 and igst_minor = 0 and paid_to is not null));

-- What the firm's reminders and receipts need of a payment later (issue 41 items 4–6), and a
-- card gateway's own id when one is added: a payment is kept once per provider reference.
alter table payments add column if not exists source text not null default 'staff'
  check (source in ('staff', 'client_report', 'gateway'));
alter table payments add column if not exists gateway_payment_id text check (gateway_payment_id is null or length(gateway_payment_id) <= 120);
create unique index if not exists payments_gateway_idx on payments (gateway_payment_id) where gateway_payment_id is not null;
