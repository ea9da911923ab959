import { serviceTitle } from "~/content/catalogue.server";
import { AGE_BUCKET_LABELS } from "~/lib/billing/labels";
import type { Column, ReportSection } from "~/lib/reports/report-data";
import { moneyOwed, type MoneyOwed } from "../billing/invoice-queries.server";
import { CONSULTATION, moneyCells, OTHER, type MoneyCell } from "./money-figures.server";
import type { ReportContext, ReportDefinition } from "./report-kit.server";
import { monthLabel, monthsOf } from "~/lib/reports/date-range";

// Money: invoiced, collected and still owed, by month and by service, and what is owed
// today by age — one set of sections per currency, never added across currencies. The
// admins' alone (agents see no money). Definitions, as the invoice pages and the GST
// register count (money-figures.server):
// - invoiced: tax invoices issued (numbered, not void; drafts are not invoices yet), total
//   with tax and disbursements, less the credit notes issued — by the day each was issued;
// - collected: payments received less refunds paid back, by the day each was recorded;
// - still owed: today's balance (total − credit notes − payments) of the invoices issued in
//   that month (or for that service) in the range: unpaid invoices by the month they were
//   issued. A refund credits the charge as it pays back, so it leaves the balance as it was.

const serviceLabel = (service: string) => (service === CONSULTATION ? "Consultation" : service === OTHER ? "Other" : serviceTitle(service));

type Totals = { invoiced: number; collected: number; owed: number };

function add(into: Map<string, Totals>, key: string, c: MoneyCell) {
  const t = into.get(key) ?? { invoiced: 0, collected: 0, owed: 0 };
  t.invoiced += c.invoiced - c.credited;
  t.collected += c.paid - c.refunded;
  t.owed += c.owed;
  into.set(key, t);
}

const moneyColumns = (currency: string): Column[] => [
  { key: "invoiced", label: "Invoiced", format: "money", currency },
  { key: "collected", label: "Collected", format: "money", currency },
  { key: "owed", label: "Still owed today", format: "money", currency },
];

const DEFINITIONS =
  "Invoiced: tax invoices issued (with tax; not drafts, not void) less credit notes issued. Collected: payments received less refunds paid back. " +
  "Still owed today: what the invoices issued then still owe now (total less credit notes and payments, as each invoice's page shows it).";

function byMonth(currency: string, cells: MoneyCell[], months: string[]): ReportSection {
  const totals = new Map<string, Totals>();
  for (const c of cells) add(totals, c.month, c);
  return {
    id: `${currency.toLowerCase()}-by-month`,
    title: `Money in ${currency} by month`,
    description: `Each month of the dates above (the first and last may be part months), to the paisa, in ${currency} only. ${DEFINITIONS}`,
    columns: [{ key: "month", label: "Month", format: "text" }, ...moneyColumns(currency)],
    rows: months.map((m) => ({ month: monthLabel(m), ...(totals.get(m) ?? { invoiced: 0, collected: 0, owed: 0 }) })),
    chart: { kind: "bars", category: "month", series: ["invoiced", "collected", "owed"] },
  };
}

function byService(currency: string, cells: MoneyCell[]): ReportSection {
  const totals = new Map<string, Totals>();
  for (const c of cells) add(totals, serviceLabel(c.service), c);
  const rows = [...totals.entries()]
    .map(([service, t]) => ({ service, ...t }))
    .sort((a, b) => b.invoiced - a.invoiced || a.service.localeCompare(b.service));
  return {
    id: `${currency.toLowerCase()}-by-service`,
    title: `Money in ${currency} by service`,
    description:
      `The same sums as by month, by the service of the invoice's application ("Consultation" for a paid consultation, "Other" for an invoice of neither); ` +
      `money received is counted under the service of the invoice it paid. The rows add up to the months' totals.`,
    columns: [{ key: "service", label: "Service", format: "text" }, ...moneyColumns(currency)],
    rows,
    chart: { kind: "bars", category: "service", series: ["invoiced", "collected", "owed"] },
    empty: `No invoices or payments in ${currency} in these dates.`,
  };
}

function byAge(currency: string, owed: MoneyOwed | undefined): ReportSection {
  return {
    id: `${currency.toLowerCase()}-by-age`,
    title: `Money in ${currency} still owed, by age`,
    description:
      "Everything clients owe today on sent and part-paid invoices, whatever the dates above, by days past the due date " +
      "(as the dashboard's Money owed).",
    columns: [
      { key: "age", label: "Days past due", format: "text" },
      { key: "owed", label: "Still owed", format: "money", currency },
      { key: "invoices", label: "Invoices", format: "count" },
    ],
    rows: (owed?.ageing ?? []).map((a) => ({ age: AGE_BUCKET_LABELS[a.bucket], owed: a.amountMinor, invoices: a.count })),
    chart: { kind: "horizontal", category: "age", series: ["owed"] },
    empty: `Nothing is owed in ${currency} today.`,
  };
}

async function sections(ctx: ReportContext): Promise<ReportSection[]> {
  const cells = await moneyCells(ctx.q, ctx.range);
  const owedToday = await moneyOwed(ctx.today, ctx.q);
  const currencies = [...new Set([...cells.map((c) => c.currency), ...owedToday.map((o) => o.currency)])].sort();
  if (!currencies.length)
    return [
      {
        id: "money",
        title: "Money",
        description: "Invoiced, collected and still owed, per currency.",
        columns: [],
        rows: [],
        empty: "No invoices or payments in these dates, and nothing is owed today.",
      },
    ];
  const months = monthsOf(ctx.range);
  return currencies.flatMap((currency) => {
    const mine = cells.filter((c) => c.currency === currency);
    return [
      byMonth(currency, mine, months),
      byService(currency, mine),
      byAge(
        currency,
        owedToday.find((o) => o.currency === currency),
      ),
    ];
  });
}

export const moneyReport: ReportDefinition = {
  slug: "money",
  title: "Money",
  summary: "Invoiced, collected and still owed, by month and by service, in each currency; what is owed today by age.",
  forAgents: false,
  sections,
};
