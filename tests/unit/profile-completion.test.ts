import { describe, expect, it } from "vitest";
import { PROFILE_FIELDS, profileCompletion } from "~/lib/cases/profile-completion";

describe("profileCompletion", () => {
  it("is 0 for an empty profile and 100 when every field is filled", () => {
    expect(profileCompletion({})).toBe(0);
    expect(profileCompletion(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, "x"])))).toBe(100);
  });

  it("counts filled fields only, ignoring blanks, and rounds to a whole percent", () => {
    expect(PROFILE_FIELDS).toHaveLength(19);
    expect(profileCompletion({ first_name: "Asha", last_name: "  ", phone: "+91 1" })).toBe(Math.round((2 / 19) * 100));
    expect(profileCompletion({ work_experience_years: 0 })).toBe(5); // zero years is an answer
    expect(profileCompletion({ passport_expiry: null })).toBe(0);
  });
});
