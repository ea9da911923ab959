import type { VideoLinks } from "~/lib/website/video";

/**
 * A YouTube or Vimeo video in a lazy, privacy-friendly player (no cookies until
 * played), with a plain link to the video's page under it. A URL that is not a
 * recognised video renders the link only.
 */
export function VideoEmbed({ url, video, title }: { url: string; video: VideoLinks | null; title: string }) {
  if (!video) {
    return (
      <a href={url} className="text-sm font-semibold text-brand-700 hover:underline" rel="noopener noreferrer" target="_blank">
        Watch the video
      </a>
    );
  }
  return (
    <div>
      <div className="aspect-video w-full overflow-hidden rounded-md bg-slate-900">
        <iframe
          src={video.embed}
          title={title}
          loading="lazy"
          className="h-full w-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <a
        href={video.page}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        rel="noopener noreferrer"
        target="_blank"
      >
        {`Watch on ${video.provider}`}
      </a>
    </div>
  );
}
