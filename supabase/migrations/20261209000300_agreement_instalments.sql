-- Issue 41 (decision 027): an agreement's instalments as records, not only words in its
-- text ("₹45,000 on signing"), so each can be invoiced on its own, once: an instalment
-- holds the invoice that bills it (set only where none is, in the transaction that
-- draws the invoice up; a void invoice gives it back). A new version of the agreement
-- starts from the last one's fees and instalments. Agreements drawn up before this keep
-- their instalments in their text only.
create table if not exists agreement_instalments (
  id uuid primary key default gen_random_uuid(),
  agreement_id uuid not null references agreements (id) on delete cascade,
  position smallint not null check (position between 1 and 12),
  label text not null check (length(label) between 1 and 120),
  amount_minor bigint not null check (amount_minor > 0),
  due text not null check (length(due) between 1 and 120),
  invoice_id uuid references invoices (id),
  unique (agreement_id, position)
);
create index if not exists agreement_instalments_invoice_idx on agreement_instalments (invoice_id) where invoice_id is not null;
alter table agreement_instalments enable row level security;
