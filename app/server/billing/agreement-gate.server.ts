import { sql } from "kysely";
import { agreementGates, type ApplicationStatus } from "~/lib/cases/application-workflow";
import type { Db } from "../db/db.server";

// The agreement gate (issue 22): work on an application (document requests, moves past
// its first statuses) waits until its client signed the service agreement, unless the
// application was opened without the rule or an admin waived it with a reason.

export const AGREEMENT_GATE_MESSAGE =
  "Not yet: the client has not signed the service agreement. Draw it up on the application's page and wait for their signature; an admin may go on without it, giving a reason.";

/** Whether the application still waits for a signed agreement. */
export async function awaitsAgreement(executor: Db, applicationId: string): Promise<boolean> {
  const row = await executor
    .selectFrom("applications as a")
    .select(
      sql<boolean>`a.agreement_required and not exists (select 1 from agreements g where g.application_id = a.id and g.status = 'signed')`.as(
        "waits",
      ),
    )
    .where("a.id", "=", applicationId)
    .executeTakeFirst();
  return Boolean(row?.waits);
}

/** Whether a move into `to` must wait for the agreement. */
export async function agreementBlocksMove(executor: Db, applicationId: string, to: ApplicationStatus) {
  return agreementGates(to) && (await awaitsAgreement(executor, applicationId));
}

/** An admin went on without it: the rule is off for this application from now on. */
export async function waiveAgreement(executor: Db, applicationId: string) {
  await executor.updateTable("applications").set({ agreement_required: false }).where("id", "=", applicationId).execute();
}
