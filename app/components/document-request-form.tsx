import { Form, useNavigation } from "@remix-run/react";
import { DOCUMENT_TYPES } from "~/lib/document-checklists";
import { useResetOnSuccess } from "~/lib/use-reset-on-success";
import type { FormFailure } from "~/server/forms.server";
import { formatDate } from "~/lib/format";
import { FormAlert, SelectField, TextAreaField } from "./forms";
import { OnceKey } from "./once-key";

const DOCUMENT_OPTIONS = [
  { value: "", label: "Choose the document…" },
  ...Object.entries(DOCUMENT_TYPES)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/** Staff ask the client for a document; the client is told at once (agent and admin pages). */
export function DocumentRequestForm({ applications, failure }: { applications: { id: string; label: string }[]; failure?: FormFailure | null }) {
  const busy = useNavigation().state === "submitting";
  const formRef = useResetOnSuccess("request");
  const mine = failure?.values.intent === "request" ? failure : null;
  if (!applications.length) return <p className="text-sm text-slate-600">Open an application first: a request belongs to one.</p>;
  return (
    <Form ref={formRef} method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="request" />
      <OnceKey />
      <FormAlert message={mine?.formError} />
      {applications.length === 1 ? (
        <input type="hidden" name="applicationId" value={applications[0].id} />
      ) : (
        <SelectField
          label="Application"
          name="applicationId"
          defaultValue={mine?.values.applicationId ?? applications[0].id}
          errors={mine?.fieldErrors.applicationId}
          options={applications.map((a) => ({ value: a.id, label: a.label }))}
        />
      )}
      <SelectField
        label="Document"
        name="documentType"
        defaultValue={mine?.values.documentType ?? ""}
        errors={mine?.fieldErrors.documentType}
        options={DOCUMENT_OPTIONS}
      />
      <TextAreaField
        label="What you need, in the client's words"
        hint="What exactly, and by when. Shown in their checklist and e-mailed to them."
        name="note"
        rows={2}
        defaultValue={mine?.values.note ?? ""}
        errors={mine?.fieldErrors.note}
      />
      <button type="submit" className="btn-secondary" disabled={busy}>
        Ask the client
      </button>
    </Form>
  );
}

type OpenRequest = { id: string; label: string; note: string | null; created_at: string | Date; asked_by: string | null };

/** What the client was asked for and has not uploaded yet. */
export function OpenRequests({ requests }: { requests: OpenRequest[] }) {
  if (!requests.length) return null;
  return (
    <div className="mb-4">
      <h4 className="text-sm font-semibold text-slate-900">Asked for, not uploaded yet</h4>
      <ul className="mt-1 space-y-2 text-sm">
        {requests.map((r) => (
          <li key={r.id} className="border-l-2 border-amber-300 pl-3">
            <p className="text-slate-900">{r.label}</p>
            {r.note ? <p className="whitespace-pre-wrap text-slate-700">{r.note}</p> : null}
            <p className="text-xs text-slate-600">{`${r.asked_by ?? "Former user"}, ${formatDate(r.created_at)}`}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
