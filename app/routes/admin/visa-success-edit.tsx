import { OnceKey } from "~/components/ui/once-key";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConfirmPanel, DeleteButton } from "~/components/ui/confirm-delete";
import { ImageField } from "~/components/ui/image-field";
import { PageHeader } from "~/components/ui/list";
import { CheckboxField, Field, FormAlert, TextAreaField } from "~/components/ui/forms";
import { isUuid } from "~/lib/http/uuid";
import { CONSENT_REQUIRED, STORY_MAX, visaSuccessSchema } from "~/lib/website/visa-success-schema";
import { requireRole } from "~/server/accounts/auth.server";
import { isCheckViolation } from "~/server/db/db-errors.server";
import { deleteFileAtUrl } from "~/server/files/file-store.server";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FieldErrors, FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { imageFieldErrors, nextImage, readImageForm } from "~/server/files/uploads.server";
import { createStory, deleteStory, getStory, updateStory } from "~/server/website/visa-successes.server";
import { ClientStoryPanel } from "~/components/website/story-review";

// One module for /admin/visa-success/new and /admin/visa-success/:id.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.story ? data.story.display_name : "New story"} · Visa success · Admin` },
];

async function findStory(id: string | undefined) {
  if (id === undefined) return null;
  const story = isUuid(id) ? await getStory(id) : undefined;
  if (!story) throw data(null, { status: 404 });
  return story;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { story: await findStory(params.id), formKey: newFormKey() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  const story = await findStory(params.id);
  const upload = await readImageForm(request, "photo");
  if (upload.unreadable) return formError(null, "The form could not be read. Please try again.");
  const { formData, image } = upload;
  // A client's story is published as they agreed to it: no edit, no delete (its consent record stays).
  if (story?.application_id) {
    return formError(formData, "This is the client's own story: publish or unpublish it, or send it back to them to change it.", 409);
  }

  if (formData.get("intent") === "delete") {
    if (!story) return formError(formData, "There is nothing to delete yet.");
    if (formData.get("confirmed") !== "yes") return data({ confirm: "delete" as const });
    await deleteStory(story.id);
    await deleteFileAtUrl(story.photo_url);
    return redirectWithToast("/admin/visa-success", { type: "success", title: `Deleted the story of ${story.display_name}` });
  }

  const parsed = parseFormData(formData, visaSuccessSchema);
  const fieldErrors: FieldErrors = { ...(parsed.ok ? {} : parsed.failure.fieldErrors) };
  const hasErrors = Object.values(fieldErrors).some((e) => e?.length);
  Object.assign(fieldErrors, imageFieldErrors(image, "photo", hasErrors));
  if (!parsed.ok || Object.values(fieldErrors).some((e) => e?.length)) {
    return formFailure({ fieldErrors, formError: parsed.ok ? undefined : parsed.failure.formError, values: formValues(formData) });
  }

  const form = parsed.data;
  const picked = await nextImage(image, user.id, story?.photo_url ?? null, form.remove_photo);
  if ("message" in picked) return formFailure({ fieldErrors: { photo: [picked.message] }, values: formValues(formData) }, picked.status);
  const photo = picked.url;
  const input = {
    display_name: form.display_name,
    country: form.country,
    visa_type: form.visa_type,
    granted_on: form.granted_on,
    photo_url: photo,
    story: form.story,
    consent_to_publish: form.consent_to_publish,
    is_published: form.is_published,
  };

  let path = `/admin/visa-success/${story?.id}`;
  try {
    if (story) await updateStory(story.id, input);
    else path = `/admin/visa-success/${await createStory(input, submissionKey(formData, "story-new", user.id))}`;
  } catch (error) {
    await picked.discard();
    if (error instanceof AlreadySubmitted)
      return redirectWithToast(error.result ?? "/admin/visa-success", { type: "success", title: "Story added" });
    // The database refuses a published story without consent too.
    if (!isCheckViolation(error, "visa_successes_consent")) throw error;
    return formFailure({ fieldErrors: { is_published: [CONSENT_REQUIRED] }, values: formValues(formData) });
  }
  await picked.settle();
  return redirectWithToast(path, {
    type: "success",
    title: story ? "Story saved" : "Story added",
    description: input.is_published ? "It shows in the public success gallery." : "It is not published.",
  });
}

type ActionData = FormFailure | { confirm: "delete" };

export default function VisaSuccessEdit() {
  const { story } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const failure = actionData && "fieldErrors" in actionData ? actionData : undefined;
  return (
    <div className="max-w-3xl">
      <PageHeader title={story ? `Success story: ${story.display_name}` : "New success story"} />
      {story?.application_id ? <ClientStoryPanel story={story} failure={failure ?? null} /> : <AdminStoryForm />}
    </div>
  );
}

/** An admin-typed story (one with no application): every field theirs to edit. */
function AdminStoryForm() {
  const { story } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const failure = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const v = failure?.values;
  const e = failure?.fieldErrors ?? {};
  const checked = (name: "consent_to_publish" | "is_published") => (v ? v[name] === "on" : Boolean(story?.[name]));
  return (
    <>
      {actionData && "confirm" in actionData && story ? <ConfirmPanel what={`the story of ${story.display_name}`} /> : null}
      <Form
        key={String(story?.updated_at ?? "new")}
        method="post"
        encType="multipart/form-data"
        className="space-y-5 rounded-lg bg-white p-6 shadow-sm"
        noValidate
      >
        <OnceKey />
        <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
        <Field
          label="Display name"
          name="display_name"
          required
          maxLength={120}
          hint="As the client agreed to be named: initials are fine (e.g. S. P.)."
          defaultValue={v?.display_name ?? story?.display_name ?? ""}
          errors={e.display_name}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Country"
            name="country"
            required
            maxLength={100}
            defaultValue={v?.country ?? story?.country ?? ""}
            errors={e.country}
          />
          <Field
            label="Visa type"
            name="visa_type"
            required
            maxLength={120}
            defaultValue={v?.visa_type ?? story?.visa_type ?? ""}
            errors={e.visa_type}
          />
        </div>
        <Field
          label="Date of grant"
          name="granted_on"
          type="date"
          className="max-w-xs"
          defaultValue={v?.granted_on ?? story?.granted_on ?? ""}
          errors={e.granted_on}
        />
        <TextAreaField
          label={`Short story (${STORY_MAX} characters at most)`}
          name="story"
          rows={5}
          maxLength={STORY_MAX}
          defaultValue={v?.story ?? story?.story ?? ""}
          errors={e.story}
        />
        <ImageField label="Photo" name="photo" removeName="remove_photo" currentUrl={story?.photo_url ?? null} errors={e.photo} />
        <CheckboxField
          label="The client consents to publishing this story"
          hint="Keep their written consent on file. Without it the story cannot be published."
          name="consent_to_publish"
          defaultChecked={checked("consent_to_publish")}
          errors={e.consent_to_publish}
        />
        <CheckboxField
          label="Published in the success gallery"
          name="is_published"
          defaultChecked={checked("is_published")}
          errors={e.is_published}
        />
        <input type="hidden" name="intent" value="save" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      </Form>
      {story ? (
        <div className="mt-8 border-t border-slate-200 pt-6">
          <DeleteButton label="Delete story" what={`the story of ${story.display_name}`} />
        </div>
      ) : null}
    </>
  );
}
