import { detectDocumentType, detectImageType, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from "~/lib/image-type";
import { fileUrl, getFileStore } from "./file-store.server";

// Forms with a file field (encType="multipart/form-data"): images for the website,
// documents for client cases. A file that is too large or of the wrong type
// becomes a message beside its field, never a 500, and the other fields are kept. Forms without a file (delete buttons, tests) arrive
// URL-encoded and are read the ordinary way.
//
// The body is read by the platform's own multipart parser (the one behind
// request.formData()), which takes any file name a browser sends; Remix's
// streaming parser refuses a name with ";" or "=" in it ("CV; final.pdf") and the
// whole form would be lost. A body is read up to twice the file limit and 1 MB for
// the other fields; past that the reading stops and only the file's message is shown.

export const IMAGE_MESSAGES = {
  tooLarge: "The image must be 5 MB or smaller",
  wrongType: "Upload a JPEG, PNG or WebP image",
  chooseAgain: "Your image was not saved because of the other errors: choose it again.",
  notStored: "The image could not be stored just now. Please try again in a minute.",
} as const;

/** What a form's file field held: nothing, an accepted file, or why it was refused. */
export type ImageChoice =
  | { kind: "none" }
  | { kind: "image"; bytes: Uint8Array; contentType: string; originalName: string }
  | { kind: "error"; message: string };

/** Which files a field accepts: a size limit and a type recognised from the bytes. */
export type UploadRule = { maxBytes: number; detect: (bytes: Uint8Array) => string | null; tooLarge: string; wrongType: string };

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
  wrongType: "Upload a PDF, JPEG or PNG file",
};

export type UploadForm = {
  formData: FormData;
  image: ImageChoice;
  /** The body could not be read at all. */
  unreadable: boolean;
};

export function readImageForm(request: Request, imageField: string): Promise<UploadForm> {
  return readUploadForm(request, imageField, IMAGE_RULE);
}

/** Room for the fields besides the file in a multipart body. */
const OTHER_FIELDS_BYTES = 1024 * 1024;

export async function readUploadForm(request: Request, imageField: string, rule: UploadRule): Promise<UploadForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    const formData = await request.formData().catch(() => null);
    return { formData: formData ?? new FormData(), image: { kind: "none" }, unreadable: !formData };
  }

  const limit = 2 * rule.maxBytes + OTHER_FIELDS_BYTES;
  let read = 0;
  let overLimit = false;
  const bounded = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read <= limit) return controller.enqueue(chunk);
        overLimit = true;
        controller.error(new Error(`the body is over ${limit} bytes`));
      },
    }),
  );
  let formData: FormData;
  try {
    formData = await new Request(request.url, { method: "POST", headers: { "Content-Type": contentType }, body: bounded, duplex: "half" } as RequestInit).formData();
  } catch (error) {
    // Far too large to keep the other fields: say why beside the file.
    if (overLimit) return { formData: new FormData(), image: { kind: "error", message: rule.tooLarge }, unreadable: false };
    console.error("[upload] unreadable form:", (error as Error).message);
    return { formData: new FormData(), image: { kind: "none" }, unreadable: true };
  }

  let image: ImageChoice = { kind: "none" };
  const file = formData.get(imageField);
  // No file chosen: the browser sends an empty part with an empty name.
  if (file instanceof File && (file.size > 0 || file.name !== "")) {
    if (file.size > rule.maxBytes) {
      image = { kind: "error", message: rule.tooLarge };
    } else {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = rule.detect(bytes);
      image = type ? { kind: "image", bytes, contentType: type, originalName: file.name } : { kind: "error", message: rule.wrongType };
    }
  }
  formData.delete(imageField);
  return { formData, image, unreadable: false };
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
export async function storePublicImage(image: Extract<ImageChoice, { kind: "image" }>, createdBy: string) {
  try {
    const { id } = await getFileStore().put(image.bytes, {
      contentType: image.contentType,
      visibility: "public",
      originalName: image.originalName,
      createdBy,
    });
    return { id, url: fileUrl(id) };
  } catch (error) {
    console.error("[upload] the file store refused an image:", (error as Error).message);
    return null;
  }
}
