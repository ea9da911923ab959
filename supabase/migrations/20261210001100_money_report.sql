-- Issue 44: the money report reads refunds by the day they were paid back (payments
-- already has payments_received_idx for payments); credit notes and invoices by their
-- day have credit_notes_issued_idx and invoices_list_idx / invoices_status_list_idx.
create index if not exists payments_refunded_idx on payments (received_on) where kind = 'refund';
