import { Form } from "@remix-run/react";
import { CellLabel, Table } from "~/components/ui/list";
import { formatDateTime } from "~/lib/ui/format";
import { BookingCells, BookingHead } from "./booking-table";
import type { HostPageData, PastBooking } from "~/lib/bookings/host-page";

// The consultations that are over, newest first (issue 44): whether each was held, not
// attended or cancelled, and a small form to mark a held one as not attended, or undo it.

const STATE: Record<PastBooking["status"], string> = { confirmed: "Held", no_show: "Did not attend", cancelled: "Cancelled" };

function AttendanceForm({ b }: { b: PastBooking }) {
  if (b.status === "cancelled") return null;
  const attended = b.status === "no_show";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="attendance" />
      <input type="hidden" name="id" value={b.id} />
      <input type="hidden" name="attended" value={attended ? "yes" : "no"} />
      <button type="submit" className="btn-secondary">
        {attended ? "Undo: mark as held" : "Did not attend"}
        <span className="sr-only">{` (${b.name}, ${formatDateTime(b.starts_at)})`}</span>
      </button>
    </Form>
  );
}

/** The past consultations of the host (or, for the admin, of anyone): a table, a card a consultation on a phone. */
export function PastBookings({ d }: { d: HostPageData }) {
  return (
    <Table caption="Past consultations, newest first" stack>
      <BookingHead showHost={d.showHost} last="Attendance" />
      <tbody className="divide-y divide-slate-100">
        {d.past.map((b) => (
          <tr key={b.id} className="align-top">
            <BookingCells b={b} showHost={d.showHost} />
            <td className="px-3 py-2" data-wide>
              <CellLabel>About</CellLabel>
              {d.topics[b.topic] ?? "Not sure yet"}
            </td>
            <td className="px-3 py-2" data-wide>
              <CellLabel>Attendance</CellLabel>
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{STATE[b.status]}</span>
                <AttendanceForm b={b} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
