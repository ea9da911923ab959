import { STATIC_PAGE } from "~/lib/http/route-handle";
import { data, type MetaFunction } from "@remix-run/node";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

// Anything else (SPEC.md §2): a 404 inside the site's shell.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export { PublicErrorBoundary as ErrorBoundary } from "~/components/website/public-error";
