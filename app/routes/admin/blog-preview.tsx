import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { isUuid } from "~/lib/http/uuid";
import { PostView } from "~/routes/_public/blog-post";
import { requireRole } from "~/server/accounts/auth.server";
import { getPost } from "~/server/website/blog-admin.server";
import { renderMarkdown } from "~/server/website/markdown.server";

// Exactly what /blog/:slug will show (the same component and renderer), drafts included.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Preview: ${data?.post.title ?? "post"} · Admin` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const post = isUuid(params.id) ? await getPost(params.id) : undefined;
  if (!post) throw data(null, { status: 404 });
  const { body_markdown, id, status, ...rest } = post;
  // A draft shows "Draft: not published" even with a date, as the public page never shows it.
  const published_at = status === "published" ? rest.published_at : null;
  const state = status === "draft" ? "draft" : published_at && published_at > new Date() ? "scheduled" : "live";
  return { id, state, post: { ...rest, published_at, html: renderMarkdown(body_markdown) } };
}

export default function BlogPreview() {
  const { id, state, post } = useLoaderData<typeof loader>();
  return (
    <div>
      <div
        role="note"
        className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
      >
        <p>
          <strong>Preview</strong>
          {
            {
              live: ": the published post, as visitors see it.",
              scheduled: ": published with a future date; visitors see it from that time.",
              draft: ": a draft, not visible on the site.",
            }[state]
          }
        </p>
        <Link to={`/admin/blog/edit/${id}`} className="btn-secondary">
          Back to editing
        </Link>
      </div>
      <div className="overflow-hidden rounded-lg bg-white shadow-sm">
        <PostView post={post} />
      </div>
    </div>
  );
}
