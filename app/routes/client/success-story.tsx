import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { StoryCard } from "~/components/website/story-card";
import { StoryAnswerForm, StoryDraftForm, StoryWithdrawForm } from "~/components/website/story-consent-forms";
import type { FieldErrors, FormFailure } from "~/lib/http/form-failure";
import { UUID_RE } from "~/lib/http/uuid";
import { formatDateTime } from "~/lib/ui/format";
import { consentText, storyDraftSchema } from "~/lib/website/story-consent";
import { requireRole } from "~/server/accounts/auth.server";
import { imageFieldErrors, nextImage, readImageForm } from "~/server/files/uploads.server";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import { redirectWithToast } from "~/server/http/toast.server";
import {
  answerStory,
  consentHistory,
  saveStoryDraft,
  sha256,
  StoryNotFound,
  StoryRefused,
  storyOfClient,
} from "~/server/website/story-consents.server";

// The client's success story (decision 028): exactly what the gallery would show (the
// gallery's own card), the text they would agree to, their words and photo, and their
// answer. Another client's story, or none, is a 404.

export const meta: MetaFunction = () => [{ title: "Your success story · Client portal" }];

async function ownStory(request: Request, id: string | undefined) {
  const user = await requireRole(request, "client");
  const story = id && UUID_RE.test(id) ? await storyOfClient(id, user.id) : undefined;
  if (!story) throw data(null, { status: 404 });
  return { user, story };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { story } = await ownStory(request, params.id);
  // What they agreed to, as stored; otherwise what they would agree to now.
  const text = story.consent_state === "agreed" && story.consent_text ? story.consent_text : consentText(story);
  return { story, text, sha256: sha256(text), history: await consentHistory(story.id) };
}

const ANSWERS = { agree: "agreed", decline: "declined", withdraw: "withdrawn" } as const;
const DONE = {
  agreed: { title: "Thank you: you agreed", description: "We publish your story after a last look; you can withdraw at any time." },
  declined: { title: "Nothing will be published", description: "You can change your mind on this page." },
  withdrawn: { title: "Consent withdrawn", description: "Your story is no longer in the gallery." },
};

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, story } = await ownStory(request, params.id);
  const upload = await readImageForm(request, "photo");
  if (upload.unreadable) return formError(null, "The form could not be read. Please try again.");
  const { formData, image } = upload;
  const back = `/client/success-stories/${story.id}`;
  const intent = String(formData.get("intent") ?? "");
  try {
    if (intent === "save") {
      const parsed = parseFormData(formData, storyDraftSchema);
      const fieldErrors: FieldErrors = { ...(parsed.ok ? {} : parsed.failure.fieldErrors) };
      Object.assign(fieldErrors, imageFieldErrors(image, "photo", !parsed.ok));
      if (!parsed.ok || Object.values(fieldErrors).some((e) => e?.length))
        return formFailure({ fieldErrors, values: formValues(formData) });
      const picked = await nextImage(image, user.id, story.photo_url, parsed.data.remove_photo);
      if ("message" in picked)
        return formFailure({ fieldErrors: { photo: [picked.message] }, values: formValues(formData) }, picked.status);
      try {
        await saveStoryDraft(story.id, user.id, { nameForm: parsed.data.name_form, story: parsed.data.story, photoUrl: picked.url });
      } catch (error) {
        await picked.discard();
        throw error;
      }
      await picked.settle();
      return redirectWithToast(`${back}#preview`, {
        type: "success",
        title: "Saved",
        description: "Read the preview, then give your answer.",
      });
    }
    if (intent in ANSWERS) {
      const answer = ANSWERS[intent as keyof typeof ANSWERS];
      await answerStory(story.id, user.id, answer, String(formData.get("sha256") ?? ""));
      return redirectWithToast(back, { type: "success", ...DONE[answer] });
    }
  } catch (error) {
    if (error instanceof StoryNotFound) throw data(null, { status: 404 });
    if (error instanceof StoryRefused) return formError(formData, error.message, error.status);
    throw error;
  }
  return formError(formData, "Unknown action.", 400);
}

const STATE_WORDS = {
  asked: "Your case team asks whether we may share your story in our success gallery. Nothing is published unless you agree.",
  agreed: "You agreed to publish this story.",
  declined: "You declined: nothing is published. You can change your mind below.",
  withdrawn: "You withdrew your consent: nothing is published. You can agree again below.",
};

export default function SuccessStoryPage() {
  const { story, text, sha256, history } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>() ?? null;
  const state = story.consent_state ?? "asked";
  const saving = failure?.values.intent === "save";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p className="text-sm">
        <Link to="/client/dashboard" className="text-brand-700 underline">
          Dashboard
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">Your success story</h1>
      <div className="rounded-lg border-l-4 border-brand-600 bg-brand-50 p-4 text-slate-900" data-consent-state={state}>
        <p>{STATE_WORDS[state]}</p>
        {state === "agreed" ? (
          <p className="mt-1 text-sm">
            {story.is_published ? "It is in the success gallery now." : "It is published after a last look by our team."}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="preview-h" id="preview" className="space-y-3">
        <h2 id="preview-h" className="font-semibold text-slate-900">
          {state === "agreed" ? "What you agreed to publish" : "What would be published"}
        </h2>
        <div className="max-w-sm">
          <StoryCard story={story} />
        </div>
        <h3 className="text-sm font-semibold text-slate-900">
          {state === "agreed" ? "The text you agreed to" : "The text you would agree to"}
        </h3>
        <pre className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-sans text-sm text-slate-800" data-consent-text>
          {text}
        </pre>
      </section>
      {state === "agreed" ? (
        <StoryWithdrawForm failure={failure} />
      ) : (
        <>
          <StoryDraftForm nameForm={story.name_form} story={story.story} photoUrl={story.photo_url} failure={saving ? failure : null} />
          <StoryAnswerForm sha256={sha256} failure={saving ? null : failure} />
        </>
      )}
      {history.length ? (
        <section aria-labelledby="answers-h" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="answers-h" className="font-semibold text-slate-900">
            Your answers
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {history.map((h) => (
              <li key={h.id}>{`${ANSWER_WORDS[h.answer]} on ${formatDateTime(h.answered_at)}`}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const ANSWER_WORDS = { agreed: "Agreed", declined: "Declined", withdrawn: "Withdrew consent" } as const;
