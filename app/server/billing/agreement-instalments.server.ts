import type { Instalment } from "~/lib/billing/agreement-render";
import { db, type Db } from "../db/db.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { billingSettings } from "./billing-settings.server";
import { defaultBuyer } from "./invoice-queries.server";
import { withConsultationCredit } from "./consultation-invoices.server";
import { createInvoiceIn } from "./invoices.server";

// An agreement's instalments (issue 41): stored with the version that states them, each
// invoiced on its own, once — the instalment takes its invoice's id only where it has
// none, in the transaction that draws the invoice up, so two admins at once make one.

export class InstalmentRefused extends Error {}

export async function storeInstalments(trx: Db, agreementId: string, instalments: Instalment[]) {
  if (!instalments.length) return;
  await trx
    .insertInto("agreement_instalments")
    .values(
      instalments.map((i, n) => ({ agreement_id: agreementId, position: n + 1, label: i.label, amount_minor: i.amountMinor, due: i.due })),
    )
    .execute();
}

export type StoredInstalment = {
  id: string;
  agreement_id: string;
  label: string;
  amount_minor: number;
  due: string;
  invoice_id: string | null;
  invoice_code: string | null;
};

/** The instalments of these agreement versions, in order, with the invoice that billed each. */
export async function instalmentsOf(agreementIds: string[]): Promise<StoredInstalment[]> {
  if (!agreementIds.length) return [];
  const rows = await db
    .selectFrom("agreement_instalments as s")
    .leftJoin("invoices as i", "i.id", "s.invoice_id")
    .select(["s.id", "s.agreement_id", "s.label", "s.amount_minor", "s.due", "s.invoice_id", "i.code as invoice_code"])
    .where("s.agreement_id", "in", agreementIds)
    .orderBy("s.agreement_id")
    .orderBy("s.position")
    .execute();
  return rows.map((r) => ({
    ...r,
    amount_minor: Number(r.amount_minor),
    invoice_code: r.invoice_id ? (r.invoice_code ?? "a draft invoice") : null,
  }));
}

/**
 * Draws up a draft invoice of one instalment of the application's signed agreement (once
 * per submitted form); refused when the instalment is not of the agreement in force, or
 * an invoice that is not void bills it already.
 */
export async function invoiceInstalment(
  input: { instalmentId: string; applicationId: string; createdBy: string; today: string },
  once: string | null = null,
) {
  const settings = await billingSettings();
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const inst = await trx
      .selectFrom("agreement_instalments as s")
      .innerJoin("agreements as g", "g.id", "s.agreement_id")
      .select([
        "s.id",
        "s.label",
        "s.due",
        "s.amount_minor",
        "s.position",
        "s.invoice_id",
        "g.client_id",
        "g.currency",
        "g.title",
        "g.version",
      ])
      .where("s.id", "=", input.instalmentId)
      .where("g.application_id", "=", input.applicationId)
      .where("g.status", "=", "signed")
      .forUpdate()
      .executeTakeFirst();
    if (!inst) throw new InstalmentRefused("Invoice the instalments of the signed agreement in force.");
    if (inst.invoice_id) throw new InstalmentRefused(`${inst.label} is invoiced already: make that invoice void to bill it again.`);
    const billed = await withConsultationCredit(trx, inst.client_id, inst.currency, [
      {
        kind: "service",
        description: `${inst.label} (${inst.due}): ${inst.title}, version ${inst.version}`.slice(0, 300),
        quantity: 1,
        unitMinor: Number(inst.amount_minor),
        sacCode: settings.sacCode,
        paidTo: null,
      },
    ]);
    const invoice = await createInvoiceIn(
      trx,
      {
        clientId: inst.client_id,
        applicationId: input.applicationId,
        lines: billed.lines,
        currency: inst.currency,
        buyer: await defaultBuyer(inst.client_id, trx),
        dueDays: 14,
        createdBy: input.createdBy,
      },
      input.today,
      settings,
    );
    const taken = await trx
      .updateTable("agreement_instalments")
      .set({ invoice_id: invoice.id })
      .where("id", "=", inst.id)
      .where("invoice_id", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new InstalmentRefused(`${inst.label} is invoiced already.`);
    await billed.credited(invoice.id);
    await rememberResult(trx, once, `/admin/invoices/${invoice.id}`);
    return invoice;
  });
}
