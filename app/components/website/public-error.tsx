import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { PictureImage } from "~/components/website/site-image";
import { ILLUSTRATIONS } from "~/content/images";

/**
 * The error screen of public pages, shown inside the site's header and footer:
 * a missing page (404) or records that cannot be reached right now (503).
 */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) console.error(error);
  const [title, text] =
    status === 404
      ? ["Page not found", "The page you were looking for does not exist or has moved."]
      : status === 503
        ? ["Temporarily unavailable", "We cannot load this page right now. Please try again in a few minutes."]
        : ["Oops! Something went wrong", "An unexpected error occurred. Please refresh the page or try again."];
  return (
    <section className="container-page py-16 text-center">
      <PictureImage
        picture={status === 404 ? ILLUSTRATIONS.notFound : ILLUSTRATIONS.documents}
        eager
        className="mx-auto mb-6 h-auto w-full max-w-xs"
      />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
