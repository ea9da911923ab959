import { consentText } from "~/lib/website/story-consent";
import { db } from "../db/db.server";
import { notify } from "../notifications/notify.server";
import { sha256, StoryNotFound, StoryRefused } from "./story-consents.server";

// The admin's side of a client's success story (decision 028): publish it only while the
// client's consent stands and on the very text they agreed to; unpublish it; or send it
// back to the client (their consent then lapses and they answer again). The admin never
// edits a client's words. Publishing or not changes visa_successes, whose trigger tells
// every instance to drop its cached public pages (20261130000000_content_changed.sql).

/** Consented stories not yet published: the admin's review list. */
export function storiesAwaitingReview() {
  return db
    .selectFrom("visa_successes as s")
    .innerJoin("applications as a", "a.id", "s.application_id")
    .select([
      "s.id",
      "s.display_name",
      "s.country",
      "s.visa_type",
      "s.granted_on",
      "s.months_taken",
      "s.story",
      "s.photo_url",
      "s.consent_answered_at",
      "a.reference",
    ])
    .where("s.consent_state", "=", "agreed")
    .where("s.is_published", "=", false)
    .orderBy("s.consent_answered_at")
    .limit(50)
    .execute();
}

/** Publish: with the client's current consent, to the text they agreed to (else 409); an admin-typed story as before, with its consent tick. */
export async function publishStory(id: string, publish: boolean) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("visa_successes").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!row) throw new StoryNotFound();
    if (publish) {
      const consented = row.application_id
        ? row.consent_state === "agreed" && row.consent_sha256 === sha256(consentText(row))
        : row.consent_to_publish;
      if (!consented) throw new StoryRefused("This story cannot be published: the client has not agreed to it as it stands.");
    }
    await trx.updateTable("visa_successes").set({ is_published: publish }).where("id", "=", id).execute();
    return row;
  });
}

/** Sends a client's story back to them: unpublished, their consent lapsed, a note of what to change. */
export async function sendStoryBack(id: string, note: string) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("visa_successes")
      .select(["id", "client_id", "consent_state"])
      .where("id", "=", id)
      .where("application_id", "is not", null)
      .forUpdate()
      .executeTakeFirst();
    if (!row?.client_id) throw new StoryNotFound();
    if (row.consent_state !== "agreed") throw new StoryRefused("Only a story the client agreed to can be sent back.");
    await trx
      .updateTable("visa_successes")
      .set({ consent_state: "asked", consent_to_publish: false, is_published: false })
      .where("id", "=", id)
      .execute();
    await notify(trx, {
      userId: row.client_id,
      kind: "status_changed",
      title: "Please look at your success story again",
      body: note,
      link: `/client/success-stories/${id}`,
    });
  });
}
