-- Issue 22: service agreements. Staff keep templates (Markdown with {{fields}}); an
-- agreement is a template filled in for one application, kept as the exact text the
-- client reads. Signing records the typed name, the time, the address, the browser and
-- the SHA-256 of that text. A signed version never changes: a change is a new version,
-- signed again (the earlier one is superseded, and kept).
create table if not exists agreement_templates (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  body text not null check (length(body) between 1 and 100000),
  is_active boolean not null default true,
  updated_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists agreements (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications (id),
  client_id uuid not null references admin_users (id),
  version integer not null check (version > 0),
  template_id uuid references agreement_templates (id) on delete set null,
  title text not null check (length(title) between 1 and 200),
  -- The document as the client reads and signs it, byte for byte.
  body text not null check (length(body) between 1 and 200000),
  body_sha256 text not null check (body_sha256 ~ '^[0-9a-f]{64}$'),
  -- The fees it fixes, for invoices: [{ "description", "amountMinor" }], and their currency.
  fees jsonb not null default '[]'::jsonb,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'awaiting_signature' check (status in ('awaiting_signature', 'signed', 'superseded')),
  signed_name text check (signed_name is null or length(signed_name) between 1 and 200),
  signed_at timestamptz,
  signed_ip text check (signed_ip is null or length(signed_ip) <= 64),
  signed_user_agent text check (signed_user_agent is null or length(signed_user_agent) <= 500),
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (application_id, version),
  -- A signature is whole (name and time together); signed means signed, awaiting means not yet.
  constraint agreements_signature_whole check ((signed_at is null) = (signed_name is null)),
  constraint agreements_signed_has_signature check (status <> 'signed' or signed_at is not null),
  constraint agreements_awaiting_unsigned check (status <> 'awaiting_signature' or signed_at is null)
);
-- One version of an application's agreement is current (awaiting signature or signed).
-- At most one version waits for a signature and one is signed: the signed one stays in
-- force until a newer version is signed (then it is superseded).
create unique index if not exists agreements_one_awaiting on agreements (application_id) where status = 'awaiting_signature';
create unique index if not exists agreements_one_signed on agreements (application_id) where status = 'signed';
create index if not exists agreements_client_idx on agreements (client_id, created_at desc);

alter table agreement_templates enable row level security;
alter table agreements enable row level security;
