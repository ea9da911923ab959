-- One search (issue 43): the header box of the admin and agent portals finds a client, an
-- application, an enquiry or an invoice by what staff type. Exact matches go through
-- b-tree indexes, "contains" through trigram ones, so a search costs what it finds.

-- A passport number typed any way ("x1234567", "X 123 4567"): compared as its letters and
-- digits in capitals, the same expression the search computes (app/server/cases/search.server.ts).
create index if not exists client_profiles_passport_idx
  on client_profiles ((upper(regexp_replace(passport_number, '[^A-Za-z0-9]', '', 'g'))))
  where passport_number is not null;
create index if not exists application_people_passport_idx
  on application_people ((upper(regexp_replace(passport_number, '[^A-Za-z0-9]', '', 'g'))))
  where passport_number is not null;

-- An enquiry by part of its phone number; an invoice by part of its number (its code,
-- "INV/2026-27/0042": an exact code is its unique index's).
create index if not exists enquiries_phone_trgm on enquiries using gin (phone gin_trgm_ops);
create index if not exists invoices_code_trgm on invoices using gin (code gin_trgm_ops);

-- An application's invoices, newest first (its billing panel): read through the whole
-- invoices table until now, noticed when bench/scale/seed.ts gave every client an invoice.
create index if not exists invoices_application_idx on invoices (application_id, issued_on desc, number desc)
  where application_id is not null;
