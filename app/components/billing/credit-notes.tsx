import { Form } from "@remix-run/react";
import { CheckboxField, Field, FormAlert, TextAreaField } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import { formatMoney } from "~/lib/billing/money";
import type { FormFailure } from "~/lib/http/form-failure";
import { formatDate } from "~/lib/ui/format";

// An invoice's credit notes (issue 41): the list with their PDFs, and the admin's form to
// credit an issued invoice in full or in part, line by line, with the reason.

type Note = { id: string; code: string; issued_on: string; reason: string; total_minor: number | string };
type Line = { id: string; description: string; amount: number; left: number };

export function CreditNoteList({ notes, currency, base }: { notes: Note[]; currency: string; base: "/admin" | "/client" }) {
  if (!notes.length) return null;
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="credit-notes-h">
      <h2 id="credit-notes-h" className="font-semibold text-slate-900">
        Credit notes
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {notes.map((n) => (
          <li key={n.id} data-credit-note={n.code}>
            {`${n.code} of ${formatDate(n.issued_on)}: ${formatMoney(Number(n.total_minor), currency)} credited — ${n.reason} · `}
            <a href={`${base}/credit-notes/${n.id}/pdf`} className="text-brand-700 underline">
              {`PDF of ${n.code}`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CreditNoteForm({ lines, currency, failure }: { lines: Line[]; currency: string; failure: FormFailure | null }) {
  const open = lines.filter((l) => l.left > 0);
  if (!open.length) return null;
  const v = (name: string) => failure?.values[name] ?? "";
  return (
    <details className="rounded-lg bg-white p-5 shadow-sm" open={Boolean(failure)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Issue a credit note…</summary>
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="credit-note" />
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <p className="text-sm text-slate-700">Its GST follows this invoice&apos;s, line by line. The client is told and can download it.</p>
        <CheckboxField name="all" label="Credit everything still on this invoice" defaultChecked={failure?.values.all === "on"} />
        {open.map((l) => (
          <Field
            key={l.id}
            label={`${l.description}: amount to credit (up to ${formatMoney(l.left, currency)}, before GST)`}
            name={`credit-${l.id}`}
            inputMode="decimal"
            defaultValue={v(`credit-${l.id}`)}
            errors={failure?.fieldErrors[`credit-${l.id}`]}
          />
        ))}
        <TextAreaField
          label="Why it is credited (the client reads it)"
          name="reason"
          rows={2}
          defaultValue={v("reason")}
          errors={failure?.fieldErrors.reason}
        />
        <button type="submit" className="btn-secondary">
          Issue the credit note
        </button>
      </Form>
    </details>
  );
}
