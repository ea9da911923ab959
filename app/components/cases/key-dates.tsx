import { Form } from "@remix-run/react";
import { KEY_DATE_KINDS, keyDateTimeInWords, type KeyDateKind } from "~/lib/cases/key-dates";
import { firmTimeZone, formatDate } from "~/lib/ui/format";
import { useResetOnSuccess } from "~/lib/ui/use-reset-on-success";
import type { FormFailure } from "~/lib/http/form-failure";
import { SubmitButton } from "./people";
import { Field, FormAlert, SelectField, TextAreaField } from "../ui/forms";
import { OnceKey } from "../ui/once-key";

type KeyDate = {
  id: string;
  label: string;
  due_on: string;
  note: string | null;
  reference: string | null;
  at_time: string | null;
  place: string | null;
};

const KIND_OPTIONS = [
  { value: "", label: "Choose…" },
  ...(Object.entries(KEY_DATE_KINDS) as [KeyDateKind, { label: string }][]).map(([value, k]) => ({ value, label: k.label })),
];

function DateList({ dates, removable }: { dates: KeyDate[]; removable: boolean }) {
  if (!dates.length) return <p className="text-sm text-slate-600">No key dates yet.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {dates.map((d) => (
        <li key={d.id} className="flex items-start justify-between gap-2 border-l-2 border-amber-300 pl-3">
          <div>
            <p className="font-medium text-slate-900">
              {`${d.label}: ${formatDate(d.due_on)}${d.at_time ? ` at ${keyDateTimeInWords(d.at_time, d.due_on, firmTimeZone())}` : ""}`}
            </p>
            {d.place ? <p className="whitespace-pre-wrap text-slate-800">{`Where or how: ${d.place}`}</p> : null}
            {d.reference ? <p className="text-xs text-slate-600">{`Application ${d.reference}`}</p> : null}
            {d.note ? <p className="whitespace-pre-wrap text-slate-700">{d.note}</p> : null}
          </div>
          {removable ? (
            <Form method="post">
              <input type="hidden" name="keyDateId" value={d.id} />
              <SubmitButton intent="key-date-remove" tone="secondary">
                Remove
              </SubmitButton>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Staff: a client's key dates, and a form to add one (alerts go 90, 30 and 7 days before and on the day). */
export function KeyDatesPanel({
  dates,
  applications,
  failure,
}: {
  dates: KeyDate[];
  applications: { id: string; reference: string }[];
  failure?: FormFailure | null;
}) {
  const formRef = useResetOnSuccess("key-date");
  const mine = failure?.values.intent === "key-date" ? failure : null;
  return (
    <section id="key-dates" className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="key-dates-h">
      <h2 id="key-dates-h" className="mb-3 font-semibold text-slate-900">
        Key dates
      </h2>
      <DateList dates={dates} removable />
      <Form ref={formRef} method="post" className="mt-4 space-y-3" noValidate>
        <OnceKey />
        <FormAlert message={mine?.formError} />
        <SelectField
          label="What"
          name="kind"
          defaultValue={mine?.values.kind ?? ""}
          errors={mine?.fieldErrors.kind}
          options={KIND_OPTIONS}
        />
        <Field label="Date" name="dueOn" type="date" defaultValue={mine?.values.dueOn ?? ""} errors={mine?.fieldErrors.dueOn} />
        <Field
          label="Time (optional)"
          name="atTime"
          type="time"
          hint="In the firm's time zone, as on the appointment letter."
          defaultValue={mine?.values.atTime ?? ""}
          errors={mine?.fieldErrors.atTime}
        />
        <Field
          label="Where or how (optional)"
          name="place"
          hint="The centre and its address, or “by video”: the client sees it."
          maxLength={300}
          defaultValue={mine?.values.place ?? ""}
          errors={mine?.fieldErrors.place}
        />
        {applications.length ? (
          <SelectField
            label="Application (optional)"
            name="applicationId"
            defaultValue={mine?.values.applicationId ?? ""}
            options={[
              { value: "", label: "The client, not one application" },
              ...applications.map((a) => ({ value: a.id, label: a.reference })),
            ]}
          />
        ) : null}
        <TextAreaField label="Note for staff" name="note" rows={2} defaultValue={mine?.values.note ?? ""} errors={mine?.fieldErrors.note} />
        <p className="text-xs text-slate-600">
          The agent is reminded 90, 30 and 7 days before and on the day; the client too for their own dates (passport, visa, appointments).
        </p>
        <SubmitButton intent="key-date" tone="secondary">
          Add key date
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The client: their own key dates. */
export function ClientKeyDates({ dates }: { dates: KeyDate[] }) {
  if (!dates.length) return null;
  return (
    <section id="key-dates" className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="key-dates-h">
      <h2 id="key-dates-h" className="mb-3 font-semibold text-slate-900">
        Key dates
      </h2>
      <DateList dates={dates} removable={false} />
    </section>
  );
}
