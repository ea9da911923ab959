-- Initial schema. Every portal user lives in admin_users (the spec's name), with a
-- role. Passwords are stored only as hashes. Row Level Security is on with no
-- policies on every table: Supabase's REST API sees nothing even if a key leaks;
-- the app connects as the table owner from the server only.

create or replace function set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table if not exists admin_users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  full_name text not null check (length(full_name) between 1 and 200),
  role text not null check (role in ('admin', 'agent', 'client')),
  is_active boolean not null default true,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint admin_users_email_lower check (email = lower(email) and email like '%_@_%'),
  constraint admin_users_password_hashed check (password_hash ~ '^\$(argon2id|2[aby])\$')
);
create unique index if not exists admin_users_email_key on admin_users (email);
create index if not exists admin_users_role_idx on admin_users (role);

create table if not exists user_sessions (
  id text primary key,
  user_id uuid not null references admin_users (id) on delete cascade,
  authenticated_at timestamptz not null default now(),
  revoked_at timestamptz,
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
create index if not exists user_sessions_user_idx on user_sessions (user_id);

create table if not exists agent_profiles (
  user_id uuid primary key references admin_users (id) on delete cascade,
  phone text,
  job_title text,
  languages text,
  bio text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists client_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references admin_users (id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  profile_completion_percentage integer not null default 0
    check (profile_completion_percentage between 0 and 100),
  phone text,
  date_of_birth date,
  nationality text,
  country_of_residence text,
  city text,
  address text,
  marital_status text,
  passport_number text,
  passport_expiry date,
  destination_country text,
  visa_interest text,
  education_level text,
  education_details text,
  work_experience_years integer check (work_experience_years between 0 and 70),
  work_experience_details text,
  english_test text,
  english_test_score text,
  assigned_agent_id uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists client_profiles_agent_idx on client_profiles (assigned_agent_id);

create table if not exists applications (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  client_id uuid not null references admin_users (id) on delete cascade,
  service_slug text not null,
  destination_country text not null,
  status text not null default 'enquiry' check (status in (
    'enquiry', 'assessment', 'documents_pending', 'ready_to_lodge', 'lodged',
    'additional_info_requested', 'granted', 'refused', 'withdrawn', 'closed')),
  assigned_agent_id uuid references admin_users (id) on delete set null,
  government_reference text,
  lodged_on date,
  decided_on date,
  status_changed_at timestamptz not null default now(),
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists applications_client_idx on applications (client_id);
create index if not exists applications_agent_idx on applications (assigned_agent_id);
create index if not exists applications_status_idx on applications (status);

create table if not exists application_events (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications (id) on delete cascade,
  actor_id uuid references admin_users (id) on delete set null,
  from_status text,
  to_status text not null,
  note text,
  created_at timestamptz not null default now()
);
create index if not exists application_events_app_idx on application_events (application_id, created_at);

-- Uploaded bytes. Kept in the database by default so every instance sees them;
-- with Supabase Storage configured, data is null and storage_key points there.
create table if not exists files (
  id uuid primary key default gen_random_uuid(),
  visibility text not null check (visibility in ('public', 'private')),
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  sha256 text not null,
  original_name text,
  storage text not null default 'database' check (storage in ('database', 'supabase')),
  storage_key text,
  data bytea,
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now()
);

create table if not exists documents (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references admin_users (id) on delete cascade,
  application_id uuid references applications (id) on delete set null,
  document_type text not null,
  file_id uuid not null references files (id),
  status text not null default 'uploaded' check (status in ('uploaded', 'approved', 'needs_revision')),
  review_reason text,
  reviewed_by uuid references admin_users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists documents_client_idx on documents (client_id);
create index if not exists documents_application_idx on documents (application_id);

create table if not exists document_reads (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references documents (id) on delete cascade,
  user_id uuid references admin_users (id) on delete set null,
  read_at timestamptz not null default now()
);
create index if not exists document_reads_document_idx on document_reads (document_id, read_at);

create table if not exists blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(title) between 1 and 200),
  excerpt text not null default '',
  body_markdown text not null default '',
  cover_image_url text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  author_id uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_published_has_date check (status = 'draft' or published_at is not null)
);
create index if not exists blog_posts_published_idx on blog_posts (status, published_at desc);

create table if not exists testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  country text not null default '',
  visa_type text not null default '',
  quote text not null check (length(quote) between 1 and 2000),
  video_url text,
  rating smallint check (rating between 1 and 5),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists visa_successes (
  id uuid primary key default gen_random_uuid(),
  display_name text not null check (length(display_name) between 1 and 120),
  country text not null,
  visa_type text not null,
  granted_on date,
  photo_url text,
  story text not null default '',
  consent_to_publish boolean not null default false,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A story is public only with the client's consent.
  constraint visa_successes_consent check (not is_published or consent_to_publish)
);

create table if not exists website_settings (
  setting_key text primary key,
  setting_value text not null default '',
  setting_type text not null default 'text',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null,
  phone text not null default '',
  destination_country text not null default '',
  service_slug text not null default '',
  message text not null default '',
  consent boolean not null check (consent),
  status text not null default 'new' check (status in ('new', 'contacted', 'converted', 'closed')),
  converted_client_id uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists enquiries_created_idx on enquiries (created_at desc);
create index if not exists enquiries_status_idx on enquiries (status);

-- Failed and successful sign-ins, for rate limiting across instances.
create table if not exists login_attempts (
  id bigint generated always as identity primary key,
  email text not null,
  ip text not null,
  succeeded boolean not null,
  created_at timestamptz not null default now()
);
create index if not exists login_attempts_email_idx on login_attempts (email, created_at);
create index if not exists login_attempts_ip_idx on login_attempts (ip, created_at);

do $$
declare t text;
begin
  foreach t in array array['admin_users', 'agent_profiles', 'client_profiles', 'applications',
    'documents', 'blog_posts', 'testimonials', 'visa_successes', 'website_settings', 'enquiries']
  loop
    execute format('create or replace trigger %I_updated_at before update on %I for each row execute function set_updated_at()', t, t);
  end loop;
  foreach t in array array['admin_users', 'user_sessions', 'agent_profiles', 'client_profiles',
    'applications', 'application_events', 'files', 'documents', 'document_reads', 'blog_posts',
    'testimonials', 'visa_successes', 'website_settings', 'enquiries', 'login_attempts']
  loop
    execute format('alter table %I enable row level security', t);
  end loop;
end;
$$;
