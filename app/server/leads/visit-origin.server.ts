import { originOfRequest } from "~/lib/leads/visit-origin";

// For the loaders of the forms that make an enquiry or a booking (issue 44). A .server module,
// so the page's bundle never carries visit-origin.ts (/contact's weight budget).

/** Where the visit came from, as far as this page's request tells (its Referer, its own address). */
export function visitOriginOf(request: Request) {
  return originOfRequest(request.url, request.headers.get("Referer"));
}
