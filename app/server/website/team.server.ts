import { db } from "../db/db.server";
import { likePattern, paginate, type ListParams } from "../http/list-params.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";

// The team on the About page: admins add people, their role, the registration a visitor
// can check, and a photo with its credit. Only published members are shown.

/** At most this many on the About page: a team, not a staff directory. */
export const TEAM_ON_ABOUT = 24;

export function publishedTeam() {
  return db
    .selectFrom("team_members")
    .select(["id", "name", "role", "registration", "bio", "photo_url", "photo_credit"])
    .where("is_published", "=", true)
    .orderBy("position")
    .orderBy("name")
    .limit(TEAM_ON_ABOUT)
    .execute();
}

export const TEAM_SORTS = ["position", "name", "role", "is_published", "updated_at"] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

export async function listTeam(list: ListParams<TeamSort>) {
  let query = db
    .selectFrom("team_members")
    .select(["id", "name", "role", "registration", "position", "is_published", "photo_url", "updated_at"]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("role", "ilike", pattern), eb("registration", "ilike", pattern)]));
  }
  query = query
    .orderBy(list.sort, (ob) => (list.dir === "asc" ? ob.asc() : ob.desc()))
    .orderBy("name")
    .orderBy("id");
  return paginate(query, list.page);
}

export function getTeamMember(id: string) {
  return db
    .selectFrom("team_members")
    .select(["id", "name", "role", "registration", "bio", "photo_url", "photo_credit", "position", "is_published", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export type TeamMemberInput = {
  name: string;
  role: string;
  registration: string;
  bio: string;
  photo_url: string | null;
  photo_credit: string;
  position: number;
  is_published: boolean;
};

/** Once per submission: a copy of the form finds the first one's (see submission-keys.server.ts). */
export async function createTeamMember(input: TeamMemberInput, once: string | null = null) {
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const made = await trx.insertInto("team_members").values(input).returning("id").executeTakeFirstOrThrow();
    await rememberResult(trx, once, `/admin/team/${made.id}`);
    return made.id;
  });
}

export async function updateTeamMember(id: string, input: TeamMemberInput) {
  await db.updateTable("team_members").set(input).where("id", "=", id).execute();
}

export async function deleteTeamMember(id: string) {
  await db.deleteFrom("team_members").where("id", "=", id).execute();
}
