import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { ItemFields } from "~/components/documents/item-fields";
import { FormAlert } from "~/components/ui/forms";
import { getService } from "~/content/catalogue.server";
import { PROVIDER_LABELS } from "~/lib/documents/document-checklists";
import { requireRole } from "~/server/accounts/auth.server";
import { templateAction, templateOf } from "~/server/documents/templates.server";
import type { FormFailure } from "~/lib/http/form-failure";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Checklist: ${data?.title ?? "Visa type"} · Admin` }];

function visaType(slug: string | undefined) {
  const service = slug ? getService(slug) : undefined;
  if (!service) throw data(null, { status: 404 });
  return service;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const service = visaType(params.slug);
  return { slug: service.slug, title: service.title, items: await templateOf(service.slug) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const service = visaType(params.slug);
  const formData = await request.formData().catch(() => new FormData());
  return templateAction(formData, service.slug);
}

/** One visa type's checklist: each item editable in place, reordered, removed; a new one at the end. */
export default function ChecklistEditor() {
  const { title, items } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const adding = failure?.values.intent === "add" ? failure : null;
  return (
    <div>
      <PageHeader
        title={`Checklist: ${title}`}
        action={
          <Link to="/admin/checklists" className="text-sm font-semibold text-brand-700 underline">
            All visa types
          </Link>
        }
      />
      <ol className="space-y-3">
        {items.map((item, i) => {
          const editing = failure?.values.intent === "save" && failure.values.itemId === item.id ? failure : null;
          return (
            <li key={item.id} className="rounded-lg bg-white p-4 shadow-sm" data-template-item={item.name}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-900">{`${i + 1}. ${item.name}`}</p>
                  <p className="text-xs text-slate-600">{`${item.required ? "Required" : "Optional"} · ${PROVIDER_LABELS[item.provided_by]}`}</p>
                  {item.help_text ? <p className="mt-1 max-w-3xl text-sm text-slate-700">{item.help_text}</p> : null}
                </div>
                <div className="flex gap-2">
                  {(["up", "down"] as const).map((dir) => (
                    <Form method="post" key={dir}>
                      <input type="hidden" name="itemId" value={item.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={dir}
                        className="btn-secondary"
                        disabled={dir === "up" ? i === 0 : i === items.length - 1}
                        aria-label={`Move ${item.name} ${dir}`}
                      >
                        {dir === "up" ? "↑" : "↓"}
                      </button>
                    </Form>
                  ))}
                  <Form method="post">
                    <input type="hidden" name="itemId" value={item.id} />
                    <button type="submit" name="intent" value="delete" className="btn-secondary" aria-label={`Remove ${item.name}`}>
                      Remove
                    </button>
                  </Form>
                </div>
              </div>
              <details className="mt-2" open={Boolean(editing)}>
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">{`Edit ${item.name}`}</summary>
                <Form method="post" className="mt-2 max-w-2xl space-y-3" noValidate>
                  <input type="hidden" name="intent" value="save" />
                  <input type="hidden" name="itemId" value={item.id} />
                  <FormAlert message={editing?.formError} />
                  <ItemFields
                    idPrefix={`edit-${item.id}`}
                    values={
                      editing?.values ?? {
                        name: item.name,
                        help: item.help_text,
                        required: item.required,
                        providedBy: item.provided_by,
                        appliesTo: item.applies_to,
                      }
                    }
                    errors={editing?.fieldErrors}
                    audience
                  />
                  <button type="submit" className="btn-primary">
                    Save
                  </button>
                </Form>
              </details>
            </li>
          );
        })}
      </ol>
      {items.length ? null : (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm">
          No items yet: applications of this type start with an empty checklist.
        </p>
      )}
      <section className="mt-6 max-w-2xl rounded-lg bg-white p-5 shadow-sm" aria-labelledby="add-h">
        <h2 id="add-h" className="mb-3 font-semibold text-slate-900">
          Add an item
        </h2>
        <Form method="post" className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="add" />
          <FormAlert message={adding?.formError} />
          <ItemFields idPrefix="add" values={adding?.values ?? {}} errors={adding?.fieldErrors} audience />
          <button type="submit" className="btn-primary">
            Add the item
          </button>
        </Form>
      </section>
    </div>
  );
}
