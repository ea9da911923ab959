import { Form } from "@remix-run/react";
import { FormAlert, TextAreaField } from "~/components/ui/forms";
import type { FormFailure } from "~/lib/http/form-failure";
import { formatDateTime } from "~/lib/ui/format";
import { CONSENT_STATE_LABELS, type ConsentState } from "~/lib/website/story-consent";
import { StoryCard, type Story } from "./story-card";

// The admin's review of clients' success stories (decision 028): the card as the gallery
// would show it, and only Publish, Unpublish or Send back: never an edit of the client's words.

type Awaiting = Story & { reference: string; consent_answered_at: string | Date | null };

export function StoriesAwaitingReview({ stories }: { stories: Awaiting[] }) {
  if (!stories.length) return null;
  return (
    <section className="mb-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="review-h" data-awaiting-review>
      <h2 id="review-h" className="font-semibold text-slate-900">{`Waiting for review (${stories.length})`}</h2>
      <p className="mt-1 text-sm text-slate-700">
        The client agreed to each story exactly as shown. Publish it, or send it back with a note.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {stories.map((s) => (
          <li key={s.id} className="space-y-3">
            <div>
              <StoryCard story={s} />
            </div>
            <p className="text-xs text-slate-600">{`${s.reference} · agreed ${formatDateTime(s.consent_answered_at)}`}</p>
            <StoryActions id={s.id} state="agreed" published={false} back="list" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Publish or unpublish, and send back (a consented story only). */
export function StoryActions({
  id,
  state,
  published,
  back,
}: {
  id: string;
  state: ConsentState | null;
  published: boolean;
  back: "list" | "story";
}) {
  return (
    <div className="space-y-3">
      <Form method="post" action="/admin/visa-success" className="flex flex-wrap gap-3">
        <input type="hidden" name="storyId" value={id} />
        <input type="hidden" name="back" value={back} />
        {published ? (
          <button type="submit" name="intent" value="unpublish" className="btn-secondary">
            Unpublish
          </button>
        ) : (
          <button type="submit" name="intent" value="publish" className="btn-primary">
            Publish
          </button>
        )}
      </Form>
      {state === "agreed" ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Send back to the client</summary>
          <Form method="post" action="/admin/visa-success" className="mt-2 space-y-3">
            <input type="hidden" name="storyId" value={id} />
            <input type="hidden" name="back" value={back} />
            <TextAreaField label="What should they change?" name="note" rows={3} maxLength={2000} />
            <button type="submit" name="intent" value="send-back" className="btn-secondary">
              Send back
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

type Linked = Story & {
  consent_state: ConsentState | null;
  is_published: boolean;
  consent_text: string | null;
  consent_sha256: string | null;
  consent_answered_at: string | Date | null;
};

/** A client's story on its admin page: what they agreed to, read-only. */
export function ClientStoryPanel({ story, failure }: { story: Linked; failure: FormFailure | null }) {
  const state = story.consent_state ?? "asked";
  return (
    <div className="space-y-5 rounded-lg bg-white p-6 shadow-sm" data-client-story>
      <FormAlert message={failure?.formError} />
      <p className="text-sm text-slate-800">
        {`${CONSENT_STATE_LABELS[state]}${story.consent_answered_at ? ` (${formatDateTime(story.consent_answered_at)})` : ""}${
          story.is_published ? " · published in the gallery" : " · not published"
        }. The client's words are theirs: to change anything, send it back to them.`}
      </p>
      <div className="max-w-sm">
        <StoryCard story={story} />
      </div>
      {state === "agreed" && story.consent_text ? (
        <div>
          <h2 className="text-sm font-semibold text-slate-900">The text the client agreed to</h2>
          <pre className="mt-2 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm text-slate-800">
            {story.consent_text}
          </pre>
          <p className="mt-1 break-all text-xs text-slate-600">{`SHA-256: ${story.consent_sha256}`}</p>
        </div>
      ) : null}
      {state === "agreed" || story.is_published ? (
        <StoryActions id={story.id} state={state} published={story.is_published} back="story" />
      ) : null}
    </div>
  );
}
