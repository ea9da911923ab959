// The people on an application (decision 025): who they are to the main applicant, and
// which of them a checklist item asks for. Shared by the server and the screens.

export const PERSON_ROLES = ["main", "partner", "child", "parent", "other"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const PERSON_ROLE_LABELS: Record<PersonRole, string> = {
  main: "Main applicant",
  partner: "Spouse or partner",
  child: "Child",
  parent: "Parent",
  other: "Other family member",
};

/** Who on an application provides a checklist item. */
export const ITEM_AUDIENCES = ["main", "each_adult", "each_child", "everyone", "anyone"] as const;
export type ItemAudience = (typeof ITEM_AUDIENCES)[number];

export const ITEM_AUDIENCE_LABELS: Record<ItemAudience, string> = {
  main: "The main applicant",
  each_adult: "Each adult",
  each_child: "Each child under 18",
  everyone: "Everyone on the application",
  anyone: "Any one person (on the main applicant's list)",
};

/** An adult on the day given ("YYYY-MM-DD"): 18 or older; a person without a birth date is an adult unless a child. */
export function isAdult(person: { role: PersonRole; dateOfBirth: string | null }, today: string): boolean {
  if (!person.dateOfBirth) return person.role !== "child";
  const [y, m, d] = person.dateOfBirth.split("-").map(Number);
  const eighteenth = `${String(y + 18).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return eighteenth <= today;
}

/** Whether a visa type's item is asked of this person. */
export function itemApplies(audience: ItemAudience, person: { role: PersonRole; adult: boolean }): boolean {
  switch (audience) {
    case "main":
    case "anyone":
      return person.role === "main";
    case "each_adult":
      return person.adult;
    case "each_child":
      return !person.adult;
    case "everyone":
      return true;
  }
}

/** "Ananya Sharma" or, before a name is typed, the role's label. */
export const personName = (p: { firstName: string; lastName: string; role: PersonRole }) =>
  `${p.firstName} ${p.lastName}`.trim() || PERSON_ROLE_LABELS[p.role];

/** A person on an application as the server reads them (the main applicant's details are their profile's). */
export type Person = {
  id: string;
  applicationId: string;
  role: PersonRole;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  nationality: string | null;
  passportNumber: string | null;
  passportCountry: string | null;
  passportExpiry: string | null;
  email: string | null;
  /** Their own sign-in, or null when the main applicant looks after their part. */
  userId: string | null;
};
