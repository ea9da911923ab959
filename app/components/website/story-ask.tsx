import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import type { FormFailure } from "~/lib/http/form-failure";
import { formatDate } from "~/lib/ui/format";
import { CONSENT_STATE_LABELS, type ConsentState } from "~/lib/website/story-consent";

export type StoryState = { consent_state: ConsentState | null; is_published: boolean; requested_at: string | Date | null };

/** On a granted application: ask its client for consent to publish a success story, and where that stands (decision 028). */
export function StoryAskPanel({
  applicationId,
  story,
  failure,
}: {
  applicationId: string;
  story: StoryState | undefined;
  failure: FormFailure | null | undefined;
}) {
  const state = story?.consent_state ?? null;
  const mine = failure?.values.intent === "story-ask" && failure.values.applicationId === applicationId;
  return (
    <div className="mt-4 rounded-md border border-green-200 bg-green-50 p-4" data-story-ask>
      <h3 className="text-sm font-semibold text-slate-900">Success story</h3>
      {state ? (
        <p className="mt-1 text-sm text-slate-800">
          {`${CONSENT_STATE_LABELS[state]}${story?.is_published ? " · published in the gallery" : ""}${
            story?.requested_at ? ` (asked ${formatDate(story.requested_at)})` : ""
          }`}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-800">
          The client chooses whether their story is shared; nothing is published without consent.
        </p>
      )}
      {state === "agreed" ? null : (
        <Form method="post" className="mt-3" noValidate>
          {mine ? <FormAlert message={failure?.formError} /> : null}
          <OnceKey />
          <input type="hidden" name="intent" value="story-ask" />
          <input type="hidden" name="applicationId" value={applicationId} />
          <button type="submit" className="btn-secondary">
            {state ? "Ask again for consent to publish a success story" : "Ask for consent to publish a success story"}
          </button>
        </Form>
      )}
    </div>
  );
}
