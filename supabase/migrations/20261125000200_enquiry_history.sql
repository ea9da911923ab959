-- An enquiry keeps its history after it becomes a client: the page the visitor
-- wrote from, and when and by whom it was converted (the message stays as it was).
alter table enquiries add column if not exists source_page text
  check (source_page like '/%' and length(source_page) <= 300);
alter table enquiries add column if not exists converted_at timestamptz;
alter table enquiries add column if not exists converted_by uuid references admin_users (id) on delete set null;
create index if not exists enquiries_converted_client_idx on enquiries (converted_client_id) where converted_client_id is not null;
