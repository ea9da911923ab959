// Video testimonials: YouTube or Vimeo links only, embedded without tracking cookies
// (youtube-nocookie.com, player.vimeo.com: the only frame sources the CSP allows).

export type Video = { provider: "youtube"; id: string } | { provider: "vimeo"; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

/**
 * The video a link points to, or null when it is not one of:
 * youtube.com/watch?v=ID, youtu.be/ID, youtube.com/shorts/ID, vimeo.com/NUMBER.
 */
export function parseVideoUrl(input: string | null | undefined): Video | null {
  if (!input) return null;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") {
      const id = url.searchParams.get("v") ?? "";
      return YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
    }
    if (segments.length === 2 && segments[0] === "shorts" && YOUTUBE_ID.test(segments[1])) {
      return { provider: "youtube", id: segments[1] };
    }
    return null;
  }
  if (host === "youtu.be") {
    return segments.length === 1 && YOUTUBE_ID.test(segments[0]) ? { provider: "youtube", id: segments[0] } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    return segments.length === 1 && VIMEO_ID.test(segments[0]) ? { provider: "vimeo", id: segments[0] } : null;
  }
  return null;
}

/** The privacy-friendly player address for an iframe. */
export function videoEmbedUrl(video: Video): string {
  return video.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}

/** The video's own page, for a plain link beside the player. */
export function videoPageUrl(video: Video): string {
  return video.provider === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}

export const VIDEO_URL_MESSAGE = "Enter a YouTube or Vimeo link, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/123456";

/** What a page needs to show a video, worked out in the loader (the parser stays off the client). */
export type VideoLinks = { embed: string; page: string; provider: "YouTube" | "Vimeo" };

export function videoLinks(url: string | null | undefined): VideoLinks | null {
  const video = parseVideoUrl(url);
  return video
    ? { embed: videoEmbedUrl(video), page: videoPageUrl(video), provider: video.provider === "youtube" ? "YouTube" : "Vimeo" }
    : null;
}
