import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { QuestionnaireSection } from "~/components/cases/questionnaire-section";
import { checkSection } from "~/lib/cases/questionnaire";
import { ANSWER_STATE_LABELS, answersFromForm, answersLocked, type AnswerState } from "~/lib/cases/questionnaire-answers";
import { personName } from "~/lib/cases/people";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { personForClient } from "~/server/cases/people.server";
import { AnswersLockedError, questionnaireOf, saveSection } from "~/server/cases/questionnaires.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { firmToday } from "~/server/website/settings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.section?.section.title ?? "Questionnaire"} · ${data?.name ?? ""}` },
];

/** The person (their own, or one the main applicant looks after) and their questionnaire; anything else is a 404. */
async function load(request: Request, personId: string | undefined) {
  const user = await requireRole(request, "client");
  const person = await personForClient(personId ?? "", user.id);
  if (!person) throw data(null, { status: 404 });
  const today = await firmToday();
  const questionnaire = await questionnaireOf(
    { id: person.id, role: person.role, dateOfBirth: person.date_of_birth },
    person.service_slug,
    today,
  );
  if (!questionnaire) throw data(null, { status: 404 });
  const key = new URL(request.url).searchParams.get("section");
  const section = key ? questionnaire.sections.find((s) => s.section.key === key) : undefined;
  if (key && !section) throw data(null, { status: 404 });
  return { user, person, today, questionnaire, section };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { person, questionnaire, section, today } = await load(request, params.personId);
  return {
    name: person.role === "main" ? "You" : personName({ firstName: person.first_name, lastName: person.last_name, role: person.role }),
    reference: person.reference,
    personId: person.id,
    locked: answersLocked(person.status, person.answers_unlocked),
    title: questionnaire.template.title,
    sections: questionnaire.sections.map((s) => ({
      key: s.section.key,
      title: s.section.title,
      state: (s.answer?.state ?? "empty") as AnswerState | "empty",
    })),
    section: section ?? null,
    today,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, person, today, questionnaire, section } = await load(request, params.personId);
  if (!section) throw data(null, { status: 404 });
  const formData = await request.formData().catch(() => new FormData());
  const intent = formData.get("intent");
  const answers = answersFromForm(section.section, (name) => {
    const v = formData.get(name);
    return typeof v === "string" ? v : null;
  });
  const back = `/client/questionnaire/${person.id}`;
  const check = intent === "send" ? checkSection(section.section, answers, today) : { fieldErrors: {}, messages: [] };
  if (Object.keys(check.fieldErrors).length || check.messages.length) return data({ answers, ...check, extraRows: 0 }, { status: 400 });
  try {
    await saveSection({
      applicationId: person.application_id,
      personId: person.id,
      templateId: questionnaire.template.id,
      sectionKey: section.section.key,
      sectionTitle: section.section.title,
      answers,
      send: intent === "send",
      userId: user.id,
    });
  } catch (error) {
    if (!(error instanceof AnswersLockedError)) throw error;
    return data({ answers, fieldErrors: {}, messages: [error.message], extraRows: 0 }, { status: 409 });
  }
  // Saved as they go: another row comes back empty on the same page.
  if (intent === "add-row") return data({ answers, fieldErrors: {}, messages: [], extraRows: 1 });
  return redirectWithToast(
    back,
    intent === "send"
      ? { type: "success", title: "Sent", description: "Your case team checks it and tells you if anything should change." }
      : { type: "success", title: "Saved", description: "Come back to it whenever you like." },
  );
}

export default function Questionnaire() {
  const { name, reference, personId, locked, title, sections, section, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!section) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-700">{`${name === "You" ? "Your answers" : `Answers for ${name}`} · application ${reference}. Answer a section at a time: each is saved when you leave it, and sent to your case team when you say so.`}</p>
        <ol className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
          {sections.map((s) => (
            <li key={s.key} className="flex flex-wrap items-center justify-between gap-2 p-4" data-section={s.key}>
              <Link to={`?section=${s.key}`} className="font-medium text-brand-700 underline">
                {s.title}
              </Link>
              <span className="text-sm text-slate-700" data-state={s.state}>
                {ANSWER_STATE_LABELS[s.state]}
              </span>
            </li>
          ))}
        </ol>
        <Link to="/client/dashboard" className="text-sm font-semibold text-brand-700 underline">
          Back to your dashboard
        </Link>
      </div>
    );
  }
  const values = result?.answers ?? section.answer?.answers ?? { fields: {}, rows: [] };
  return (
    <div className="max-w-3xl space-y-4">
      <Link to={`/client/questionnaire/${personId}`} className="text-sm font-semibold text-brand-700 underline">
        {`${title}: all sections`}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{section.section.title}</h1>
      <p className="text-sm text-slate-700">
        {`${name === "You" ? "Your answers" : `For ${name}`} · ${ANSWER_STATE_LABELS[section.answer?.state ?? "empty"]}${section.answer ? ` · last saved ${formatDate(section.answer.updatedAt)}` : ""}`}
      </p>
      {section.answer?.state === "change_asked" && section.answer.reviewNote ? (
        <div role="alert" className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">Your case team asks for a change</p>
          <p className="mt-1 whitespace-pre-wrap">{section.answer.reviewNote}</p>
        </div>
      ) : null}
      <QuestionnaireSection
        key={JSON.stringify(values)}
        section={section.section}
        values={values}
        errors={result?.fieldErrors}
        messages={result?.messages}
        extraRows={result?.extraRows}
        locked={locked}
        today={today}
      />
    </div>
  );
}
