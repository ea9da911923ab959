-- A key date's time (the firm's wall-clock time, in its time zone) and where or how it
-- happens (an appointment's centre and address, "by video"), both optional: what the
-- client needs to turn up.
alter table key_dates add column if not exists at_time time;
alter table key_dates add column if not exists place text check (length(place) <= 300);

-- Profiles made by staff with the new-client form stored 0 % complete whatever they held
-- (the form's phone, nationality, destination and visa were not counted): each profile's
-- percentage again, from its 19 fields, as profileCompletion (app/lib/cases/profile-completion.ts) counts them.
update client_profiles set profile_completion_percentage = round(100.0 * num_nonnulls(
  nullif(trim(first_name::text), ''),
  nullif(trim(last_name::text), ''),
  nullif(trim(date_of_birth::text), ''),
  nullif(trim(nationality::text), ''),
  nullif(trim(marital_status::text), ''),
  nullif(trim(phone::text), ''),
  nullif(trim(country_of_residence::text), ''),
  nullif(trim(city::text), ''),
  nullif(trim(address::text), ''),
  nullif(trim(passport_number::text), ''),
  nullif(trim(passport_expiry::text), ''),
  nullif(trim(education_level::text), ''),
  nullif(trim(education_details::text), ''),
  nullif(trim(work_experience_years::text), ''),
  nullif(trim(work_experience_details::text), ''),
  nullif(trim(english_test::text), ''),
  nullif(trim(english_test_score::text), ''),
  nullif(trim(destination_country::text), ''),
  nullif(trim(visa_interest::text), '')
) / 19);
