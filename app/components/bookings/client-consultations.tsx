import { formatDateTime } from "~/lib/ui/format";

type Booked = { id: string; starts_at: string | Date; topic: string; manage: string };

/** A client's consultations still to come, each with its page to move or cancel it, and a way to book one. */
export function ClientConsultations({ bookings, topics }: { bookings: Booked[]; topics: Record<string, string> }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="consultations-h">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="consultations-h" className="font-semibold text-slate-900">
          Your consultations
        </h2>
        <a href="/book" className="text-sm font-semibold text-brand-700 underline">
          Book a consultation
        </a>
      </div>
      {bookings.length ? (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-slate-900">{formatDateTime(b.starts_at)}</span>
                {` · ${topics[b.topic] ?? "A first consultation"}`}
              </span>
              <a href={b.manage} className="text-brand-700 underline">
                Move or cancel
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">None booked. A call with an adviser is free: choose a time that suits you.</p>
      )}
    </section>
  );
}
