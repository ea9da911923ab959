-- Staff ask a client for a document (a new bank statement, a document the visa
-- type's checklist does not list). The request shows in the client's checklist and
-- "your turn" until a file of that kind is uploaded after it.
create table document_requests (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications(id) on delete cascade,
  document_type text not null,
  note text,
  requested_by uuid references admin_users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index document_requests_application_idx on document_requests (application_id, created_at desc);
alter table document_requests enable row level security;
