-- Issue 44: where a visit came from, kept with the enquiry or booking sent in it (no cookie,
-- no third-party script; nothing is kept for a visitor who sends no form). The first page of
-- the visit on this site (path and query), the host of the site that sent the visitor (the
-- host only, never the whole address), and the visit's utm_* tags, cleaned to [a-z0-9._-].
-- The enquiries report reads them by the existing index of enquiries' created_at
-- (enquiries_received_idx; an agent's slice enquiries_owner_received_idx).

alter table enquiries add column if not exists landing_page text check (length(landing_page) <= 300);
alter table enquiries add column if not exists referrer_host text check (length(referrer_host) <= 253);
alter table enquiries add column if not exists utm_source text check (length(utm_source) <= 100);
alter table enquiries add column if not exists utm_medium text check (length(utm_medium) <= 100);
alter table enquiries add column if not exists utm_campaign text check (length(utm_campaign) <= 100);

alter table bookings add column if not exists landing_page text check (length(landing_page) <= 300);
alter table bookings add column if not exists referrer_host text check (length(referrer_host) <= 253);
alter table bookings add column if not exists utm_source text check (length(utm_source) <= 100);
alter table bookings add column if not exists utm_medium text check (length(utm_medium) <= 100);
alter table bookings add column if not exists utm_campaign text check (length(utm_campaign) <= 100);
