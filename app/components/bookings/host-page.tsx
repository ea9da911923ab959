import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { PageHeader, Pagination } from "~/components/ui/list";
import { CheckboxField, Field, FormAlert, SelectField } from "~/components/ui/forms";
import { HORIZON_DAYS, hhmmOf, MEETING_MINUTES, NOTICE_HOURS, WEEKDAYS } from "~/lib/bookings/booking-hours-schema";
import { formatDateTime } from "~/lib/ui/format";
import type { FormFailure } from "~/lib/http/form-failure";
import type { HostPageData } from "~/lib/bookings/host-page";
import { HostBookings } from "./host-bookings";
import { PastBookings } from "./past-bookings";

/** Upcoming or past consultations: two links, the current one marked. */
function WhenTabs({ when }: { when: HostPageData["when"] }) {
  const path = useLocation().pathname;
  const tab = (to: string, label: string, current: boolean) => (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={current ? "border-b-2 border-brand-700 pb-1 font-semibold text-slate-900" : "pb-1 text-brand-700 underline"}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Which consultations" className="mt-4 flex gap-6 text-sm">
      {tab(path, "Upcoming", when === "upcoming")}
      {tab(`${path}?when=past`, "Past", when === "past")}
    </nav>
  );
}

// The consultations page of the admin and agent portals (issue 21); its data and forms
// are app/server/bookings/host-page.server.ts.

/** The consultations page of a portal: the bookings, then the signed-in person's hours and time off. */
export function HostPage({ d }: { d: HostPageData }) {
  const failure = useActionData<FormFailure>();
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  const s = d.settings;
  return (
    <div>
      <PageHeader title="Consultations" />
      <FormAlert message={failure?.formError} />
      <WhenTabs when={d.when} />
      {d.rows.length || d.past.length ? (
        <>
          {d.when === "past" ? <PastBookings d={d} /> : <HostBookings d={d} />}
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <p className="mt-4 rounded-lg bg-white p-5 text-sm text-slate-600 shadow-sm">
          {d.when === "past" ? "No past consultations yet." : "No consultations booked yet."}
        </p>
      )}

      <section className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="hours-heading">
        <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">
          Your hours
        </h2>
        <p className="mt-1 text-sm text-slate-600">Times are in the firm's time zone. Visitors see them in their own.</p>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <CheckboxField label="I take consultations" name="accepting" defaultChecked={v.accepting ? v.accepting === "on" : s.accepting} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label="Meeting length"
              name="meetingMinutes"
              defaultValue={v.meetingMinutes ?? String(s.meetingMinutes)}
              options={MEETING_MINUTES.map((m) => ({ value: String(m), label: `${m} minutes` }))}
              errors={e.meetingMinutes}
            />
            <SelectField
              label="Bookable until"
              name="noticeHours"
              defaultValue={v.noticeHours ?? String(s.noticeHours)}
              options={NOTICE_HOURS.map((h) => ({ value: String(h), label: h ? `${h} hours before` : "the start" }))}
              errors={e.noticeHours}
            />
            <SelectField
              label="Bookable ahead"
              name="horizonDays"
              defaultValue={v.horizonDays ?? String(s.horizonDays)}
              options={HORIZON_DAYS.map((n) => ({ value: String(n), label: `${n} days` }))}
              errors={e.horizonDays}
            />
          </div>
          <Field
            label="Video call link (optional)"
            name="videoLink"
            type="url"
            placeholder="https://meet.example.com/your-room"
            defaultValue={v.videoLink ?? s.videoLink}
            errors={e.videoLink}
          />
          {/* A day a row: its two times side by side, which fit a 390 px phone. */}
          <div className="space-y-3 text-sm" role="group" aria-label="Opening hours by day; leave both empty for a day off">
            {WEEKDAYS.map((day, i) => {
              const hours = s.hours[i + 1];
              return (
                <div key={day} className="grid grid-cols-2 items-start gap-x-3 sm:grid-cols-[8rem_minmax(0,12rem)_minmax(0,12rem)]">
                  <p className="col-span-2 font-medium sm:col-span-1 sm:pt-8" aria-hidden="true">
                    {day}
                  </p>
                  <Field
                    label={`${day} from`}
                    name={`start_${i + 1}`}
                    type="time"
                    className="min-w-0"
                    defaultValue={v[`start_${i + 1}`] ?? (hours ? hhmmOf(hours.start) : "")}
                    errors={e[`start_${i + 1}`]}
                  />
                  <Field
                    label={`${day} until`}
                    name={`end_${i + 1}`}
                    type="time"
                    className="min-w-0"
                    defaultValue={v[`end_${i + 1}`] ?? (hours ? hhmmOf(hours.end) : "")}
                    errors={e[`end_${i + 1}`]}
                  />
                </div>
              );
            })}
          </div>
          <button type="submit" className="btn-primary">
            Save my hours
          </button>
        </Form>
      </section>

      <section className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="off-heading">
        <h2 id="off-heading" className="text-lg font-semibold text-slate-900">
          Your time off
        </h2>
        {d.timeOff.length ? (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {d.timeOff.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 py-2">
                <span>{`${formatDateTime(t.starts_at)} to ${formatDateTime(t.ends_at)}${t.note ? ` · ${t.note}` : ""}`}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-time-off" />
                  <input type="hidden" name="id" value={t.id} />
                  <button type="submit" className="text-brand-700 underline">
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">None planned.</p>
        )}
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="time-off" />
          <Field label="From" name="from" type="datetime-local" defaultValue={v.from} errors={e.from} />
          <Field label="Until" name="until" type="datetime-local" defaultValue={v.until} errors={e.until} />
          <Field label="Note (optional)" name="note" defaultValue={v.note} errors={e.note} />
          <button type="submit" className="btn-secondary">
            Add time off
          </button>
        </Form>
      </section>
    </div>
  );
}
