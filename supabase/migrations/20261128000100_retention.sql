-- The daily deletions the privacy policy promises (app/server/jobs/retention.server.ts),
-- a job of the outbox like the others: one a day.
alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('enquiry_notification', 'account_email', 'notification', 'digest', 'stuck_report', 'key_date_alerts', 'task_reminders', 'retention'));
create unique index if not exists outbox_one_retention_run_a_day on outbox ((payload ->> 'day'))
  where kind = 'retention';
create index if not exists attempts_created_idx on attempts (created_at);
create index if not exists enquiries_updated_idx on enquiries (updated_at) where status <> 'converted';

-- No placeholder social links: a network's bare home page is not the firm's page.
update website_settings set setting_value = ''
  where setting_key in ('facebook_url', 'twitter_url', 'instagram_url', 'linkedin_url', 'youtube_url')
    and setting_value ~* '^https?://[^/]+/?$';
