import { recordAudit, type StaffBy } from "../audit/audit-log.server";
import { z } from "zod";
import type { Fee } from "~/lib/billing/agreement-render";
import type { DraftLine } from "~/lib/billing/invoice-form";
import { db } from "../db/db.server";
import { formError, formFailure, formValues, parseFormData } from "../http/forms.server";
import { claimSubmission, firstResult, rememberResult, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { firmToday } from "../website/settings.server";
import { agreementDraftAction, instalmentInvoiceAction } from "./agreement-draft-actions.server";
import { awaitsAgreement, waiveAgreement } from "./agreement-gate.server";
import { instalmentsOf } from "./agreement-instalments.server";
import { activeTemplates, agreementVersions, signedAgreement } from "./agreements.server";
import { billingSettings } from "./billing-settings.server";
import { applicationInvoices, defaultBuyer, invoicedLines, invoicedOn } from "./invoice-queries.server";
import { withConsultationCredit } from "./consultation-invoices.server";
import { createInvoiceIn, FeesAlreadyInvoiced } from "./invoices.server";

// The application page's "Agreement and invoices" panel: what it shows, and its three
// forms (draw up a version, go on without one, invoice the signed fees). Admins only.

export const BILLING_INTENTS = ["agreement-preview", "agreement-draft", "agreement-waive", "invoice-new", "invoice-instalment"] as const;

export async function applicationBilling(applicationId: string) {
  const [templates, versions, invoices, waits, today, lines] = await Promise.all([
    activeTemplates(),
    agreementVersions(applicationId),
    applicationInvoices(applicationId),
    awaitsAgreement(db, applicationId),
    firmToday(),
    invoicedLines(applicationId),
  ]);
  const instalments = await instalmentsOf(versions.map((v) => v.id));
  const versionsOut = versions.map((v) => ({
    ...v,
    fees: feesOf(v.fees),
    instalments: instalments.filter((i) => i.agreement_id === v.id),
  }));
  const signed = versionsOut.find((v) => v.status === "signed");
  return {
    templates,
    versions: versionsOut,
    invoices: invoices.map((i) => ({ ...i, paid_minor: Number(i.paid_minor) })),
    invoicedOn: signed ? invoicedOn(signed.fees, lines) : [],
    waits,
    today,
  };
}

const feesOf = (stored: unknown) => (typeof stored === "string" ? JSON.parse(stored) : stored) as Fee[];

const waiveSchema = z.object({
  intent: z.literal("agreement-waive"),
  reason: z.string().trim().min(5, "Say why work goes on without a signed agreement").max(1000, "Use at most 1,000 characters"),
});

type App = { id: string; client_id: string };

export async function applicationBillingAction(formData: FormData, by: StaffBy, app: App) {
  const adminId = by.actorId;
  const intent = formData.get("intent");
  const back = `/admin/applications/${app.id}#agreement`;
  if (intent === "agreement-draft" || intent === "agreement-preview") return agreementDraftAction(formData, by, app);
  if (intent === "invoice-instalment") return instalmentInvoiceAction(formData, adminId, app);
  if (intent === "agreement-waive") {
    const parsed = parseFormData(formData, waiveSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    await db.transaction().execute(async (trx) => {
      await waiveAgreement(trx, app.id);
      const { status } = await trx.selectFrom("applications").select("status").where("id", "=", app.id).executeTakeFirstOrThrow();
      await trx
        .insertInto("application_events")
        .values({
          application_id: app.id,
          actor_id: adminId,
          from_status: status,
          to_status: status,
          summary: "Work goes on without a signed service agreement",
          override_reason: parsed.data.reason,
        })
        .execute();
      await recordAudit(trx, by, { kind: "agreement_voided", record: { type: "application", id: app.id }, summary: parsed.data.reason });
    });
    return redirectWithToast(back, { type: "success", title: "Work can go on without a signed agreement" });
  }
  if (intent === "invoice-new") {
    const agreement = await signedAgreement(app.id);
    if (!agreement) return formError(formData, "Invoice the fees of a signed agreement: this application's is not signed yet.", 409);
    const fees = feesOf(agreement.fees);
    const chosen = new Set(formData.getAll("fee").map(String));
    const { sacCode } = await billingSettings();
    const lines: DraftLine[] = fees
      .filter((_, i) => chosen.has(String(i)))
      .map((f) => ({ kind: "service" as const, description: f.description, quantity: 1, unitMinor: f.amountMinor, sacCode, paidTo: null }));
    if (!lines.length) return formFailure({ fieldErrors: { fee: ["Tick at least one fee to invoice"] }, values: formValues(formData) });
    try {
      const [settings, today, buyer] = await Promise.all([billingSettings(), firmToday(), defaultBuyer(app.client_id)]);
      const once = submissionKey(formData, "invoice-new", adminId);
      const invoice = await db.transaction().execute(async (trx) => {
        await claimSubmission(trx, once);
        // The client's paid consultation, if any, is deducted once from the first invoice of the fees.
        const billed = await withConsultationCredit(trx, app.client_id, agreement.currency, lines);
        const made = await createInvoiceIn(
          trx,
          {
            clientId: app.client_id,
            applicationId: app.id,
            lines: billed.lines,
            currency: agreement.currency,
            buyer,
            dueDays: 14,
            createdBy: adminId,
            billOnce: true, // an agreed fee is billed once: again only after its invoice is made void
          },
          today,
          settings,
        );
        await billed.credited(made.id);
        await rememberResult(trx, once, `/admin/invoices/${made.id}`);
        return made;
      });
      return redirectWithToast(`/admin/invoices/${invoice.id}`, {
        type: "success",
        title: "Draft invoice drawn up",
        description: "Check whom it bills, add any other lines, then issue it.",
      });
    } catch (error) {
      if (error instanceof FeesAlreadyInvoiced) {
        return formFailure(
          {
            fieldErrors: { fee: [`${error.problems.join("; ")}: make that invoice void to bill it again.`] },
            values: formValues(formData),
          },
          409,
        );
      }
      return redirectWithToast(firstResult(error, back), { type: "success", title: "Invoice drawn up" });
    }
  }
  return null;
}
