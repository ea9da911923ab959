import { z } from "zod";

// A flash message: what app/server/http/toast.server.ts carries on a cookie and the page shows.
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 500;

export const toastSchema = z.object({
  type: z.enum(["success", "error", "warning", "info"]).default("info"),
  title: z.string().max(TITLE_MAX),
  description: z.string().max(DESCRIPTION_MAX).optional(),
});
export type Toast = z.infer<typeof toastSchema>;
export const TOAST_LIMITS = { title: TITLE_MAX, description: DESCRIPTION_MAX };
