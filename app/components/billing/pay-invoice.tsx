import type { InvoiceView } from "~/lib/billing/invoice-view";

// How to pay an open invoice: its UPI QR code (drawn on the server as an SVG path, so
// it shows without JavaScript and prints), the same link for a phone's UPI app, and
// the firm's bank details with the invoice number as the reference.

export type UpiQr = { path: string; size: number } | null;

export function PayInvoice({ pay, qr, owed }: { pay: NonNullable<InvoiceView["pay"]>; qr: UpiQr; owed: string }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="pay-h">
      <h2 id="pay-h" className="font-semibold text-slate-900">
        {`Pay ${owed}`}
      </h2>
      {pay.upi && qr ? (
        <div className="mt-3 flex flex-wrap items-start gap-4">
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            width="176"
            height="176"
            role="img"
            aria-label="UPI QR code for this invoice"
            className="shrink-0 bg-white"
            shapeRendering="crispEdges"
            data-upi-qr
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <div className="min-w-0 flex-1 text-sm text-slate-700">
            <p>Scan it with any UPI app (Google Pay, PhonePe, Paytm, your bank&apos;s app), or on this phone:</p>
            <a href={pay.upi} className="btn-primary mt-2 inline-block">
              Pay by UPI
            </a>
          </div>
        </div>
      ) : null}
      {pay.bank.length ? (
        <div className="mt-4 text-sm">
          <h3 className="font-semibold text-slate-900">By bank transfer (NEFT, RTGS or IMPS)</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {pay.bank.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-all font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {!pay.upi && !pay.bank.length ? (
        <p className="mt-1 text-sm text-slate-700">Ask us how to pay: our payment details are not set up here yet.</p>
      ) : null}
    </section>
  );
}
