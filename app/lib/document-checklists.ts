import type { ServiceCategory } from "~/content/types";

// The documents a client uploads for an application, by kind of service. Keys are
// stored in documents.document_type, so they never change; labels may.
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

export const CHECKLISTS: Record<ServiceCategory, DocumentType[]> = {
  work: ["passport", "photo", "cv", "education", "experience", "english", "job_offer", "police"],
  "permanent-residency": ["passport", "photo", "education", "skills_assessment", "experience", "english", "funds", "police"],
  "job-seeker": ["passport", "photo", "cv", "education", "experience", "english", "funds"],
  study: ["passport", "photo", "admission", "education", "english", "funds", "statement"],
  visitor: ["passport", "photo", "funds", "itinerary", "employment_proof"],
  business: ["passport", "cv", "business_plan", "funds", "police"],
  family: ["passport", "photo", "relationship", "funds", "police"],
};

export function isDocumentType(value: string): value is DocumentType {
  return Object.hasOwn(DOCUMENT_TYPES, value);
}

export type ChecklistState = "pending" | "uploaded" | "approved" | "needs_revision";

export type ChecklistItem = {
  type: DocumentType;
  label: string;
  state: ChecklistState;
  documentId: string | null;
  reason: string | null;
  uploadedAt: string | null;
  /** Staff asked for it (again) and nothing has been uploaded since: when, and their note. */
  requestedAt: string | null;
  requestNote: string | null;
};

type Upload = { id: string; document_type: string; status: Exclude<ChecklistState, "pending">; review_reason: string | null; created_at: string | Date };
type Request = { document_type: string; note: string | null; created_at: string | Date };

const time = (v: string | Date) => new Date(v).getTime();
const newest = <T extends { document_type: string; created_at: string | Date }>(rows: T[], type: string) =>
  rows.filter((r) => r.document_type === type).sort((a, b) => time(b.created_at) - time(a.created_at))[0];

/**
 * The checklist of one application: each document its kind of visa needs, then any
 * other staff asked for, with the state of its latest upload. A request newer than
 * the latest upload makes the item pending again (a fresh bank statement, say).
 */
export function buildChecklist(category: ServiceCategory, documents: Upload[], requests: Request[] = []): ChecklistItem[] {
  const extra = requests.map((r) => r.document_type).filter((t): t is DocumentType => isDocumentType(t) && !CHECKLISTS[category].includes(t));
  return [...new Set([...CHECKLISTS[category], ...extra])].map((type) => {
    const latest = newest(documents, type);
    const request = newest(requests, type);
    const open = request && (!latest || time(request.created_at) > time(latest.created_at)) ? request : null;
    return {
      type,
      label: DOCUMENT_TYPES[type],
      state: open ? "pending" : latest ? latest.status : "pending",
      documentId: latest?.id ?? null,
      reason: !open && latest?.status === "needs_revision" ? latest.review_reason : null,
      uploadedAt: latest ? new Date(latest.created_at).toISOString() : null,
      requestedAt: open ? new Date(open.created_at).toISOString() : null,
      requestNote: open?.note ?? null,
    };
  });
}
