import { Form } from "@remix-run/react";
import { formatMoney } from "~/lib/billing/money";
import type { FormFailure } from "~/lib/http/form-failure";
import { FormAlert } from "../ui/forms";
import { OnceKey } from "../ui/once-key";

// The signed agreement's instalments (issue 41), each invoiced on its own when it falls
// due, once: an instalment on an invoice shows which; a void invoice frees it again.

export type StoredInstalment = {
  id: string;
  label: string;
  amount_minor: number;
  due: string;
  invoice_id: string | null;
  invoice_code: string | null;
};

export function InstalmentList({
  version,
  failure,
}: {
  version: { version: number; currency: string; instalments: StoredInstalment[] };
  failure: FormFailure | null;
}) {
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-900">{`Instalments of version ${version.version}`}</h3>
      <FormAlert message={failure?.formError} />
      <ul className="mt-2 space-y-2 text-sm">
        {version.instalments.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-2" data-instalment={i.label}>
            <span>{`${i.label}: ${formatMoney(i.amount_minor, version.currency)} (when: ${i.due})`}</span>
            {i.invoice_id ? (
              <a href={`/admin/invoices/${i.invoice_id}`} className="text-brand-700 underline">
                {`on ${i.invoice_code}`}
              </a>
            ) : (
              <Form method="post" action="#agreement">
                <input type="hidden" name="intent" value="invoice-instalment" />
                <input type="hidden" name="instalmentId" value={i.id} />
                <OnceKey />
                <button type="submit" className="btn-secondary">
                  {`Invoice ${i.label}`}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
