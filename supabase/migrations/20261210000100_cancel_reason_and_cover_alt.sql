-- Issue 42: a visitor cancelling a consultation confirms it and may say why; the reason
-- they give is kept with the booking and told to its host.
alter table bookings add column if not exists cancel_reason text not null default '';

-- A blog post's cover image has a text alternative (the editor asks for it with the image),
-- shown as the image's alt on the post's page.
alter table blog_posts add column if not exists cover_image_alt text not null default '' check (length(cover_image_alt) <= 300);
