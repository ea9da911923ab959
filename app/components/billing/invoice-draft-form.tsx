import { Form } from "@remix-run/react";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { amountForField, CURRENCIES } from "~/lib/billing/amounts";
import { GST_STATE_OPTIONS } from "~/lib/billing/gst-states";
import { LINE_KIND_LABELS, LINE_ROWS, type Buyer } from "~/lib/billing/invoice-form";
import type { FormFailure } from "~/lib/http/form-failure";

// The draft invoice's editor (issue 41): whom it bills (the state decides the place of
// supply) and up to eight lines — our services with their SAC code, disbursements paid
// for the client with whom they were paid to, and deductions of a fee already paid.

type Draft = {
  currency: string;
  dueDays: number;
  notes: string;
  buyer: Buyer;
  lines: {
    kind: string;
    description: string;
    quantity: number;
    unit_minor: number | string;
    sac_code: string | null;
    paid_to: string | null;
  }[];
};

export function InvoiceDraftForm({ draft, failure }: { draft: Draft; failure: FormFailure | null }) {
  const v = (name: string, stored: string) => failure?.values[name] ?? stored;
  const e = (name: string) => failure?.fieldErrors[name];
  const line = (i: number) => draft.lines[i];
  return (
    <Form method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate aria-label="Edit the draft">
      <input type="hidden" name="intent" value="save-draft" />
      <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold text-slate-900">Billed to</legend>
        <Field label="Name" name="buyerName" defaultValue={v("buyerName", draft.buyer.name)} errors={e("buyerName")} />
        <Field
          label="Country"
          name="buyerCountry"
          defaultValue={v("buyerCountry", draft.buyer.country || "India")}
          errors={e("buyerCountry")}
        />
        <TextAreaField
          label="Address"
          name="buyerAddress"
          rows={2}
          defaultValue={v("buyerAddress", draft.buyer.address)}
          errors={e("buyerAddress")}
        />
        <div className="space-y-3">
          <SelectField
            label="State (in India)"
            name="buyerState"
            defaultValue={v("buyerState", draft.buyer.stateCode ?? "")}
            errors={e("buyerState")}
            options={[{ value: "", label: "Outside India, or choose…" }, ...GST_STATE_OPTIONS]}
          />
          <Field
            label="GSTIN (a registered business)"
            name="buyerGstin"
            defaultValue={v("buyerGstin", draft.buyer.gstin)}
            errors={e("buyerGstin")}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-semibold text-slate-900">Lines</legend>
        {Array.from({ length: LINE_ROWS }, (_, i) => {
          const n = i + 1;
          const stored = line(i);
          const amount = stored ? amountForField(Math.abs(Number(stored.unit_minor))) : "";
          return (
            <div key={n} className="grid gap-2 border-t border-slate-100 pt-3 sm:grid-cols-[12rem_1fr_9rem_5rem_8rem]">
              <SelectField
                label={`Line ${n}: kind`}
                name={`line${n}Kind`}
                defaultValue={v(`line${n}Kind`, stored?.kind ?? "service")}
                errors={e(`line${n}Kind`)}
                options={Object.entries(LINE_KIND_LABELS).map(([value, label]) => ({ value, label }))}
              />
              <Field
                label={`Line ${n}: what for`}
                name={`line${n}Description`}
                defaultValue={v(`line${n}Description`, stored?.description ?? "")}
                errors={e(`line${n}Description`)}
              />
              <Field
                label={`Line ${n}: SAC, or paid to`}
                name={`line${n}Detail`}
                defaultValue={v(`line${n}Detail`, stored?.paid_to ?? stored?.sac_code ?? "")}
                errors={e(`line${n}Detail`)}
              />
              <Field
                label={`Line ${n}: qty`}
                name={`line${n}Quantity`}
                inputMode="numeric"
                defaultValue={v(`line${n}Quantity`, stored ? String(stored.quantity) : "")}
                errors={e(`line${n}Quantity`)}
              />
              <Field
                label={`Line ${n}: rate`}
                name={`line${n}Rate`}
                inputMode="decimal"
                defaultValue={v(`line${n}Rate`, amount)}
                errors={e(`line${n}Rate`)}
              />
            </div>
          );
        })}
        <p className="text-xs text-slate-600">
          A service takes the SAC code of the billing settings when left empty. A disbursement (a government fee paid for the client)
          carries no GST and is printed apart, with whom it was paid to.
        </p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Currency"
          name="currency"
          defaultValue={v("currency", draft.currency)}
          errors={e("currency")}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <Field
          label="Days to pay, from the day it is issued"
          name="dueDays"
          inputMode="numeric"
          defaultValue={v("dueDays", String(draft.dueDays))}
          errors={e("dueDays")}
        />
      </div>
      <TextAreaField
        label="Note on the invoice (optional)"
        name="notes"
        rows={2}
        defaultValue={v("notes", draft.notes)}
        errors={e("notes")}
      />
      <button type="submit" className="btn-secondary">
        Save the draft
      </button>
    </Form>
  );
}
