import { PROFILE_FIELDS, profileCompletion } from "~/lib/cases/profile-completion";
import type { ProfileInput } from "~/lib/cases/profile-schema";
import { db } from "../db/db.server";

export function getClientProfile(userId: string) {
  return db.selectFrom("client_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/**
 * Saves the fields the form sent (empty → not known; absent → unchanged) and
 * recomputes the completion from the whole stored profile.
 */
export async function saveClientProfile(userId: string, input: ProfileInput) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("client_profiles").selectAll().where("user_id", "=", userId).forUpdate().executeTakeFirst();
    const changes: Record<string, string | number | null> = {};
    for (const f of PROFILE_FIELDS) {
      const value = input[f];
      if (value === undefined) continue;
      changes[f] =
        value === "" ? (f === "first_name" || f === "last_name" ? "" : null) : f === "work_experience_years" ? Number(value) : value;
    }
    const completion = profileCompletion({ ...(current ?? {}), ...changes });
    const row = { ...changes, profile_completion_percentage: completion };
    await trx
      .insertInto("client_profiles")
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
      .execute();
    return completion;
  });
}
