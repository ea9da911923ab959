-- Issue 19: what waits on an agent reads their caseload's files waiting for review
-- from an index of waiting files per client (the firm-wide waiting index walks every
-- client's uploads in date order; the per-client index reads every file of each).
create index if not exists documents_waiting_by_client_idx on documents (client_id, created_at) where status = 'uploaded';
