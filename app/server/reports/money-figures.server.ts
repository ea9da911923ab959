import { sql, type RawBuilder } from "kysely";
import type { Db } from "../db/db.server";
import type { DateRange } from "~/lib/reports/date-range";

// The money report's sums, read the way the invoice pages read a balance
// (invoice-queries.server: what is owed is the total less credit notes less payments; a
// refund credits the charge as it pays back, so it leaves what is owed as it was).
// Invoiced, credited, paid and refunded come from money_days, which the database keeps
// per day, currency and service as invoices, credit notes and payments are written
// (20261210001600_money_days.sql): a year is a few thousand rows at any size. What is
// owed today is read from the open invoices. Both are summed per currency, month of the
// firm's calendar (issued_on and received_on are the firm's days) and service, so the
// by-month and by-service tables are two ways of adding the same cells.

/** An invoice's service: its application's, "consultation" for a booking's fee, else "other" (SQL's money_service). */
export const CONSULTATION = "~consultation";
export const OTHER = "~other";
const monthOf = (day: RawBuilder<unknown>) => sql<string>`to_char(${day}, 'YYYY-MM')`;

/** One cell of the sums: a currency, a month ("2026-11") and a service, in minor units. */
export type MoneyCell = {
  currency: string;
  month: string;
  service: string;
  invoiced: number;
  credited: number;
  paid: number;
  refunded: number;
  owed: number;
};

type Amount = string | number;
type Sum = { currency: string; month: string; service: string; amount: Amount };
type Moved = { currency: string; month: string; service: string; invoiced: Amount; credited: Amount; paid: Amount; refunded: Amount };

/** What is still owed today on the open invoices (sent, part paid) issued in the range, by the month issued. */
function owedOf(q: Db, { from, to }: DateRange) {
  return sql<Sum>`select i.currency, ${monthOf(sql`i.issued_on`)} as month, money_service(i.application_id, i.booking_id) as service,
      sum(i.total_minor - i.credited_minor
        - coalesce((select sum(p.amount_minor) from payments p where p.invoice_id = i.id and p.kind = 'payment'), 0)) as amount
    from invoices i
    where i.status in ('sent', 'part_paid') and i.issued_on between ${from}::date and ${to}::date
    group by 1, 2, 3`.execute(q);
}

/** Invoiced, credited, paid and refunded in the range, from the days' sums. */
function movedIn(q: Db, { from, to }: DateRange) {
  return sql<Moved>`select currency, ${monthOf(sql`day`)} as month, service,
      sum(invoiced) as invoiced, sum(credited) as credited, sum(paid) as paid, sum(refunded) as refunded
    from money_days where day between ${from}::date and ${to}::date
    group by 1, 2, 3
    -- A day's row stays when what was counted is taken back (an invoice voided): not a cell.
    having sum(invoiced) <> 0 or sum(credited) <> 0 or sum(paid) <> 0 or sum(refunded) <> 0`.execute(q);
}

/** Every cell with money in the range, in no order. */
export async function moneyCells(q: Db, range: DateRange): Promise<MoneyCell[]> {
  // One after another: on PostgreSQL they share the report's transaction (one connection).
  const moved = await movedIn(q, range);
  const owed = await owedOf(q, range);
  const cells = new Map<string, MoneyCell>();
  const cell = (r: { currency: string; month: string; service: string }) => {
    const key = `${r.currency}|${r.month}|${r.service}`;
    let c = cells.get(key);
    if (!c) {
      c = { currency: r.currency, month: r.month, service: r.service, invoiced: 0, credited: 0, paid: 0, refunded: 0, owed: 0 };
      cells.set(key, c);
    }
    return c;
  };
  for (const r of moved.rows) {
    const c = cell(r);
    c.invoiced += Number(r.invoiced);
    c.credited += Number(r.credited);
    c.paid += Number(r.paid);
    c.refunded += Number(r.refunded);
  }
  for (const r of owed.rows) cell(r).owed += Number(r.amount);
  return [...cells.values()];
}
