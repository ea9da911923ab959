import { z } from "zod";
import type { FormFailure } from "~/lib/http/form-failure";
import type { SessionUser } from "../accounts/session.server";
import { DOCUMENT_RULE, readUploadForm } from "../files/uploads.server";
import { parseFormData } from "../http/forms.server";
import { AlreadySubmitted, submissionKey } from "../http/submission-keys.server";
import { postMessage } from "./posting.server";
import type { Thread } from "./threads.server";

// The message form's post (the thread's page and the inbox send the same form): the
// text, an optional attachment, each refusal beside its field.

const schema = z.object({
  intent: z.literal("send"),
  body: z.string().trim().min(1, "Write your message first").max(5000, "Use at most 5,000 characters"),
});

/** Posts the message of the form to the thread; a failure to show beside the fields otherwise. */
export async function sendMessageForm(request: Request, user: SessionUser, thread: Thread): Promise<FormFailure | null> {
  const upload = await readUploadForm(request, "file", DOCUMENT_RULE);
  const parsed = parseFormData(upload.formData, schema);
  const fileError = upload.image.kind === "error" ? [upload.image.message] : undefined;
  if (!parsed.ok || fileError || upload.unreadable) {
    const failure: FormFailure = parsed.ok
      ? {
          fieldErrors: {},
          values: Object.fromEntries([...upload.formData].filter(([, v]) => typeof v === "string")) as Record<string, string>,
        }
      : parsed.failure;
    if (upload.unreadable) failure.formError = "Your message could not be read. Please try again.";
    // A chosen file is not sent back: say so, so it is chosen again.
    failure.fieldErrors.file = fileError ?? (upload.image.kind === "image" ? ["Choose the file again"] : undefined);
    return failure;
  }
  const attachment = upload.image.kind === "image" ? upload.image : null;
  try {
    await postMessage(thread, user, parsed.data.body, attachment, submissionKey(upload.formData, "message", user.id));
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: stored once
  }
  return null;
}
