import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert, TextAreaField } from "~/components/ui/forms";
import { PageHeader } from "~/components/ui/list";
import { getService } from "~/content/catalogue.server";
import { formatDateTime } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { checkTemplateText, saveTemplateVersion, templateVersions } from "~/server/cases/questionnaire-templates.server";
import { redirectWithToast } from "~/server/http/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Questionnaire"} · Questionnaires · Admin` }];

const MAX_TEXT = 200_000;

function serviceOr404(slug: string | undefined) {
  const service = slug ? getService(slug) : undefined;
  if (!service) throw data(null, { status: 404 });
  return service;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const service = serviceOr404(params.slug);
  const versions = await templateVersions(service.slug);
  return {
    slug: service.slug,
    title: service.title,
    text: versions[0] ? JSON.stringify(versions[0].body, null, 2) : "",
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      sections: v.body.sections.length,
      at: v.created_at,
      by: v.created_by_name,
      people: v.people ?? 0,
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const service = serviceOr404(params.slug);
  const formData = await request.formData().catch(() => new FormData());
  const text = String(formData.get("body") ?? "");
  const fail = (errors: string[], status = 400) => data({ text, errors }, { status });
  if (text.length > MAX_TEXT) return fail([`At most ${MAX_TEXT.toLocaleString("en-IN")} characters`]);
  const check = checkTemplateText(text);
  if (!check.ok) return fail(check.errors);
  if (!(await saveTemplateVersion(service.slug, check.template, admin.id)))
    return fail(["Another admin saved a version at the same moment: read theirs, then save yours again."], 409);
  return redirectWithToast(`/admin/questionnaires/${service.slug}`, {
    type: "success",
    title: "New version saved",
    description: "New answers start on it; those started keep theirs.",
  });
}

export default function QuestionnaireTemplate() {
  const { title, text, versions } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <PageHeader title={`Questionnaire: ${title}`} />
      <Link to="/admin/questionnaires" className="text-sm font-semibold text-brand-700 underline">
        All questionnaires
      </Link>
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="versions-h">
        <h2 id="versions-h" className="font-semibold text-slate-900">
          Versions
        </h2>
        {versions.length ? (
          <ul className="mt-2 space-y-1 text-sm" data-versions>
            {versions.map((v) => (
              <li
                key={v.id}
              >{`Version ${v.version}: ${v.sections} sections, ${v.by ? `saved by ${v.by}` : "as seeded"} on ${formatDateTime(v.at)}; ${v.people} ${v.people === 1 ? "person answers" : "people answer"} on it`}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">None yet: this visa type has no questionnaire.</p>
        )}
      </section>
      <Form method="post" className="space-y-3" noValidate>
        <FormAlert message={failure?.errors.length ? "The template was not saved: fix what is listed." : null} />
        {failure?.errors.length ? (
          <ul className="list-disc pl-5 text-sm text-red-800" data-template-errors>
            {failure.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
        <TextAreaField
          label="The template (JSON)"
          hint="Sections with the people they are for (main, partner, adult, child, everyone), their questions (text, date, month, yes-no, choice, country) and repeating rows; a history needs from and to month columns. Saved as a new version."
          name="body"
          rows={24}
          className="font-mono"
          defaultValue={failure?.text ?? text}
          spellCheck={false}
        />
        <button type="submit" className="btn-primary">
          Save as a new version
        </button>
      </Form>
    </div>
  );
}
