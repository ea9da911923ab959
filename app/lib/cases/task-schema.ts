import { z } from "zod";
import { isIsoDate } from "../ui/iso-date";
import { UUID_RE } from "../http/uuid";

// Staff give a task on an application to the client, the application's agent or themselves.
export const taskSchema = z.object({
  intent: z.literal("task"),
  applicationId: z.string().regex(UUID_RE, "Choose the application"),
  title: z.string().trim().min(1, "Say what is to be done").max(200, "Use at most 200 characters"),
  dueOn: z
    .string()
    .trim()
    .refine((v) => v === "" || isIsoDate(v), "Enter a real date, or leave it empty")
    .default(""),
  /** "client", "agent" (the application's) or "me". */
  assignee: z.enum(["client", "agent", "me"], { errorMap: () => ({ message: "Choose who does it" }) }),
});
