import { formError } from "../http/forms.server";
import { reserveAttempt } from "../http/rate-limit.server";
import { clientIp } from "../http/request.server";

/**
 * Ten enquiries an hour from one address, the contact form and the calculators together:
 * enough for a family, not for a flood. The refusal to answer with (what was typed kept),
 * or null to go on.
 */
export async function refuseFlood(request: Request, formData: FormData) {
  const slot = await reserveAttempt("contact", "", clientIp(request)).catch(() => null);
  if (!slot || slot.ok) return null;
  const minutes = Math.ceil(slot.retryAfterSeconds / 60);
  return formError(
    formData,
    `We have received several messages from your connection in the last hour. Your message is still below: send it again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call or e-mail us.`,
    429,
    { "Retry-After": String(slot.retryAfterSeconds) },
  );
}
