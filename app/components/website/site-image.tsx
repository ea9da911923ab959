import type { Picture } from "~/content/images";
import { isUploaded, srcSetOf, variantUrl } from "~/lib/files/image-variants";

/**
 * An image on a public page, always with its size (nothing shifts as it loads) and its
 * text. An uploaded image comes in WebP widths for the browser to choose from (`sizes`
 * says how wide it is drawn); below the fold it loads lazily.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  /** Above the fold (the first screen): load at once and early. */
  eager?: boolean;
  className?: string;
}) {
  const uploaded = isUploaded(src);
  return (
    <img
      src={uploaded ? variantUrl(src, 640) : src}
      srcSet={uploaded ? srcSetOf(src) : undefined}
      sizes={uploaded ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}

/** One of the site's own pictures (app/content/images.ts). */
export function PictureImage({ picture, eager, className }: { picture: Picture; eager?: boolean; className?: string }) {
  return (
    <SiteImage src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} eager={eager} className={className} />
  );
}
