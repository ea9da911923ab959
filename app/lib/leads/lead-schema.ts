import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { isIsoDate } from "../ui/iso-date";
import { MANUAL_ENQUIRY_STATUSES } from "./enquiry-statuses";
import { CALL_OUTCOMES, WRITTEN_ACTIVITY_KINDS } from "./lead-activities";

// The forms of a lead's page (the admin's and the agent's): stage, follow-up, a note or call.

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const stageSchema = z
  .object({
    stage: z.enum(MANUAL_ENQUIRY_STATUSES, { errorMap: () => ({ message: "Choose a stage" }) }),
    lostReason: z.string().trim().max(1000, "Use at most 1,000 characters").default(""),
    consultationAt: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || (LOCAL_DATE_TIME.test(v) && isIsoDate(v.slice(0, 10))), "Enter a date and time, e.g. 2026-12-14 15:30"),
  })
  .superRefine((v, ctx) => {
    if (v.stage === "lost" && !v.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Say why the lead was lost" });
  });

export const followUpSchema = z.object({
  followUpOn: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || isIsoDate(v), "Enter a date as YYYY-MM-DD"),
});

export const activitySchema = z
  .object({
    kind: z.enum(WRITTEN_ACTIVITY_KINDS, { errorMap: () => ({ message: "Choose what it was" }) }),
    outcome: z.union([z.enum(CALL_OUTCOMES), z.literal("")]).default(""),
    body: z.string().trim().max(5000, "Use at most 5,000 characters").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "call" && !v.outcome) ctx.addIssue({ code: "custom", path: ["outcome"], message: "Say how the call went" });
    if (v.kind !== "call" && !v.body) ctx.addIssue({ code: "custom", path: ["body"], message: "Write what was said or done" });
  });

/** "YYYY-MM-DDTHH:MM" on the clocks of `zone` (the firm's), as a moment. */
export function fromLocalDateTime(value: string, zone: string): Date {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, zone).getTime());
}
