-- Human-friendly application references (A2026-00001), unique and never reused.
create sequence if not exists application_reference_seq;
alter table applications
  alter column reference set default
    'A' || to_char(now(), 'YYYY') || '-' || lpad(nextval('application_reference_seq')::text, 5, '0');
