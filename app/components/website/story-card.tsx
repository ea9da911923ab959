import { SiteImage } from "~/components/website/site-image";
import { formatDate } from "~/lib/ui/format";
import { monthsWords } from "~/lib/website/story-consent";

export type Story = {
  id: string;
  display_name: string;
  country: string;
  visa_type: string;
  granted_on: string | null;
  story: string;
  photo_url?: string | null;
  /** Lodged → granted (stories from the case system, decision 028). */
  months_taken?: number | null;
};

/** One story of the success gallery; the client's preview of theirs is this same card. */
export function StoryCard({ story }: { story: Story }) {
  const taken = monthsWords(story.months_taken ?? null);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {story.photo_url ? (
        <SiteImage
          src={story.photo_url}
          alt={`Photo of ${story.display_name}`}
          width={640}
          height={400}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
          className="mb-4 aspect-[8/5] h-auto w-full rounded-md object-cover"
        />
      ) : null}
      <p className="text-xs font-semibold uppercase tracking-wide text-green-700">
        {story.visa_type} · {story.country}
      </p>
      <h3 className="mt-2 font-semibold text-slate-900">{story.display_name}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-700">{story.story}</p>
      {story.granted_on || taken ? (
        <p className="mt-3 text-xs text-slate-600">
          {[story.granted_on ? `Granted ${formatDate(story.granted_on)}` : "", taken ? `${taken} from lodgement to grant` : ""]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
    </article>
  );
}
