import { Form } from "@remix-run/react";
import type { ChecklistItem } from "~/lib/documents/document-checklists";
import { PERSON_ROLE_LABELS, personName, type Person } from "~/lib/cases/people";
import type { FormFailure } from "~/lib/http/form-failure";
import { formatDate } from "~/lib/ui/format";
import { Field, FormAlert, SelectField } from "../ui/forms";
import { OnceKey } from "../ui/once-key";

export type PanelPerson = Omit<Person, "applicationId">;

const DONE = new Set(["accepted", "not_applicable"]);
const ROLE_OPTIONS = (["partner", "child", "parent", "other"] as const).map((value) => ({ value, label: PERSON_ROLE_LABELS[value] }));

/**
 * Staff: everyone on an application at a glance (who, passport, their checklist's
 * progress, whether they sign in themselves), with forms to add a family member,
 * change one's details or take them off. The main applicant's details are their profile's.
 */
export function PeoplePanel({
  people,
  items,
  failure,
  canEdit,
}: {
  people: PanelPerson[];
  items: ChecklistItem[];
  failure?: FormFailure | null;
  canEdit: boolean;
}) {
  const mine = (intent: string, personId?: string) =>
    failure?.values.intent === intent && (!personId || failure.values.personId === personId) ? failure : null;
  const adding = mine("person-add");
  return (
    <section id="people" className="scroll-mt-20 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="people-h">
      <h2 id="people-h" className="font-semibold text-slate-900">
        {`People on this application (${people.length})`}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {people.map((p) => {
          const theirs = items.filter((i) => i.personId === p.id);
          const done = theirs.filter((i) => DONE.has(i.state)).length;
          const editing = mine("person-save", p.id) ?? mine("person-remove", p.id);
          return (
            <li key={p.id} className="py-3" data-person-row={personName(p)}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{personName(p)}</p>
                  <p className="text-sm text-slate-600">
                    {[
                      PERSON_ROLE_LABELS[p.role],
                      p.dateOfBirth ? `born ${formatDate(p.dateOfBirth)}` : null,
                      p.passportNumber ? `passport ${p.passportNumber}` : "no passport recorded",
                      p.passportExpiry ? `expires ${formatDate(p.passportExpiry)}` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p className="text-xs text-slate-600">{p.userId ? "Signs in themselves" : "Looked after by the main applicant"}</p>
                </div>
                <span
                  className="whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
                  data-progress
                >
                  {`${done} of ${theirs.length} done`}
                </span>
              </div>
              {canEdit && p.role !== "main" && !p.userId && p.email ? (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="person-invite" />
                  <input type="hidden" name="personId" value={p.id} />
                  <FormAlert message={mine("person-invite", p.id)?.formError} />
                  <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                    {`Invite ${p.firstName} to sign in themselves`}
                  </button>
                </Form>
              ) : null}
              {canEdit && p.role !== "main" ? (
                <details className="mt-2" open={Boolean(editing)}>
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">{`Change ${personName(p)}`}</summary>
                  <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2" noValidate>
                    <input type="hidden" name="intent" value="person-save" />
                    <input type="hidden" name="personId" value={p.id} />
                    <FormAlert message={editing?.formError} />
                    <PersonFields idPrefix={`p-${p.id}`} failure={editing} person={p} />
                    <div className="flex flex-wrap gap-3 sm:col-span-2">
                      <button type="submit" className="btn-secondary">
                        Save details
                      </button>
                      <button type="submit" name="intent" value="person-remove" className="btn-secondary" formNoValidate>
                        Take off the application
                      </button>
                    </div>
                  </Form>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canEdit ? (
        <details className="mt-3" open={Boolean(adding)}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Add a family member</summary>
          <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="person-add" />
            <OnceKey />
            <FormAlert message={adding?.formError} />
            <PersonFields idPrefix="p-new" failure={adding} />
            <button type="submit" className="btn-secondary sm:col-span-2 sm:justify-self-start">
              Add to the application
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

function PersonFields({ idPrefix, failure, person }: { idPrefix: string; failure: FormFailure | null; person?: PanelPerson }) {
  const value = (name: string, saved?: string | null) => failure?.values[name] ?? saved ?? "";
  const field = (name: string, label: string, saved: string | null | undefined, extra: Record<string, unknown> = {}) => (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      name={name}
      defaultValue={value(name, saved)}
      errors={failure?.fieldErrors[name]}
      {...extra}
    />
  );
  return (
    <>
      <SelectField
        label="Who they are to the main applicant"
        name="role"
        defaultValue={value("role", person?.role)}
        errors={failure?.fieldErrors.role}
        options={ROLE_OPTIONS}
      />
      {field("firstName", "First name", person?.firstName, { autoComplete: "off" })}
      {field("lastName", "Last name", person?.lastName, { autoComplete: "off" })}
      {field("dateOfBirth", "Date of birth", person?.dateOfBirth, { type: "date" })}
      {field("nationality", "Nationality", person?.nationality)}
      {field("passportNumber", "Passport number", person?.passportNumber)}
      {field("passportCountry", "Passport issued by", person?.passportCountry)}
      {field("passportExpiry", "Passport expiry", person?.passportExpiry, { type: "date" })}
      {field("email", "E-mail (for their own sign-in)", person?.email, { type: "email" })}
    </>
  );
}
