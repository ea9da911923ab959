import { Form } from "@remix-run/react";
import { FILE_STATUS_LABELS } from "~/lib/documents/document-checklists";
import type { ItemFile } from "~/lib/documents/document-checklists";
import { formatDate } from "~/lib/ui/format";
import type { FormFailure } from "~/lib/http/form-failure";
import { FieldErrors, FormAlert } from "../ui/forms";
import { FilePreview } from "./file-preview";

export function fileSize(bytes: number | null) {
  if (bytes === null) return "";
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The files of one checklist item, newest first: each with its state, a download,
 * an inline preview, and for staff the review form, for the client "remove" while
 * it waits for review.
 */
export function FileList({
  files,
  mode,
  failure,
  reasonShown,
}: {
  files: ItemFile[];
  mode: "staff" | "client" | "read";
  failure?: FormFailure | null;
  /** A reason the item already shows above its files (said once, not again on its file). */
  reasonShown?: string | null;
}) {
  if (!files.length) return null;
  return (
    <ul className="mt-2 space-y-2">
      {files.map((f, i) => {
        const error = failure?.values.documentId === f.id ? failure : null;
        const name = f.original_name || `File ${files.length - i}`;
        return (
          <li key={f.id} className="rounded border border-slate-200 p-2 text-sm" data-file={f.id} data-file-status={f.status}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 break-words">
                <a href={`/documents/${f.id}`} className="font-medium text-brand-700 underline">
                  {name}
                </a>
                <span className="text-xs text-slate-600">{` · ${fileSize(f.size_bytes)} · ${formatDate(f.created_at)} · ${FILE_STATUS_LABELS[f.status]}`}</span>
              </p>
              {mode === "client" && f.status === "uploaded" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-file" />
                  <input type="hidden" name="documentId" value={f.id} />
                  <button type="submit" className="text-xs font-semibold text-red-800 underline" aria-label={`Remove ${name}`}>
                    Remove
                  </button>
                </Form>
              ) : null}
            </div>
            {f.review_reason && f.status === "needs_revision" && f.review_reason !== reasonShown ? (
              <p className="mt-1 text-xs text-red-800">{`Why: ${f.review_reason}`}</p>
            ) : null}
            <FilePreview id={f.id} name={name} />
            {mode === "staff" && f.status === "uploaded" ? (
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-2" noValidate>
                <input type="hidden" name="intent" value="review" />
                <input type="hidden" name="documentId" value={f.id} />
                <FormAlert message={error?.formError} />
                <div className="min-w-48 flex-1">
                  <label htmlFor={`reason-${f.id}`} className="label">
                    {`Reason, if rejecting ${name}`}
                  </label>
                  <input
                    id={`reason-${f.id}`}
                    name="reason"
                    defaultValue={error?.values.reason ?? ""}
                    className="input"
                    aria-invalid={error?.fieldErrors.reason ? true : undefined}
                    aria-describedby={error?.fieldErrors.reason ? `reason-${f.id}-error` : undefined}
                  />
                  <FieldErrors id={`reason-${f.id}-error`} errors={error?.fieldErrors.reason} />
                </div>
                <button type="submit" name="decision" value="approve" className="btn-primary" aria-label={`Accept ${name}`}>
                  Accept
                </button>
                <button type="submit" name="decision" value="revise" className="btn-secondary" aria-label={`Reject ${name}`}>
                  Reject
                </button>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
