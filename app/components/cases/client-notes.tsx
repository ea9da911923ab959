import { Form, useNavigation } from "@remix-run/react";
import type { FormFailure } from "~/lib/http/form-failure";
import { formatDate } from "~/lib/ui/format";
import { useResetOnSuccess } from "~/lib/ui/use-reset-on-success";
import { CheckboxField, FormAlert, TextAreaField } from "../ui/forms";
import { OnceKey } from "../ui/once-key";

type Note = { id: string; body: string; shared_with_client: boolean; author_name: string | null; created_at: string | Date };

/** The agent's notes on a client, staff-only unless shared, with the form for a new one. */
export function ClientNotesPanel({ notes, failure }: { notes: Note[]; failure?: FormFailure | null }) {
  const busy = useNavigation().state === "submitting";
  const noteFailure = failure?.values.intent === "note" ? failure : null;
  const noteForm = useResetOnSuccess("note");
  return (
    <section id="notes" className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="notes-h">
      <h2 id="notes-h" className="font-semibold text-slate-900">
        Notes
      </h2>
      <p className="text-xs text-slate-600">Staff only unless you tick “Share with the client”.</p>
      <Form ref={noteForm} method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="note" />
        <OnceKey />
        <FormAlert message={noteFailure?.formError} />
        <TextAreaField
          label="New note"
          name="body"
          rows={3}
          defaultValue={noteFailure?.values.body ?? ""}
          errors={noteFailure?.fieldErrors.body}
        />
        <CheckboxField
          label="Share with the client"
          hint="They see it in their portal. Leave unticked to keep it among staff."
          name="shared"
          defaultChecked={noteFailure?.values.shared === "on"}
        />
        <button type="submit" className="btn-secondary" disabled={busy}>
          Add note
        </button>
      </Form>
      <ul className="mt-4 space-y-3 text-sm">
        {notes.map((n) => (
          <li key={n.id} className="border-l-2 border-slate-200 pl-3">
            <p className={`text-xs font-semibold ${n.shared_with_client ? "text-brand-700" : "text-slate-600"}`}>
              {n.shared_with_client ? "Shared with the client" : "Staff only"}
            </p>
            <p className="whitespace-pre-wrap text-slate-900">{n.body}</p>
            <p className="mt-1 text-xs text-slate-600">{`${n.author_name ?? "Former user"}, ${formatDate(n.created_at)}`}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
