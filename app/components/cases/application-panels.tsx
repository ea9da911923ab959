import { Form, useNavigation } from "@remix-run/react";
import { agreementGates, GATED_STATUSES, STATUS_LABELS, TRANSITIONS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { formatDateTime } from "~/lib/ui/format";
import { useResetOnSuccess } from "~/lib/ui/use-reset-on-success";
import { OnceKey } from "../ui/once-key";
import type { FormFailure } from "~/lib/http/form-failure";
import { Field, FormAlert, SelectField, TextAreaField } from "../ui/forms";
import { StatusBadge } from "./status-badge";

/** Moves an application to one of the statuses the workflow allows next (admin and agent pages). */
export function StatusChangeForm({
  status,
  failure,
  hidden,
  canOverride = false,
  agreementPending = false,
}: {
  status: ApplicationStatus;
  failure?: FormFailure | null;
  /** Extra fields the action needs (e.g. which application, on a page with several). */
  hidden?: Record<string, string>;
  /** An admin may move past the checklist gate, with a reason. */
  canOverride?: boolean;
  /** The client has not signed the service agreement yet (moves past the first statuses wait). */
  agreementPending?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const formRef = useResetOnSuccess("status");
  const next = TRANSITIONS[status];
  const gated = next.filter((s) => GATED_STATUSES.includes(s) || (agreementPending && agreementGates(s)));
  const mine = failure?.values.intent === "status" ? failure : null;
  if (!next.length) {
    // Closed meanwhile (in another tab, by someone else): say why the change was refused, and keep the note.
    return (
      <div className="space-y-3">
        <FormAlert message={mine?.formError} />
        <p className="text-sm text-slate-600">This application is closed; its status cannot change.</p>
        {[mine?.values.note, mine?.values.clientNote].filter(Boolean).map((n) => (
          <p key={n} className="whitespace-pre-wrap text-sm text-slate-700">{`Your note was not saved: ${n}`}</p>
        ))}
      </div>
    );
  }
  return (
    <Form ref={formRef} method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="status" />
      <OnceKey />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert message={mine?.formError} />
      <SelectField
        label="Move to"
        name="to"
        defaultValue={mine?.values.to ?? ""}
        errors={mine?.fieldErrors.to}
        options={[{ value: "", label: "Choose the next status…" }, ...next.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
      />
      <TextAreaField
        label="Note for staff only"
        hint="Seen by agents and admins in the history; never shown or sent to the client."
        name="note"
        rows={2}
        defaultValue={mine?.values.note ?? ""}
        errors={mine?.fieldErrors.note}
      />
      <TextAreaField
        label="Note for the client"
        hint="Shown in the client's portal and e-mailed to them with the new status."
        name="clientNote"
        rows={2}
        defaultValue={mine?.values.clientNote ?? ""}
        errors={mine?.fieldErrors.clientNote}
      />
      {canOverride && gated.length ? (
        <TextAreaField
          label="Reason to override the checklist or the agreement (admins)"
          hint={`Only if you move to "${gated.map((s) => STATUS_LABELS[s]).join('" or "')}" while ${agreementPending ? "the service agreement is not signed or " : ""}required items are not done. Recorded in the history.`}
          name="override"
          rows={2}
          defaultValue={mine?.values.override ?? ""}
          errors={mine?.fieldErrors.override}
        />
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        Change status
      </button>
    </Form>
  );
}

export type HistoryEvent = {
  id: string;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  /** Staff only: null on the client's pages. */
  note: string | null;
  client_note: string | null;
  /** An entry that is not a move (a task done): what it was. */
  summary?: string | null;
  /** Staff only: an admin moved it past the checklist gate, and why. */
  override_reason?: string | null;
  created_at: string | Date;
  actor_name: string | null;
};

/** The status history, newest first. Clients see what happened and when, not which staff member. */
export function ApplicationHistory({ events, showActors = true }: { events: HistoryEvent[]; showActors?: boolean }) {
  return (
    <ol className="space-y-4" aria-label="Status history">
      {events.map((e) => (
        <li key={e.id} className="border-l-2 border-brand-100 pl-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {e.summary ? (
              <span className="font-medium text-slate-900">{e.summary}</span>
            ) : e.from_status ? (
              <>
                <StatusBadge status={e.from_status} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">to</span>
              </>
            ) : null}
            {e.summary ? null : <StatusBadge status={e.to_status} />}
          </div>
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={new Date(e.created_at).toISOString()}>{formatDateTime(e.created_at)}</time>
            {showActors ? ` · ${e.actor_name ?? "System"}` : null}
          </p>
          {showActors ? (
            <>
              {e.override_reason ? (
                <p
                  className="mt-1 whitespace-pre-wrap text-sm font-medium text-red-900"
                  data-override
                >{`Overridden: ${e.override_reason}`}</p>
              ) : null}
              {e.note ? <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">{`Staff only: ${e.note}`}</p> : null}
              {e.client_note && !e.summary ? (
                <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">{`To the client: ${e.client_note}`}</p>
              ) : null}
            </>
          ) : e.client_note && !e.summary ? (
            <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">{e.client_note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The planned lodgement date: documents must still be usable on it (agent's page; the admin's is in the details). */
export function PlannedLodgementForm({
  applicationId,
  value,
  failure,
}: {
  applicationId: string;
  value: string | null;
  failure?: FormFailure | null;
}) {
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-2" noValidate>
      <input type="hidden" name="intent" value="lodgement" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <Field
        id={`lodgement-${applicationId}`}
        label="Planned lodgement date"
        name="plannedLodgementOn"
        type="date"
        defaultValue={failure?.values.plannedLodgementOn ?? value ?? ""}
        errors={failure?.fieldErrors.plannedLodgementOn}
      />
      <button type="submit" className="btn-secondary">
        Save the date
      </button>
    </Form>
  );
}
