import { PROFILE_FIELDS, profileCompletion } from "~/lib/profile-completion";
import type { ProfileInput } from "~/lib/profile-schema";
import { db } from "./db.server";

export function getClientProfile(userId: string) {
  return db.selectFrom("client_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Saves what the client filled in (empty → not known) and recomputes the completion. */
export async function saveClientProfile(userId: string, input: ProfileInput) {
  const values = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, input[f] === "" ? null : input[f]])) as Record<string, string | null>;
  const row = {
    ...values,
    first_name: input.first_name,
    last_name: input.last_name,
    work_experience_years: values.work_experience_years === null ? null : Number(values.work_experience_years),
    profile_completion_percentage: profileCompletion(values),
  };
  await db
    .insertInto("client_profiles")
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
  return row.profile_completion_percentage;
}
