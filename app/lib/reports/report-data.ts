import { formatMoney } from "../billing/money";

// A report is sections; a section is one table, and its chart and CSV are drawn from
// that same table, so the three can never disagree. Shared by the server (which fills
// the rows) and the pages (which format them).

/** How a number is shown: a count, a percentage (0–100, one decimal), days, or money in minor units. */
export type CellFormat = "text" | "count" | "percent" | "days" | "money";

export type Column = {
  key: string;
  label: string;
  format: CellFormat;
  /** The ISO currency of a money column (money is never summed across currencies). */
  currency?: string;
};

export type Cell = string | number | null;
export type Row = Record<string, Cell>;

export type Chart = {
  /** Bars per category (grouped, or stacked), or a line per series over the categories (time). */
  kind: "bars" | "stacked" | "line" | "horizontal";
  /** The column whose values name the categories (the x axis, or the rows of a horizontal chart). */
  category: string;
  /** The numeric columns drawn, each a colour; all share the chart's one scale. */
  series: string[];
  /** Draw only the first rows (the table lists them all), where more would not be readable: e.g. 15 of 200 agents. */
  limit?: number;
};

export type ReportSection = {
  /** Unique in the report, a slug: the CSV's file name and the page's anchor. */
  id: string;
  title: string;
  /** One or two sentences: what is counted, and how (shown under the title). */
  description: string;
  columns: Column[];
  rows: Row[];
  /** Absent for a section that is only a table. */
  chart?: Chart;
  /** Shown when there are no rows, e.g. "No enquiries in these dates." */
  empty?: string;
};

/** A section's cell as people read it: "1,204", "42.9 %", "12 days", "₹1,18,000.00", "—". */
export function formatCell(value: Cell, column: Column): string {
  if (value === null || value === "") return "—";
  if (typeof value === "string") return value;
  switch (column.format) {
    case "count":
      return value.toLocaleString("en-IN");
    case "percent":
      return `${value.toLocaleString("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
    case "days":
      return `${value.toLocaleString("en-IN", { maximumFractionDigits: 1 })} ${value === 1 ? "day" : "days"}`;
    case "money":
      return formatMoney(value, column.currency ?? "INR");
    default:
      return String(value);
  }
}

/** A cell in the CSV: the same figure without its formatting (money in major units, to the paisa). */
export function csvCell(value: Cell, column: Column): string {
  if (value === null) return "";
  if (typeof value === "string") return value;
  if (column.format === "money") return (value / 100).toFixed(2);
  if (column.format === "percent") return value.toFixed(1);
  return String(value);
}

/** A rate as a percentage to one decimal (the table's, the chart's and the CSV's figure); null when nothing was counted. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
