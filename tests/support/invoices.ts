// Invoices as tests make them: a draft with its lines and whom it bills, issued on a day.
import type { Buyer, DraftLine } from "~/lib/billing/invoice-form";
import { createInvoice, issueInvoice, type NewInvoice } from "~/server/billing/invoices.server";

export const service = (description: string, unitMinor: number, quantity = 1): DraftLine => ({
  kind: "service",
  description,
  quantity,
  unitMinor,
  sacCode: "998599",
  paidTo: null,
});

export const disbursement = (description: string, unitMinor: number, paidTo: string): DraftLine => ({
  kind: "disbursement",
  description,
  quantity: 1,
  unitMinor,
  sacCode: null,
  paidTo,
});

/** A client in a state of India (27: Maharashtra, the firm's own), or abroad when a country is given. */
export const buyerIn = (stateCode: string | null = "27", country = "India"): Buyer => ({
  name: "Chitra Client",
  address: "12 MG Road, Pune 411001",
  country,
  stateCode: country === "India" ? stateCode : null,
  gstin: "",
});

type Draft = Pick<NewInvoice, "clientId" | "lines"> & Partial<NewInvoice>;

/** A draft, as an admin saves it. */
export function draftInvoice(input: Draft, today = "2026-11-20") {
  return createInvoice({ currency: "INR", buyer: buyerIn(), dueDays: 14, createdBy: null, ...input }, today);
}

/** A draft issued on `day`: its number and code. */
export async function issuedInvoice(input: Draft, day = "2026-11-20") {
  const draft = await draftInvoice(input, day);
  const issued = await issueInvoice(draft.id, day);
  if (!issued) throw new Error("not issued");
  return { ...draft, code: issued.code, number: Number(issued.code.split("/").pop()) };
}
