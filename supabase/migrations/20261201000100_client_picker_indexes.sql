-- The client picker (new application) shows the newest active clients, or those
-- matching a search in name order, ten at a time: each order read from an index, so
-- the page costs the same at 100,000 clients as at 100 (issue 19).
create index if not exists admin_users_newest_idx on admin_users (role, is_active, created_at desc, id);
create index if not exists admin_users_by_name_idx on admin_users (role, is_active, full_name, id);
