import { recordAudit } from "../audit/audit-log.server";
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { hiddenTextMessages } from "~/lib/billing/agreement-hidden-text";
import type { Fee, Instalment } from "~/lib/billing/agreement-render";
import { db } from "../db/db.server";
import { firmToday } from "../website/settings.server";
import { notify } from "../notifications/notify.server";
import { claimSubmission } from "../http/submission-keys.server";
import { storeInstalments } from "./agreement-instalments.server";
import { agreementText } from "./agreement-text.server";
import { isAccountName, signatureMismatch, tidyName } from "~/lib/billing/signature-name";

// Service agreements (issue 22): drawn up for an application from a template, read and
// signed by the client in their portal. The signed text never changes; a new version
// supersedes the current one and must be signed again.

export class AgreementRefused extends Error {}
/** The typed name is not the account's: said beside the name field. */
export class SignedNameRefused extends AgreementRefused {}

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export type NewAgreement = {
  applicationId: string;
  templateId: string;
  currency: string;
  fees: Fee[];
  instalments: Instalment[];
  createdBy: string | null;
  /** The drafter's client address, for the audit log. */
  ip?: string | null;
};

/** The exact text a draft would have (the admin's preview), or refused with the reason. */
export async function renderDraft(input: NewAgreement) {
  const [template, app] = await Promise.all([
    db
      .selectFrom("agreement_templates")
      .select(["id", "title", "body"])
      .where("id", "=", input.templateId)
      .where("is_active", "=", true)
      .executeTakeFirst(),
    db
      .selectFrom("applications as a")
      .innerJoin("admin_users as c", "c.id", "a.client_id")
      .select(["a.id", "a.client_id", "a.service_slug", "c.full_name"])
      .where("a.id", "=", input.applicationId)
      .executeTakeFirst(),
  ]);
  if (!template) throw new AgreementRefused("Choose a template that is in use.");
  if (!app) throw new AgreementRefused("There is no such application.");
  if (!input.fees.length) throw new AgreementRefused("Give at least one fee.");
  const body = agreementText(template.body, {
    clientName: app.full_name,
    serviceSlug: app.service_slug,
    day: await firmToday(),
    currency: input.currency,
    fees: input.fees,
    instalments: input.instalments,
  });
  const hidden = hiddenTextMessages(body);
  if (hidden.length)
    throw new AgreementRefused(
      `This template holds text the client would not see. ${hidden.join(" ")} Correct the template, then draw the agreement up again.`,
    );
  return { template, app, body, sha256: sha256(body) };
}

/**
 * Draws up the next version of an application's agreement. A version still waiting for
 * a signature is superseded at once; a signed one stays in force until this one is signed.
 * With `previewed` (the SHA-256 of the text the admin was shown), a text that came out
 * different (the template edited meanwhile, or a new day) is refused: preview it again.
 */
export async function draftAgreement(input: NewAgreement, once: string | null = null, previewed?: string) {
  const { template, app, body } = await renderDraft(input);
  if (previewed !== undefined && previewed !== sha256(body))
    throw new AgreementRefused(
      "The agreement's text changed since your preview (its template was edited, or the day turned): preview it again.",
    );
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    // One drafter at a time per application: versions follow each other.
    await sql`select id from applications where id = ${app.id} for update`.execute(trx);
    const last = await trx
      .selectFrom("agreements")
      .select(sql<number>`coalesce(max(version), 0)`.as("v"))
      .where("application_id", "=", app.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("agreements")
      .set({ status: "superseded" })
      .where("application_id", "=", app.id)
      .where("status", "=", "awaiting_signature")
      .execute();
    const agreement = await trx
      .insertInto("agreements")
      .values({
        application_id: app.id,
        client_id: app.client_id,
        version: Number(last.v) + 1,
        template_id: template.id,
        title: template.title,
        body,
        body_sha256: sha256(body),
        fees: JSON.stringify(input.fees),
        currency: input.currency,
        created_by: input.createdBy,
      })
      .returning(["id", "version", "body_sha256"])
      .executeTakeFirstOrThrow();
    await storeInstalments(trx, agreement.id, input.instalments);
    await recordAudit(
      trx,
      { actorId: input.createdBy, ip: input.ip ?? null },
      {
        kind: "agreement_sent",
        record: { type: "application", id: app.id },
        summary: `${template.title}, version ${agreement.version}`,
        details: { agreementId: agreement.id },
      },
    );
    await notify(trx, {
      userId: app.client_id,
      kind: "billing",
      title:
        agreement.version === 1
          ? "Your service agreement is ready to sign"
          : `A new version of your service agreement is ready to sign (version ${agreement.version})`,
      body: "Please read it in your portal and sign it there. Work on your application starts once it is signed.",
      link: `/client/agreements/${agreement.id}`,
    });
    return agreement;
  });
}

export const NOT_SIGNABLE =
  "This version holds text this page cannot show you, so it cannot be signed. We will send you a corrected version.";

/** Whether an agreement's text is all shown as written, and is the text its hash is of. */
export const isSignable = (a: { body: string; body_sha256: string }) =>
  sha256(a.body) === a.body_sha256 && hiddenTextMessages(a.body).length === 0;

export type Signature = { agreementId: string; clientId: string; typedName: string; shownSha256: string; ip: string; userAgent: string };

/**
 * The client signs the version they were shown (its hash comes back with the form): a
 * version drawn up meanwhile, another client's agreement, or one already signed is refused.
 */
export async function signAgreement(s: Signature) {
  return db.transaction().execute(async (trx) => {
    const shown = await trx
      .selectFrom("agreements")
      .select(["id", "application_id", "body", "body_sha256"])
      .where("id", "=", s.agreementId)
      .where("client_id", "=", s.clientId)
      .where("status", "=", "awaiting_signature")
      .where("body_sha256", "=", s.shownSha256)
      .forUpdate()
      .executeTakeFirst();
    if (!shown)
      throw new AgreementRefused("This agreement changed since you opened it, or is already signed: please read the current version.");
    // Signed only as the page showed it: every word of it shown, and the hash of that very text.
    if (!isSignable(shown)) throw new AgreementRefused(NOT_SIGNABLE);
    // Signed in the name of the account, as the form asks ("K Iyer" is not "Kavya Iyer").
    const account = await trx.selectFrom("admin_users").select("full_name").where("id", "=", s.clientId).executeTakeFirstOrThrow();
    if (!isAccountName(s.typedName, account.full_name)) throw new SignedNameRefused(signatureMismatch(account.full_name));
    // The version signed before stays on record, no longer in force.
    await trx
      .updateTable("agreements")
      .set({ status: "superseded" })
      .where("application_id", "=", shown.application_id)
      .where("status", "=", "signed")
      .execute();
    await recordAudit(
      trx,
      { actorId: s.clientId, ip: s.ip },
      {
        kind: "agreement_signed",
        record: { type: "application", id: shown.application_id },
        summary: `Signed as ${tidyName(s.typedName)}`,
        details: { agreementId: shown.id },
      },
    );
    return trx
      .updateTable("agreements")
      .set({
        status: "signed",
        signed_name: tidyName(s.typedName),
        signed_at: sql`now()`,
        signed_ip: s.ip.slice(0, 64),
        signed_user_agent: s.userAgent.slice(0, 500),
      })
      .where("id", "=", shown.id)
      .returning(["id", "signed_at", "body_sha256"])
      .executeTakeFirstOrThrow();
  });
}

/** Whether the application's current agreement is signed (the gate before work on it). */
export async function hasSignedAgreement(applicationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("agreements")
    .select("id")
    .where("application_id", "=", applicationId)
    .where("status", "=", "signed")
    .executeTakeFirst();
  return Boolean(row);
}

/** An application's agreement in force (signed), if any: the fees an invoice draws on. */
export function signedAgreement(applicationId: string) {
  return db
    .selectFrom("agreements")
    .selectAll()
    .where("application_id", "=", applicationId)
    .where("status", "=", "signed")
    .executeTakeFirst();
}

/** An application's version waiting for the client's signature, if any. */
export function pendingAgreement(applicationId: string) {
  return db
    .selectFrom("agreements")
    .selectAll()
    .where("application_id", "=", applicationId)
    .where("status", "=", "awaiting_signature")
    .executeTakeFirst();
}

/** One agreement with its application's reference; only the client's own when `clientId` is given. */
export function agreementFor(id: string, clientId: string | null) {
  let q = db
    .selectFrom("agreements as g")
    .innerJoin("applications as a", "a.id", "g.application_id")
    .innerJoin("admin_users as c", "c.id", "g.client_id")
    .selectAll("g")
    .select(["a.reference", "a.service_slug", "c.full_name as client_name"])
    .where("g.id", "=", id);
  if (clientId) q = q.where("g.client_id", "=", clientId);
  return q.executeTakeFirst();
}

/** Every version of an application's agreement, newest first (a handful). */
export function agreementVersions(applicationId: string) {
  return db
    .selectFrom("agreements")
    .select(["id", "version", "title", "status", "signed_name", "signed_at", "created_at", "currency", "fees", "body_sha256"])
    .where("application_id", "=", applicationId)
    .orderBy("version", "desc")
    .execute();
}

/** A client's agreements that are current (awaiting their signature or signed), newest first. */
export function clientAgreements(clientId: string) {
  return db
    .selectFrom("agreements as g")
    .innerJoin("applications as a", "a.id", "g.application_id")
    .select(["g.id", "g.title", "g.version", "g.status", "g.signed_at", "g.created_at", "a.reference", "a.service_slug"])
    .where("g.client_id", "=", clientId)
    .where("g.status", "<>", "superseded")
    .orderBy("g.created_at", "desc")
    .limit(50)
    .execute();
}

/** Templates an agreement can be drawn up from. */
export function activeTemplates() {
  return db.selectFrom("agreement_templates").select(["id", "title"]).where("is_active", "=", true).orderBy("title").limit(100).execute();
}
