-- An issued tax invoice is a record (CGST Rules, rule 46; kept eight years): once it is
-- numbered, what it says is never changed or deleted — it is corrected by a credit note or
-- made void. Only its state moves: its status, what credit notes took off it, why and when it
-- was made void, the invoice its consultation fee was deducted on, its due date (a paid
-- consultation's is set to the meeting's day as it is issued) and updated_at. This also keeps
-- money_days true: the sums count an invoice under the day, currency and service it was
-- issued with (20261210001600_money_days.sql).
create or replace function invoices_issued_fixed() returns trigger language plpgsql as $$
declare
  moving constant text[] := array['status', 'credited_minor', 'void_reason', 'voided_at', 'consultation_credited_on', 'due_on', 'updated_at'];
begin
  if tg_op = 'DELETE' then
    raise exception 'issued invoice % is never deleted: make it void', old.code using errcode = 'insufficient_privilege';
  end if;
  if (to_jsonb(new) - moving) is distinct from (to_jsonb(old) - moving) then
    raise exception 'issued invoice % is never changed: issue a credit note or make it void', old.code
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end $$;

drop trigger if exists invoices_issued_fixed on invoices;
create trigger invoices_issued_fixed before update or delete on invoices
  for each row when (old.number is not null) execute function invoices_issued_fixed();

-- A payment or refund recorded (with its receipt) and a credit note issued are records too:
-- a mistake is put right by another entry (a refund, a credit note), never by an edit.
create or replace function money_records_fixed() returns trigger language plpgsql as $$
begin
  raise exception '% rows are never changed or deleted: record another entry to correct one', tg_table_name
    using errcode = 'insufficient_privilege';
end $$;

drop trigger if exists payments_fixed on payments;
create trigger payments_fixed before update or delete on payments
  for each row execute function money_records_fixed();
drop trigger if exists credit_notes_fixed on credit_notes;
create trigger credit_notes_fixed before update or delete on credit_notes
  for each row execute function money_records_fixed();
