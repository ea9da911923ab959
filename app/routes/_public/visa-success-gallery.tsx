import { STATIC_PAGE } from "~/lib/http/route-handle";
import { PageHero } from "~/components/website/page-hero";
import { ILLUSTRATIONS } from "~/content/images";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBanner } from "~/components/website/cards";
import { StoryCard } from "~/components/website/story-card";
import { pageMeta } from "~/lib/website/seo";
import { publishedStoriesQuery } from "~/server/website/visa-successes.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Visa success gallery",
    description: "Visas our clients have been granted, shared with their consent.",
    path: "/visa-success-gallery",
  });

export async function loader() {
  return { stories: await withDbUnavailable(() => publishedStoriesQuery(60).execute()) };
}

export default function Gallery() {
  const { stories } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        title="Visa success gallery"
        lead="Real grants, shared with each client's consent (some prefer initials). Every case is different, and past results do not predict future decisions."
        picture={ILLUSTRATIONS.success}
      />
      <div className="container-page pb-16">
        <h2 className="sr-only">Stories</h2>
        {stories.length ? (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {stories.map((s) => (
              <li key={s.id}>
                <StoryCard story={s} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-slate-700">Stories will appear here soon.</p>
        )}
      </div>
      <CtaBanner title="Start your own story" text="Tell us your plans. We will tell you honestly what your options are." />
    </>
  );
}

export { PublicErrorBoundary as ErrorBoundary } from "~/components/website/public-error";
