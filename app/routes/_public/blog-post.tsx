import { STATIC_PAGE } from "~/lib/http/route-handle";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CtaBanner } from "~/components/website/cards";
import { PostCover } from "~/components/website/post-card";
import { formatDate } from "~/lib/ui/format";
import { jsonLd, pageMeta } from "~/lib/website/seo";
import { useBrand } from "~/root";
import { getPublishedPost } from "~/server/website/blog.server";
import { renderMarkdown } from "~/server/website/markdown.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const post = /^[a-z0-9-]{1,200}$/.test(slug) ? await withDbUnavailable(() => getPublishedPost(slug)) : undefined;
  if (!post) throw data(null, { status: 404 }); // drafts too
  const { body_markdown, ...rest } = post;
  return { post: { ...rest, html: renderMarkdown(body_markdown) } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, { title: data.post.title, description: data.post.excerpt, path: `/blog/${data.post.slug}`, type: "article" })
    : [{ title: "Page not found" }];

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  return <PostView post={post} />;
}

export type RenderedPost = {
  slug: string;
  title: string;
  excerpt: string;
  html: string;
  cover_image_url: string | null;
  cover_image_credit: string;
  cover_image_alt: string;
  published_at: string | Date | null;
  updated_at: string | Date;
};

/** A post as the public sees it (the admin preview renders the same component). */
export function PostView({ post }: { post: RenderedPost }) {
  const brand = useBrand();
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published_at ? new Date(post.published_at).toISOString() : undefined,
    dateModified: new Date(post.updated_at).toISOString(),
    publisher: { "@type": "Organization", name: brand.name },
  };
  return (
    <article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(posting) }} />
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-3xl py-12">
          <Link to="/blog" className="text-sm text-brand-700 hover:underline">
            ← All posts
          </Link>
          <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
          {post.published_at ? (
            <p className="mt-3 text-sm text-slate-600">
              <time dateTime={new Date(post.published_at).toISOString()}>{formatDate(post.published_at)}</time>
            </p>
          ) : (
            <p className="mt-3 text-sm font-semibold text-amber-800">Draft: not published</p>
          )}
        </div>
      </header>
      <div className="container-page max-w-3xl pb-12">
        <figure className="mb-8">
          <PostCover
            url={post.cover_image_url}
            alt={post.cover_image_alt}
            sizes="(min-width: 768px) 720px, 100vw"
            eager
            className="h-auto w-full rounded-lg"
          />
          {post.cover_image_url && post.cover_image_credit ? (
            <figcaption className="mt-1 text-xs text-slate-600">{`Image: ${post.cover_image_credit}`}</figcaption>
          ) : null}
        </figure>
        <div className="prose-content text-slate-800" dangerouslySetInnerHTML={{ __html: post.html }} />
        <p className="mt-10 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          This article is general information, not legal advice for your case. Rules change; check the official sources or ask us before you
          apply.
        </p>
      </div>
      <CtaBanner title="Have a question about your case?" text="Send us your details. We reply within one working day." />
    </article>
  );
}

export { PublicErrorBoundary as ErrorBoundary } from "~/components/website/public-error";
