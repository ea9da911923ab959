import { z } from "zod";
import { UUID_RE } from "../http/uuid";

// An agent or admin approves a client's document, or asks for a new copy with a reason.
export const documentReviewSchema = z
  .object({
    intent: z.literal("review"),
    documentId: z.string().regex(UUID_RE),
    decision: z.enum(["approve", "revise"], { errorMap: () => ({ message: "Choose approve or ask for a new copy" }) }),
    reason: z.string().trim().max(1000, "Use at most 1,000 characters").default(""),
  })
  .refine((v) => v.decision === "approve" || v.reason.length > 0, { path: ["reason"], message: "Tell the client what to fix" });
