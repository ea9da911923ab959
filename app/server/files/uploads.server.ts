import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { data } from "@remix-run/node";
import busboy from "busboy";
import { detectDocumentType, detectImageType, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from "~/lib/files/image-type";
import { wrongDocumentMessage } from "~/lib/files/file-kind";
import { deleteFileAtUrl, fileUrl, getFileStore } from "./file-store.server";
import { withoutMetadata } from "./images.server";
import { multipartBoundary, partHeaderSanitizer } from "./multipart-headers.server";
import { createPlaces, NoPlace } from "../runtime/places.server";

// Forms with a file field (encType="multipart/form-data"): images for the website,
// documents for client cases. A file that is too large or of the wrong type
// becomes a message beside its field, never a 500, and the other fields are kept. Forms without a file (delete buttons, tests) arrive
// URL-encoded and are read the ordinary way.
//
// The body is streamed through busboy: only the file's first N bytes (its limit) are
// ever held (as Buffers, outside the JavaScript heap), and the front door refuses a body
// over twice that before it arrives. Text fields become strings in the heap: each is held
// to MAX_TEXT_FIELD_BYTES, all of a form's to MAX_TEXT_BYTES, and only UPLOADS_AT_ONCE
// bodies are read at once (the others wait, their bytes unread). Measured before: twelve
// uploads at once, each twenty text fields of 1 MB, took the server to 299 MB; fifty, past
// its heap limit (it died).

export const IMAGE_MESSAGES = {
  tooLarge: "The image must be 5 MB or smaller",
  wrongType: "Upload a JPEG, PNG or WebP image",
  chooseAgain: "Your image was not saved because of the other errors: choose it again.",
  notStored: "The image could not be stored just now. Please try again in a minute.",
  unreadable: "This image could not be read: it may be damaged. Save it again as JPEG or PNG and upload that.",
} as const;

/** What a form's file field held: nothing, an accepted file, or why it was refused. */
export type ImageChoice =
  { kind: "none" } | { kind: "image"; bytes: Uint8Array; contentType: string; originalName: string } | { kind: "error"; message: string };

/** An image on the public site records whose it is (a photographer, a licence). */
export const IMAGE_CREDIT_NEEDED = "Say who took or made the image, or under which licence it is used";

export const IMAGE_ALT_NEEDED = "Describe the image in a few words for people who cannot see it (its text alternative)";

/** The text-alternative error for a form whose record will show an image without one. */
export function altErrors(image: ImageChoice, current: string | null | undefined, removing: boolean, alt: string): string[] {
  const showsImage = image.kind === "image" || (Boolean(current) && !removing);
  return showsImage && !alt ? [IMAGE_ALT_NEEDED] : [];
}

/** The credit error for a form whose record will show an image (a new one, or the one kept) without a credit. */
export function creditErrors(image: ImageChoice, current: string | null | undefined, removing: boolean, credit: string): string[] {
  const showsImage = image.kind === "image" || (Boolean(current) && !removing);
  return showsImage && !credit ? [IMAGE_CREDIT_NEEDED] : [];
}

/** Which files a field accepts: a size limit and a type recognised from the bytes. */
export type UploadRule = {
  maxBytes: number;
  detect: (bytes: Uint8Array) => string | null;
  tooLarge: string;
  /** The message, or one made from the file's name and first bytes. */
  wrongType: string | ((name: string, head: Uint8Array) => string);
};
const wrongTypeMessage = (rule: UploadRule, name: string, head: Uint8Array) =>
  typeof rule.wrongType === "string" ? rule.wrongType : rule.wrongType(name, head);

export const IMAGE_RULE: UploadRule = {
  maxBytes: MAX_IMAGE_BYTES,
  detect: detectImageType,
  tooLarge: IMAGE_MESSAGES.tooLarge,
  wrongType: IMAGE_MESSAGES.wrongType,
};

export const DOCUMENT_RULE: UploadRule = {
  maxBytes: MAX_DOCUMENT_BYTES,
  detect: detectDocumentType,
  tooLarge: "The file must be 10 MB or smaller",
  wrongType: wrongDocumentMessage,
};

export type UploadForm = {
  formData: FormData;
  /** The field's first file. */
  image: ImageChoice;
  /** Every file of the field, up to the form's limit (several for a checklist item). */
  files: ImageChoice[];
  /** The body could not be read at all. */
  unreadable: boolean;
};

export function readImageForm(request: Request, imageField: string): Promise<UploadForm> {
  return readUploadForm(request, imageField, IMAGE_RULE);
}

/** The longest text of our forms is a blog post, 100,000 characters: up to 400 KB in UTF-8. */
export const MAX_TEXT_FIELD_BYTES = 400 * 1024;
/** A form's text fields together: the blog post and everything beside it, with room to spare. */
export const MAX_TEXT_BYTES = 512 * 1024;
/** Upload bodies read at once per instance; up to UPLOADS_WAITING_MAX more wait their turn, the next gets 503. */
const UPLOADS_AT_ONCE = 2;
const UPLOADS_WAITING_MAX = 100;
const uploadBodies = createPlaces("upload bodies", UPLOADS_AT_ONCE, UPLOADS_WAITING_MAX);
const UNREADABLE_FILE = "That file could not be read (its name may hold characters we cannot take). Rename it and choose it again.";

/**
 * Reads a form with one file field, streaming (busboy): the file is kept up to its
 * size limit and the rest of it is read past and dropped, so memory stays bounded
 * whatever arrives (the front door caps the whole body too). busboy takes any file
 * name a browser sends ("CV; final.pdf", non-ASCII names as UTF-8).
 */
export async function readUploadForm(request: Request, fileField: string, rule: UploadRule, maxFiles = 1): Promise<UploadForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    const formData = await request.formData().catch(() => null);
    return { formData: formData ?? new FormData(), image: { kind: "none" }, files: [], unreadable: !formData };
  }
  try {
    return await uploadBodies.run(() => readMultipart(request, contentType, fileField, rule, maxFiles));
  } catch (error) {
    if (error instanceof NoPlace) throw data(null, { status: 503, headers: { "Retry-After": "10", "Cache-Control": "no-store" } });
    throw error;
  }
}

/** A text field over its limit, or a form's text over the total: the error page says so (413), nothing is saved. */
class TextTooLong extends Error {}

async function readMultipart(
  request: Request,
  contentType: string,
  fileField: string,
  rule: UploadRule,
  maxFiles: number,
): Promise<UploadForm> {
  const formData = new FormData();
  type Part = { name: string; chunks: Buffer[]; bytes: number; truncated: boolean; wrongType: boolean; head?: Uint8Array };
  const parts: Part[] = [];
  let extra = false;
  let textBytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      // A throw in a handler would leave this promise unsettled and its upload place taken for good.
      const settleOnThrow =
        <A extends unknown[]>(handler: (...args: A) => void) =>
        (...args: A) => {
          try {
            handler(...args);
          } catch (error) {
            reject(error);
          }
        };
      const parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        // One byte over the limit is enough to know the file is too large.
        limits: { fileSize: rule.maxBytes + 1, fieldSize: MAX_TEXT_FIELD_BYTES, fields: 200, parts: 250 },
      });
      parser.on(
        "field",
        settleOnThrow((name: string, value: string, info: busboy.FieldInfo) => {
          // A longer text is not from a form of ours, and is not cut short silently.
          // A part may have no name (busboy gives undefined): counted, never thrown on.
          textBytes += Buffer.byteLength(value ?? "") + Buffer.byteLength(name ?? "");
          if (info.valueTruncated || textBytes > MAX_TEXT_BYTES) {
            // No more is parsed; the front door reads and drops the rest once the answer is out.
            body.unpipe(sanitizer);
            sanitizer.unpipe(parser);
            return reject(new TextTooLong(`the text of the form is over its limit (at the field ${name})`));
          }
          formData.append(name, value);
        }),
      );
      parser.on(
        "file",
        settleOnThrow((name: string, stream: Readable, info: busboy.FileInfo) => {
          if (name !== fileField) return stream.resume();
          if (parts.length >= maxFiles) {
            extra = extra || Boolean(info.filename); // more files than the form takes: refused, not dropped silently
            return stream.resume();
          }
          const current: Part = { name: info.filename ?? "", chunks: [], bytes: 0, truncated: false, wrongType: false };
          parts.push(current);
          stream.on("data", (chunk: Buffer) => {
            current.bytes += chunk.length;
            if (current.wrongType) return;
            current.chunks.push(chunk);
            // Its type is known from its first bytes: a file of the wrong type is not kept while the rest arrives.
            if (
              current.bytes >= TYPE_BYTES &&
              current.chunks.length <= 2 &&
              !rule.detect(Buffer.concat(current.chunks).subarray(0, TYPE_BYTES))
            ) {
              current.wrongType = true;
              current.head = new Uint8Array(Buffer.concat(current.chunks).subarray(0, TYPE_BYTES));
              current.chunks = [];
            }
          });
          stream.on("limit", () => (current.truncated = true));
        }),
      );
      parser.on("close", resolve);
      parser.on("error", reject);
      const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
      const boundary = multipartBoundary(contentType);
      const sanitizer = boundary ? partHeaderSanitizer(boundary) : new PassThrough();
      body.on("error", reject);
      sanitizer.on("error", reject);
      body.pipe(sanitizer).pipe(parser);
    });
  } catch (error) {
    if (error instanceof TextTooLong) {
      console.error("[upload] refused:", error.message);
      throw data(null, { status: 413, headers: { "Cache-Control": "no-store" } });
    }
    console.error("[upload] unreadable form:", (error as Error).message);
    // The fields read before the broken part are kept (a file name with control
    // characters breaks its part's header): the file is asked for again.
    if ([...formData.keys()].length === 0) return { formData, image: { kind: "none" }, files: [], unreadable: true };
    const broken: ImageChoice = { kind: "error", message: UNREADABLE_FILE };
    return { formData, image: broken, files: [broken], unreadable: false };
  }

  // No file chosen: the browser sends an empty part with an empty name.
  const files = parts.filter((p) => p.bytes > 0 || p.name !== "").map((p) => checkFile(p, rule));
  if (extra) files.push({ kind: "error", message: `Choose at most ${maxFiles} files at a time.` });
  return { formData, image: files[0] ?? { kind: "none" }, files, unreadable: false };
}

/** Enough of a file's first bytes to know its type (the longest signature, WebP's, is 15). */
const TYPE_BYTES = 16;

function checkFile(
  part: { name: string; chunks: Buffer[]; bytes: number; truncated: boolean; wrongType: boolean; head?: Uint8Array },
  rule: UploadRule,
): ImageChoice {
  if (part.truncated || part.bytes > rule.maxBytes) return { kind: "error", message: rule.tooLarge };
  if (part.wrongType) return { kind: "error", message: wrongTypeMessage(rule, part.name, part.head ?? new Uint8Array()) };
  const joined = Buffer.concat(part.chunks, part.bytes);
  part.chunks = [];
  // The joined bytes themselves, not a second copy; a small Buffer shares Node's pool, so it is copied out of it.
  const bytes =
    joined.byteLength < Buffer.poolSize ? new Uint8Array(joined) : new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
  const type = rule.detect(bytes);
  return type
    ? { kind: "image", bytes, contentType: type, originalName: part.name }
    : { kind: "error", message: wrongTypeMessage(rule, part.name, bytes.subarray(0, TYPE_BYTES)) };
}

/** Adds the image's error (or a reminder to choose it again) to a failed form's errors. */
export function imageFieldErrors(image: ImageChoice, field: string, otherErrors: boolean): Record<string, string[]> {
  if (image.kind === "error") return { [field]: [image.message] };
  if (image.kind === "image" && otherErrors) return { [field]: [IMAGE_MESSAGES.chooseAgain] };
  return {};
}

/**
 * Stores an accepted upload as a public file and returns its id and `/files/<id>`
 * address, or null when the store cannot take it just now (logged).
 */
/** Stores an image for the website, without its metadata; or says, for its field, why not. */
export async function storePublicImage(
  image: Extract<ImageChoice, { kind: "image" }>,
  createdBy: string,
): Promise<{ id: string; url: string } | { message: string; status: 400 | 503 }> {
  const bytes = await withoutMetadata(image.bytes, image.contentType);
  if (!bytes) return { message: IMAGE_MESSAGES.unreadable, status: 400 };
  try {
    const { id } = await getFileStore().put(bytes, {
      contentType: image.contentType,
      visibility: "public",
      originalName: image.originalName,
      createdBy,
    });
    return { id, url: fileUrl(id) };
  } catch (error) {
    console.error("[upload] the file store refused an image:", (error as Error).message);
    return { message: IMAGE_MESSAGES.notStored, status: 503 };
  }
}

/**
 * The image a website record keeps after its form is saved: a new upload (stored now), none
 * (removed), or the one it had. `discard` undoes the upload if the save then fails; `settle`
 * deletes the file the record no longer uses once it is saved.
 */
export async function nextImage(image: ImageChoice, createdBy: string, current: string | null, remove: boolean) {
  const stored = image.kind === "image" ? await storePublicImage(image, createdBy) : null;
  if (stored && "message" in stored) return stored;
  const url = stored ? stored.url : remove ? null : current;
  return {
    url,
    discard: async () => void (stored && (await deleteFileAtUrl(stored.url))),
    settle: async () => void (current !== url && (await deleteFileAtUrl(current))),
  };
}
