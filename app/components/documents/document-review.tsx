import { Form } from "@remix-run/react";
import { documentLabel } from "~/lib/documents/document-checklists";
import { formatDate } from "~/lib/ui/format";
import type { FormFailure } from "~/lib/http/form-failure";
import { FieldErrors, FormAlert } from "../ui/forms";

export type ReviewableDocument = {
  id: string;
  document_type: string;
  item_name?: string | null;
  status: "uploaded" | "approved" | "needs_revision";
  review_reason: string | null;
  created_at: string | Date;
  reference: string | null;
  original_name: string | null;
  reviewer_name: string | null;
};

const LABELS = { uploaded: "To review", approved: "Approved", needs_revision: "New copy requested" } as const;

/** A client's documents for their agent: download, approve, or ask for a new copy with a reason. */
export function DocumentReviewList({
  documents,
  failure,
  canReview = true,
}: {
  documents: ReviewableDocument[];
  failure: FormFailure | null;
  canReview?: boolean;
}) {
  if (!documents.length) return <p className="mt-3 text-sm text-slate-600">No documents uploaded yet.</p>;
  return (
    <ul className="mt-3 space-y-4 text-sm">
      {documents.map((d) => {
        const error = failure?.values.documentId === d.id ? failure : null;
        return (
          <li key={d.id} className="border-l-2 border-slate-200 pl-3" data-document={d.id}>
            <p className="font-medium text-slate-900">{documentLabel(d.document_type, d.item_name ?? null)}</p>
            <p className="text-xs text-slate-600">
              {`${d.reference ?? "No application"} · ${formatDate(d.created_at)} · ${LABELS[d.status]}${d.reviewer_name ? ` by ${d.reviewer_name}` : ""} · `}
              <a href={`/documents/${d.id}`} className="text-brand-700 underline">
                {`Download${d.original_name ? ` ${d.original_name}` : ""}`}
              </a>
            </p>
            {d.review_reason ? <p className="mt-1 text-xs text-red-800">{`Reason: ${d.review_reason}`}</p> : null}
            {canReview && d.status === "uploaded" ? (
              <Form method="post" className="mt-2 space-y-2" noValidate>
                <input type="hidden" name="intent" value="review" />
                <input type="hidden" name="documentId" value={d.id} />
                <FormAlert message={error?.formError} />
                <label htmlFor={`reason-${d.id}`} className="label">
                  Reason (if asking for a new copy)
                </label>
                <input
                  id={`reason-${d.id}`}
                  name="reason"
                  defaultValue={error?.values.reason ?? ""}
                  className="input"
                  aria-invalid={error?.fieldErrors.reason ? true : undefined}
                  aria-describedby={error?.fieldErrors.reason ? `reason-${d.id}-error` : undefined}
                />
                <FieldErrors id={`reason-${d.id}-error`} errors={error?.fieldErrors.reason} />
                <div className="flex gap-2">
                  <button type="submit" name="decision" value="approve" className="btn-primary">
                    Approve
                  </button>
                  <button type="submit" name="decision" value="revise" className="btn-secondary">
                    Ask for a new copy
                  </button>
                </div>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
