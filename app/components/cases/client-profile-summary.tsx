import { formatDate } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";

type Profile = {
  email: string;
  phone: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  city: string | null;
  country_of_residence: string | null;
  passport_number: string | null;
  passport_expiry: string | null;
  education_level: string | null;
  education_details: string | null;
  work_experience_years: number | null;
  work_experience_details: string | null;
  english_test: string | null;
  english_test_score: string | null;
  destination_country: string | null;
};

/** The client's profile as their agent reads it: each answer, or "Not given". */
export function ClientProfileSummary({ client: c, visaInterest }: { client: Profile; visaInterest: string | null }) {
  const profile: [string, string | number | null][] = [
    ["E-mail", c.email],
    ["Phone", c.phone],
    ["Date of birth", c.date_of_birth ? formatDate(c.date_of_birth) : null],
    ["Nationality", c.nationality],
    ["Lives in", [c.city, c.country_of_residence].filter(Boolean).join(", ") || null],
    ["Passport", c.passport_number ? `${c.passport_number}${c.passport_expiry ? `, expires ${formatDate(c.passport_expiry)}` : ""}` : null],
    ["Education", [c.education_level, c.education_details].filter(Boolean).join(": ") || null],
    [
      "Work experience",
      c.work_experience_years !== null
        ? `${c.work_experience_years} years${c.work_experience_details ? `: ${c.work_experience_details}` : ""}`
        : null,
    ],
    ["English", [c.english_test, c.english_test_score].filter(Boolean).join(" ") || null],
    ["Destination", c.destination_country ? (COUNTRY_NAMES[c.destination_country] ?? c.destination_country) : null],
    ["Visa interest", visaInterest],
  ];
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="profile-h">
      <h2 id="profile-h" className="font-semibold text-slate-900">
        Profile
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {profile.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value ?? <span className="text-slate-500">Not given</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
