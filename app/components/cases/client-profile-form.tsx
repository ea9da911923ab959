import { Form } from "@remix-run/react";
import { COUNTRY_OPTIONS, SubmitButton } from "~/components/cases/people";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { EDUCATION_LEVELS, ENGLISH_TESTS } from "~/lib/cases/people-schema";
import type { FormFailure } from "~/lib/http/form-failure";

/** The saved profile, as the form's field names. */
export type ProfileValues = Record<
  | "firstName"
  | "lastName"
  | "phone"
  | "dateOfBirth"
  | "nationality"
  | "countryOfResidence"
  | "city"
  | "address"
  | "passportNumber"
  | "passportExpiry"
  | "destinationCountry"
  | "visaInterest"
  | "educationLevel"
  | "educationDetails"
  | "workExperienceYears"
  | "workExperienceDetails"
  | "englishTest"
  | "englishTestScore",
  string
>;

/** The client's profile; after a failed save it shows what the admin typed, not what is stored. */
export function ClientProfileForm({
  saved,
  failure,
  services,
}: {
  saved: ProfileValues;
  failure?: FormFailure;
  services: { value: string; label: string }[];
}) {
  const e = failure?.fieldErrors ?? {};
  const v = (name: keyof ProfileValues) => failure?.values[name] ?? saved[name];
  // A stored value no longer in the list still shows (and is kept) until changed.
  const withSaved = (options: { value: string; label: string }[], current: string) =>
    current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
  return (
    <Form method="post" className="space-y-6" noValidate>
      <FormAlert message={failure?.formError} />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-800">Personal details</legend>
        <Field label="First name" name="firstName" required defaultValue={v("firstName")} errors={e.firstName} />
        <Field label="Last name" name="lastName" required defaultValue={v("lastName")} errors={e.lastName} />
        <Field label="Phone" name="phone" type="tel" placeholder="+91 98765 43210" defaultValue={v("phone")} errors={e.phone} />
        <Field label="Date of birth" name="dateOfBirth" type="date" defaultValue={v("dateOfBirth")} errors={e.dateOfBirth} />
        <Field label="Nationality" name="nationality" defaultValue={v("nationality")} errors={e.nationality} />
        <Field
          label="Country of residence"
          name="countryOfResidence"
          defaultValue={v("countryOfResidence")}
          errors={e.countryOfResidence}
        />
        <Field label="City" name="city" defaultValue={v("city")} errors={e.city} />
        <TextAreaField label="Address" name="address" rows={2} defaultValue={v("address")} errors={e.address} />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-800">Passport and plans</legend>
        <Field label="Passport number" name="passportNumber" defaultValue={v("passportNumber")} errors={e.passportNumber} />
        <Field label="Passport expiry" name="passportExpiry" type="date" defaultValue={v("passportExpiry")} errors={e.passportExpiry} />
        <SelectField
          label="Destination country"
          name="destinationCountry"
          defaultValue={v("destinationCountry")}
          options={withSaved([{ value: "", label: "Not decided" }, ...COUNTRY_OPTIONS], saved.destinationCountry)}
          errors={e.destinationCountry}
        />
        <SelectField
          label="Visa interest"
          name="visaInterest"
          defaultValue={v("visaInterest")}
          options={withSaved([{ value: "", label: "Not decided" }, ...services], saved.visaInterest)}
          errors={e.visaInterest}
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-800">Education, work and English</legend>
        <Field
          label="Education level"
          name="educationLevel"
          list="education-levels"
          defaultValue={v("educationLevel")}
          errors={e.educationLevel}
        />
        <Field
          label="Work experience (years)"
          name="workExperienceYears"
          type="number"
          min={0}
          max={70}
          inputMode="numeric"
          defaultValue={v("workExperienceYears")}
          errors={e.workExperienceYears}
        />
        <TextAreaField
          label="Education details"
          name="educationDetails"
          rows={3}
          defaultValue={v("educationDetails")}
          errors={e.educationDetails}
        />
        <TextAreaField
          label="Work experience details"
          name="workExperienceDetails"
          rows={3}
          defaultValue={v("workExperienceDetails")}
          errors={e.workExperienceDetails}
        />
        <Field label="English test" name="englishTest" list="english-tests" defaultValue={v("englishTest")} errors={e.englishTest} />
        <Field label="English test score" name="englishTestScore" defaultValue={v("englishTestScore")} errors={e.englishTestScore} />
      </fieldset>
      <datalist id="education-levels">
        {EDUCATION_LEVELS.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
      <datalist id="english-tests">
        {ENGLISH_TESTS.map((test) => (
          <option key={test} value={test} />
        ))}
      </datalist>
      <SubmitButton intent="profile">Save profile</SubmitButton>
    </Form>
  );
}
