// The client's profile, in the sections of /client/profile-setup, and how complete
// it is. Computed on the server from the stored fields, never sent by the browser.

export const PROFILE_SECTIONS = [
  { id: "personal", title: "Personal details", fields: ["first_name", "last_name", "date_of_birth", "nationality", "marital_status"] },
  { id: "contact", title: "Contact", fields: ["phone", "country_of_residence", "city", "address"] },
  { id: "passport", title: "Passport", fields: ["passport_number", "passport_expiry"] },
  { id: "education", title: "Education", fields: ["education_level", "education_details"] },
  { id: "work", title: "Work experience", fields: ["work_experience_years", "work_experience_details"] },
  { id: "english", title: "English test", fields: ["english_test", "english_test_score"] },
  { id: "destination", title: "Destination and visa", fields: ["destination_country", "visa_interest"] },
] as const;

export type ProfileField = (typeof PROFILE_SECTIONS)[number]["fields"][number];
export const PROFILE_FIELDS: ProfileField[] = PROFILE_SECTIONS.flatMap((s) => [...s.fields]);

function filled(value: unknown) {
  return value !== null && value !== undefined && String(value).trim() !== "";
}

/** Whole percent of the profile's fields that are filled in. */
export function profileCompletion(profile: Partial<Record<ProfileField, unknown>>): number {
  const done = PROFILE_FIELDS.filter((f) => filled(profile[f])).length;
  return Math.round((done / PROFILE_FIELDS.length) * 100);
}

export function sectionComplete(section: (typeof PROFILE_SECTIONS)[number], profile: Partial<Record<ProfileField, unknown>>) {
  return section.fields.every((f) => filled(profile[f]));
}
