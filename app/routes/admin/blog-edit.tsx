import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { ConfirmPanel, DeleteButton } from "~/components/ui/confirm-delete";
import { ImageField } from "~/components/ui/image-field";
import { PageHeader } from "~/components/ui/list";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { blogPostSchema, resolvePublishedAt, SLUG_TAKEN, toDateTimeInput } from "~/lib/website/blog-post-schema";
import { isUuid } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { createPost, deletePost, getPost, slugTaken, updatePost } from "~/server/website/blog-admin.server";
import { isUniqueViolation } from "~/server/db/db-errors.server";
import { deleteFileAtUrl } from "~/server/files/file-store.server";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FieldErrors, FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { firmTimeZoneSetting } from "~/server/website/settings.server";
import { zoneName } from "~/lib/ui/format";
import { OnceKey } from "~/components/ui/once-key";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { altErrors, creditErrors, imageFieldErrors, nextImage, readImageForm } from "~/server/files/uploads.server";

// One module for /admin/blog/new and /admin/blog/edit/:id.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.post ? `Edit: ${data.post.title}` : "New post"} · Blog · Admin` },
];

async function findPost(id: string | undefined) {
  if (id === undefined) return null;
  const post = isUuid(id) ? await getPost(id) : undefined;
  if (!post) throw data(null, { status: 404 });
  return post;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const post = await findPost(params.id);
  const zone = await firmTimeZoneSetting();
  return { post: post ? { ...post, published_at_input: toDateTimeInput(post.published_at, zone) } : null, formKey: newFormKey(), zone };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  const post = await findPost(params.id);
  const upload = await readImageForm(request, "cover_image");
  if (upload.unreadable) return formError(null, "The form could not be read. Please try again.");
  const { formData, image } = upload;

  if (formData.get("intent") === "delete") {
    if (!post) return formError(formData, "There is nothing to delete yet.");
    if (formData.get("confirmed") !== "yes") return data({ confirm: "delete" as const });
    await deletePost(post.id);
    await deleteFileAtUrl(post.cover_image_url);
    return redirectWithToast("/admin/blog", { type: "success", title: `Deleted "${post.title}"` });
  }

  const parsed = parseFormData(formData, blogPostSchema);
  const fieldErrors: FieldErrors = { ...(parsed.ok ? {} : parsed.failure.fieldErrors) };
  if (parsed.ok && (await slugTaken(parsed.data.slug, post?.id))) fieldErrors.slug = [SLUG_TAKEN];
  if (parsed.ok) {
    fieldErrors.cover_image_credit = creditErrors(image, post?.cover_image_url, parsed.data.removeCover, parsed.data.cover_image_credit);
    fieldErrors.cover_image_alt = altErrors(image, post?.cover_image_url, parsed.data.removeCover, parsed.data.cover_image_alt);
  }
  const hasErrors = Object.values(fieldErrors).some((e) => e?.length);
  Object.assign(fieldErrors, imageFieldErrors(image, "cover_image", hasErrors));
  if (!parsed.ok || Object.values(fieldErrors).some((e) => e?.length)) {
    return formFailure({ fieldErrors, formError: parsed.ok ? undefined : parsed.failure.formError, values: formValues(formData) });
  }

  const form = parsed.data;
  const picked = await nextImage(image, user.id, post?.cover_image_url ?? null, form.removeCover);
  if ("message" in picked)
    return formFailure({ fieldErrors: { cover_image: [picked.message] }, values: formValues(formData) }, picked.status);
  const cover = picked.url;
  const input = {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    body_markdown: form.body_markdown,
    cover_image_url: cover,
    cover_image_credit: cover ? form.cover_image_credit : "",
    cover_image_alt: cover ? form.cover_image_alt : "",
    status: form.status,
    published_at: resolvePublishedAt(form, post?.published_at ?? null, new Date(), await firmTimeZoneSetting()),
  };

  let id = post?.id;
  try {
    if (id) await updatePost(id, input);
    else id = await createPost(input, user.id, submissionKey(formData, "post-new", user.id));
  } catch (error) {
    await picked.discard();
    if (error instanceof AlreadySubmitted)
      return redirectWithToast(error.result ?? "/admin/blog", { type: "success", title: "Post saved" }); // a copy of the form
    if (!isUniqueViolation(error)) throw error;
    // Another post took the slug between the check and the save.
    const failure: FormFailure = { fieldErrors: { slug: [SLUG_TAKEN] }, values: formValues(formData) };
    Object.assign(failure.fieldErrors, imageFieldErrors(image, "cover_image", true));
    return formFailure(failure);
  }
  await picked.settle();

  const justPublished = form.status === "published" && post?.status !== "published";
  return redirectWithToast(`/admin/blog/edit/${id}`, {
    type: "success",
    title: justPublished ? "Post published" : "Post saved",
    description: justPublished && input.published_at! > new Date() ? "It appears on the site at the published time." : undefined,
  });
}

type ActionData = FormFailure | { confirm: "delete" };

export default function BlogEdit() {
  const { post, zone } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const failure = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const v = failure?.values;
  const e = failure?.fieldErrors ?? {};
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={post ? "Edit post" : "New post"}
        action={
          post ? (
            <span className="flex items-center gap-3 text-sm">
              {post.status === "published" ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>}
              <Link to={`/admin/blog/preview/${post.id}`} className="btn-secondary">
                Preview
              </Link>
              {post.status === "published" ? (
                <a href={`/blog/${post.slug}`} className="text-brand-700 underline">
                  View on site
                </a>
              ) : null}
            </span>
          ) : null
        }
      />
      {actionData && "confirm" in actionData && post ? <ConfirmPanel what={`the post "${post.title}"`} /> : null}
      <Form
        key={String(post?.updated_at ?? "new")}
        method="post"
        encType="multipart/form-data"
        className="space-y-5 rounded-lg bg-white p-6 shadow-sm"
        noValidate
      >
        <OnceKey />
        <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
        <Field label="Title" name="title" required maxLength={200} defaultValue={v?.title ?? post?.title ?? ""} errors={e.title} />
        <Field
          label="Slug"
          name="slug"
          maxLength={120}
          defaultValue={v?.slug ?? post?.slug ?? ""}
          errors={e.slug}
          hint="The address: /blog/your-slug. Leave empty to make one from the title."
        />
        <TextAreaField
          label="Excerpt"
          name="excerpt"
          rows={2}
          maxLength={500}
          defaultValue={v?.excerpt ?? post?.excerpt ?? ""}
          errors={e.excerpt}
        />
        <TextAreaField
          label="Body (Markdown)"
          name="body_markdown"
          rows={16}
          defaultValue={v?.body_markdown ?? post?.body_markdown ?? ""}
          errors={e.body_markdown}
        />
        <ImageField
          label="Cover image"
          name="cover_image"
          removeName="remove_cover"
          currentUrl={post?.cover_image_url ?? null}
          errors={e.cover_image}
          credit={{
            name: "cover_image_credit",
            value: v?.cover_image_credit ?? post?.cover_image_credit ?? "",
            errors: e.cover_image_credit,
          }}
          alt={{
            name: "cover_image_alt",
            value: v?.cover_image_alt ?? post?.cover_image_alt ?? "",
            errors: e.cover_image_alt,
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Status"
            name="status"
            defaultValue={v?.status ?? post?.status ?? "draft"}
            options={[
              { value: "draft", label: "Draft (not on the site)" },
              { value: "published", label: "Published" },
            ]}
            errors={e.status}
          />
          <Field
            label={`Published at (${zoneName(zone)})`}
            name="published_at"
            type="datetime-local"
            defaultValue={v?.published_at ?? post?.published_at_input ?? ""}
            errors={e.published_at}
            hint="Leave empty to publish now. A future time schedules the post."
          />
        </div>
        <input type="hidden" name="intent" value="save" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      </Form>
      {post ? (
        <div className="mt-8 border-t border-slate-200 pt-6">
          <DeleteButton label="Delete post" what={`the post "${post.title}"`} />
        </div>
      ) : null}
    </div>
  );
}
