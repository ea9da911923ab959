import { Form, useActionData } from "@remix-run/react";
import { CellLabel, Table } from "~/components/ui/list";
import { Field } from "~/components/ui/forms";
import { BookingCells, BookingHead } from "./booking-table";
import { answersInWords } from "~/lib/bookings/booking-questionnaire";
import { zoneName } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import type { FormFailure } from "~/lib/http/form-failure";
import type { HostPageData } from "~/lib/bookings/host-page";

/** The consultations booked with the host (or, for the admin, with anyone): a table, a card a booking on a phone. */
export function HostBookings({ d }: { d: HostPageData }) {
  const failure = useActionData<FormFailure>();
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  return (
    <Table caption="Consultations booked, soonest first" stack>
      <BookingHead showHost={d.showHost} last="Video call" />
      <tbody className="divide-y divide-slate-100">
        {d.rows.map((b) => (
          <tr key={b.id} className="align-top">
            <BookingCells
              b={b}
              showHost={d.showHost}
              more={<span className="block text-xs text-slate-600">{`Their time zone: ${zoneName(b.time_zone)}`}</span>}
            />
            <td className="px-3 py-2" data-wide>
              <CellLabel>About</CellLabel>
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
            <td className="px-3 py-2" data-wide>
              <CellLabel>Video call</CellLabel>
              <Form method="post" className="flex items-end gap-2" noValidate>
                <input type="hidden" name="intent" value="video-link" />
                <input type="hidden" name="id" value={b.id} />
                <Field
                  label={<span className="sr-only">{`Video link for ${b.name}`}</span>}
                  name="bookingLink"
                  type="url"
                  placeholder="https://"
                  className="min-w-0 flex-1"
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
  );
}
