-- Issue 44, the agents' workload report: client messages of a range of dates, read from
-- an index of client messages by their time (the thread index, messages_thread_idx on
-- (application_id, created_at desc, id), then finds each one's next staff message).
create index if not exists messages_from_client_created_idx on messages (created_at) where from_client;
