-- Converting a database of the old app, whose admin_users kept passwords in a
-- plain-text "password" column. Where that column exists, each password becomes a
-- bcrypt hash (pgcrypto, cost 12) and the plain text is dropped; the app verifies
-- such hashes and re-hashes them to argon2id at the next sign-in. On a new
-- database this does nothing, and the next migration creates the tables.
create extension if not exists pgcrypto;

do $$
begin
  if exists (
    select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = 'admin_users' and column_name = 'password'
  ) then
    alter table admin_users add column if not exists password_hash text;
    update admin_users set password_hash = crypt(password, gen_salt('bf', 12))
      where password is not null and password <> '';
    -- Accounts with no password at all cannot sign in until an admin sets one.
    update admin_users set password_hash = '$2a$12$' || repeat('.', 53)
      where password_hash is null;
    alter table admin_users drop column password;
    alter table admin_users alter column password_hash set not null;
    update admin_users set email = lower(trim(email));
    alter table admin_users add column if not exists is_active boolean not null default true;
    alter table admin_users add column if not exists last_login_at timestamptz;
    alter table admin_users add column if not exists created_at timestamptz not null default now();
    alter table admin_users add column if not exists updated_at timestamptz not null default now();
  end if;
end;
$$;

-- The old client_profiles held only names and a completion figure: add the rest.
do $$
begin
  if to_regclass('client_profiles') is not null then
    alter table client_profiles
      add column if not exists phone text,
      add column if not exists date_of_birth date,
      add column if not exists nationality text,
      add column if not exists country_of_residence text,
      add column if not exists city text,
      add column if not exists address text,
      add column if not exists marital_status text,
      add column if not exists passport_number text,
      add column if not exists passport_expiry date,
      add column if not exists destination_country text,
      add column if not exists visa_interest text,
      add column if not exists education_level text,
      add column if not exists education_details text,
      add column if not exists work_experience_years integer,
      add column if not exists work_experience_details text,
      add column if not exists english_test text,
      add column if not exists english_test_score text,
      add column if not exists assigned_agent_id uuid,
      add column if not exists created_at timestamptz not null default now(),
      add column if not exists updated_at timestamptz not null default now();
  end if;
end;
$$;
