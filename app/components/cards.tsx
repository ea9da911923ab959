import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { VideoEmbed } from "~/components/video-embed";
import { formatDate } from "~/lib/format";

export function SectionHeading({ eyebrow, title, lead, id }: { eyebrow?: string; title: string; lead?: ReactNode; id?: string }) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-slate-600">{lead}</p> : null}
    </div>
  );
}

export function ServiceCardView({ service }: { service: { slug: string; title: string; summary: string } }) {
  return (
    <Link
      to={`/services/${service.slug}`}
      className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
    >
      <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">{service.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{service.summary}</p>
      <span className="mt-3 text-sm font-semibold text-brand-700">Read more →</span>
    </Link>
  );
}

export type PostCard = { slug: string; title: string; excerpt: string; published_at: string | Date | null };

export function PostCardView({ post }: { post: PostCard }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
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

export type Story = {
  id: string;
  display_name: string;
  country: string;
  visa_type: string;
  granted_on: string | null;
  story: string;
  photo_url?: string | null;
};

export function StoryCard({ story }: { story: Story }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {story.photo_url ? (
        <img
          src={story.photo_url}
          alt={`Photo of ${story.display_name}`}
          loading="lazy"
          width={640}
          height={400}
          className="mb-4 aspect-[8/5] h-auto w-full rounded-md object-cover"
        />
      ) : null}
      <p className="text-xs font-semibold uppercase tracking-wide text-green-700">
        {story.visa_type} · {story.country}
      </p>
      <h3 className="mt-2 font-semibold text-slate-900">{story.display_name}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-700">{story.story}</p>
      {story.granted_on ? <p className="mt-3 text-xs text-slate-600">Granted {formatDate(story.granted_on)}</p> : null}
    </article>
  );
}

export type Testimonial = { id: string; name: string; country: string; visa_type: string; quote: string; rating: number | null; video_url: string | null };

export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {t.rating ? (
        <p className="text-amber-700">
          <span aria-hidden="true">
            {"★".repeat(t.rating)}
            <span className="text-slate-300">{"★".repeat(5 - t.rating)}</span>
          </span>
          <span className="sr-only">{`Rated ${t.rating} out of 5`}</span>
        </p>
      ) : null}
      <blockquote className="mt-2 flex-1 text-slate-700">“{t.quote}”</blockquote>
      {t.video_url ? (
        // The quote above stays readable whether or not the player loads.
        <div className="mt-4">
          <VideoEmbed url={t.video_url} title={`Video testimonial from ${t.name}`} />
        </div>
      ) : null}
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-slate-900">{t.name}</span>
        <span className="text-slate-600">
          {" "}
          · {t.visa_type}, {t.country}
        </span>
      </figcaption>
    </figure>
  );
}

export function CtaBanner({ title, text, to = "/contact", label = "Get Started" }: { title: string; text: string; to?: string; label?: string }) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="container-page flex flex-col items-start gap-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="mt-2 max-w-xl text-brand-100">{text}</p>
        </div>
        <Link to={to} className="btn-accent px-6 py-3 text-base">
          {label}
        </Link>
      </div>
    </section>
  );
}
