import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationHistory } from "~/components/cases/application-panels";
import { StatusBadge } from "~/components/cases/status-badge";
import { ProgressBar } from "~/components/ui/progress-bar";
import { LatestNote, StatusTimeline } from "~/components/cases/status-timeline";
import { clientStatusLabel } from "~/lib/cases/client-stages";
import { formatDate, formatDateTime } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { requireRole } from "~/server/accounts/auth.server";
import { clientDashboard, passportExpiresSoon } from "~/server/cases/client-portal.server";
import { keyDatesOf } from "~/server/cases/key-dates.server";
import { ClientKeyDates } from "~/components/cases/key-dates";
import { ClientTasks } from "~/components/cases/tasks";
import { completeTask } from "~/server/cases/tasks.server";
import { firmToday } from "~/server/website/settings.server";
import { ChecklistTable } from "~/components/documents/document-checklist";
import { ByPerson } from "~/components/cases/by-person";
import { personName } from "~/lib/cases/people";
import { MAX_FILES_PER_UPLOAD } from "~/lib/documents/document-checklists";
import { DATE_ASKED, validityDocumentOf } from "~/lib/documents/document-dates";
import { isIsoDate } from "~/lib/ui/iso-date";
import { FormAlert } from "~/components/ui/forms";
import { isOpen, STATUS_LABELS } from "~/lib/cases/application-workflow";
import { removeOwnDocument, uploadDocuments } from "~/server/documents/documents.server";
import { itemOfClient } from "~/server/documents/checklists.server";
import { unreadByApplication } from "~/server/messages/threads.server";
import { formFailure, formValues } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { DOCUMENT_RULE, readUploadForm } from "~/server/files/uploads.server";
import { ClientConsultations } from "~/components/bookings/client-consultations";
import { serviceLabels } from "~/content/catalogue.server";
import { bookingsOfClient } from "~/server/bookings/client-bookings.server";
import { clientAgreements } from "~/server/billing/agreements.server";
import { storiesOfClient } from "~/server/website/story-consents.server";
import { FirmProcessingTimes } from "~/components/reports/processing-times";
import { firmProcessingTimes } from "~/server/reports/processing-times.server";

export const meta: MetaFunction = () => [{ title: "My dashboard" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  const dashboard = await clientDashboard(user);
  const unread = await unreadByApplication(
    user.id,
    dashboard.applications.map((a) => a.id),
  );
  const [keyDates, bookings, agreements, stories, processing] = await Promise.all([
    keyDatesOf(user.id, "client"),
    bookingsOfClient(user.id),
    clientAgreements(user.id),
    storiesOfClient(user.id),
    firmProcessingTimes(dashboard.applications),
  ]);
  const toSign = agreements.filter((a) => a.status === "awaiting_signature").map((a) => ({ id: a.id, reference: a.reference }));
  const topics = serviceLabels();
  return {
    ...dashboard,
    unread,
    keyDates,
    bookings,
    topics,
    toSign,
    stories,
    processing,
    today: await firmToday(),
    passportWarning: passportExpiresSoon(dashboard.profile.passportExpiry),
  };
}

/**
 * The checklist's forms: files for an item of the client's own open applications
 * (several at once), taking back a file not yet reviewed, and a task done.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "client");
  const upload = await readUploadForm(request, "file", DOCUMENT_RULE, MAX_FILES_PER_UPLOAD);
  const values = formValues(upload.formData);
  const back = new URL(request.url).pathname;
  if (values.intent === "task-done") {
    const mine = (await clientDashboard(user)).applications.map((a) => a.id);
    if (!(await completeTask(values.taskId ?? "", user.id, mine, true))) throw data(null, { status: 404 });
    return redirectWithToast(back, { type: "success", title: "Done", description: "Thank you: your case team sees it." });
  }
  if (values.intent === "remove-file") {
    if (!(await removeOwnDocument(values.documentId ?? "", user.id))) {
      return formFailure(
        {
          fieldErrors: {},
          formError: "That file was reviewed meanwhile (or is gone), so it stays. Ask your case team if it should not be there.",
          values,
        },
        409,
      );
    }
    return redirectWithToast(back, { type: "success", title: "File removed" });
  }
  const fail = (message: string, status = 400) => formFailure({ fieldErrors: { file: [message] }, values }, status);
  if (upload.unreadable || values.intent !== "upload") return fail("The upload could not be read. Please try again.");
  const item = await itemOfClient(values.itemId ?? "", user.id);
  if (!item || item.provided_by === "firm" || item.not_applicable_at) return fail("That document is not on your checklist.");
  if (!isOpen(item.status)) {
    return fail(
      `Application ${item.reference} is ${STATUS_LABELS[item.status].toLowerCase()}, so it takes no more documents. If something is missing, ask your case team.`,
      409,
    );
  }
  // A document whose use runs out is dated on upload (its expiry, the day of the test…).
  const kind = validityDocumentOf(item.document_type);
  const datedOn = kind ? (values.datedOn ?? "").trim() : null;
  if (kind && (!datedOn || !isIsoDate(datedOn)))
    return formFailure({ fieldErrors: { datedOn: [`Enter the ${DATE_ASKED[kind].label.toLowerCase()}`] }, values }, 400);
  if (kind && DATE_ASKED[kind].past && datedOn! > (await firmToday()))
    return formFailure({ fieldErrors: { datedOn: ["This date is in the future: enter the one printed on it"] }, values }, 400);
  const refused = upload.files.find((f) => f.kind === "error");
  if (refused?.kind === "error")
    return fail(upload.files.length > 1 ? `Nothing was saved. ${refused.message.replace(/([^.])$/, "$1.")}` : refused.message);
  const files = upload.files.filter((f) => f.kind === "image");
  if (!files.length) return fail("Choose a file first (PDF, JPEG or PNG).");
  try {
    await uploadDocuments({ clientId: item.client_id, item, files, uploadedBy: user.id, datedOn }); // the application's record
  } catch (error) {
    console.error("[documents] upload failed:", (error as Error).message);
    return fail("Your files could not be stored just now, and nothing was saved. Please try again in a minute.", 503);
  }
  return redirectWithToast(`${back}#docs-${item.application_id}`, {
    type: "success",
    title: files.length > 1 ? `${files.length} files uploaded` : "File uploaded",
    description: "Your case team will review them.",
  });
}

const TURN_STYLES = {
  client: "border-amber-400 bg-amber-50",
  consultancy: "border-brand-600 bg-brand-50",
  government: "border-slate-400 bg-slate-50",
  nobody: "border-green-600 bg-green-50",
} as const;

export default function ClientDashboard() {
  const { profile, applications, passportWarning, sharedNotes, unread, keyDates, today, bookings, topics, toSign, stories, processing } =
    useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{`Hello, ${profile.firstName}`}</h1>
      {toSign.map((a) => (
        <div key={a.id} className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-amber-950" data-to-sign>
          <p className="font-semibold">{`Your service agreement for ${a.reference} is ready to sign`}</p>
          <p className="mt-1 text-sm">
            {"Work on your application starts once you sign it. "}
            <Link to={`/client/agreements/${a.id}`} className="font-semibold underline">
              Read and sign it
            </Link>
          </p>
        </div>
      ))}
      {stories.map((s) => (
        <p key={s.id} className="rounded-lg border-l-4 border-green-600 bg-green-50 p-4 text-slate-900" data-story-link>
          {s.consent_state === "asked" ? `Your application ${s.reference} was granted: may we share your story? ` : ""}
          <Link to={`/client/success-stories/${s.id}`} className="font-semibold underline">
            {s.consent_state === "asked" ? "See what would be published" : `Your success story (${s.reference})`}
          </Link>
        </p>
      ))}
      {passportWarning ? (
        <div role="alert" className="rounded-lg border-l-4 border-red-600 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Your passport expires soon</p>
          <p className="mt-1 text-sm">
            {`It expires on ${formatDate(profile.passportExpiry)}. Most visas need a passport valid for at least six months: renew it before you apply, and tell your case team.`}
          </p>
        </div>
      ) : null}
      {profile.completion < 100 ? (
        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="profile-h">
          <h2 id="profile-h" className="font-semibold text-slate-900">{`Your profile is ${profile.completion}% complete`}</h2>
          <div className="mt-2 max-w-md">
            <ProgressBar percent={profile.completion} label="Profile completion" />
          </div>
          <p className="mt-2 text-sm text-slate-700">A complete profile lets your case team assess your options faster.</p>
          <Link to="/client/profile-setup" className="btn-primary mt-3">
            Complete your profile
          </Link>
        </section>
      ) : null}
      <ClientTasks tasks={applications.flatMap((a) => a.tasks.map((t) => ({ ...t, reference: a.reference })))} today={today} />
      <ClientKeyDates dates={keyDates} />
      <ClientConsultations bookings={bookings} topics={topics} />
      {sharedNotes.length ? (
        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="team-notes-h">
          <h2 id="team-notes-h" className="font-semibold text-slate-900">
            Notes from your case team
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {sharedNotes.map((n) => (
              <li key={n.id} className="border-l-2 border-brand-100 pl-3">
                <p className="whitespace-pre-wrap text-slate-900">{n.body}</p>
                <p className="mt-1 text-xs text-slate-600">{formatDateTime(n.created_at)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {applications.length ? (
        applications.map((a) => (
          <section key={a.id} className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby={`app-${a.id}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 id={`app-${a.id}`} className="text-lg font-semibold text-slate-900">
                  {a.serviceTitle}
                </h2>
                <p className="text-sm text-slate-600">
                  {`${a.reference} · ${COUNTRY_NAMES[a.destination_country] ?? a.destination_country}${a.agent_name ? ` · Your agent: ${a.agent_name}` : ""}`}
                </p>
              </div>
              <div className="flex flex-col items-end gap-2">
                <StatusBadge status={a.status} label={clientStatusLabel(a.status)} />
                {a.isMain ? (
                  <Link to={`/client/messages/${a.id}#latest`} className="text-sm font-semibold text-brand-700 underline">
                    {unread[a.id] ? `Messages (${unread[a.id]} new)` : "Messages"}
                  </Link>
                ) : null}
              </div>
            </div>
            <LatestNote events={a.events} />
            <div className="mt-4">
              <StatusTimeline status={a.status} />
            </div>
            <div className={`mt-4 rounded-md border-l-4 p-4 ${TURN_STYLES[a.turn.who]}`} data-turn={a.turn.who}>
              <p className="font-semibold text-slate-900">{a.turn.title}</p>
              <p className="mt-1 text-sm text-slate-800">{a.turn.detail}</p>
              <p className="mt-1 text-xs text-slate-600">{`Since ${formatDate(a.status_changed_at)}`}</p>
            </div>
            <FirmProcessingTimes times={processing[a.id]} id={a.id} />
            {a.hasQuestionnaire ? (
              <div className="mt-5" data-questionnaires>
                <h3 className="font-semibold text-slate-900">Questionnaire</h3>
                <p className="text-sm text-slate-700">What the government's forms ask, a section at a time.</p>
                <ul className="mt-2 flex flex-wrap gap-4 text-sm">
                  {a.people.map((p) => (
                    <li key={p.id}>
                      <Link to={`/client/questionnaire/${p.id}`} className="font-semibold text-brand-700 underline">
                        {a.people.length > 1 ? `${personName(p)}'s answers` : "Your answers"}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <h3 className="mt-5 font-semibold text-slate-900" id={`docs-${a.id}`}>
              Documents
            </h3>
            {failure?.values.intent === "remove-file" &&
            a.checklist.some((c) => c.files.some((f) => f.id === failure.values.documentId)) ? (
              <FormAlert message={failure.formError} />
            ) : null}
            <ByPerson people={a.people} items={a.checklist}>
              {(items) => <ChecklistTable applicationId={a.id} items={items} failure={failure} canUpload={isOpen(a.status)} />}
            </ByPerson>
            <details className="mt-5">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">History</summary>
              <div className="mt-3">
                <ApplicationHistory events={a.events} showActors={false} />
              </div>
            </details>
          </section>
        ))
      ) : (
        <section className="rounded-lg bg-white p-5 shadow-sm">
          <h2 className="font-semibold text-slate-900">No application yet</h2>
          <p className="mt-1 text-sm text-slate-700">
            Your case team opens your application after the first assessment. Meanwhile, completing your profile helps them.
          </p>
        </section>
      )}
    </div>
  );
}
