import type { ItemValidity } from "~/lib/documents/document-dates";

const STYLES: Record<ItemValidity["state"], string> = {
  valid: "text-slate-700",
  expiring: "text-amber-900",
  expired: "text-red-800",
  "expires-before-lodgement": "text-red-800",
};

/** How long a document can still be used, for the client's and staff's checklists. */
export function ValidityNote({ validity }: { validity: ItemValidity | null }) {
  if (!validity) return null;
  return (
    <p className={`mt-1 text-sm ${STYLES[validity.state]}`} data-validity={validity.state}>
      {validity.state === "valid" ? validity.message : <strong>{validity.message}</strong>}
    </p>
  );
}
