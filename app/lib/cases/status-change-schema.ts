import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-workflow";

export const statusChangeSchema = z.object({
  intent: z.literal("status"),
  to: z.enum(APPLICATION_STATUSES, { errorMap: () => ({ message: "Choose the next status" }) }),
  /** Staff only. */
  note: z.string().trim().max(2000, "Use at most 2,000 characters").default(""),
  /** Shown to the client and e-mailed to them. */
  clientNote: z.string().trim().max(2000, "Use at most 2,000 characters").default(""),
  /** An admin's reason to move past the checklist gate (ignored for anyone else). */
  override: z.string().trim().max(1000, "Use at most 1,000 characters").default(""),
});
