import type { StaffBy } from "../audit/audit-log.server";
import { z } from "zod";
import { parseAmount } from "~/lib/billing/amounts";
import type { FormFailure } from "~/lib/http/form-failure";
import { UUID_RE } from "~/lib/http/uuid";
import { isIsoDate } from "~/lib/ui/iso-date";
import { getFileStore } from "../files/file-store.server";
import { DOCUMENT_RULE, readUploadForm } from "../files/uploads.server";
import { formError, formFailure, formValues, parseFormData } from "../http/forms.server";
import { AlreadySubmitted, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { firmToday } from "../website/settings.server";
import { confirmReport, normalUtr, rejectReport, reportPayment, ReportRefused } from "./payment-reports.server";
import { PaymentRefused } from "./payments.server";

// The forms of payment reports: the client's "I have paid" (with an optional screenshot,
// streamed and bounded like every upload), and the accounts person's confirm or reject.

const reportSchema = z.object({
  intent: z.literal("report-payment"),
  method: z.enum(["upi", "bank_transfer"], { errorMap: () => ({ message: "Choose how you paid" }) }),
  amount: z
    .string()
    .trim()
    .refine((v) => (parseAmount(v) ?? 0) > 0, "Give the amount you paid, such as 59000"),
  paidOn: z.string().refine(isIsoDate, "Give the day you paid"),
  reference: z
    .string()
    .trim()
    .refine(
      (v) => /^[A-Z0-9]{12,22}$/.test(normalUtr(v)),
      "Give the UTR or UPI reference: 12 to 22 letters and digits, such as 401234567890",
    ),
  note: z.string().trim().max(500, "Use at most 500 characters").default(""),
});

/** The client's report of a payment against their own invoice. */
export async function reportPaymentAction(request: Request, clientId: string, invoiceId: string) {
  const back = `/client/invoices/${invoiceId}`;
  const upload = await readUploadForm(request, "screenshot", DOCUMENT_RULE);
  const parsed = parseFormData(upload.formData, reportSchema);
  const fileError = upload.image.kind === "error" ? [upload.image.message] : undefined;
  const today = await firmToday();
  const future = parsed.ok && parsed.data.paidOn > today ? ["A payment cannot be made in the future"] : undefined;
  if (!parsed.ok || fileError || future || upload.unreadable) {
    const failure: FormFailure = parsed.ok ? { fieldErrors: {}, values: formValues(upload.formData) } : parsed.failure;
    if (upload.unreadable) failure.formError = "Your report could not be read. Please try again.";
    if (future) failure.fieldErrors.paidOn = future;
    failure.fieldErrors.screenshot = fileError ?? (upload.image.kind === "image" ? ["Choose the screenshot again"] : undefined);
    return formFailure(failure);
  }
  const shot = upload.image.kind === "image" ? upload.image : null;
  try {
    const screenshotId = shot
      ? (
          await getFileStore().put(shot.bytes, {
            contentType: shot.contentType,
            visibility: "private",
            originalName: shot.originalName,
            createdBy: clientId,
          })
        ).id
      : null;
    await reportPayment(
      {
        invoiceId,
        clientId,
        reportedBy: clientId,
        method: parsed.data.method,
        reference: parsed.data.reference,
        amountMinor: parseAmount(parsed.data.amount)!,
        paidOn: parsed.data.paidOn,
        note: parsed.data.note,
        screenshotId,
      },
      submissionKey(upload.formData, "payment-report", clientId),
    );
  } catch (error) {
    if (error instanceof ReportRefused) {
      const values = formValues(upload.formData);
      return error.field === "form"
        ? formFailure({ fieldErrors: {}, values, formError: error.message }, 409)
        : formFailure({ fieldErrors: { [error.field]: [error.message] }, values }, 409);
    }
    if (!(error instanceof AlreadySubmitted)) throw error;
  }
  return redirectWithToast(back, {
    type: "success",
    title: "Thank you: we are checking your payment",
    description: "You will get a receipt by e-mail once it is matched with our bank statement.",
  });
}

const rejectSchema = z.object({
  intent: z.literal("reject-report"),
  reportId: z.string().uuid(),
  reason: z.string().trim().min(3, "Say why, so the client can put it right").max(500, "Use at most 500 characters"),
});

/** A payment the invoice cannot take (more than is owed now): its message, to show. */
function refusedAs(error: unknown): string {
  if (error instanceof PaymentRefused) return `${error.message} Reject the report, saying so, or record the right amount.`;
  throw error;
}

/** The accounts person's decision on a report of this invoice. */
export async function decideReportAction(formData: FormData, by: StaffBy, invoiceId: string) {
  const back = `/admin/invoices/${invoiceId}`;
  if (formData.get("intent") === "confirm-report") {
    const reportId = String(formData.get("reportId") ?? "");
    const done = UUID_RE.test(reportId) ? await confirmReport(reportId, invoiceId, by).catch(refusedAs) : false;
    if (typeof done === "string") return formError(formData, done, 409);
    if (!done) return formError(formData, "This report was confirmed or rejected already.", 409);
    return redirectWithToast(back, {
      type: "success",
      title: "Payment confirmed",
      description: `Receipt ${done.receiptCode} is on its way to the client by e-mail.`,
    });
  }
  const parsed = parseFormData(formData, rejectSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  if (!(await rejectReport(parsed.data.reportId, invoiceId, by, parsed.data.reason)))
    return formError(formData, "This report was confirmed or rejected already.", 409);
  return redirectWithToast(back, { type: "success", title: "Report rejected", description: "The client is told why." });
}
