import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/list";
import { VideoEmbed } from "~/components/website/video-embed";
import { formatDate } from "~/lib/ui/format";
import { isUuid } from "~/lib/http/uuid";
import { videoLinks } from "~/lib/website/video";
import { requireRole } from "~/server/accounts/auth.server";
import { getTestimonial } from "~/server/website/testimonials.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.testimonial.name ?? "Testimonial"} · Testimonials · Admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const testimonial = isUuid(params.id) ? await getTestimonial(params.id) : undefined;
  if (!testimonial) throw data(null, { status: 404 });
  return { testimonial, video: videoLinks(testimonial.video_url) };
}

export default function TestimonialView() {
  const { testimonial: t, video } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={`Testimonial: ${t.name}`}
        action={
          <Link to={`/admin/testimonials/edit/${t.id}`} className="btn-primary">
            Edit
          </Link>
        }
      />
      <div className="space-y-6 rounded-lg bg-white p-6 shadow-sm">
        <p>{t.is_published ? <Badge tone="green">Published on the home page</Badge> : <Badge tone="slate">Not published</Badge>}</p>
        <blockquote className="border-l-4 border-brand-100 pl-4 text-lg text-slate-800">“{t.quote}”</blockquote>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Item label="Name" value={t.name} />
          <Item label="Country" value={t.country} />
          <Item label="Visa type" value={t.visa_type} />
          <Item label="Rating" value={t.rating ? `${t.rating} out of 5` : ""} />
          <Item label="Added" value={formatDate(t.created_at)} />
          <Item label="Updated" value={formatDate(t.updated_at)} />
        </dl>
        {t.video_url ? (
          <section aria-labelledby="video-heading">
            <h2 id="video-heading" className="mb-2 font-semibold text-slate-900">
              Video
            </h2>
            <VideoEmbed url={t.video_url} video={video} title={`Video testimonial from ${t.name}`} />
          </section>
        ) : (
          <p className="text-sm text-slate-600">No video.</p>
        )}
      </div>
      <p className="mt-4">
        <Link to="/admin/testimonials" className="text-brand-700 underline">
          ← All testimonials
        </Link>
      </p>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value || "—"}</dd>
    </div>
  );
}
