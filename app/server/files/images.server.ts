import type { ImageWidth } from "~/lib/files/image-variants";
import { createPlaces } from "../runtime/places.server";

// sharp 0.35 (libvips; prebuilt for linux-x64, Node >= 20.9) cleans uploads and makes the WebP variants of an
// uploaded image on first request. A variant never changes for a given original (same
// sha256), so browsers and the nginx cache keep it a year; here a small LRU keeps the
// recent ones so a burst of visitors does not resize the same photo again and again.
// Loaded on the first image, not at start: libvips is ~20 MB an instance may never need.
type Sharp = typeof import("sharp").default;
let loaded: Promise<Sharp> | undefined;
// One image at a time (a 40-megapixel photo decodes to ~160 MB), the rest in line: the
// variants are few (each upload's fixed widths) and cached, so the line is short.
const imageWork = createPlaces("image work", 1, 64);
function sharp(...args: Parameters<Sharp>) {
  loaded ??= import("sharp").then(({ default: lib }) => {
    lib.cache(false); // our own bounded cache below, not libvips' (which grows with every input)
    lib.concurrency(1); // two cores: one resize at a time leaves the other for requests
    return lib;
  });
  return loaded.then((lib) => lib(...args));
}

const MAX_CACHE_BYTES = 8 * 1024 * 1024;
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
let cachedBytes = 0;

function remember(key: string, bytes: Uint8Array<ArrayBuffer>) {
  cache.set(key, bytes);
  cachedBytes += bytes.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= MAX_CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.byteLength;
  }
}

/** The image at `width` pixels wide at most (never enlarged), as WebP; null if it is not an image sharp reads. */
export async function imageVariant(
  original: { bytes: Uint8Array; sha256: string },
  width: ImageWidth,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const key = `${original.sha256}:${width}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // most recently used goes last
    cache.set(key, hit);
    return hit;
  }
  try {
    const out = await imageWork.run(async () =>
      (await sharp(original.bytes, { limitInputPixels: 40_000_000 }))
        .rotate() // honour the camera's orientation, then drop the EXIF (and its GPS position)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 74 })
        .toBuffer(),
    );
    const bytes = new Uint8Array(out); // its own ArrayBuffer, not a slice of libvips' pool
    remember(key, bytes);
    return bytes;
  } catch (error) {
    console.error("[images] could not make a variant:", (error as Error).message);
    return null;
  }
}

/**
 * An uploaded public image without its metadata: EXIF can carry where a photo was taken
 * (a client's home) and the camera's serial number. The pixels are turned upright and
 * re-encoded in the same format; null if sharp cannot read it.
 */
export async function withoutMetadata(bytes: Uint8Array, contentType: string): Promise<Uint8Array | null> {
  try {
    const out = await imageWork.run(async () => {
      const image = (await sharp(bytes, { limitInputPixels: 40_000_000 })).rotate();
      return (
        contentType === "image/png"
          ? image.png()
          : contentType === "image/webp"
            ? image.webp({ quality: 90 })
            : image.jpeg({ quality: 90, mozjpeg: true })
      ).toBuffer();
    });
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch (error) {
    console.error("[images] could not read an upload:", (error as Error).message);
    return null;
  }
}
