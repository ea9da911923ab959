-- Questionnaires (issue 40, decision 025): a visa type's template, versioned (a new
-- version leaves answered ones on theirs); each person's answers by section, with a
-- state and a log of every change made after a section was first sent.
create table questionnaire_templates (
  id uuid primary key default gen_random_uuid(),
  service_slug text not null,
  version integer not null check (version >= 1),
  body jsonb not null, -- app/lib/cases/questionnaire.ts templateSchema
  created_by uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (service_slug, version)
);
alter table questionnaire_templates enable row level security;

create table questionnaire_answers (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications (id) on delete cascade,
  person_id uuid not null references application_people (id) on delete cascade,
  template_id uuid not null references questionnaire_templates (id),
  section_key text not null,
  answers jsonb not null, -- { fields: {key: value}, rows: [{key: value}] }
  state text not null default 'draft' check (state in ('draft', 'sent', 'change_asked', 'accepted')),
  review_note text check (length(review_note) <= 2000),
  sent_at timestamptz,
  reviewed_by uuid references admin_users (id) on delete set null,
  reviewed_at timestamptz,
  updated_by uuid references admin_users (id) on delete set null,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (person_id, section_key)
);
create index questionnaire_answers_application_idx on questionnaire_answers (application_id, state);
alter table questionnaire_answers enable row level security;

create table questionnaire_changes (
  id uuid primary key default gen_random_uuid(),
  answer_id uuid not null references questionnaire_answers (id) on delete cascade,
  changed_by uuid references admin_users (id) on delete set null,
  before jsonb not null,
  after jsonb not null,
  created_at timestamptz not null default now()
);
create index questionnaire_changes_answer_idx on questionnaire_changes (answer_id, created_at desc);
alter table questionnaire_changes enable row level security;

-- Answers lock from Ready to lodge on; an admin may open them again, with a reason kept
-- in the history, until the application next moves to Ready to lodge.
alter table applications add column answers_unlocked boolean not null default false;

-- The person answering hears that a section was accepted or needs a change; the agent,
-- that a section was sent.
alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'status_changed', 'document_reviewed', 'document_requested', 'message_received',
  'client_assigned', 'document_uploaded', 'stuck_items', 'key_date', 'task_assigned', 'task_due',
  'billing', 'answers_reviewed', 'answers_sent'));
