import { Link } from "@remix-run/react";
import { formatDateTime } from "~/lib/ui/format";

type Upcoming = {
  id: string;
  starts_at: string | Date;
  name: string;
  email: string;
  phone: string;
  topic: string;
  host: string;
  video_link: string | null;
};

/** The next consultations booked (issue 21), on a staff dashboard. */
export function UpcomingBookings({
  bookings,
  topics,
  all,
  showHost,
}: {
  bookings: Upcoming[];
  topics: Record<string, string>;
  all: string;
  showHost: boolean;
}) {
  return (
    <section className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="upcoming-bookings">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="upcoming-bookings" className="font-semibold text-slate-900">
          Upcoming consultations
        </h2>
        <Link to={all} className="text-sm text-brand-700 underline">
          {showHost ? "All consultations and your hours" : "Your consultations and hours"}
        </Link>
      </div>
      {bookings.length ? (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-slate-900">{formatDateTime(b.starts_at)}</span>
                {` · ${b.name} · ${topics[b.topic] ?? "Not sure yet"}${showHost ? ` · with ${b.host}` : ""}`}
              </span>
              <span className="flex gap-3">
                <a href={`mailto:${b.email}`} className="text-brand-700 underline">
                  E-mail
                </a>
                {b.video_link ? (
                  <a href={b.video_link} className="text-brand-700 underline" rel="noopener noreferrer">
                    Video call
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No consultations booked yet.</p>
      )}
    </section>
  );
}
