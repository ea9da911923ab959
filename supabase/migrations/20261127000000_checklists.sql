-- Checklists per visa type (a service of the catalogue), edited by admins: each item
-- has a name, help for the client, required or optional, and who provides it. An
-- application copies its type's checklist when it is opened; staff may add items to
-- one application or mark one not applicable, with a reason. An item holds several
-- files (documents.item_id); its state is derived from them (app/lib/document-checklists.ts).
create table checklist_items (
  id uuid primary key default gen_random_uuid(),
  service_slug text not null,
  position integer not null,
  name text not null check (length(name) between 1 and 200),
  help_text text not null default '' check (length(help_text) <= 2000),
  required boolean not null default true,
  provided_by text not null default 'client' check (provided_by in ('client', 'firm', 'third_party')),
  document_type text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index checklist_items_service_idx on checklist_items (service_slug, position);
alter table checklist_items enable row level security;

create table application_items (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references applications (id) on delete cascade,
  position integer not null,
  name text not null check (length(name) between 1 and 200),
  help_text text not null default '' check (length(help_text) <= 2000),
  required boolean not null default true,
  provided_by text not null default 'client' check (provided_by in ('client', 'firm', 'third_party')),
  document_type text,
  added_by uuid references admin_users (id) on delete set null, -- null: copied from the checklist
  created_at timestamptz not null default now(),
  not_applicable_reason text check (length(not_applicable_reason) <= 1000),
  not_applicable_by uuid references admin_users (id) on delete set null,
  not_applicable_at timestamptz,
  check ((not_applicable_reason is null) = (not_applicable_at is null))
);
create index application_items_application_idx on application_items (application_id, position);
alter table application_items enable row level security;

alter table documents add column item_id uuid references application_items (id) on delete set null;
create index documents_item_idx on documents (item_id, created_at);
alter table document_requests add column item_id uuid references application_items (id) on delete cascade;
create index document_requests_item_idx on document_requests (item_id, created_at desc);

-- An admin's move past the checklist gate says why.
alter table application_events add column override_reason text;

-- The checklists the catalogue's visa types had in code until now.
insert into checklist_items (service_slug, position, name, help_text, required, provided_by, document_type) values
  ('australia-permanent-residency', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('australia-permanent-residency', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('australia-permanent-residency', 3, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('australia-permanent-residency', 4, 'Skills assessment or credential evaluation', 'The outcome letter of your skills assessment or credential evaluation (for example an ECA, or the assessing authority''s letter for Australia).', true, 'third_party', 'skills_assessment'),
  ('australia-permanent-residency', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('australia-permanent-residency', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('australia-permanent-residency', 7, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('australia-permanent-residency', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('australia-student-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('australia-student-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('australia-student-visa', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('australia-student-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('australia-student-visa', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('australia-student-visa', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('australia-student-visa', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('australia-visitor-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('australia-visitor-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('australia-visitor-visa', 3, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('australia-visitor-visa', 4, 'Travel plan and bookings', 'Your travel plan: dates, places and bookings (flights, hotels). Bookings you can cancel are fine until the visa is granted.', false, 'client', 'itinerary'),
  ('australia-visitor-visa', 5, 'Proof of current job, business or studies', 'A letter from your employer granting leave, or your business registration, or a letter from your school or university, showing you will return.', true, 'client', 'employment_proof'),
  ('australia-work-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('australia-work-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('australia-work-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('australia-work-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('australia-work-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('australia-work-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('australia-work-visa', 7, 'Job offer or certificate of sponsorship', 'The job offer or contract from your employer, or the certificate of sponsorship number and its details.', true, 'third_party', 'job_offer'),
  ('australia-work-visa', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('australia-work-visa-482', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('australia-work-visa-482', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('australia-work-visa-482', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('australia-work-visa-482', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('australia-work-visa-482', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('australia-work-visa-482', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('australia-work-visa-482', 7, 'Job offer or certificate of sponsorship', 'The job offer or contract from your employer, or the certificate of sponsorship number and its details.', true, 'third_party', 'job_offer'),
  ('australia-work-visa-482', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('austria-job-seeker-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('austria-job-seeker-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('austria-job-seeker-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('austria-job-seeker-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('austria-job-seeker-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('austria-job-seeker-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('austria-job-seeker-visa', 7, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('business-immigration', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('business-immigration', 2, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('business-immigration', 3, 'Business plan and evidence of investment funds', 'Your business plan and evidence of the funds you will invest and where they come from.', true, 'client', 'business_plan'),
  ('business-immigration', 4, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('business-immigration', 5, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('canada-business-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('canada-business-visa', 2, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('canada-business-visa', 3, 'Business plan and evidence of investment funds', 'Your business plan and evidence of the funds you will invest and where they come from.', true, 'client', 'business_plan'),
  ('canada-business-visa', 4, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('canada-business-visa', 5, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('canada-permanent-residency', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('canada-permanent-residency', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('canada-permanent-residency', 3, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('canada-permanent-residency', 4, 'Skills assessment or credential evaluation', 'The outcome letter of your skills assessment or credential evaluation (for example an ECA, or the assessing authority''s letter for Australia).', true, 'third_party', 'skills_assessment'),
  ('canada-permanent-residency', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('canada-permanent-residency', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('canada-permanent-residency', 7, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('canada-permanent-residency', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('canada-student-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('canada-student-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('canada-student-visa', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('canada-student-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('canada-student-visa', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('canada-student-visa', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('canada-student-visa', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('canada-visitor-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('canada-visitor-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('canada-visitor-visa', 3, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('canada-visitor-visa', 4, 'Travel plan and bookings', 'Your travel plan: dates, places and bookings (flights, hotels). Bookings you can cancel are fine until the visa is granted.', false, 'client', 'itinerary'),
  ('canada-visitor-visa', 5, 'Proof of current job, business or studies', 'A letter from your employer granting leave, or your business registration, or a letter from your school or university, showing you will return.', true, 'client', 'employment_proof'),
  ('canada-work-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('canada-work-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('canada-work-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('canada-work-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('canada-work-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('canada-work-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('canada-work-visa', 7, 'Job offer or certificate of sponsorship', 'The job offer or contract from your employer, or the certificate of sponsorship number and its details.', true, 'third_party', 'job_offer'),
  ('canada-work-visa', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('family-visas', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('family-visas', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('family-visas', 3, 'Proof of relationship (marriage certificate, photos, joint documents)', 'Your marriage certificate, or evidence of the relationship: photos together over time, joint accounts or bills, messages.', true, 'client', 'relationship'),
  ('family-visas', 4, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('family-visas', 5, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('germany-opportunity-card', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('germany-opportunity-card', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('germany-opportunity-card', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('germany-opportunity-card', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('germany-opportunity-card', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('germany-opportunity-card', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('germany-opportunity-card', 7, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('portugal-job-seeker-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('portugal-job-seeker-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('portugal-job-seeker-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('portugal-job-seeker-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('portugal-job-seeker-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('portugal-job-seeker-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('portugal-job-seeker-visa', 7, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('schengen-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('schengen-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('schengen-visa', 3, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('schengen-visa', 4, 'Travel plan and bookings', 'Your travel plan: dates, places and bookings (flights, hotels). Bookings you can cancel are fine until the visa is granted.', false, 'client', 'itinerary'),
  ('schengen-visa', 5, 'Proof of current job, business or studies', 'A letter from your employer granting leave, or your business registration, or a letter from your school or university, showing you will return.', true, 'client', 'employment_proof'),
  ('study-in-australia', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('study-in-australia', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('study-in-australia', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('study-in-australia', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('study-in-australia', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('study-in-australia', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('study-in-australia', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('study-in-canada', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('study-in-canada', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('study-in-canada', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('study-in-canada', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('study-in-canada', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('study-in-canada', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('study-in-canada', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('study-in-ireland', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('study-in-ireland', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('study-in-ireland', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('study-in-ireland', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('study-in-ireland', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('study-in-ireland', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('study-in-ireland', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('study-in-uk', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('study-in-uk', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('study-in-uk', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('study-in-uk', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('study-in-uk', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('study-in-uk', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('study-in-uk', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('study-in-usa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('study-in-usa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('study-in-usa', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('study-in-usa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('study-in-usa', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('study-in-usa', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('study-in-usa', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('sweden-job-seeker-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('sweden-job-seeker-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('sweden-job-seeker-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('sweden-job-seeker-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('sweden-job-seeker-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('sweden-job-seeker-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('sweden-job-seeker-visa', 7, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('travel-visas', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('travel-visas', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('travel-visas', 3, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('travel-visas', 4, 'Travel plan and bookings', 'Your travel plan: dates, places and bookings (flights, hotels). Bookings you can cancel are fine until the visa is granted.', false, 'client', 'itinerary'),
  ('travel-visas', 5, 'Proof of current job, business or studies', 'A letter from your employer granting leave, or your business registration, or a letter from your school or university, showing you will return.', true, 'client', 'employment_proof'),
  ('uk-healthcare-worker-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('uk-healthcare-worker-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('uk-healthcare-worker-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('uk-healthcare-worker-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('uk-healthcare-worker-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('uk-healthcare-worker-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('uk-healthcare-worker-visa', 7, 'Job offer or certificate of sponsorship', 'The job offer or contract from your employer, or the certificate of sponsorship number and its details.', true, 'third_party', 'job_offer'),
  ('uk-healthcare-worker-visa', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('uk-skilled-worker-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('uk-skilled-worker-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('uk-skilled-worker-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('uk-skilled-worker-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('uk-skilled-worker-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('uk-skilled-worker-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('uk-skilled-worker-visa', 7, 'Job offer or certificate of sponsorship', 'The job offer or contract from your employer, or the certificate of sponsorship number and its details.', true, 'third_party', 'job_offer'),
  ('uk-skilled-worker-visa', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('uk-study-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('uk-study-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('uk-study-visa', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('uk-study-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('uk-study-visa', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('uk-study-visa', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('uk-study-visa', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement'),
  ('uk-visitor-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('uk-visitor-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('uk-visitor-visa', 3, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('uk-visitor-visa', 4, 'Travel plan and bookings', 'Your travel plan: dates, places and bookings (flights, hotels). Bookings you can cancel are fine until the visa is granted.', false, 'client', 'itinerary'),
  ('uk-visitor-visa', 5, 'Proof of current job, business or studies', 'A letter from your employer granting leave, or your business registration, or a letter from your school or university, showing you will return.', true, 'client', 'employment_proof'),
  ('usa-b1b2-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('usa-b1b2-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('usa-b1b2-visa', 3, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('usa-b1b2-visa', 4, 'Travel plan and bookings', 'Your travel plan: dates, places and bookings (flights, hotels). Bookings you can cancel are fine until the visa is granted.', false, 'client', 'itinerary'),
  ('usa-b1b2-visa', 5, 'Proof of current job, business or studies', 'A letter from your employer granting leave, or your business registration, or a letter from your school or university, showing you will return.', true, 'client', 'employment_proof'),
  ('usa-h1b-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('usa-h1b-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('usa-h1b-visa', 3, 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client', 'cv'),
  ('usa-h1b-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('usa-h1b-visa', 5, 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client', 'experience'),
  ('usa-h1b-visa', 6, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('usa-h1b-visa', 7, 'Job offer or certificate of sponsorship', 'The job offer or contract from your employer, or the certificate of sponsorship number and its details.', true, 'third_party', 'job_offer'),
  ('usa-h1b-visa', 8, 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party', 'police'),
  ('usa-study-visa', 1, 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client', 'passport'),
  ('usa-study-visa', 2, 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client', 'photo'),
  ('usa-study-visa', 3, 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party', 'admission'),
  ('usa-study-visa', 4, 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client', 'education'),
  ('usa-study-visa', 5, 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party', 'english'),
  ('usa-study-visa', 6, 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client', 'funds'),
  ('usa-study-visa', 7, 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client', 'statement');

-- Every application gets its type's checklist, as of when it was opened.
insert into application_items (application_id, position, name, help_text, required, provided_by, document_type, created_at)
select a.id, c.position, c.name, c.help_text, c.required, c.provided_by, c.document_type, a.created_at
from applications a
join checklist_items c on c.service_slug = a.service_slug;

-- What staff asked for, or a client uploaded, outside the checklist becomes an item of its own.
with kinds (document_type, name, help_text, required, provided_by) as (values
  ('passport', 'Passport (photo page and all stamped pages)', 'A clear scan of the photo page and of every page with a stamp or a visa. It should be valid for the whole planned stay and some months beyond.', true, 'client'),
  ('photo', 'Passport-style photograph', 'A recent colour photograph on a plain light background, face uncovered, taken in the last six months.', true, 'client'),
  ('cv', 'CV or résumé', 'Your current CV, with each job''s dates, employer and duties.', false, 'client'),
  ('education', 'Degree certificates and transcripts', 'Each degree or diploma certificate with its transcript (mark sheets). Add a certified translation of anything not in English.', true, 'client'),
  ('experience', 'Employment reference letters', 'A letter from each employer on letterhead: your job title, dates, hours a week, salary and main duties, signed by a manager or HR.', true, 'client'),
  ('english', 'English test result', 'The result of an approved English test (for example IELTS, PTE or TOEFL), with the test report number. Results usually count for two years.', true, 'third_party'),
  ('funds', 'Bank statements or proof of funds', 'Bank statements for the last months, showing your name, the account number and the balance. Upload one file a month if that is how your bank gives them.', true, 'client'),
  ('admission', 'Offer or admission letter', 'The offer or admission letter from your university or college (for Canada, the letter of acceptance; for the UK, the CAS; for Australia, the CoE; for the USA, the I-20).', true, 'third_party'),
  ('job_offer', 'Job offer or certificate of sponsorship', 'The job offer or contract from your employer, or the certificate of sponsorship number and its details.', true, 'third_party'),
  ('skills_assessment', 'Skills assessment or credential evaluation', 'The outcome letter of your skills assessment or credential evaluation (for example an ECA, or the assessing authority''s letter for Australia).', true, 'third_party'),
  ('police', 'Police clearance certificate', 'A police clearance certificate from each country where you lived for the period the visa asks about. In India, apply through Passport Seva.', true, 'third_party'),
  ('itinerary', 'Travel plan and bookings', 'Your travel plan: dates, places and bookings (flights, hotels). Bookings you can cancel are fine until the visa is granted.', false, 'client'),
  ('employment_proof', 'Proof of current job, business or studies', 'A letter from your employer granting leave, or your business registration, or a letter from your school or university, showing you will return.', true, 'client'),
  ('relationship', 'Proof of relationship (marriage certificate, photos, joint documents)', 'Your marriage certificate, or evidence of the relationship: photos together over time, joint accounts or bills, messages.', true, 'client'),
  ('business_plan', 'Business plan and evidence of investment funds', 'Your business plan and evidence of the funds you will invest and where they come from.', true, 'client'),
  ('statement', 'Statement of purpose', 'Your statement of purpose, in your own words: why this course, this place and what you will do after. We review it with you.', true, 'client')
), extra as (
  select application_id, document_type, min(created_at) as created_at from (
    select application_id, document_type, created_at from document_requests
    union all
    select application_id, document_type, created_at from documents where application_id is not null
  ) asked
  where not exists (
    select 1 from application_items i where i.application_id = asked.application_id and i.document_type = asked.document_type)
  group by application_id, document_type
)
insert into application_items (application_id, position, name, help_text, required, provided_by, document_type, created_at)
select e.application_id, 100 + row_number() over (partition by e.application_id order by e.created_at),
  coalesce(k.name, e.document_type), coalesce(k.help_text, ''), coalesce(k.required, true), coalesce(k.provided_by, 'client'),
  e.document_type, e.created_at
from extra e left join kinds k on k.document_type = e.document_type;

update documents d set item_id = i.id
from application_items i
where i.application_id = d.application_id and i.document_type = d.document_type;

update document_requests r set item_id = i.id
from application_items i
where i.application_id = r.application_id and i.document_type = r.document_type;
