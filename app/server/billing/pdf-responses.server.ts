import { invoiceView } from "~/lib/billing/invoice-view";
import { UUID_RE } from "~/lib/http/uuid";
import { privateDownload, privateNotFound } from "../files/downloads.server";
import { firmToday } from "../website/settings.server";
import { NoPlace } from "../runtime/places.server";
import { agreementFor } from "./agreements.server";
import { creditNoteFile } from "./credit-notes.server";
import { invoiceDetail } from "./invoice-queries.server";
import { billingSettings } from "./billing-settings.server";
import { invoicePdf } from "./invoice-pdf.server";
import { receiptFile } from "./receipts.server";
import { firm } from "./firm.server";
import { agreementPdf } from "./pdf.server";

// The PDFs as downloads: made on request from the stored records (the signed text never
// changes, so neither does what is drawn from it), private and never cached. With a
// `clientId` only that client's own; anything else is the same 404 as a missing one.

export function pdfResponse(bytes: Buffer, name: string) {
  return privateDownload({ bytes: new Uint8Array(bytes), contentType: "application/pdf" }, name, "document.pdf");
}

/** An agreement's PDF and its file name; only the client's own when `clientId` is given. */
export async function agreementFile(id: string, clientId: string | null) {
  const a = UUID_RE.test(id) ? await agreementFor(id, clientId) : undefined;
  if (!a) return null;
  const signature = a.signed_at
    ? { name: a.signed_name ?? "", at: new Date(a.signed_at), ip: a.signed_ip ?? "", userAgent: a.signed_user_agent ?? "" }
    : null;
  const bytes = await agreementPdf(
    {
      title: a.title,
      version: a.version,
      reference: a.reference,
      clientName: a.client_name,
      body: a.body,
      bodySha256: a.body_sha256,
      createdAt: new Date(a.created_at),
      signature,
    },
    await firm(),
  );
  return { bytes, name: `agreement-${a.reference}-v${a.version}${signature ? "-signed" : ""}.pdf` };
}

export async function agreementPdfResponse(id: string | undefined, clientId: string | null) {
  const file = id ? await busyOr(() => agreementFile(id, clientId)) : null;
  return file instanceof Response ? file : file ? pdfResponse(file.bytes, file.name) : privateNotFound();
}

export async function invoicePdfResponse(id: string | undefined, clientId: string | null) {
  const file = id ? await busyOr(() => invoiceFile(id, clientId)) : null;
  return file instanceof Response ? file : file ? pdfResponse(file.bytes, file.name) : privateNotFound();
}

/** The work's result, or a 503 that says to try again when too many PDFs are being drawn. */
export async function busyOr<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof NoPlace)) throw error;
    return new Response("Many documents are being made just now. Try again in a few seconds.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", "Retry-After": "5" },
    });
  }
}

/** An invoice's PDF and its file name; only the client's own (never a draft) when `clientId` is given. */
export async function invoiceFile(id: string, clientId: string | null) {
  const inv = UUID_RE.test(id) ? await invoiceDetail(id, clientId) : null;
  if (!inv) return null;
  const view = invoiceView(inv, await billingSettings(), await firmToday());
  const bytes = await invoicePdf(view, await firm(), new Date(inv.created_at));
  return { bytes, name: `${(inv.code ?? "draft-invoice").replace(/\//g, "-")}.pdf` };
}

export async function receiptPdfResponse(id: string | undefined, clientId: string | null) {
  const file = id && UUID_RE.test(id) ? await busyOr(() => receiptFile(id, clientId)) : null;
  return file instanceof Response ? file : file ? pdfResponse(file.bytes, file.name) : privateNotFound();
}

export async function creditNotePdfResponse(id: string | undefined, clientId: string | null) {
  const file = id && UUID_RE.test(id) ? await busyOr(() => creditNoteFile(id, clientId)) : null;
  return file instanceof Response ? file : file ? pdfResponse(file.bytes, file.name) : privateNotFound();
}
