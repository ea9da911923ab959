-- The people on an application (issue 40, decision 025): the main applicant, and a spouse
-- or partner, children, parents or others, each with their own part of the file. The main
-- applicant's name, birth date and passport stay in their client profile (one place to
-- change them); the others' are here. A person with a sign-in of their own has user_id;
-- one without is looked after by the application's client (the main applicant).
create table application_people (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications (id) on delete cascade,
  role text not null check (role in ('main', 'partner', 'child', 'parent', 'other')),
  first_name text not null default '' check (length(first_name) <= 100),
  last_name text not null default '' check (length(last_name) <= 100),
  date_of_birth date,
  nationality text check (length(nationality) <= 100),
  passport_number text check (length(passport_number) <= 30),
  passport_country text check (length(passport_country) <= 100),
  passport_expiry date,
  email text check (length(email) <= 254),
  user_id uuid references admin_users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index application_people_one_main on application_people (application_id) where role = 'main';
create index application_people_application_idx on application_people (application_id, created_at);
-- A sign-in is one person once per application; and "the applications I am on" is one index.
create unique index application_people_user_idx on application_people (user_id, application_id) where user_id is not null;
alter table application_people enable row level security;

-- Who on the application provides a checklist item: the main applicant, each adult, each
-- child, everyone, or any one person (then it is on the main applicant's list).
alter table checklist_items add column applies_to text not null default 'main'
  check (applies_to in ('main', 'each_adult', 'each_child', 'everyone', 'anyone'));
alter table application_items add column person_id uuid references application_people (id) on delete cascade;
create index application_items_person_idx on application_items (person_id) where person_id is not null;

-- Every person needs their own passport and photographs; every adult their police certificate.
update checklist_items set applies_to = 'everyone' where document_type in ('passport', 'photo');
update checklist_items set applies_to = 'each_adult' where document_type = 'police';
update checklist_items set applies_to = 'anyone' where document_type in ('funds', 'relationship', 'itinerary');

-- Every application so far has one person: its client, who provides every item.
insert into application_people (application_id, role, user_id, created_at)
select id, 'main', client_id, created_at from applications;
update application_items i set person_id = p.id
from application_people p where p.application_id = i.application_id and p.role = 'main';
alter table application_items alter column person_id set not null;

-- Every application has its main applicant's row from the moment it exists, however it
-- was made (the app, the seed, an import); an item given to nobody is the main applicant's.
create function application_main_person() returns trigger language plpgsql as $$
begin
  insert into application_people (application_id, role, user_id, created_at)
  select id, 'main', client_id, created_at from new_rows;
  return null;
end $$;
create trigger application_main_person after insert on applications
  referencing new table as new_rows for each statement execute function application_main_person();

create function application_item_person() returns trigger language plpgsql as $$
begin
  if new.person_id is null then
    select id into new.person_id from application_people where application_id = new.application_id and role = 'main';
  end if;
  return new;
end $$;
create trigger application_item_person before insert on application_items
  for each row execute function application_item_person();
