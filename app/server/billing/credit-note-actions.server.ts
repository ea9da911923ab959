import type { StaffBy } from "../audit/audit-log.server";
import { parseAmount } from "~/lib/billing/amounts";
import { formFailure, formValues } from "../http/forms.server";
import { AlreadySubmitted, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { firmToday } from "../website/settings.server";
import { CreditRefused, issueCreditNote } from "./credit-notes.server";

// The admin invoice page's credit note form: a reason, and the amount to credit per line
// (`credit-<line id>`) or everything left ("all").

export async function creditNoteAction(formData: FormData, by: StaffBy, invoiceId: string) {
  const adminId = by.actorId;
  const back = `/admin/invoices/${invoiceId}`;
  const values = formValues(formData);
  const fieldErrors: Record<string, string[]> = {};
  const reason = (values.reason ?? "").trim();
  if (reason.length < 3 || reason.length > 500) fieldErrors.reason = ["Say why it is credited (3 to 500 characters): the client reads it"];
  const lines: Record<string, number> = {};
  for (const [name, typed] of Object.entries(values)) {
    if (!name.startsWith("credit-") || !typed.trim()) continue;
    const amount = parseAmount(typed);
    if (amount === null || amount === 0) fieldErrors[name] = ["Give the amount as a number above zero, such as 5000"];
    else lines[name.slice("credit-".length)] = amount;
  }
  if (Object.keys(fieldErrors).length) return formFailure({ fieldErrors, values });
  try {
    const note = await issueCreditNote(
      { invoiceId, reason, lines: values.all === "on" ? "all" : lines, today: await firmToday(), createdBy: adminId, ip: by.ip },
      submissionKey(formData, "credit-note", adminId),
    );
    return redirectWithToast(back, {
      type: "success",
      title: `Credit note ${note.code} issued`,
      description: "The client is told and can download it.",
    });
  } catch (error) {
    if (error instanceof CreditRefused)
      return error.field === "form"
        ? formFailure({ fieldErrors: {}, values, formError: error.message }, 409)
        : formFailure({ fieldErrors: { [error.field.replace("line-", "credit-")]: [error.message] }, values }, 409);
    if (error instanceof AlreadySubmitted) return redirectWithToast(back, { type: "success", title: "Credit note issued" });
    throw error;
  }
}
