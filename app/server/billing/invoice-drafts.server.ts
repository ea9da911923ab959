import { firstResult, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { firmToday } from "../website/settings.server";
import { defaultBuyer } from "./invoice-queries.server";
import { createInvoice } from "./invoices.server";

// A blank draft invoice for a client, from their billing page: a paid consultation, an
// extra service, a government fee paid on their behalf. Once per submitted form.

export async function newInvoiceAction(formData: FormData, adminId: string, clientId: string) {
  try {
    const invoice = await createInvoice(
      { clientId, lines: [], currency: "INR", buyer: await defaultBuyer(clientId), dueDays: 14, createdBy: adminId },
      await firmToday(),
      submissionKey(formData, "invoice-blank", adminId),
    );
    return redirectWithToast(`/admin/invoices/${invoice.id}`, {
      type: "success",
      title: "Draft invoice drawn up",
      description: "Check whom it bills and add its lines, then issue it.",
    });
  } catch (error) {
    return redirectWithToast(firstResult(error, `/admin/clients/${clientId}/billing`), {
      type: "success",
      title: "Draft invoice drawn up",
    });
  }
}
