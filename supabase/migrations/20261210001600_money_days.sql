-- Issue 44: the money report's sums, kept by the database as money is written.
-- Summing a year of invoices and payments at read time joined each to its invoice and
-- application (20,000 of each a year at 100,000 clients: 350 ms). Here each day keeps, per
-- currency and service, what was invoiced (issued tax invoices, not void, by the day
-- issued), credited (credit notes by the day issued), paid and refunded (by the day
-- received or paid back), in minor units; the report sums a range of days. What is still
-- owed is read from the open invoices (few: invoices_open_idx), as the invoice pages do.
-- An invoice's service is its application's (fixed when the case is opened), else
-- "~consultation" for a booking's fee, else "~other"; a row keeps the service it was
-- counted under.
create table if not exists money_days (
  day date not null,
  currency text not null,
  service text not null,
  invoiced bigint not null default 0,
  credited bigint not null default 0,
  paid bigint not null default 0,
  refunded bigint not null default 0,
  primary key (day, currency, service)
);
alter table money_days enable row level security;

create or replace function money_service(application uuid, booking uuid) returns text language sql stable as $$
  select coalesce((select service_slug from applications where id = application),
    case when booking is not null then '~consultation' else '~other' end)
$$;

-- Adds signed amounts to a day's row (a change made, or taken back).
create or replace function money_days_add(d date, cur text, svc text, inv bigint, cred bigint, pd bigint, refd bigint)
returns void language sql as $$
  insert into money_days as m (day, currency, service, invoiced, credited, paid, refunded)
  values (d, cur, svc, inv, cred, pd, refd)
  on conflict (day, currency, service) do update set
    invoiced = m.invoiced + excluded.invoiced, credited = m.credited + excluded.credited,
    paid = m.paid + excluded.paid, refunded = m.refunded + excluded.refunded
$$;

-- Row triggers: what the row counted before is taken back and what it counts now added.
-- An issued invoice counts (numbered, not void); a draft or a void one does not. Paying an
-- invoice changes its status only, which leaves what it counts as it was.
create or replace function money_days_invoice() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.number is not null and old.status <> 'void' then
    if tg_op = 'UPDATE' and new.number is not null and new.status <> 'void'
      and (old.issued_on, old.currency, old.total_minor, old.application_id, old.booking_id)
        is not distinct from (new.issued_on, new.currency, new.total_minor, new.application_id, new.booking_id) then
      return null;
    end if;
    perform money_days_add(old.issued_on, old.currency, money_service(old.application_id, old.booking_id), -old.total_minor, 0, 0, 0);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.number is not null and new.status <> 'void' then
    perform money_days_add(new.issued_on, new.currency, money_service(new.application_id, new.booking_id), new.total_minor, 0, 0, 0);
  end if;
  return null;
end $$;

-- Credit notes and payments are only ever added; a change or removal is counted all the same.
create or replace function money_days_credit_note() returns trigger language plpgsql as $$
declare
  i record;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select currency, money_service(application_id, booking_id) as service into i from invoices where id = old.invoice_id;
    perform money_days_add(old.issued_on, i.currency, i.service, 0, -old.total_minor, 0, 0);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select currency, money_service(application_id, booking_id) as service into i from invoices where id = new.invoice_id;
    perform money_days_add(new.issued_on, i.currency, i.service, 0, new.total_minor, 0, 0);
  end if;
  return null;
end $$;

create or replace function money_days_payment() returns trigger language plpgsql as $$
declare
  i record;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select currency, money_service(application_id, booking_id) as service into i from invoices where id = old.invoice_id;
    perform money_days_add(old.received_on, i.currency, i.service, 0, 0,
      case when old.kind = 'payment' then -old.amount_minor else 0 end, case when old.kind = 'refund' then -old.amount_minor else 0 end);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select currency, money_service(application_id, booking_id) as service into i from invoices where id = new.invoice_id;
    perform money_days_add(new.received_on, i.currency, i.service, 0, 0,
      case when new.kind = 'payment' then new.amount_minor else 0 end, case when new.kind = 'refund' then new.amount_minor else 0 end);
  end if;
  return null;
end $$;

drop trigger if exists money_days on invoices;
create trigger money_days after insert or update or delete on invoices
  for each row execute function money_days_invoice();
drop trigger if exists money_days on credit_notes;
create trigger money_days after insert or update or delete on credit_notes
  for each row execute function money_days_credit_note();
drop trigger if exists money_days on payments;
create trigger money_days after insert or update or delete on payments
  for each row execute function money_days_payment();

-- Every day counted again from the records in one pass: what this migration fills the table
-- with, and what a bulk load (the scale benchmark's seed) runs after loading with the
-- triggers off.
create or replace function money_days_rebuild() returns void language sql as $$
delete from money_days;
insert into money_days (day, currency, service, invoiced, credited, paid, refunded)
select day, currency, service, sum(invoiced), sum(credited), sum(paid), sum(refunded)
from (
  select issued_on as day, currency, money_service(application_id, booking_id) as service, total_minor as invoiced,
    0 as credited, 0 as paid, 0 as refunded
  from invoices where number is not null and status <> 'void'
  union all
  select n.issued_on, i.currency, money_service(i.application_id, i.booking_id), 0, n.total_minor, 0, 0
  from credit_notes n join invoices i on i.id = n.invoice_id
  union all
  select p.received_on, i.currency, money_service(i.application_id, i.booking_id), 0, 0,
    case when p.kind = 'payment' then p.amount_minor else 0 end, case when p.kind = 'refund' then p.amount_minor else 0 end
  from payments p join invoices i on i.id = p.invoice_id
) c
group by 1, 2, 3;
$$;

select money_days_rebuild();
