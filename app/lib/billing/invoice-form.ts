import { z } from "zod";
import { CURRENCIES, parseAmount } from "./amounts";
import { GST_STATES } from "./gst-states";
import { isGstin, type LineKind } from "./gst";

// The draft invoice's form (issue 41): who is billed, and up to eight lines, each row its
// own fields so an error sits beside what was typed. A row left empty is no line.

export const LINE_ROWS = 8;

export const LINE_KIND_LABELS: Record<LineKind, string> = {
  service: "Our service (GST applies)",
  disbursement: "Paid for the client (no GST)",
  adjustment: "Deduction: a fee already paid",
};

export type DraftLine = {
  kind: LineKind;
  description: string;
  quantity: number;
  /** Minor units; a deduction's is below zero. */
  unitMinor: number;
  sacCode: string | null;
  paidTo: string | null;
};

export type Buyer = { name: string; address: string; country: string; stateCode: string | null; gstin: string; email?: string };

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).default("");

export const draftInvoiceSchema = z.object({
  intent: z.literal("save-draft"),
  currency: z.enum(CURRENCIES, { errorMap: () => ({ message: "Choose the currency" }) }),
  dueDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "Give the days to pay as a number, such as 14")
    .transform(Number)
    .refine((n) => n <= 180, "At most 180 days"),
  buyerName: z.string().trim().min(2, "Give the name to bill").max(200, "Use at most 200 characters"),
  buyerAddress: z.string().trim().min(5, "Give the address to bill (GST asks for it)").max(500, "Use at most 500 characters"),
  buyerCountry: z.string().trim().min(2, "Give the country").max(80, "Use at most 80 characters"),
  buyerState: z.string().default(""),
  buyerGstin: text(15).transform((v) => v.toUpperCase()),
  notes: text(2000),
  ...Object.fromEntries(
    Array.from({ length: LINE_ROWS }, (_, i) => [
      [`line${i + 1}Kind`, z.string().default("service")],
      [`line${i + 1}Description`, text(300)],
      [`line${i + 1}Detail`, text(200)],
      [`line${i + 1}Quantity`, text(6)],
      [`line${i + 1}Rate`, text(20)],
    ]).flat(),
  ),
}) as unknown as z.ZodType<
  {
    intent: "save-draft";
    currency: (typeof CURRENCIES)[number];
    dueDays: number;
    buyerName: string;
    buyerAddress: string;
    buyerCountry: string;
    buyerState: string;
    buyerGstin: string;
    notes: string;
  } & Record<string, string>
>;

const isIndia = (country: string) => country.trim().toLowerCase() === "india";

/** The buyer as typed; errors beside the state and GSTIN (India needs a state; a GSTIN must be valid and of that state). */
export function buyerOf(values: Record<string, string>): { buyer: Buyer; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const country = (values.buyerCountry ?? "").trim();
  const stateCode = isIndia(country) ? values.buyerState || null : null;
  const gstin = (values.buyerGstin ?? "").trim().toUpperCase();
  if (isIndia(country) && !(stateCode && GST_STATES[stateCode]))
    fieldErrors.buyerState = ["Choose the client's state: it decides the place of supply"];
  if (gstin && !isGstin(gstin)) fieldErrors.buyerGstin = ["That is not a valid GSTIN (15 characters, like 27AAPFU0939F1ZV)"];
  else if (gstin && stateCode && gstin.slice(0, 2) !== stateCode)
    fieldErrors.buyerGstin = [`This GSTIN is registered in ${GST_STATES[gstin.slice(0, 2)]}: choose that state, or check it`];
  if (gstin && !isIndia(country)) fieldErrors.buyerGstin = ["A GSTIN is for a client in India"];
  const buyer = { name: (values.buyerName ?? "").trim(), address: (values.buyerAddress ?? "").trim(), country, stateCode, gstin };
  return { buyer, fieldErrors };
}

/** The filled rows as lines; a half-filled row, a wrong number or a missing payee is an error beside it. */
export function lineRows(values: Record<string, string>, sacCode: string): { lines: DraftLine[]; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const lines: DraftLine[] = [];
  const rowOf: number[] = [];
  for (let i = 1; i <= LINE_ROWS; i++) {
    const f = (name: string) => (values[`line${i}${name}`] ?? "").trim();
    const kind = (["service", "disbursement", "adjustment"].includes(f("Kind")) ? f("Kind") : "service") as LineKind;
    if (!f("Description") && !f("Rate") && !f("Detail")) continue;
    const quantity = f("Quantity") === "" ? 1 : Number(f("Quantity"));
    const rate = parseAmount(f("Rate"));
    const error = (name: string, message: string) => (fieldErrors[`line${i}${name}`] = [message]);
    if (!f("Description")) error("Description", "Say what this line is for");
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10000) error("Quantity", "A whole number from 1 to 10,000");
    if (rate === null || rate === 0) error("Rate", "Give the amount as a number above zero, such as 50000 or 2500.50");
    if (kind === "disbursement" && !f("Detail")) error("Detail", "Say whom it was paid to, such as IRCC");
    if (kind === "service" && f("Detail") && !/^\d{4,8}$/.test(f("Detail"))) error("Detail", "A SAC code is 4 to 8 digits, like 998599");
    if (
      fieldErrors[`line${i}Description`] ||
      fieldErrors[`line${i}Quantity`] ||
      fieldErrors[`line${i}Rate`] ||
      fieldErrors[`line${i}Detail`]
    )
      continue;
    rowOf.push(i);
    lines.push({
      kind,
      description: f("Description"),
      quantity,
      unitMinor: kind === "adjustment" ? -rate! : rate!,
      sacCode: kind === "disbursement" ? null : f("Detail") || sacCode,
      paidTo: kind === "disbursement" ? f("Detail") : null,
    });
  }
  if (!lines.length && !Object.keys(fieldErrors).length) fieldErrors.line1Description = ["Give at least one line"];
  const taxable = lines.filter((l) => l.kind !== "disbursement").reduce((s, l) => s + l.quantity * l.unitMinor, 0);
  if (taxable < 0 && !Object.keys(fieldErrors).length) {
    const at = rowOf[lines.findIndex((l) => l.kind === "adjustment")];
    fieldErrors[`line${at}Rate`] = ["The deductions are more than the services they are deducted from"];
  }
  return { lines, fieldErrors };
}
