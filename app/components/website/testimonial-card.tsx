import { VideoEmbed } from "~/components/website/video-embed";
import type { VideoLinks } from "~/lib/website/video";

export type Testimonial = {
  id: string;
  name: string;
  country: string;
  visa_type: string;
  quote: string;
  rating: number | null;
  video_url: string | null;
  video: VideoLinks | null;
};

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
          <VideoEmbed url={t.video_url} video={t.video} title={`Video testimonial from ${t.name}`} />
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
