import { data } from "@remix-run/node";
import { sql } from "kysely";
import { KEY_DATE_KINDS, keyDateSchema } from "~/lib/cases/key-dates";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import { formFailure, parseFormData } from "../http/forms.server";
import { firmToday } from "../website/settings.server";
import { AlreadySubmitted, claimSubmission, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";

// Key dates of a client or an application, as staff keep them. The alerts are
// sent by the daily job in key-date-alerts.server.ts.

/** A client's key dates, soonest first; for the client, only those that are theirs to know. */
export async function keyDatesOf(clientId: string, audience: "staff" | "client" = "staff") {
  let query = db
    .selectFrom("key_dates as k")
    .leftJoin("applications as a", "a.id", "k.application_id")
    .select([
      "k.id",
      "k.kind",
      "k.due_on",
      "k.note",
      "k.application_id",
      "a.reference",
      sql<string | null>`to_char(k.at_time, 'HH24:MI')`.as("at_time"),
      "k.place",
    ])
    .where("k.client_id", "=", clientId)
    .orderBy("k.due_on")
    .limit(100);
  if (audience === "client") {
    const theirs = Object.entries(KEY_DATE_KINDS)
      .filter(([, k]) => k.clientSees)
      .map(([kind]) => kind as keyof typeof KEY_DATE_KINDS);
    query = query.where("k.kind", "in", theirs).where("k.due_on", ">=", sql<string>`${await firmToday()}::date - 30`);
  }
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, label: KEY_DATE_KINDS[r.kind].label, note: audience === "client" ? null : r.note }));
}

/** The next 30 days' key dates of an agent's clients, soonest first. */
export function keyDatesComingFor(agentId: string, today: string) {
  return db
    .selectFrom("key_dates as k")
    .innerJoin("client_profiles as p", "p.user_id", "k.client_id")
    .innerJoin("admin_users as c", "c.id", "k.client_id")
    .select(["k.id", "k.kind", "k.due_on", "k.client_id", "c.full_name as client_name"])
    .where("p.assigned_agent_id", "=", agentId)
    .where("k.due_on", ">=", today)
    .where("k.due_on", "<=", sql<string>`${today}::date + 30`)
    .orderBy("k.due_on")
    .limit(20)
    .execute();
}

/**
 * The "key-date" and "key-date-remove" intents of a staff page about one client:
 * checks the form, that a named application is this client's and that a removed
 * date is theirs (else a 404), then stores and says so.
 */
export async function keyDateAction(formData: FormData, staffId: string, clientId: string, applicationIds: string[], back: string) {
  if (formData.get("intent") === "key-date-remove") {
    const id = String(formData.get("keyDateId") ?? "");
    const removed = UUID_RE.test(id)
      ? await db.deleteFrom("key_dates").where("id", "=", id).where("client_id", "=", clientId).executeTakeFirst()
      : null;
    if (!removed || Number(removed.numDeletedRows) !== 1) throw data(null, { status: 404 });
    return redirectWithToast(`${back}#key-dates`, { type: "success", title: "Key date removed" });
  }
  const parsed = parseFormData(formData, keyDateSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const { kind, dueOn, applicationId, note, atTime, place } = parsed.data;
  if (applicationId && !applicationIds.includes(applicationId)) throw data(null, { status: 404 });
  try {
    await db.transaction().execute(async (trx) => {
      await claimSubmission(trx, submissionKey(formData, "key-date", staffId));
      await trx
        .insertInto("key_dates")
        .values({
          client_id: clientId,
          application_id: applicationId || null,
          kind,
          due_on: dueOn,
          note: note || null,
          at_time: atTime || null,
          place: place || null,
          created_by: staffId,
        })
        .execute();
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: added once
  }
  return redirectWithToast(`${back}#key-dates`, { type: "success", title: `Key date added: ${KEY_DATE_KINDS[kind].label}` });
}
