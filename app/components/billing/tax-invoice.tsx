import type { InvoiceView } from "~/lib/billing/invoice-view";

// A tax invoice as staff and the client read it: the same view the PDF draws
// (invoice-view.ts). On a phone each line stacks its SAC, quantity and rate under its
// description, so nothing scrolls sideways.

export function TaxInvoice({ view: v }: { view: InvoiceView }) {
  return (
    <div className="text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {v.facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Party heading="Supplier" lines={v.seller} />
        <Party heading="Billed to" lines={v.buyer} />
      </div>
      <table className="mt-4 w-full">
        <caption className="sr-only">Services</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 text-left">
              Service
            </th>
            <th scope="col" className="hidden py-1 text-left sm:table-cell">
              SAC
            </th>
            <th scope="col" className="hidden py-1 text-right sm:table-cell">
              Qty
            </th>
            <th scope="col" className="hidden py-1 text-right sm:table-cell">
              Rate
            </th>
            <th scope="col" className="py-1 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {v.services.map((s, i) => (
            <tr key={i} data-line="service">
              <td className="py-1 pr-2">
                {s.description}
                <span className="block text-xs text-slate-600 sm:hidden">{`SAC ${s.sac} · ${s.quantity} × ${s.rate}`}</span>
              </td>
              <td className="hidden py-1 sm:table-cell">{s.sac}</td>
              <td className="hidden py-1 text-right sm:table-cell">{s.quantity}</td>
              <td className="hidden whitespace-nowrap py-1 text-right sm:table-cell">{s.rate}</td>
              <td className="whitespace-nowrap py-1 text-right">{s.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {v.disbursements.length ? (
        <section className="mt-4" aria-labelledby="disbursements-h">
          <h3 id="disbursements-h" className="font-semibold text-slate-900">
            Paid on your behalf
          </h3>
          <p className="text-xs text-slate-600">{v.disbursementNote}</p>
          <table className="mt-1 w-full">
            <caption className="sr-only">Paid on your behalf</caption>
            <tbody className="divide-y divide-slate-100">
              {v.disbursements.map((d, i) => (
                <tr key={i} data-line="disbursement">
                  <td className="py-1 pr-2">
                    {d.description}
                    <span className="block text-xs text-slate-600">{`Paid to ${d.paidTo}`}</span>
                  </td>
                  <td className="whitespace-nowrap py-1 text-right">{d.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <table className="mt-4 w-full">
        <caption className="sr-only">Totals</caption>
        <tbody>
          {v.sums.map((s) => (
            <tr key={s.label} className={s.strong ? "font-semibold" : undefined}>
              <th scope="row" className="py-0.5 pr-2 text-right font-normal">
                {s.label}
              </th>
              <td className="whitespace-nowrap py-0.5 text-right" data-sum={s.label}>
                {s.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-slate-700">{`Amount in words: ${v.inWords}`}</p>
      {v.endorsement ? <p className="mt-2 font-semibold uppercase text-slate-900">{v.endorsement}</p> : null}
    </div>
  );
}

function Party({ heading, lines }: { heading: string; lines: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      {lines.map((l, i) => (
        <p key={i} className="break-words text-slate-700">
          {l}
        </p>
      ))}
    </div>
  );
}
