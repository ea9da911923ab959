-- Issue 42: a visitor cancelling a consultation confirms it and may say why; the reason
-- they give is kept with the booking and told to its host.
alter table bookings add column if not exists cancel_reason text not null default '';
