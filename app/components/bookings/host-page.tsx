import { Form, useActionData } from "@remix-run/react";
import { PageHeader, Pagination, Table } from "~/components/ui/list";
import { CheckboxField, Field, FormAlert, SelectField } from "~/components/ui/forms";
import { HORIZON_DAYS, hhmmOf, MEETING_MINUTES, NOTICE_HOURS, WEEKDAYS } from "~/lib/bookings/booking-hours-schema";
import { answersInWords } from "~/lib/bookings/booking-questionnaire";
import { formatDateTime } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import type { FormFailure } from "~/lib/http/form-failure";
import type { HostPageData } from "~/lib/bookings/host-page";

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
      {d.rows.length ? (
        <>
          <Table caption="Consultations booked, soonest first">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  When
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  About
                </th>
                {d.showHost ? (
                  <th scope="col" className="px-3 py-2 text-left">
                    With
                  </th>
                ) : null}
                <th scope="col" className="px-3 py-2 text-left">
                  Video call
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((b) => (
                <tr key={b.id} className="align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(b.starts_at)}</td>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="font-semibold">{b.name}</span>
                    <a href={`mailto:${b.email}`} className="block text-brand-700 underline">
                      {b.email}
                    </a>
                    {b.phone ? <span className="block text-slate-600">{b.phone}</span> : null}
                    <span className="block text-xs text-slate-600">{`Their time zone: ${b.time_zone.replaceAll("_", " ")}`}</span>
                  </th>
                  <td className="px-3 py-2">
                    {d.topics[b.topic] ?? "Not sure yet"}
                    <dl className="mt-1 space-y-1 text-slate-600">
                      {answersInWords(b.answers, (slug) => COUNTRY_NAMES[slug] ?? slug).map(([question, answer]) => (
                        <div key={question}>
                          <dt className="inline font-medium">{`${question}: `}</dt>
                          <dd className="inline whitespace-pre-wrap">{answer}</dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                  {d.showHost ? <td className="px-3 py-2">{b.host}</td> : null}
                  <td className="px-3 py-2">
                    <Form method="post" className="flex items-end gap-2" noValidate>
                      <input type="hidden" name="intent" value="video-link" />
                      <input type="hidden" name="id" value={b.id} />
                      <Field
                        label={<span className="sr-only">{`Video link for ${b.name}`}</span>}
                        name="bookingLink"
                        type="url"
                        placeholder="https://"
                        defaultValue={v.id === b.id ? v.bookingLink : (b.video_link ?? "")}
                        errors={v.id === b.id ? e.bookingLink : undefined}
                      />
                      <button type="submit" className="btn-secondary">
                        Save<span className="sr-only">{` the video link for ${b.name}`}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <p className="mt-4 rounded-lg bg-white p-5 text-sm text-slate-600 shadow-sm">No consultations booked yet.</p>
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
          <table className="text-sm">
            <caption className="sr-only">Opening hours by day; leave both empty for a day off</caption>
            <tbody>
              {WEEKDAYS.map((day, i) => {
                const hours = s.hours[i + 1];
                return (
                  <tr key={day}>
                    <th scope="row" className="py-1 pr-4 text-left font-medium">
                      {day}
                    </th>
                    <td className="py-1 pr-2">
                      <Field
                        label={`${day} from`}
                        name={`start_${i + 1}`}
                        type="time"
                        defaultValue={v[`start_${i + 1}`] ?? (hours ? hhmmOf(hours.start) : "")}
                        errors={e[`start_${i + 1}`]}
                      />
                    </td>
                    <td className="py-1">
                      <Field
                        label={`${day} until`}
                        name={`end_${i + 1}`}
                        type="time"
                        defaultValue={v[`end_${i + 1}`] ?? (hours ? hhmmOf(hours.end) : "")}
                        errors={e[`end_${i + 1}`]}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
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
