import type { StaffBy } from "../audit/audit-log.server";
import { z } from "zod";
import { parseAmount } from "~/lib/billing/amounts";
import { buyerOf, draftInvoiceSchema, lineRows } from "~/lib/billing/invoice-form";
import { PAYMENT_METHODS } from "~/lib/billing/labels";
import { isIsoDate } from "~/lib/ui/iso-date";
import { formError, formFailure, formValues, parseFormData } from "../http/forms.server";
import { AlreadySubmitted, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { firmToday } from "../website/settings.server";
import { billingSettings } from "./billing-settings.server";
import { issueInvoice, IssueRefused, saveDraft, voidInvoice } from "./invoices.server";
import { creditNoteAction } from "./credit-note-actions.server";
import { decideReportAction } from "./payment-report-actions.server";
import { PaymentRefused, recordPayment } from "./payments.server";

// The admin invoice page's forms: edit a draft, issue it, record a payment or a refund, make void.

const paymentSchema = z.object({
  intent: z.literal("payment"),
  kind: z.enum(["payment", "refund"], { errorMap: () => ({ message: "Choose payment or refund" }) }),
  method: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose how it was paid" }) }),
  amount: z
    .string()
    .trim()
    .refine((v) => (parseAmount(v) ?? 0) > 0, "Give the amount as a number, such as 59000"),
  reference: z.string().trim().max(120, "Use at most 120 characters").default(""),
  receivedOn: z.string().refine(isIsoDate, "Give the date it was received"),
  note: z.string().trim().max(500, "Use at most 500 characters").default(""),
});

const voidSchema = z.object({
  intent: z.literal("void"),
  reason: z.string().trim().min(3, "Say why it is void").max(500, "Use at most 500 characters"),
});

async function saveDraftAction(formData: FormData, invoiceId: string) {
  const back = `/admin/invoices/${invoiceId}`;
  const parsed = parseFormData(formData, draftInvoiceSchema);
  const values = parsed.ok ? parsed.data : formValues(formData);
  const { sacCode } = await billingSettings();
  const rows = lineRows(values, sacCode);
  const buyer = buyerOf(values);
  const rowErrors = { ...rows.fieldErrors, ...buyer.fieldErrors };
  if (!parsed.ok || Object.keys(rowErrors).length) {
    const failure = parsed.ok ? { fieldErrors: {}, values: formValues(formData) } : parsed.failure;
    return formFailure({ ...failure, fieldErrors: { ...rowErrors, ...failure.fieldErrors } });
  }
  const input = {
    lines: rows.lines,
    buyer: buyer.buyer,
    currency: parsed.data.currency,
    dueDays: parsed.data.dueDays,
    notes: parsed.data.notes,
  };
  if (!(await saveDraft(invoiceId, input)))
    return formError(formData, "This invoice was issued or made void meanwhile: it can no longer be edited.", 409);
  return redirectWithToast(back, { type: "success", title: "Draft saved", description: "Check it below, then issue it." });
}

export async function invoiceAction(formData: FormData, by: StaffBy, invoiceId: string) {
  const adminId = by.actorId;
  const back = `/admin/invoices/${invoiceId}`;
  const intent = formData.get("intent");
  if (intent === "save-draft") return saveDraftAction(formData, invoiceId);
  if (intent === "confirm-report" || intent === "reject-report") return decideReportAction(formData, by, invoiceId);
  if (intent === "credit-note") return creditNoteAction(formData, by, invoiceId);
  if (intent === "issue") {
    try {
      const issued = await issueInvoice(invoiceId, await firmToday(), by);
      return issued
        ? redirectWithToast(back, {
            type: "success",
            title: `Invoice ${issued.code} issued`,
            description: "The client is told and can pay it and download it in their portal.",
          })
        : formError(formData, "Only a draft can be issued; this one was issued already or made void.", 409);
    } catch (error) {
      if (error instanceof IssueRefused) return formError(formData, error.message, 409);
      throw error;
    }
  }
  if (intent === "payment") {
    const parsed = parseFormData(formData, paymentSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    if (parsed.data.receivedOn > (await firmToday()))
      return formFailure({ fieldErrors: { receivedOn: ["Money cannot be received in the future"] }, values: formValues(formData) });
    try {
      const done = await recordPayment(
        {
          invoiceId,
          kind: parsed.data.kind,
          method: parsed.data.method,
          amountMinor: parseAmount(parsed.data.amount)!,
          reference: parsed.data.reference,
          receivedOn: parsed.data.receivedOn,
          note: parsed.data.note,
          recordedBy: adminId,
          ip: by.ip,
        },
        submissionKey(formData, "payment", adminId),
      );
      return redirectWithToast(back, {
        type: "success",
        title: parsed.data.kind === "payment" ? "Payment recorded" : "Refund recorded",
        description: done.status === "paid" ? "The invoice is paid in full." : undefined,
      });
    } catch (error) {
      if (error instanceof PaymentRefused)
        return formFailure({ fieldErrors: { amount: [error.message] }, values: formValues(formData) }, 409);
      if (error instanceof AlreadySubmitted) return redirectWithToast(back, { type: "success", title: "Payment recorded" });
      throw error;
    }
  }
  if (intent === "void") {
    const parsed = parseFormData(formData, voidSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    if (!(await voidInvoice(invoiceId, parsed.data.reason, by)))
      return formFailure(
        {
          fieldErrors: { reason: ["Money was received against this invoice (refund it first), it was credited, or it is void already"] },
          values: formValues(formData),
        },
        409,
      );
    return redirectWithToast(back, { type: "success", title: "Invoice made void", description: "A number it had stays taken." });
  }
  return formError(formData, "Unknown action.", 400);
}
