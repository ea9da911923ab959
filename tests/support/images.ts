// Small real images for upload tests.
import sharp from "sharp";

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A 1×1 GIF: a real image, but not a type the site accepts. */
export const TINY_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** The first bytes of a JPEG: enough for the type check. */
export const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

/** A real 64×48 JPEG whose EXIF says where it was taken (Pune), as a phone's photo does. */
export const PHOTO_WITH_GPS: Buffer<ArrayBuffer> = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
  .jpeg()
  .withExif({
    IFD0: { Copyright: "A. Photographer" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "73/1 51/1 0/1" },
  })
  .toBuffer();

/** A real JPEG padded with trailing bytes (which decoders ignore) to exactly `size` bytes. */
export function jpegOfSize(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(PHOTO_WITH_GPS);
  return out;
}
