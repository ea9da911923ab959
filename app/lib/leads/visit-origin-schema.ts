import { z } from "zod";
import { cleanHost, cleanPath, cleanTag } from "./visit-origin";

// The hidden fields every form that makes an enquiry or a booking carries (issue 44): the
// contact form, a calculator's "send this to an advisor", /book. A bad value is dropped
// silently (the visitor never sees these fields), never an error.

const cleaned = (clean: (v: unknown) => string | undefined) =>
  z
    .unknown()
    .transform((v) => clean(v))
    .optional()
    .catch(undefined);

export const visitOriginFields = {
  landing_page: cleaned(cleanPath),
  referrer_host: cleaned(cleanHost),
  utm_source: cleaned(cleanTag),
  utm_medium: cleaned(cleanTag),
  utm_campaign: cleaned(cleanTag),
};

export const visitOriginSchema = z.object(visitOriginFields);
export type VisitOriginInput = z.infer<typeof visitOriginSchema>;

/** The columns the enquiry or booking stores (null for what the visit did not say). */
export function visitOriginColumns(o: VisitOriginInput) {
  return {
    landing_page: o.landing_page ?? null,
    referrer_host: o.referrer_host ?? null,
    utm_source: o.utm_source ?? null,
    utm_medium: o.utm_medium ?? null,
    utm_campaign: o.utm_campaign ?? null,
  };
}
