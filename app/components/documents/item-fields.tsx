import { PROVIDER_LABELS } from "~/lib/documents/document-checklists";
import { ITEM_AUDIENCE_LABELS } from "~/lib/cases/people";
import { CheckboxField, Field, SelectField, TextAreaField } from "../ui/forms";

type Values = { name?: string; help?: string; required?: boolean | string; providedBy?: string; appliesTo?: string };

/** The fields of a checklist item: a visa type's (admin) or one application's (staff). */
export function ItemFields({
  values,
  errors,
  idPrefix,
  audience = false,
}: {
  values: Values;
  errors?: Record<string, string[] | undefined>;
  idPrefix: string;
  /** A visa type's item: who on an application it is asked of. */
  audience?: boolean;
}) {
  const required = values.required === undefined ? true : values.required === true || values.required === "on";
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Document" name="name" defaultValue={values.name ?? ""} errors={errors?.name} maxLength={200} />
      <TextAreaField
        id={`${idPrefix}-help`}
        label="Help for the client"
        hint="What it is, what a good copy looks like, where to get it. The client reads this beside the item."
        name="help"
        rows={2}
        defaultValue={values.help ?? ""}
        errors={errors?.help}
      />
      <SelectField
        label="Who provides it"
        name="providedBy"
        defaultValue={values.providedBy ?? "client"}
        errors={errors?.providedBy}
        options={Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label }))}
      />
      {audience ? (
        <SelectField
          label="Who on the application"
          name="appliesTo"
          defaultValue={values.appliesTo ?? "main"}
          errors={errors?.appliesTo}
          options={Object.entries(ITEM_AUDIENCE_LABELS).map(([value, label]) => ({ value, label }))}
        />
      ) : null}
      <CheckboxField
        label="Required"
        hint="The application cannot be lodged until it is accepted or marked not applicable."
        name="required"
        defaultChecked={required}
      />
    </>
  );
}
