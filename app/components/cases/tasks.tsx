import { Form } from "@remix-run/react";
import { formatDate } from "~/lib/ui/format";
import { useResetOnSuccess } from "~/lib/ui/use-reset-on-success";
import type { FormFailure } from "~/lib/http/form-failure";
import { SubmitButton } from "./people";
import { Field, FormAlert, SelectField } from "../ui/forms";
import { OnceKey } from "../ui/once-key";

type Task = {
  id: string;
  application_id: string;
  title: string;
  due_on: string | null;
  completed_at: string | Date | null;
  assignee_name: string | null;
  assignee_role: string | null;
};

/** "Due 3 December 2026", red and "overdue" once the firm's today is past it. */
export function Due({ on, today }: { on: string | null; today: string }) {
  if (!on) return null;
  const late = on < today;
  return (
    <span
      className={late ? "font-semibold text-red-800" : "text-slate-600"}
      data-overdue={late || undefined}
    >{`${late ? "Overdue since" : "Due"} ${formatDate(on)}`}</span>
  );
}

/** Staff: an application's (or a client's) tasks, and a form to give one. */
export function TasksPanel({
  tasks,
  applications,
  today,
  failure,
}: {
  tasks: Task[];
  applications: { id: string; label: string }[];
  today: string;
  failure?: FormFailure | null;
}) {
  const formRef = useResetOnSuccess("task");
  const mine = failure?.values.intent === "task" ? failure : null;
  return (
    <section id="tasks" className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="tasks-h">
      <h2 id="tasks-h" className="mb-3 font-semibold text-slate-900">
        Tasks
      </h2>
      {tasks.length ? (
        <ul className="space-y-2 text-sm">
          {tasks.map((t) => (
            <li key={t.id} className="flex items-start justify-between gap-2 border-l-2 border-slate-200 pl-3" data-task={t.title}>
              <div>
                <p className={t.completed_at ? "text-slate-500 line-through" : "font-medium text-slate-900"}>{t.title}</p>
                <p className="text-xs">
                  <span className="text-slate-600">{`${t.assignee_role === "client" ? "The client" : (t.assignee_name ?? "Nobody")} · `}</span>
                  {t.completed_at ? (
                    <span className="text-slate-600">{`Done ${formatDate(t.completed_at)}`}</span>
                  ) : (
                    <Due on={t.due_on} today={today} />
                  )}
                </p>
              </div>
              {t.completed_at ? null : (
                <Form method="post">
                  <input type="hidden" name="taskId" value={t.id} />
                  <SubmitButton intent="task-done" tone="secondary">
                    Done
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No tasks yet.</p>
      )}
      {applications.length ? (
        <Form ref={formRef} method="post" className="mt-4 space-y-3" noValidate>
          <OnceKey />
          <FormAlert message={mine?.formError} />
          {applications.length === 1 ? (
            <input type="hidden" name="applicationId" value={applications[0].id} />
          ) : (
            <SelectField
              label="Application"
              name="applicationId"
              defaultValue={mine?.values.applicationId ?? applications[0].id}
              options={applications.map((a) => ({ value: a.id, label: a.label }))}
            />
          )}
          <Field label="Task" name="title" defaultValue={mine?.values.title ?? ""} errors={mine?.fieldErrors.title} />
          <Field label="Due (optional)" name="dueOn" type="date" defaultValue={mine?.values.dueOn ?? ""} errors={mine?.fieldErrors.dueOn} />
          <SelectField
            label="Who does it"
            name="assignee"
            defaultValue={mine?.values.assignee ?? "client"}
            errors={mine?.fieldErrors.assignee}
            options={[
              { value: "client", label: "The client (it shows as their turn)" },
              { value: "agent", label: "The application's agent" },
              { value: "me", label: "Me" },
            ]}
          />
          <SubmitButton intent="task" tone="secondary">
            Add task
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

/** The client: what they are asked to do, each with a way to say it is done. */
export function ClientTasks({
  tasks,
  today,
}: {
  tasks: { id: string; title: string; due_on: string | null; reference: string }[];
  today: string;
}) {
  if (!tasks.length) return null;
  return (
    <section id="tasks" className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-5 shadow-sm" aria-labelledby="tasks-h">
      <h2 id="tasks-h" className="mb-3 font-semibold text-slate-900">
        Your turn: things to do
      </h2>
      <ul className="space-y-3 text-sm">
        {tasks.map((t) => (
          <li key={t.id} className="flex flex-wrap items-start justify-between gap-2" data-task={t.title}>
            <div>
              <p className="font-medium text-slate-900">{t.title}</p>
              <p className="text-xs">
                <span className="text-slate-600">{`Application ${t.reference} · `}</span>
                <Due on={t.due_on} today={today} />
              </p>
            </div>
            <Form method="post" encType="multipart/form-data">
              <input type="hidden" name="taskId" value={t.id} />
              <SubmitButton intent="task-done" tone="secondary">
                Mark as done
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
