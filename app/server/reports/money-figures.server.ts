import { sql, type RawBuilder } from "kysely";
import type { Db } from "../db/db.server";
import type { DateRange } from "~/lib/reports/date-range";

// The money report's sums, read the way the invoice pages read a balance
// (invoice-queries.server: what is owed is the total less credit notes less payments; a
// refund credits the charge as it pays back, so it leaves what is owed as it was). Each
// query reads only its range's rows through an index on its date, and sums per currency,
// month of the firm's calendar (issued_on and received_on are the firm's days) and
// service, so the by-month and by-service tables are two ways of adding the same cells.

/** An invoice's service: its application's, "consultation" for a booking's fee, else "other". */
export const CONSULTATION = "~consultation";
export const OTHER = "~other";
const serviceOf = sql<string>`coalesce(a.service_slug, case when i.booking_id is not null then ${sql.lit(CONSULTATION)} else ${sql.lit(OTHER)} end)`;
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

type Sum = { currency: string; month: string; service: string; amount: string | number };
type PaymentSum = { currency: string; month: string; service: string; paid: string | number; refunded: string | number };

/** Issued invoices (numbered, not void) by the day they were issued: their totals with tax. */
function invoicedIn(q: Db, { from, to }: DateRange) {
  return sql<Sum>`select i.currency, ${monthOf(sql`i.issued_on`)} as month, ${serviceOf} as service, sum(i.total_minor) as amount
    from invoices i left join applications a on a.id = i.application_id
    where i.issued_on between ${from}::date and ${to}::date and i.number is not null and i.status <> 'void'
    group by 1, 2, 3`.execute(q);
}

/** What is still owed today on the open invoices (sent, part paid) issued in the range, by the month issued. */
function owedOf(q: Db, { from, to }: DateRange) {
  return sql<Sum>`select i.currency, ${monthOf(sql`i.issued_on`)} as month, ${serviceOf} as service,
      sum(i.total_minor - i.credited_minor
        - coalesce((select sum(p.amount_minor) from payments p where p.invoice_id = i.id and p.kind = 'payment'), 0)) as amount
    from invoices i left join applications a on a.id = i.application_id
    where i.status in ('sent', 'part_paid') and i.issued_on between ${from}::date and ${to}::date
    group by 1, 2, 3`.execute(q);
}

/** Credit notes by the day they were issued (in the currency of their invoice). */
function creditedIn(q: Db, { from, to }: DateRange) {
  return sql<Sum>`select i.currency, ${monthOf(sql`n.issued_on`)} as month, ${serviceOf} as service, sum(n.total_minor) as amount
    from credit_notes n join invoices i on i.id = n.invoice_id left join applications a on a.id = i.application_id
    where n.issued_on between ${from}::date and ${to}::date
    group by 1, 2, 3`.execute(q);
}

/** Payments and refunds by the day received or paid back, each kind through its own index. */
function paymentsIn(q: Db, { from, to }: DateRange) {
  return sql<PaymentSum>`select i.currency, ${monthOf(sql`p.received_on`)} as month, ${serviceOf} as service,
      sum(p.paid) as paid, sum(p.refunded) as refunded
    from (
      select invoice_id, received_on, amount_minor as paid, 0 as refunded from payments
        where kind = 'payment' and received_on between ${from}::date and ${to}::date
      union all
      select invoice_id, received_on, 0, amount_minor from payments
        where kind = 'refund' and received_on between ${from}::date and ${to}::date
    ) p join invoices i on i.id = p.invoice_id left join applications a on a.id = i.application_id
    group by 1, 2, 3`.execute(q);
}

/** Every cell with money in the range, in no order. */
export async function moneyCells(q: Db, range: DateRange): Promise<MoneyCell[]> {
  // One after another: on PostgreSQL they share the report's transaction (one connection).
  const invoiced = await invoicedIn(q, range);
  const owed = await owedOf(q, range);
  const credited = await creditedIn(q, range);
  const payments = await paymentsIn(q, range);
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
  for (const r of invoiced.rows) cell(r).invoiced += Number(r.amount);
  for (const r of owed.rows) cell(r).owed += Number(r.amount);
  for (const r of credited.rows) cell(r).credited += Number(r.amount);
  for (const r of payments.rows) {
    const c = cell(r);
    c.paid += Number(r.paid);
    c.refunded += Number(r.refunded);
  }
  return [...cells.values()];
}
