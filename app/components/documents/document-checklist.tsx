import { Form, useNavigation } from "@remix-run/react";
import { ITEM_STATE_LABELS, PROVIDER_FOR_CLIENT, type ChecklistItem } from "~/lib/documents/document-checklists";
import { formatDate } from "~/lib/ui/format";
import type { FormFailure } from "~/lib/http/form-failure";
import { FileList } from "./file-list";
import { StateBadge } from "./staff-checklist";
import { UploadProgress, useUploadWithProgress } from "./upload-progress";
import { Field, FieldErrors } from "../ui/forms";
import { DATE_ASKED, validityDocumentOf } from "~/lib/documents/document-dates";
import { ValidityNote } from "./validity-note";

/** What the client reads for each state: what, if anything, they should do. */
const CLIENT_LABELS = { ...ITEM_STATE_LABELS, missing: "To upload", uploaded: "We are checking it", not_applicable: "Not needed" } as const;

/**
 * The client's checklist of one application: each item with its help, its files and
 * state, and an upload form that takes several files at once. It works without
 * JavaScript; with it, each file goes up on its own with a progress bar.
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
  const upload = useUploadWithProgress();
  return (
    <>
      {canUpload ? (
        <p className="mt-2 text-sm text-slate-600">PDF, JPEG or PNG files, up to 10 MB each; choose several at once if you like.</p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200" data-checklist={applicationId}>
        {items.map((item) => {
          const error = failure?.values.itemId === item.id ? failure : null;
          const inputId = `file-${item.id}`;
          const kind = validityDocumentOf(item.documentType);
          const asked = kind ? DATE_ASKED[kind] : null;
          const takesFiles = canUpload && item.providedBy !== "firm" && item.state !== "not_applicable" && item.state !== "accepted";
          return (
            <li key={item.id} className="p-3" data-item={item.name}>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{`${item.name}${item.required ? "" : " (optional)"}`}</p>
                  {item.help ? <p className="mt-1 text-sm text-slate-700">{item.help}</p> : null}
                  <p className="mt-1 text-xs text-slate-600">{PROVIDER_FOR_CLIENT[item.providedBy]}</p>
                  {item.requestedAt ? (
                    <p className="mt-1 text-sm text-amber-900" data-requested>
                      {`Asked for on ${formatDate(item.requestedAt)}${item.requestNote ? `: ${item.requestNote}` : ""}`}
                    </p>
                  ) : null}
                  {item.reason ? <p className="mt-1 text-sm text-red-800">{`What to fix: ${item.reason}`}</p> : null}
                  <ValidityNote validity={item.validity} />
                </div>
                <StateBadge state={item.state} label={CLIENT_LABELS[item.state]} />
              </div>
              <FileList files={item.files} mode={canUpload ? "client" : "read"} reasonShown={item.reason} />
              {takesFiles ? (
                <Form
                  method="post"
                  encType="multipart/form-data"
                  className="mt-2 flex flex-wrap items-end gap-2"
                  onSubmit={upload.onSubmit}
                >
                  <input type="hidden" name="intent" value="upload" />
                  <input type="hidden" name="itemId" value={item.id} />
                  {asked ? (
                    <Field
                      id={`dated-${item.id}`}
                      label={asked.label}
                      hint={asked.hint}
                      name="datedOn"
                      type="date"
                      defaultValue={error?.values.datedOn ?? ""}
                      errors={error?.fieldErrors.datedOn}
                    />
                  ) : null}
                  <div>
                    <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
                      {`Files for ${item.name}`}
                    </label>
                    {/* The browser's own file input (it works and names the chosen files without
                      JavaScript), its button styled as ours. */}
                    <input
                      id={inputId}
                      name="file"
                      type="file"
                      multiple
                      accept="application/pdf,image/jpeg,image/png"
                      className="mt-1 block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-brand-600 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                    />
                    <FieldErrors
                      id={`${inputId}-error`}
                      errors={error?.fieldErrors.file ?? (error?.formError ? [error.formError] : undefined)}
                    />
                  </div>
                  <button type="submit" className="btn-secondary" disabled={busy || upload.busy}>
                    {item.files.length ? "Upload more" : "Upload"}
                  </button>
                  <UploadProgress state={upload.state} formItem={item.id} />
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
