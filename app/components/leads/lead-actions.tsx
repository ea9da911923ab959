import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/cases/people";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import type { FormFailure } from "~/lib/http/form-failure";
import { ENQUIRY_STATUS_LABELS, MANUAL_ENQUIRY_STATUSES, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { ACTIVITY_LABELS, CALL_OUTCOME_LABELS, CALL_OUTCOMES, WRITTEN_ACTIVITY_KINDS } from "~/lib/leads/lead-activities";

type LeadState = { status: EnquiryStatus; owner_id: string | null; follow_up_on: string | null; lost_reason: string | null };
type Staff = { id: string; full_name: string; role: string };

/** The forms of a lead's page (plain forms: they work without JavaScript). `staff`: who it can be given to (the admin's page). */
export function LeadActions({ lead, staff, failure }: { lead: LeadState; staff?: Staff[]; failure?: FormFailure | null }) {
  const mine = (intent: string) => (failure?.values.intent === intent ? failure : null);
  const won = lead.status === "converted";
  return (
    <section className="space-y-5 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="work-h">
      <h2 id="work-h" className="font-semibold text-slate-900">
        Work the lead
      </h2>
      <FormAlert message={failure?.formError} />
      {won ? null : (
        <>
          {staff ? (
            <OwnerForm lead={lead} staff={staff} failure={mine("owner")} />
          ) : (
            <Form method="post">
              <input type="hidden" name="ownerId" value="" />
              <SubmitButton intent="owner" tone="secondary">
                Hand back to the front desk
              </SubmitButton>
            </Form>
          )}
          <StageForm lead={lead} failure={mine("stage")} />
          <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
            <Field
              label="Follow up on"
              name="followUpOn"
              type="date"
              hint="A day in the firm's time zone; its owner is reminded that morning."
              defaultValue={mine("follow-up")?.values.followUpOn ?? lead.follow_up_on ?? ""}
              errors={mine("follow-up")?.fieldErrors.followUpOn}
            />
            <SubmitButton intent="follow-up" tone="secondary">
              Save follow-up
            </SubmitButton>
            {lead.follow_up_on ? (
              <button type="submit" name="clear" value="1" className="btn-secondary">
                Clear
              </button>
            ) : null}
          </Form>
        </>
      )}
      <ActivityForm failure={mine("activity")} />
    </section>
  );
}

function OwnerForm({ lead, staff, failure }: { lead: LeadState; staff: Staff[]; failure: FormFailure | null }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
      <SelectField
        label="Owner"
        name="ownerId"
        defaultValue={failure?.values.ownerId ?? lead.owner_id ?? ""}
        errors={failure?.fieldErrors.ownerId}
        options={[
          { value: "", label: "Front desk (nobody yet)" },
          ...staff.map((s) => ({ value: s.id, label: `${s.full_name} (${s.role === "admin" ? "admin" : "agent"})` })),
        ]}
      />
      <SubmitButton intent="owner" tone="secondary">
        Give the lead
      </SubmitButton>
    </Form>
  );
}

function StageForm({ lead, failure }: { lead: LeadState; failure: FormFailure | null }) {
  const e = failure?.fieldErrors ?? {};
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" noValidate>
      <SelectField
        label="Stage"
        name="stage"
        defaultValue={failure?.values.stage ?? lead.status}
        errors={e.stage}
        options={MANUAL_ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }))}
      />
      <Field
        label="Consultation on (when booked)"
        name="consultationAt"
        type="datetime-local"
        hint="The firm's time; written into the timeline."
        defaultValue={failure?.values.consultationAt ?? ""}
        errors={e.consultationAt}
      />
      <Field
        label="Why it was lost (when lost)"
        name="lostReason"
        className="sm:col-span-2"
        maxLength={1000}
        defaultValue={failure?.values.lostReason ?? lead.lost_reason ?? ""}
        errors={e.lostReason}
      />
      <div>
        <SubmitButton intent="stage" tone="secondary">
          Save stage
        </SubmitButton>
      </div>
    </Form>
  );
}

function ActivityForm({ failure }: { failure: FormFailure | null }) {
  const e = failure?.fieldErrors ?? {};
  return (
    <Form method="post" className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2" noValidate>
      <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">Log a call or note</h3>
      <SelectField
        label="What it was"
        name="kind"
        defaultValue={failure?.values.kind ?? "call"}
        errors={e.kind}
        options={WRITTEN_ACTIVITY_KINDS.map((k) => ({ value: k, label: ACTIVITY_LABELS[k] }))}
      />
      <SelectField
        label="Outcome (of a call)"
        name="outcome"
        defaultValue={failure?.values.outcome ?? ""}
        errors={e.outcome}
        options={[{ value: "", label: "—" }, ...CALL_OUTCOMES.map((o) => ({ value: o, label: CALL_OUTCOME_LABELS[o] }))]}
      />
      <TextAreaField
        label="What was said or done"
        name="body"
        rows={3}
        maxLength={5000}
        className="sm:col-span-2"
        defaultValue={failure?.values.body ?? ""}
        errors={e.body}
      />
      <div>
        <SubmitButton intent="activity" tone="secondary">
          Log it
        </SubmitButton>
      </div>
    </Form>
  );
}
