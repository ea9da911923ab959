import type { ItemValidity } from "./document-dates";
// The kinds of document the first checklists were built from (documents.document_type
// of older uploads; the labels name documents that belong to no item).
export const DOCUMENT_TYPES = {
  passport: "Passport (photo page and all stamped pages)",
  photo: "Passport-style photograph",
  cv: "CV or résumé",
  education: "Degree certificates and transcripts",
  experience: "Employment reference letters",
  english: "English test result",
  funds: "Bank statements or proof of funds",
  admission: "Offer or admission letter",
  job_offer: "Job offer or certificate of sponsorship",
  skills_assessment: "Skills assessment or credential evaluation",
  police: "Police clearance certificate",
  itinerary: "Travel plan and bookings",
  employment_proof: "Proof of current job, business or studies",
  relationship: "Proof of relationship (marriage certificate, photos, joint documents)",
  business_plan: "Business plan and evidence of investment funds",
  statement: "Statement of purpose",
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** A document is named by its checklist item; an older one without an item, by its kind. */
export const documentLabel = (type: string, itemName: string | null = null) =>
  itemName ?? (isDocumentType(type) ? DOCUMENT_TYPES[type] : "A document");

export function isDocumentType(value: string): value is DocumentType {
  return Object.hasOwn(DOCUMENT_TYPES, value);
}

/** An item's state, derived from its files: never stored, so it cannot disagree with them. */
export type ItemState = "missing" | "uploaded" | "accepted" | "rejected" | "not_applicable";
export type FileStatus = "uploaded" | "approved" | "needs_revision";
export type ItemProvider = "client" | "firm" | "third_party";

export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  missing: "Missing",
  uploaded: "Waiting for review",
  accepted: "Accepted",
  rejected: "Needs a new copy",
  not_applicable: "Not applicable",
};

/** A file's review, as its owner reads it. */
export const FILE_STATUS_LABELS: Record<FileStatus, string> = {
  uploaded: "Waiting for review",
  approved: "Accepted",
  needs_revision: "Needs a new copy",
};

export const PROVIDER_LABELS: Record<ItemProvider, string> = {
  client: "The client",
  firm: "The firm",
  third_party: "A third party, through the client",
};

/** What the client reads about who provides an item. */
export const PROVIDER_FOR_CLIENT: Record<ItemProvider, string> = {
  client: "From you",
  firm: "We prepare this",
  third_party: "From the issuer (an employer, a university, a test centre or the police), through you",
};

export type ItemFile = {
  id: string;
  status: FileStatus;
  review_reason: string | null;
  created_at: string | Date;
  original_name: string | null;
  size_bytes: number | null;
  /** The date that matters for a document whose use runs out (document-dates.ts). */
  dated_on?: string | null;
};

export type ChecklistItem = {
  id: string;
  /** The person on the application it is asked of (application_people). */
  personId: string;
  /** DOCUMENT_TYPES key of an item from a visa type's checklist; null for one staff added. */
  documentType: string | null;
  name: string;
  help: string;
  required: boolean;
  providedBy: ItemProvider;
  state: ItemState;
  /** Newest first. */
  files: ItemFile[];
  /** Why the newest rejected file was refused, while the item waits for a new copy. */
  reason: string | null;
  notApplicableReason: string | null;
  /** Staff asked for it (again) and nothing has been uploaded since: when, and their note. */
  requestedAt: string | null;
  requestNote: string | null;
  /** How long its newest dated file can be used, for a document that runs out. */
  validity: ItemValidity | null;
};

type ItemRow = {
  id: string;
  person_id: string;
  document_type?: string | null;
  name: string;
  help_text: string;
  required: boolean;
  provided_by: ItemProvider;
  not_applicable_reason: string | null;
};
type RequestRow = { note: string | null; created_at: string | Date };

const time = (v: string | Date) => new Date(v).getTime();

/**
 * The state of one item. Not applicable wins; then nothing uploaded (or staff asked
 * again after the last upload) is missing; any file not yet reviewed makes it wait
 * for review; a rejected file not followed by an accepted upload needs a new copy
 * (files sent together share a time: one rejected among them still counts); else
 * it is accepted.
 */
export function itemState(
  notApplicable: boolean,
  files: Pick<ItemFile, "status" | "created_at">[],
  askedAt: string | Date | null = null,
): ItemState {
  if (notApplicable) return "not_applicable";
  const newestFile = Math.max(...files.map((f) => time(f.created_at)));
  if (!files.length || (askedAt && time(askedAt) > newestFile)) return "missing";
  if (files.some((f) => f.status === "uploaded")) return "uploaded";
  const newest = (status: FileStatus) => Math.max(-Infinity, ...files.filter((f) => f.status === status).map((f) => time(f.created_at)));
  return newest("needs_revision") >= newest("approved") ? "rejected" : "accepted";
}

/**
 * The files of an item that stand: every file but a rejected one after which a newer file
 * came (its new copy). An item may hold several current files (a bank statement a month);
 * a rejected file nothing has followed yet is still the item's current copy.
 */
export function currentFiles<T extends Pick<ItemFile, "status" | "created_at">>(files: T[]): T[] {
  const newest = Math.max(-Infinity, ...files.map((f) => time(f.created_at)));
  return files.filter((f) => f.status !== "needs_revision" || time(f.created_at) >= newest);
}

/** One application's checklist from its items, their files and staff's requests. */
export function buildItem(item: ItemRow, files: ItemFile[], latestRequest: RequestRow | null): ChecklistItem {
  const sorted = [...files].sort((a, b) => time(b.created_at) - time(a.created_at));
  const state = itemState(item.not_applicable_reason !== null, sorted, latestRequest?.created_at ?? null);
  const open = state === "missing" && latestRequest ? latestRequest : null;
  return {
    id: item.id,
    personId: item.person_id,
    documentType: item.document_type ?? null,
    name: item.name,
    help: item.help_text,
    required: item.required,
    providedBy: item.provided_by,
    state,
    files: sorted,
    reason: state === "rejected" ? (sorted.find((f) => f.status === "needs_revision")?.review_reason ?? null) : null,
    notApplicableReason: item.not_applicable_reason,
    requestedAt: open ? new Date(open.created_at).toISOString() : null,
    requestNote: open?.note ?? null,
    validity: null,
  };
}

/** At most this many files in one upload (the body limit holds about 20 MB in all). */
export const MAX_FILES_PER_UPLOAD = 10;

/** The states that let an application be lodged. */
const DONE: ItemState[] = ["accepted", "not_applicable"];

/** Required items that stop a move to "ready to lodge" or "lodged". */
export function blockingItems(items: Pick<ChecklistItem, "name" | "required" | "state">[]) {
  return items.filter((i) => i.required && !DONE.includes(i.state));
}
