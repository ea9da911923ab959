import { z } from "zod";
import type { Fee, Instalment } from "~/lib/billing/agreement-render";
import { CURRENCIES, parseAmount } from "./amounts";

// The admin's form that draws up an agreement: a template, a currency, up to five fees
// and three instalments, each row its own fields (so errors sit beside what was typed).

export const FEE_ROWS = 5;
export const INSTALMENT_ROWS = 3;

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).default("");

export const agreementDraftSchema = z.object({
  intent: z.enum(["agreement-draft", "agreement-preview"]),
  templateId: z.string().uuid("Choose a template"),
  currency: z.enum(CURRENCIES, { errorMap: () => ({ message: "Choose the currency" }) }),
  ...Object.fromEntries(
    Array.from({ length: FEE_ROWS }, (_, i) => [
      [`fee${i + 1}Description`, text(200)],
      [`fee${i + 1}Amount`, text(20)],
    ]).flat(),
  ),
  ...Object.fromEntries(
    Array.from({ length: INSTALMENT_ROWS }, (_, i) => [
      [`inst${i + 1}Label`, text(120)],
      [`inst${i + 1}Amount`, text(20)],
      [`inst${i + 1}Due`, text(120)],
    ]).flat(),
  ),
}) as unknown as z.ZodType<
  { intent: "agreement-draft" | "agreement-preview"; templateId: string; currency: (typeof CURRENCIES)[number] } & Record<string, string>
>;

export type FeeRows = { fees: Fee[]; instalments: Instalment[]; fieldErrors: Record<string, string[]> };

/** The filled rows as fees and instalments; a half-filled row or a wrong amount is an error beside it. */
export function feeRows(values: Record<string, string>): FeeRows {
  const fieldErrors: Record<string, string[]> = {};
  const fees: Fee[] = [];
  const instalments: Instalment[] = [];
  for (let i = 1; i <= FEE_ROWS; i++) {
    const description = values[`fee${i}Description`] ?? "";
    const typed = values[`fee${i}Amount`] ?? "";
    if (!description && !typed) continue;
    const amountMinor = parseAmount(typed);
    if (!description) fieldErrors[`fee${i}Description`] = ["Say what this fee is for"];
    if (amountMinor === null || amountMinor === 0)
      fieldErrors[`fee${i}Amount`] = ["Give the amount as a number above zero, such as 50000 or 50000.50"];
    else if (description && amountMinor > 0) fees.push({ description, amountMinor });
  }
  if (!fees.length && !Object.keys(fieldErrors).length) fieldErrors.fee1Description = ["Give at least one fee"];
  for (let i = 1; i <= INSTALMENT_ROWS; i++) {
    const label = values[`inst${i}Label`] ?? "";
    const typed = values[`inst${i}Amount`] ?? "";
    const due = values[`inst${i}Due`] ?? "";
    if (!label && !typed && !due) continue;
    const amountMinor = parseAmount(typed);
    if (!label) fieldErrors[`inst${i}Label`] = ["Name this instalment"];
    if (!amountMinor) fieldErrors[`inst${i}Amount`] = ["Give the amount as a number above zero"];
    if (!due) fieldErrors[`inst${i}Due`] = ["Say when it is due, such as On signing"];
    if (label && due && amountMinor) instalments.push({ label, amountMinor, due });
  }
  const total = fees.reduce((s, f) => s + f.amountMinor, 0);
  const byInstalments = instalments.reduce((s, f) => s + f.amountMinor, 0);
  if (instalments.length && !Object.keys(fieldErrors).length && byInstalments !== total) {
    const money = (m: number) => (m / 100).toLocaleString("en-IN", { minimumFractionDigits: m % 100 ? 2 : 0 });
    fieldErrors.inst1Amount = [`The instalments add up to ${money(byInstalments)}; the fees' total is ${money(total)}: make them equal`];
  }
  return { fees, instalments, fieldErrors };
}
