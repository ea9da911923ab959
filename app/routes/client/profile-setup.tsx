import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { ProgressBar } from "~/components/ui/progress-bar";
import { SERVICES, serviceOptions } from "~/content/catalogue.server";
import { COUNTRY_OPTIONS } from "~/lib/website/navigation";
import { PROFILE_SECTIONS, sectionComplete } from "~/lib/cases/profile-completion";
import { EDUCATION_LEVELS, ENGLISH_TESTS, MARITAL_STATUSES, profileSchema } from "~/lib/cases/profile-schema";
import { requireRole } from "~/server/accounts/auth.server";
import { getClientProfile, saveClientProfile } from "~/server/cases/client-profile.server";
import { formFailure, parseForm } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";

export const meta: MetaFunction = () => [{ title: "My profile" }];

const COUNTRIES = COUNTRY_OPTIONS;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  const profile = await getClientProfile(user.id);
  const saved: Record<string, string> = {};
  for (const section of PROFILE_SECTIONS) for (const f of section.fields) saved[f] = profile?.[f] == null ? "" : String(profile[f]);
  return {
    saved,
    completion: profile?.profile_completion_percentage ?? 0,
    sections: PROFILE_SECTIONS.map((s) => ({ id: s.id, title: s.title, done: sectionComplete(s, profile ?? {}) })),
    services: serviceOptions(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "client");
  // Built here, not at module level: the service catalogue exists on the server only.
  const schema = profileSchema({ countries: COUNTRIES.map((c) => c.value), services: SERVICES.map((s) => s.slug) });
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const completion = await saveClientProfile(user.id, parsed.data);
  const section = String(parsed.formData.get("section") ?? "");
  const anchor = PROFILE_SECTIONS.some((s) => s.id === section) ? `#${section}` : "";
  return redirectWithToast(`/client/profile-setup${anchor}`, {
    type: "success",
    title: "Saved",
    description: `Your profile is ${completion}% complete.`,
  });
}

const options = (values: readonly string[]) => [{ value: "", label: "Choose…" }, ...values.map((v) => ({ value: v, label: v }))];

export default function ProfileSetup() {
  const { saved, completion, sections, services } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === "submitting";
  const v = (f: string) => failure?.values[f] ?? saved[f] ?? "";
  const e = failure?.fieldErrors ?? {};
  const f = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} name={name} defaultValue={v(name)} errors={e[name]} {...props} />
  );
  const save = (section: string) => (
    <button type="submit" name="section" value={section} className="btn-secondary" disabled={busy}>
      Save progress
    </button>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <aside className="lg:sticky lg:top-6 lg:self-start">
        <h1 className="text-2xl font-bold text-slate-900">My profile</h1>
        <p className="mt-2 text-sm text-slate-700">{`${completion}% complete`}</p>
        <div className="mt-2">
          <ProgressBar percent={completion} label="Profile completion" />
        </div>
        <nav aria-label="Profile sections" className="mt-4">
          <ul className="space-y-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="flex items-center gap-2 rounded px-2 py-1 hover:bg-slate-100">
                  <span aria-hidden="true" className={s.done ? "text-green-700" : "text-slate-400"}>
                    {s.done ? "✓" : "○"}
                  </span>
                  {s.title}
                  <span className="sr-only">{s.done ? "(complete)" : "(incomplete)"}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <Form method="post" className="space-y-6" noValidate>
        <FormAlert message={failure ? "Some answers need a second look: see the messages below. Nothing was saved yet." : null} />
        <p className="text-sm text-slate-600">
          Fill in what you can and save; you can come back any time. Your details are private to you and your case team.
        </p>
        <Section id="personal" title="Personal details" save={save("personal")}>
          {f("first_name", "First name", { autoComplete: "given-name" })}
          {f("last_name", "Last name", { autoComplete: "family-name" })}
          {f("date_of_birth", "Date of birth", { type: "date", autoComplete: "bday" })}
          {f("nationality", "Nationality")}
          <SelectField
            label="Marital status"
            name="marital_status"
            defaultValue={v("marital_status")}
            errors={e.marital_status}
            options={options(MARITAL_STATUSES)}
          />
        </Section>
        <Section id="contact" title="Contact" save={save("contact")}>
          {f("phone", "Phone (with country code)", { type: "tel", autoComplete: "tel", placeholder: "+91 98765 43210" })}
          {f("country_of_residence", "Country where you live", { autoComplete: "country-name" })}
          {f("city", "City", { autoComplete: "address-level2" })}
          <TextAreaField label="Address" name="address" rows={2} defaultValue={v("address")} errors={e.address} className="sm:col-span-2" />
        </Section>
        <Section id="passport" title="Passport" save={save("passport")}>
          {f("passport_number", "Passport number", { autoComplete: "off" })}
          {f("passport_expiry", "Passport expiry date", { type: "date" })}
        </Section>
        <Section id="education" title="Education" save={save("education")}>
          <SelectField
            label="Highest level"
            name="education_level"
            defaultValue={v("education_level")}
            errors={e.education_level}
            options={options(EDUCATION_LEVELS)}
          />
          <TextAreaField
            label="Degrees, institutions and years"
            name="education_details"
            rows={3}
            defaultValue={v("education_details")}
            errors={e.education_details}
            className="sm:col-span-2"
          />
        </Section>
        <Section id="work" title="Work experience" save={save("work")}>
          {f("work_experience_years", "Years of paid work", { inputMode: "numeric" })}
          <TextAreaField
            label="Jobs, employers and dates"
            name="work_experience_details"
            rows={3}
            defaultValue={v("work_experience_details")}
            errors={e.work_experience_details}
            className="sm:col-span-2"
          />
        </Section>
        <Section id="english" title="English test" save={save("english")}>
          <SelectField
            label="Test"
            name="english_test"
            defaultValue={v("english_test")}
            errors={e.english_test}
            options={options(ENGLISH_TESTS)}
          />
          {f("english_test_score", "Score (overall and bands)", { placeholder: "e.g. 7.5 (L8 R7 W7 S7.5)" })}
        </Section>
        <Section id="destination" title="Destination and visa" save={save("destination")}>
          <SelectField
            label="Where do you want to go?"
            name="destination_country"
            defaultValue={v("destination_country")}
            errors={e.destination_country}
            options={[{ value: "", label: "Choose…" }, ...COUNTRIES]}
          />
          <SelectField
            label="Which visa interests you?"
            name="visa_interest"
            defaultValue={v("visa_interest")}
            errors={e.visa_interest}
            options={[{ value: "", label: "Choose…" }, ...services]}
          />
        </Section>
      </Form>
    </div>
  );
}

function Section({ id, title, save, children }: { id: string; title: string; save: React.ReactNode; children: React.ReactNode }) {
  return (
    <fieldset id={id} className="scroll-mt-6 rounded-lg bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="mt-4">{save}</div>
    </fieldset>
  );
}
