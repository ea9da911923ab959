import { auditBy } from "~/server/audit/audit-log.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { BILLING_SETTING_KEYS, billingSettingsSchema, DEFAULT_FIRM_STATE, DEFAULT_SAC } from "~/lib/billing/billing-settings";
import { GST_STATE_OPTIONS } from "~/lib/billing/gst-states";
import type { FormFailure } from "~/lib/http/form-failure";
import { requireRole } from "~/server/accounts/auth.server";
import { billingSettingRows } from "~/server/billing/billing-settings.server";
import { formError, formFailure, parseForm } from "~/server/http/forms.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { saveSettings } from "~/server/website/settings.server";

// The firm's billing settings (issue 41): its GST registration (printed on every tax
// invoice as issued), how clients pay it (UPI and bank transfer), and the reminders of
// unpaid invoices. Admins only; never shown on the public site.

export const meta: MetaFunction = () => [{ title: "Billing settings · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { values: await billingSettingRows() };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const parsed = await parseForm(request, billingSettingsSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  try {
    await saveSettings(parsed.data, BILLING_SETTING_KEYS, { by: auditBy(request, admin), kind: "billing_settings_changed" });
  } catch (error) {
    console.error("[billing settings] save failed:", (error as Error).message);
    return formError(parsed.formData, "The settings could not be saved. Nothing was changed; please try again.", 503);
  }
  return redirectWithToast("/admin/settings/billing", {
    type: "success",
    title: "Billing settings saved",
    description: "Invoices issued from now on carry them.",
  });
}

export default function BillingSettings() {
  const { values } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const v = (key: string, fallback = "") => failure?.values[key] ?? values[key] ?? fallback;
  const e = failure?.fieldErrors ?? {};
  const text = (name: string, label: string, hint?: string) => (
    <Field label={label} name={name} hint={hint} defaultValue={v(name)} errors={e[name]} />
  );
  return (
    <div className="max-w-3xl">
      <PageHeader title="Billing settings" />
      <Form method="post" className="space-y-8" noValidate>
        <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">GST registration (on every tax invoice)</legend>
          {text("gst_legal_name", "Legal name, as on the GST certificate")}
          {text("gstin", "GSTIN", "15 characters, like 27AAPFU0939F1ZV")}
          <SelectField
            label="State of registration (decides CGST + SGST or IGST)"
            name="gst_state_code"
            options={GST_STATE_OPTIONS}
            defaultValue={v("gst_state_code", DEFAULT_FIRM_STATE)}
            errors={e.gst_state_code}
          />
          <TextAreaField label="Registered address" name="gst_address" rows={2} defaultValue={v("gst_address")} errors={e.gst_address} />
          {text("lut_reference", "Letter of undertaking (LUT) ARN for this financial year", "Printed on zero-rated export invoices")}
          {text(
            "sac_code",
            "SAC code of the firm's advisory services",
            `Empty means ${DEFAULT_SAC} (other support services n.e.c.); ask the firm's accountant`,
          )}
          {text("gst_rate", "GST rate on services (%)", "Empty means 18")}
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">How clients pay (on every open invoice)</legend>
          {text("upi_id", "UPI ID", "Like firmname@bank; every INR invoice then shows a UPI QR code for its balance")}
          {text("upi_payee_name", "Payee name shown in the UPI app")}
          {text("bank_account_name", "Bank account name")}
          {text("bank_name", "Bank and branch")}
          {text("bank_account_number", "Account number")}
          {text("bank_ifsc", "IFSC")}
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Paid consultations</legend>
          {text(
            "consultation_fee",
            "Fee for a consultation (₹, before GST)",
            "Empty means consultations are free. Booking one then issues its invoice, payable by UPI before the meeting; the fee paid is deducted from the client's first invoice under their agreement.",
          )}
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Reminders</legend>
          {text(
            "invoice_reminder_days",
            "Remind the client this many days after the due date",
            "Up to six, such as 3, 7, 14 (the default)",
          )}
        </fieldset>
        <button type="submit" className="btn-primary">
          Save billing settings
        </button>
      </Form>
    </div>
  );
}
