import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { TOAST_LIMITS, type Toast, toastSchema } from "~/lib/http/toast";
import { signedCookie } from "./signed-cookie.server";

// Flash messages ride a short-lived cookie on a redirect and are read once by
// the root loader, so they show without JavaScript too.
const { title: TITLE_MAX, description: DESCRIPTION_MAX } = TOAST_LIMITS;

const toastCookie = () => signedCookie("__toast", 60);

/** Text cut to `max` characters with an ellipsis (never half of a surrogate pair). */
function fit(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/**
 * A toast often quotes what was saved (a name, a title): a long one is shortened to fit,
 * because the change it reports has already been made and must not end in an error.
 */
export async function toastHeader(toast: z.input<typeof toastSchema>): Promise<string> {
  const fitted = {
    ...toast,
    title: fit(toast.title, TITLE_MAX),
    description: toast.description && fit(toast.description, DESCRIPTION_MAX),
  };
  return toastCookie().serialize(toastSchema.parse(fitted));
}

export async function redirectWithToast(url: string, toast: z.input<typeof toastSchema>, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, and the header that clears it (null when there is none). */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(raw);
  const clear = await toastCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  return { toast: parsed.success ? parsed.data : null, clear };
}
