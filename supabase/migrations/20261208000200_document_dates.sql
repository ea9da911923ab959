-- Documents that stay valid (issue 40): the date that matters for a document whose use runs
-- out (a passport's expiry, the day of a language test, a police certificate's issue, a
-- medical examination), the planned lodgement the checks count to, and a key date that
-- follows each such item by itself.
alter table applications add column planned_lodgement_on date;
alter table documents add column dated_on date;

alter table key_dates drop constraint if exists key_dates_kind_check;
alter table key_dates add constraint key_dates_kind_check check (kind in (
  'passport_expiry', 'visa_expiry', 'biometrics', 'medicals', 'lodgement_deadline', 'other', 'document_usable_until'));
-- One key date per checklist item, moved when a newer copy is uploaded.
alter table key_dates add column item_id uuid references application_items (id) on delete cascade;
create unique index key_dates_item_idx on key_dates (item_id) where item_id is not null;
-- The applications with a planned lodgement, in that order (the dashboards' passport check).
create index applications_planned_lodgement_idx on applications (planned_lodgement_on, id) where planned_lodgement_on is not null;
