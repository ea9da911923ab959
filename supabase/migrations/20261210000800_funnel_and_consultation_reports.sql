-- Issue 44: the reports "From enquiry to visa" (funnel) and "Consultations".
-- The funnel reads the enquiries received in a range (enquiries_received_idx, or
-- enquiries_owner_received_idx for an agent) and, for each, whether its timeline ever
-- moved it to Consultation booked: a small index of those moves alone.
create index if not exists enquiry_activities_consultation_idx on enquiry_activities (enquiry_id)
  where kind = 'stage' and to_value = 'consultation_booked';
-- Whose application was ever granted (even if closed since): the moves to Granted alone.
create index if not exists application_events_granted_idx on application_events (application_id) where to_status = 'granted';
-- Consultations by the month they start, cancelled ones too (the existing indexes hold confirmed ones only).
create index if not exists bookings_starts_idx on bookings (starts_at);
create index if not exists bookings_host_starts_idx on bookings (host_id, starts_at);
-- Whether a consultation's visitor became a client: a won lead with the booking's e-mail.
create index if not exists enquiries_converted_email_idx on enquiries (lower(email)) where converted_client_id is not null;
