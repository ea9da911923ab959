-- Issue 42 (decision 028): a granted application becomes a success story only with its
-- client's consent. Its agent (or an admin) asks; the client sees exactly what would be
-- published, chooses how they are named, writes their own words, may add a photo, and
-- agrees or declines; they may withdraw later, which unpublishes it at once. Each answer
-- is kept with the exact text shown and its SHA-256. Stories typed by an admin before
-- this have no application (application_id null) and keep their old consent tick.
alter table visa_successes
  add column if not exists application_id uuid unique references applications (id) on delete cascade,
  add column if not exists client_id uuid references admin_users (id) on delete cascade,
  add column if not exists requested_by uuid references admin_users (id) on delete set null,
  add column if not exists requested_at timestamptz,
  add column if not exists consent_state text check (consent_state in ('asked', 'agreed', 'declined', 'withdrawn')),
  add column if not exists consent_answered_at timestamptz,
  -- What the client agreed to: the exact text shown, and its SHA-256 (hex).
  add column if not exists consent_text text,
  add column if not exists consent_sha256 text check (consent_sha256 ~ '^[0-9a-f]{64}$'),
  add column if not exists name_form text not null default 'first_name' check (name_form in ('first_name', 'initials')),
  -- From the application's lodgement to its grant, in whole months (null: never lodged).
  add column if not exists months_taken integer check (months_taken >= 0);

-- A story of an application carries its client and a consent state; an old one neither.
alter table visa_successes add constraint visa_successes_linked
  check ((application_id is null) = (consent_state is null) and (application_id is null) = (client_id is null));
-- For a story of an application the consent flag is its client's answer, nothing else,
-- so the existing rule (published only with consent) holds for it too.
alter table visa_successes add constraint visa_successes_consent_is_answer
  check (application_id is null or consent_to_publish = (consent_state = 'agreed'));
alter table visa_successes add constraint visa_successes_agreed_on_record
  check (consent_state is distinct from 'agreed' or (consent_text is not null and consent_sha256 is not null and consent_answered_at is not null));

create index if not exists visa_successes_client_idx on visa_successes (client_id) where client_id is not null;
-- The admin's review list: consented stories not yet published.
create index if not exists visa_successes_review_idx on visa_successes (consent_answered_at) where consent_state = 'agreed' and not is_published;

-- Every answer the client gave, never changed: agreed, declined or withdrawn, with the
-- exact text they were shown and its SHA-256, and when.
create table if not exists story_consents (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references visa_successes (id) on delete cascade,
  client_id uuid not null references admin_users (id) on delete cascade,
  answer text not null check (answer in ('agreed', 'declined', 'withdrawn')),
  shown_text text not null,
  shown_sha256 text not null check (shown_sha256 ~ '^[0-9a-f]{64}$'),
  answered_at timestamptz not null default now()
);
create index if not exists story_consents_story_idx on story_consents (story_id, answered_at);
alter table story_consents enable row level security;
