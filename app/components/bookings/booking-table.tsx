import type { ReactNode } from "react";
import { CellLabel } from "~/components/ui/list";
import { formatDateTime } from "~/lib/ui/format";

// What the tables of consultations share (booked ones and past ones): the head and the
// When, With and Who cells, so the two lists read the same.

type BookingRow = { starts_at: Date | string; host: string | null; name: string; email: string; phone: string | null };

/** When, With (when the admin sees everyone's), Who, About, and the table's own last column. */
export function BookingHead({ showHost, last }: { showHost: boolean; last: string }) {
  const heads = ["When", ...(showHost ? ["With"] : []), "Who", "About", last];
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {heads.map((h) => (
          <th key={h} scope="col" className="px-3 py-2 text-left">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A consultation's When, With and Who cells; `more` goes under the person's details. */
export function BookingCells({ b, showHost, more }: { b: BookingRow; showHost: boolean; more?: ReactNode }) {
  return (
    <>
      <td className="whitespace-nowrap px-3 py-2" data-wide={showHost ? undefined : true}>
        <CellLabel>When</CellLabel>
        {formatDateTime(b.starts_at)}
      </td>
      {showHost ? (
        <td className="px-3 py-2">
          <CellLabel>With</CellLabel>
          {b.host}
        </td>
      ) : null}
      <th scope="row" className="px-3 py-2 text-left font-normal" data-wide>
        <CellLabel>Who</CellLabel>
        <span className="font-semibold">{b.name}</span>
        <a href={`mailto:${b.email}`} className="block text-brand-700 underline">
          {b.email}
        </a>
        {b.phone ? <span className="block text-slate-600">{b.phone}</span> : null}
        {more}
      </th>
    </>
  );
}
