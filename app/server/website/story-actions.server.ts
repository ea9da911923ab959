import { data } from "@remix-run/node";
import { formError } from "../http/forms.server";
import { AlreadySubmitted, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { askForStory, StoryNotFound, StoryRefused, type Actor } from "./story-consents.server";

/**
 * "Ask for consent to publish a success story" on a staff page (the agent's client page,
 * the admin's application page): an application of that page (`applicationIds`), and of
 * the agent's own when an agent asks (askForStory); anything else is a 404.
 */
export async function storyAskAction(formData: FormData, actor: Actor, applicationIds: string[], back: string) {
  const applicationId = String(formData.get("applicationId") ?? "");
  if (!applicationIds.includes(applicationId)) throw data(null, { status: 404 });
  try {
    await askForStory(applicationId, actor, submissionKey(formData, "story-ask", actor.id));
  } catch (error) {
    if (error instanceof StoryNotFound) throw data(null, { status: 404 });
    if (error instanceof StoryRefused) return formError(formData, error.message, error.status);
    if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: asked once
  }
  return redirectWithToast(back, {
    type: "success",
    title: "Consent asked for",
    description: "The client sees what would be published in their portal and answers there.",
  });
}
