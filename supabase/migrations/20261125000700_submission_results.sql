-- A form that creates something (a client, an application, a post) remembers where
-- it leads: a second copy of the same submission goes to the record the first made.
alter table submission_keys add column if not exists result text;
