-- Lists that cost the same at any size (issue 19). Every order a list offers is
-- read from an index in that order (the sort column, then the id that breaks ties),
-- and every filter it offers leads an index that continues in the default order, so
-- a page of 20 reads about 20 rows whether the firm has a thousand clients or
-- 100,000. Searches ("contains", ILIKE '%…%') go through trigram indexes (pg_trgm,
-- on PostgreSQL and on the embedded database). Single-column indexes that a new
-- one starts with are dropped: the new one serves their lookups too.
create extension if not exists pg_trgm;

-- Clients (admin_users with role 'client'), newest first by default; by name, by e-mail.
create index if not exists admin_users_created_idx on admin_users (role, created_at, id);
create index if not exists admin_users_name_idx on admin_users (role, lower(full_name), id);
create index if not exists admin_users_email_sort_idx on admin_users (role, email, id);
drop index if exists admin_users_role_idx;
create index if not exists admin_users_name_trgm on admin_users using gin (full_name gin_trgm_ops);
create index if not exists admin_users_email_trgm on admin_users using gin (email gin_trgm_ops);
create index if not exists client_profiles_phone_trgm on client_profiles using gin (phone gin_trgm_ops);

-- Applications, most recently updated first by default; each filter, then that order.
create index if not exists applications_updated_idx on applications (updated_at, id);
create index if not exists applications_status_updated_idx on applications (status, updated_at, id);
create index if not exists applications_country_updated_idx on applications (destination_country, updated_at, id);
create index if not exists applications_service_updated_idx on applications (service_slug, updated_at, id);
create index if not exists applications_agent_updated_idx on applications (assigned_agent_id, updated_at, id);
drop index if exists applications_status_idx;
-- A client's applications, and the clients filter "has an application in this status".
create index if not exists applications_client_status_idx on applications (client_id, status);
drop index if exists applications_client_idx;
drop index if exists applications_agent_idx;
create index if not exists applications_reference_trgm on applications using gin (reference gin_trgm_ops);

-- The dashboards' latest moves (events without a summary are status changes).
create index if not exists application_events_moves_idx on application_events (created_at) where summary is null;

-- Enquiries, newest first by default; by name; by status then newest.
create index if not exists enquiries_received_idx on enquiries (created_at, id);
create index if not exists enquiries_name_idx on enquiries (name, id);
create index if not exists enquiries_status_received_idx on enquiries (status, created_at, id);
drop index if exists enquiries_created_idx;
drop index if exists enquiries_status_idx;
create index if not exists enquiries_name_trgm on enquiries using gin (name gin_trgm_ops);
create index if not exists enquiries_email_trgm on enquiries using gin (email gin_trgm_ops);
create index if not exists enquiries_message_trgm on enquiries using gin (message gin_trgm_ops);
-- An agent's caseload: their clients' ids read from the index alone (dashboard, lists).
create index if not exists client_profiles_caseload_idx on client_profiles (assigned_agent_id, user_id);
drop index if exists client_profiles_agent_idx;
-- The clients filter "No agent".
create index if not exists client_profiles_unassigned_idx on client_profiles (user_id) where assigned_agent_id is null;
-- The clients filter "Invited" (no password chosen yet: few at any time), newest first.
create index if not exists admin_users_invited_idx on admin_users (role, created_at, id) where password_hash is null;
