-- Issue 41 (decision 027): a consultation may carry a fee (billing settings). Booking one
-- issues its invoice at once, payable by UPI before the meeting, to the visitor who
-- booked: an invoice of a booking may have no client account yet (booking_id says whose
-- it is: the booking's e-mail), and neither may its payments. Once the visitor becomes
-- a client, the fee paid is credited once on the first invoice of their agreement
-- (consultation_credited_on; a void invoice gives it back).
alter table invoices alter column client_id drop not null;
alter table invoices add column if not exists booking_id uuid unique references bookings (id);
alter table invoices add constraint invoices_billed_to_someone check (client_id is not null or booking_id is not null);
alter table invoices add column if not exists consultation_credited_on uuid references invoices (id);
create index if not exists invoices_consultation_credit_idx on invoices (consultation_credited_on) where consultation_credited_on is not null;
alter table payments alter column client_id drop not null;
alter table credit_notes alter column client_id drop not null;

-- The accountant's register reads receipts by the day money came in.
create index if not exists payments_received_idx on payments (received_on) where kind = 'payment';
