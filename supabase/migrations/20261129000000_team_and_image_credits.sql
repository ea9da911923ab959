-- The team on the About page, managed by admins: name, role, the registration a
-- visitor can check on a public register, a photo and who took it. Only published
-- members are shown; an unpublished member's photo is withheld like a draft's cover.
create table team_members (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  role text not null check (length(role) between 1 and 120),
  registration text not null default '' check (length(registration) <= 200),
  bio text not null default '' check (length(bio) <= 600),
  photo_url text,
  photo_credit text not null default '' check (length(photo_credit) <= 200),
  position integer not null default 0,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index team_members_published_idx on team_members (is_published, position, name);
create trigger team_members_updated_at before update on team_members for each row execute function set_updated_at();
alter table team_members enable row level security;

-- Who made a blog cover, or under which licence it is used.
alter table blog_posts add column cover_image_credit text not null default '' check (length(cover_image_credit) <= 200);

-- Serving /files/:id asks whether a post, story or team member withholds that image
-- (app/server/file-visibility.server.ts): one index lookup each, however many there are.
create index team_members_photo_idx on team_members (photo_url) where photo_url is not null;
create index if not exists blog_posts_cover_idx on blog_posts (cover_image_url) where cover_image_url is not null;
create index if not exists visa_successes_photo_idx on visa_successes (photo_url) where photo_url is not null;
