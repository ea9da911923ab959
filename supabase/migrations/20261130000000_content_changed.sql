-- Every change to what the public site shows (posts, testimonials, success stories,
-- the team, the website's settings) tells every instance at commit: NOTIFY
-- content_changed. Each instance LISTENs (app/server/change-sync.server.ts) and drops
-- its settings cache and its cache of rendered pages (app/server/render-cache.js), so
-- an edit made through one instance is served by all of them at once. A trigger, not
-- a call in each save function: no write path (an admin form, the seed, a script on
-- the same database) can forget it.
create or replace function notify_content_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('content_changed', TG_TABLE_NAME);
  return null;
end
$$;

create trigger blog_posts_content_changed after insert or update or delete or truncate on blog_posts
  for each statement execute function notify_content_changed();
create trigger testimonials_content_changed after insert or update or delete or truncate on testimonials
  for each statement execute function notify_content_changed();
create trigger visa_successes_content_changed after insert or update or delete or truncate on visa_successes
  for each statement execute function notify_content_changed();
create trigger team_members_content_changed after insert or update or delete or truncate on team_members
  for each statement execute function notify_content_changed();
create trigger website_settings_content_changed after insert or update or delete or truncate on website_settings
  for each statement execute function notify_content_changed();
