-- Work on an application waits for its signed service agreement (issue 22). Applications
-- opened before agreements existed are not held back (false); the admin's form opens new
-- ones with the rule on. An admin may waive it with a reason, kept in the history.
alter table applications add column if not exists agreement_required boolean not null default false;

-- Clients are told when an agreement waits for their signature and when an invoice is sent.
alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'status_changed', 'document_reviewed', 'document_requested', 'message_received',
  'client_assigned', 'document_uploaded', 'stuck_items', 'key_date', 'task_assigned', 'task_due',
  'billing'));

-- A first template, so an agreement can be drawn up on a new install; the firm edits it.
insert into agreement_templates (title, body)
select 'Service agreement', $tpl$# Service agreement

**Date:** {{date}}

This agreement is between **{{firm_name}}** ("we") and **{{client_name}}** ("you").

## What we will do

We will advise you on, prepare and lodge your application for:

{{services}}

We give advice and prepare your application; the decision on it is made by the government
authority alone. We cannot promise any outcome, processing time or result.

## Our fees

{{fees}}

Our fees are before GST, which is added on each invoice at the rate in force (18 % today),
unless the service is an export of services, which is zero-rated. Government fees, medical
examinations, police certificates, translations and courier costs are not in our fees unless
listed above, and are paid by you.

## How you pay

{{instalments}}

## Refunds

Our refund policy applies:

{{refund_terms}}

## Your part

You will give us complete, true and current information and documents, and tell us at once
when anything changes. An application built on false information can be refused and can bar
you from applying again.

## Ending this agreement

Either of us may end this agreement in writing. Fees for work already done stay payable;
anything more you paid is refunded as set out above.

By signing you confirm you have read this agreement and agree to it.
$tpl$
where not exists (select 1 from agreement_templates);

-- The invoices list filtered by status, in its order (issued, newest first).
create index if not exists invoices_status_list_idx on invoices (status, issued_on desc, number desc);
