import { z } from "zod";
import { DOCUMENT_TYPES, type DocumentType } from "./document-checklists";
import { UUID_RE } from "./uuid";

// Staff ask the client for a document on one of their applications.
export const documentRequestSchema = z.object({
  intent: z.literal("request"),
  applicationId: z.string().regex(UUID_RE, "Choose the application"),
  documentType: z.enum(Object.keys(DOCUMENT_TYPES) as [DocumentType, ...DocumentType[]], { errorMap: () => ({ message: "Choose the document" }) }),
  /** Shown to the client and e-mailed to them. */
  note: z.string().trim().max(1000, "Use at most 1,000 characters").default(""),
});
