// Uploaded images are served in a few widths as WebP (app/server/files/images.server.ts),
// so a phone downloads a small file and a wide screen a sharp one. Only these widths
// exist: a cache or an attacker cannot ask for a thousand sizes of one image.
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (w: number): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w);

/** Whether a URL is one of our uploaded files (which have variants), not a static asset. */
export const isUploaded = (url: string) => /^\/files\/[0-9a-f-]{36}$/i.test(url);

export const variantUrl = (url: string, width: ImageWidth) => `${url}?w=${width}`;

/** The srcset of an uploaded image, up to `max` pixels wide. */
export function srcSetOf(url: string, max: ImageWidth = 1280) {
  return IMAGE_WIDTHS.filter((w) => w <= max)
    .map((w) => `${variantUrl(url, w)} ${w}w`)
    .join(", ");
}
