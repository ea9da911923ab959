import { Form, useNavigation } from "@remix-run/react";
import type { ChecklistItem, ChecklistState } from "~/lib/document-checklists";
import { formatDate } from "~/lib/format";
import type { FormFailure } from "~/server/forms.server";
import { FieldErrors } from "./forms";

const STATE: Record<ChecklistState, { label: string; style: string }> = {
  pending: { label: "Pending", style: "bg-slate-100 text-slate-800" },
  uploaded: { label: "Uploaded", style: "bg-sky-100 text-sky-900" },
  approved: { label: "Approved", style: "bg-green-100 text-green-900" },
  needs_revision: { label: "Needs revision", style: "bg-red-100 text-red-900" },
};

/**
 * An application's document checklist: each required document, its state, the
 * reviewer's reason, a download link and (for the client) an upload form that
 * works without JavaScript.
 */
export function ChecklistTable({
  items,
  applicationId,
  failure,
  canUpload,
}: {
  items: ChecklistItem[];
  applicationId: string;
  failure?: FormFailure | null;
  canUpload: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200" data-checklist={applicationId}>
      {items.map((item) => {
        const error = failure?.values.applicationId === applicationId && failure.values.documentType === item.type ? failure : null;
        const inputId = `file-${applicationId}-${item.type}`;
        return (
          <li key={item.type} className="p-3" data-document-type={item.type}>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <p className="text-sm font-medium text-slate-900">{item.label}</p>
                {item.requestedAt ? (
                  <p className="mt-1 text-sm text-amber-900" data-requested>
                    {`Asked for on ${formatDate(item.requestedAt)}${item.requestNote ? `: ${item.requestNote}` : ""}`}
                  </p>
                ) : null}
                {item.reason ? <p className="mt-1 text-sm text-red-800">{`What to fix: ${item.reason}`}</p> : null}
                {item.uploadedAt && item.documentId ? (
                  <p className="text-xs text-slate-600">
                    {`Uploaded ${formatDate(item.uploadedAt)} · `}
                    <a href={`/documents/${item.documentId}`} className="text-brand-700 underline">
                      Download
                    </a>
                  </p>
                ) : null}
              </div>
              <span className={`self-start whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE[item.state].style}`} data-state={item.state}>
                {STATE[item.state].label}
              </span>
            </div>
            {canUpload && item.state !== "approved" ? (
              <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="upload" />
                <input type="hidden" name="applicationId" value={applicationId} />
                <input type="hidden" name="documentType" value={item.type} />
                <div>
                  <label htmlFor={inputId} className="sr-only">{`${item.state === "pending" ? "Upload" : "Replace"}: ${item.label}`}</label>
                  <input
                    id={inputId}
                    name="file"
                    type="file"
                    accept="application/pdf,image/jpeg,image/png"
                    className="block w-full max-w-xs text-sm"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                  />
                  <FieldErrors id={`${inputId}-error`} errors={error?.fieldErrors.file ?? (error?.formError ? [error.formError] : undefined)} />
                </div>
                <button type="submit" className="btn-secondary" disabled={busy}>
                  {item.state === "pending" ? "Upload" : "Upload a new copy"}
                </button>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
