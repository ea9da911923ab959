import { Link } from "@remix-run/react";
import { SiteImage } from "~/components/website/site-image";
import { ILLUSTRATIONS } from "~/content/images";
import { formatDate } from "~/lib/ui/format";

export type PostCard = {
  slug: string;
  title: string;
  excerpt: string;
  published_at: string | Date | null;
  cover_image_url?: string | null;
};

/**
 * A post's cover with its text alternative, or the blog's own illustration with its own when it
 * has none; on a card, `decorative` (the title beside it says it all).
 */
export function PostCover({
  url,
  alt,
  decorative,
  sizes,
  eager,
  className,
}: {
  url?: string | null;
  alt?: string;
  decorative?: boolean;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const cover = ILLUSTRATIONS.blogCover;
  return (
    <SiteImage
      src={url || cover.src}
      alt={decorative ? "" : url ? (alt ?? "") : cover.alt}
      width={cover.width}
      height={cover.height}
      sizes={sizes}
      eager={eager}
      className={className}
    />
  );
}

export function PostCardView({ post }: { post: PostCard }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <PostCover
        url={post.cover_image_url}
        decorative
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
        className="mb-4 aspect-[40/21] h-auto w-full rounded-md object-cover"
      />
      <p className="text-xs text-slate-600">
        <time dateTime={post.published_at ? new Date(post.published_at).toISOString() : undefined}>{formatDate(post.published_at)}</time>
      </p>
      <h3 className="mt-2 font-semibold text-slate-900">
        <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{post.excerpt}</p>
    </article>
  );
}
