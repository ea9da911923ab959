import { Form } from "@remix-run/react";
import { FieldErrors, FormAlert, TextAreaField } from "~/components/ui/forms";
import { ImageField } from "~/components/ui/image-field";
import type { FormFailure } from "~/lib/http/form-failure";
import { NAME_FORM_LABELS, type NameForm } from "~/lib/website/story-consent";
import { STORY_MAX } from "~/lib/website/visa-success-schema";

// The client's forms on their success story (decision 028): what would be published
// (name form, their words, a photo), then their answer on the exact text shown.

export function StoryDraftForm({
  nameForm,
  story,
  photoUrl,
  failure,
}: {
  nameForm: NameForm;
  story: string;
  photoUrl: string | null;
  failure: FormFailure | null;
}) {
  const v = failure?.values;
  const e = failure?.fieldErrors ?? {};
  const chosen = v?.name_form ?? nameForm;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-5 rounded-lg bg-white p-6 shadow-sm"
      noValidate
      aria-labelledby="draft-h"
    >
      <h2 id="draft-h" className="font-semibold text-slate-900">
        Change what would be published
      </h2>
      <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
      <fieldset aria-describedby={e.name_form?.length ? "name_form-error" : undefined}>
        <legend className="label">How you are named</legend>
        <div className="mt-2 flex flex-wrap gap-5">
          {(Object.keys(NAME_FORM_LABELS) as NameForm[]).map((form) => (
            <label key={form} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="name_form" value={form} defaultChecked={chosen === form} className="h-4 w-4" />
              {NAME_FORM_LABELS[form]}
            </label>
          ))}
        </div>
        <FieldErrors id="name_form-error" errors={e.name_form} />
      </fieldset>
      <TextAreaField
        label={`In your own words (${STORY_MAX} characters at most)`}
        hint="How it went, what helped: shown exactly as you write it."
        name="story"
        rows={5}
        maxLength={STORY_MAX}
        defaultValue={v?.story ?? story}
        errors={e.story}
      />
      <ImageField label="Photo (optional)" name="photo" removeName="remove_photo" currentUrl={photoUrl} errors={e.photo} />
      <input type="hidden" name="intent" value="save" />
      <button type="submit" className="btn-secondary">
        Save and show the preview
      </button>
    </Form>
  );
}

/** Agree or decline, on the text above: its SHA-256 comes back with the answer. */
export function StoryAnswerForm({ sha256, failure }: { sha256: string; failure: FormFailure | null }) {
  return (
    <Form method="post" className="space-y-4 rounded-lg bg-white p-6 shadow-sm" noValidate aria-labelledby="answer-h">
      <h2 id="answer-h" className="font-semibold text-slate-900">
        Your answer
      </h2>
      <FormAlert message={failure?.formError} />
      <input type="hidden" name="sha256" value={sha256} />
      <p className="text-sm text-slate-700">
        We record your answer, the time and a fingerprint (SHA-256) of the exact text above. Nothing is published without your consent.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="agree" className="btn-primary">
          I agree: publish this story
        </button>
        <button type="submit" name="intent" value="decline" className="btn-secondary">
          No, do not publish it
        </button>
      </div>
    </Form>
  );
}

export function StoryWithdrawForm({ failure }: { failure: FormFailure | null }) {
  return (
    <Form method="post" className="space-y-3 rounded-lg bg-white p-6 shadow-sm" noValidate aria-labelledby="withdraw-h">
      <h2 id="withdraw-h" className="font-semibold text-slate-900">
        Withdraw your consent
      </h2>
      <FormAlert message={failure?.formError} />
      <p className="text-sm text-slate-700">The story is taken off the gallery at once. You can change your words and agree again later.</p>
      <button type="submit" name="intent" value="withdraw" className="btn-secondary">
        Withdraw my consent
      </button>
    </Form>
  );
}
