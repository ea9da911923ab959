import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConfirmPanel, DeleteButton } from "~/components/ui/confirm-delete";
import { ImageField } from "~/components/ui/image-field";
import { PageHeader } from "~/components/ui/list";
import { CheckboxField, Field, FormAlert, TextAreaField } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import { teamMemberSchema } from "~/lib/website/team-schema";
import { isUuid } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { deleteFileAtUrl } from "~/server/files/file-store.server";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FieldErrors, FormFailure } from "~/lib/http/form-failure";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { creditErrors, imageFieldErrors, nextImage, readImageForm } from "~/server/files/uploads.server";
import { createTeamMember, deleteTeamMember, getTeamMember, updateTeamMember } from "~/server/website/team.server";

// One module for /admin/team/new and /admin/team/:id: a person on the About page.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.member ? data.member.name : "New team member"} · Team · Admin` },
];

async function findMember(id: string | undefined) {
  if (id === undefined) return null;
  const member = isUuid(id) ? await getTeamMember(id) : undefined;
  if (!member) throw data(null, { status: 404 });
  return member;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { member: await findMember(params.id), formKey: newFormKey() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  const member = await findMember(params.id);
  const upload = await readImageForm(request, "photo");
  if (upload.unreadable) return formError(null, "The form could not be read. Please try again.");
  const { formData, image } = upload;

  if (formData.get("intent") === "delete") {
    if (!member) return formError(formData, "There is nothing to delete yet.");
    if (formData.get("confirmed") !== "yes") return data({ confirm: "delete" as const });
    await deleteTeamMember(member.id);
    await deleteFileAtUrl(member.photo_url);
    return redirectWithToast("/admin/team", { type: "success", title: `Removed ${member.name} from the team` });
  }

  const parsed = parseFormData(formData, teamMemberSchema);
  const fieldErrors: FieldErrors = { ...(parsed.ok ? {} : parsed.failure.fieldErrors) };
  if (parsed.ok) fieldErrors.photo_credit = creditErrors(image, member?.photo_url, parsed.data.remove_photo, parsed.data.photo_credit);
  const hasErrors = Object.values(fieldErrors).some((e) => e?.length);
  Object.assign(fieldErrors, imageFieldErrors(image, "photo", hasErrors));
  if (!parsed.ok || Object.values(fieldErrors).some((e) => e?.length)) {
    return formFailure({ fieldErrors, formError: parsed.ok ? undefined : parsed.failure.formError, values: formValues(formData) });
  }

  const form = parsed.data;
  const picked = await nextImage(image, user.id, member?.photo_url ?? null, form.remove_photo);
  if ("message" in picked) return formFailure({ fieldErrors: { photo: [picked.message] }, values: formValues(formData) }, picked.status);
  const photo = picked.url;
  const input = {
    name: form.name,
    role: form.role,
    registration: form.registration,
    bio: form.bio,
    photo_url: photo,
    photo_credit: photo ? form.photo_credit : "",
    position: form.position,
    is_published: form.is_published,
  };

  let path = `/admin/team/${member?.id}`;
  try {
    if (member) await updateTeamMember(member.id, input);
    else path = `/admin/team/${await createTeamMember(input, submissionKey(formData, "team-new", user.id))}`;
  } catch (error) {
    await picked.discard();
    if (error instanceof AlreadySubmitted)
      return redirectWithToast(error.result ?? "/admin/team", { type: "success", title: "Team member added" });
    throw error;
  }
  await picked.settle();
  return redirectWithToast(path, {
    type: "success",
    title: member ? "Team member saved" : "Team member added",
    description: input.is_published ? "They show on the About page." : "They are not shown on the site.",
  });
}

type ActionData = FormFailure | { confirm: "delete" };

export default function TeamMemberEdit() {
  const { member } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const failure = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const v = failure?.values;
  const e = failure?.fieldErrors ?? {};
  return (
    <div className="max-w-3xl">
      <PageHeader title={member ? `Team: ${member.name}` : "New team member"} />
      {actionData && "confirm" in actionData && member ? <ConfirmPanel what={`${member.name} from the team`} /> : null}
      <Form
        key={String(member?.updated_at ?? "new")}
        method="post"
        encType="multipart/form-data"
        className="space-y-5 rounded-lg bg-white p-6 shadow-sm"
        noValidate
      >
        <OnceKey />
        <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" name="name" required maxLength={120} defaultValue={v?.name ?? member?.name ?? ""} errors={e.name} />
          <Field
            label="Role"
            name="role"
            required
            maxLength={120}
            hint="e.g. Regulated Canadian Immigration Consultant"
            defaultValue={v?.role ?? member?.role ?? ""}
            errors={e.role}
          />
        </div>
        <Field
          label="Registration (optional)"
          name="registration"
          maxLength={200}
          hint="Only a registration a visitor can check on the official register, e.g. “CICC licence R712345” or “MARA 1234567”."
          defaultValue={v?.registration ?? member?.registration ?? ""}
          errors={e.registration}
        />
        <TextAreaField
          label="Short introduction (optional, 600 characters at most)"
          name="bio"
          rows={3}
          maxLength={600}
          defaultValue={v?.bio ?? member?.bio ?? ""}
          errors={e.bio}
        />
        <ImageField
          label="Photo"
          name="photo"
          removeName="remove_photo"
          currentUrl={member?.photo_url ?? null}
          errors={e.photo}
          credit={{ name: "photo_credit", value: v?.photo_credit ?? member?.photo_credit ?? "", errors: e.photo_credit }}
        />
        <Field
          label="Order on the page"
          name="position"
          type="number"
          min={0}
          max={999}
          className="max-w-xs"
          hint="Lower numbers come first; equal numbers go by name."
          defaultValue={v?.position ?? String(member?.position ?? 0)}
          errors={e.position}
        />
        <CheckboxField
          label="Shown on the About page"
          name="is_published"
          defaultChecked={v ? v.is_published === "on" : Boolean(member?.is_published)}
          errors={e.is_published}
        />
        <input type="hidden" name="intent" value="save" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      </Form>
      {member ? (
        <div className="mt-8 border-t border-slate-200 pt-6">
          <DeleteButton label="Remove from the team" what={`${member.name} from the team`} />
        </div>
      ) : null}
    </div>
  );
}
