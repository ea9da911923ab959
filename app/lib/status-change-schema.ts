import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-workflow";

export const statusChangeSchema = z.object({
  intent: z.literal("status"),
  to: z.enum(APPLICATION_STATUSES, { errorMap: () => ({ message: "Choose the next status" }) }),
  note: z.string().trim().max(2000, "Use at most 2,000 characters").default(""),
});

