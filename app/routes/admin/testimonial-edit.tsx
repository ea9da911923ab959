import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConfirmPanel, DeleteButton } from "~/components/ui/confirm-delete";
import { PageHeader } from "~/components/ui/list";
import { CheckboxField, Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { testimonialSchema } from "~/lib/website/testimonial-schema";
import { isUuid } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { formFailure, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { createTestimonial, deleteTestimonial, getTestimonial, updateTestimonial } from "~/server/website/testimonials.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { OnceKey } from "~/components/ui/once-key";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";

// One module for /admin/testimonials/new and /admin/testimonials/edit/:id.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.testimonial ? `Edit: ${data.testimonial.name}` : "New testimonial"} · Testimonials · Admin` },
];

async function findTestimonial(id: string | undefined) {
  if (id === undefined) return null;
  const testimonial = isUuid(id) ? await getTestimonial(id) : undefined;
  if (!testimonial) throw data(null, { status: 404 });
  return testimonial;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { testimonial: await findTestimonial(params.id), formKey: newFormKey() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const testimonial = await findTestimonial(params.id);
  const formData = await request.formData().catch(() => new FormData());

  if (formData.get("intent") === "delete" && testimonial) {
    if (formData.get("confirmed") !== "yes") return data({ confirm: "delete" as const });
    await deleteTestimonial(testimonial.id);
    return redirectWithToast("/admin/testimonials", { type: "success", title: `Deleted the testimonial from ${testimonial.name}` });
  }

  const parsed = parseFormData(formData, testimonialSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  let path = `/admin/testimonials/view/${testimonial?.id}`;
  try {
    if (testimonial) await updateTestimonial(testimonial.id, parsed.data);
    else path = `/admin/testimonials/view/${await createTestimonial(parsed.data, submissionKey(formData, "testimonial-new"))}`;
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
    path = error.result ?? "/admin/testimonials"; // a copy of the form: the one the first added
  }
  return redirectWithToast(path, {
    type: "success",
    title: testimonial ? "Testimonial saved" : "Testimonial added",
    description: parsed.data.is_published ? "It shows on the home page." : "It is not published.",
  });
}

type ActionData = FormFailure | { confirm: "delete" };

const RATINGS = [{ value: "", label: "No rating" }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} out of 5` }))];

export default function TestimonialEdit() {
  const { testimonial: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const failure = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const v = failure?.values;
  const e = failure?.fieldErrors ?? {};
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={t ? `Edit testimonial: ${t.name}` : "New testimonial"}
        action={
          t ? (
            <Link to={`/admin/testimonials/view/${t.id}`} className="btn-secondary">
              View
            </Link>
          ) : null
        }
      />
      {actionData && "confirm" in actionData && t ? <ConfirmPanel what={`the testimonial from ${t.name}`} /> : null}
      <Form key={String(t?.updated_at ?? "new")} method="post" className="space-y-5 rounded-lg bg-white p-6 shadow-sm" noValidate>
        <OnceKey />
        <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
        <Field label="Name" name="name" required maxLength={120} defaultValue={v?.name ?? t?.name ?? ""} errors={e.name} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Country" name="country" maxLength={100} defaultValue={v?.country ?? t?.country ?? ""} errors={e.country} />
          <Field
            label="Visa type"
            name="visa_type"
            maxLength={120}
            defaultValue={v?.visa_type ?? t?.visa_type ?? ""}
            errors={e.visa_type}
          />
        </div>
        <TextAreaField
          label="Quote"
          name="quote"
          rows={5}
          required
          maxLength={2000}
          defaultValue={v?.quote ?? t?.quote ?? ""}
          errors={e.quote}
        />
        <Field
          label="Video URL (optional)"
          name="video_url"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="A YouTube or Vimeo link. It is embedded without tracking cookies."
          defaultValue={v?.video_url ?? t?.video_url ?? ""}
          errors={e.video_url}
        />
        <SelectField
          label="Rating"
          name="rating"
          className="max-w-xs"
          options={RATINGS}
          defaultValue={v?.rating ?? (t?.rating ? String(t.rating) : "")}
          errors={e.rating}
        />
        <CheckboxField
          label="Published on the home page"
          name="is_published"
          defaultChecked={v ? v.is_published === "on" : Boolean(t?.is_published)}
          errors={e.is_published}
        />
        <input type="hidden" name="intent" value="save" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      </Form>
      {t ? (
        <div className="mt-8 border-t border-slate-200 pt-6">
          <DeleteButton label="Delete testimonial" what={`the testimonial from ${t.name}`} />
        </div>
      ) : null}
    </div>
  );
}
