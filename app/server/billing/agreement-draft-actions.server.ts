import type { StaffBy } from "../audit/audit-log.server";
import { data } from "@remix-run/node";
import { agreementDraftSchema, feeRows } from "~/lib/billing/agreement-form";
import { formError, formFailure, formValues, parseFormData } from "../http/forms.server";
import { AlreadySubmitted, firstResult, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { renderMarkdown } from "../website/markdown.server";
import { firmToday } from "../website/settings.server";
import { InstalmentRefused, invoiceInstalment } from "./agreement-instalments.server";
import { AgreementRefused, draftAgreement, renderDraft } from "./agreements.server";

// Drawing up an agreement's version (issue 41): the admin previews the exact text first —
// the preview carries its SHA-256, and sending refuses a text that came out different —
// and invoices the signed agreement's instalments one by one.

type App = { id: string; client_id: string };

export async function agreementDraftAction(formData: FormData, by: StaffBy, app: App) {
  const adminId = by.actorId;
  const back = `/admin/applications/${app.id}#agreement`;
  const parsed = parseFormData(formData, agreementDraftSchema);
  const rows = feeRows(parsed.ok ? parsed.data : formValues(formData)); // trimmed when it parsed
  if (!parsed.ok || Object.keys(rows.fieldErrors).length) {
    const failure = parsed.ok ? { fieldErrors: {}, values: formValues(formData) } : parsed.failure;
    return formFailure({ ...failure, fieldErrors: { ...failure.fieldErrors, ...rows.fieldErrors } });
  }
  const input = {
    applicationId: app.id,
    templateId: parsed.data.templateId,
    currency: parsed.data.currency,
    fees: rows.fees,
    instalments: rows.instalments,
    createdBy: adminId,
    ip: by.ip,
  };
  try {
    if (parsed.data.intent === "agreement-preview") {
      const draft = await renderDraft(input);
      // Not an error: the form comes back with the text it would send, to check and send.
      return data({
        fieldErrors: {},
        values: formValues(formData),
        preview: { html: renderMarkdown(draft.body, "agreement"), sha256: draft.sha256 },
      });
    }
    const previewed = String(formData.get("previewSha") ?? "");
    if (!previewed) return formError(formData, "Preview the agreement before sending it.", 400);
    const drafted = await draftAgreement(input, submissionKey(formData, "agreement-draft", adminId), previewed);
    return redirectWithToast(back, { type: "success", title: `Agreement version ${drafted.version} sent to the client to sign` });
  } catch (error) {
    if (error instanceof AgreementRefused) return formError(formData, error.message, 409);
    if (error instanceof AlreadySubmitted) return redirectWithToast(back, { type: "success", title: "Agreement drawn up" });
    throw error;
  }
}

export async function instalmentInvoiceAction(formData: FormData, adminId: string, app: App) {
  const back = `/admin/applications/${app.id}#agreement`;
  try {
    const invoice = await invoiceInstalment(
      { instalmentId: String(formData.get("instalmentId") ?? ""), applicationId: app.id, createdBy: adminId, today: await firmToday() },
      submissionKey(formData, "invoice-instalment", adminId),
    );
    return redirectWithToast(`/admin/invoices/${invoice.id}`, {
      type: "success",
      title: "Draft invoice of the instalment drawn up",
      description: "Check whom it bills, then issue it.",
    });
  } catch (error) {
    if (error instanceof InstalmentRefused) return formError(formData, error.message, 409);
    return redirectWithToast(firstResult(error, back), { type: "success", title: "Draft invoice drawn up" });
  }
}
