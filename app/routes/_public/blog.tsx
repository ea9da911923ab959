import { STATIC_PAGE } from "~/lib/http/route-handle";
import { PageHero } from "~/components/website/page-hero";
import { ILLUSTRATIONS } from "~/content/images";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PostCardView } from "~/components/website/post-card";
import { pageMeta } from "~/lib/website/seo";
import { listPublishedPosts } from "~/server/website/blog.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

export async function loader({ request }: LoaderFunctionArgs) {
  const raw = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const result = await withDbUnavailable(() => listPublishedPosts(page));
  return { ...result, page };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, {
    title: data && data.page > 1 ? `Blog, page ${data.page}` : "Blog",
    description: "Guides to visa rules, rule changes and practical steps for studying, working and settling abroad.",
    path: data && data.page > 1 ? `/blog?page=${data.page}` : "/blog",
  });

export default function Blog() {
  const { posts, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        title="Blog"
        lead="Rule changes explained, practical guides, and warnings worth knowing."
        picture={ILLUSTRATIONS.blogCover}
      />
      <div className="container-page pb-16">
        <h2 className="sr-only">Posts</h2>
        {posts.length ? (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((p) => (
              <li key={p.slug}>
                <PostCardView post={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-slate-700">No posts yet. Please check back soon.</p>
        )}
        {pages > 1 ? (
          <nav aria-label="Pagination" className="mt-10 flex items-center justify-between">
            {page > 1 ? (
              <Link to={page === 2 ? "/blog" : `/blog?page=${page - 1}`} className="btn-secondary" rel="prev">
                ← Newer posts
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-600">{`Page ${page} of ${pages}`}</span>
            {page < pages ? (
              <Link to={`/blog?page=${page + 1}`} className="btn-secondary" rel="next">
                Older posts →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  );
}

export { PublicErrorBoundary as ErrorBoundary } from "~/components/website/public-error";
