-- References without a digit cap. lpad(n, 5) also cuts a longer number to five
-- digits, so from the 100,000th application on every new reference repeated an
-- earlier one (A2026-10000 for 100,000 to 100,009) and creating it failed on the
-- unique key. At least five digits now, as many as the number needs; existing
-- references are kept. The sequence stays the one source, so parallel creations
-- still get distinct numbers.
create or replace function next_application_reference() returns text
language sql volatile as $$
  select 'A' || to_char(now(), 'YYYY') || '-' || case when n < 100000 then lpad(n::text, 5, '0') else n::text end
  from (select nextval('application_reference_seq') as n) as next
$$;

alter table applications alter column reference set default next_application_reference();
