import { serviceTitle } from "~/content/catalogue.server";
import { STATUS_LABELS } from "~/lib/cases/application-workflow";
import { INVOICE_STATUS_LABELS, AGREEMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/lib/billing/labels";
import { KEY_DATE_KINDS, type KeyDateKind } from "~/lib/cases/key-dates";
import { FILE_STATUS_LABELS, type FileStatus } from "~/lib/documents/document-checklists";
import { formatMoney } from "~/lib/billing/money";
import { formatDate, formatDateTime } from "~/lib/ui/format";
import type { AdminClient } from "../cases/clients.server";
import { letterhead, pdf, type Doc, type Firm } from "../billing/pdf.server";

// The first file of a client's export: who they are, their applications and history,
// and what else the archive holds (documents, agreements, invoices and payments).

export type SummaryData = {
  client: AdminClient;
  applications: {
    reference: string;
    service_slug: string;
    status: keyof typeof STATUS_LABELS;
    created_at: Date | string;
    events: { created_at: Date | string; to_status: keyof typeof STATUS_LABELS; summary: string | null; client_note: string | null }[];
  }[];
  documents: { path: string; status: string; uploaded: Date | string }[];
  agreements: {
    reference: string;
    version: number;
    status: keyof typeof AGREEMENT_STATUS_LABELS;
    signed_name: string | null;
    signed_at: Date | string | null;
    body_sha256: string;
  }[];
  invoices: { code: string; status: string; currency: string; total_minor: number | string; issued_on: string }[];
  payments: {
    code: string;
    kind: string;
    method: string;
    amount_minor: number | string;
    currency: string;
    received_on: string;
    reference: string;
  }[];
  messages: {
    reference: string;
    from_client: boolean;
    author: string | null;
    body: string;
    file_name: string | null;
    /** Where the attachment is in the archive. */
    path: string | null;
    created_at: Date | string;
  }[];
  keyDates: { kind: string; due_on: string; note: string | null }[];
};

const heading = (doc: Doc, text: string) => doc.moveDown().font("bold").fontSize(13).text(text).font("body").fontSize(10).moveDown(0.3);
const line = (doc: Doc, text: string) => doc.text(text, { width: doc.page.width - 112 });

export function summaryPdf(s: SummaryData, firm: Firm, madeAt: Date): Promise<Buffer> {
  const c = s.client;
  return pdf(`Client record: ${c.full_name}`, madeAt, (doc) => {
    letterhead(doc, firm);
    doc
      .font("bold")
      .fontSize(16)
      .text(`Client record: ${c.full_name}`)
      .font("body")
      .fontSize(9)
      .text(`Exported ${formatDateTime(madeAt)}`)
      .fontSize(10);
    heading(doc, "The client");
    const details: [string, string | null | undefined][] = [
      ["E-mail", c.email],
      ["Phone", c.phone],
      ["Date of birth", c.date_of_birth ? formatDate(c.date_of_birth) : null],
      ["Nationality", c.nationality],
      ["Address", [c.address, c.city, c.country_of_residence].filter(Boolean).join(", ")],
      [
        "Passport",
        c.passport_number ? `${c.passport_number}${c.passport_expiry ? `, expires ${formatDate(c.passport_expiry)}` : ""}` : null,
      ],
      ["Client since", formatDate(c.created_at)],
      ["Agent", c.agent_name],
    ];
    for (const [label, value] of details) if (value) line(doc, `${label}: ${value}`);
    heading(doc, "Applications");
    if (!s.applications.length) line(doc, "None.");
    for (const a of s.applications) {
      doc.font("bold");
      line(doc, `${a.reference}: ${serviceTitle(a.service_slug)}, ${STATUS_LABELS[a.status]} (opened ${formatDate(a.created_at)})`);
      doc.font("body");
      for (const e of a.events)
        line(doc, `   ${formatDate(e.created_at)}: ${e.summary ?? STATUS_LABELS[e.to_status]}${e.client_note ? `: ${e.client_note}` : ""}`);
    }
    heading(doc, "Key dates");
    if (!s.keyDates.length) line(doc, "None.");
    for (const k of s.keyDates)
      line(doc, `${formatDate(k.due_on)}: ${KEY_DATE_KINDS[k.kind as KeyDateKind]?.label ?? k.kind}${k.note ? `: ${k.note}` : ""}`);
    heading(doc, "Messages");
    if (!s.messages.length) line(doc, "None.");
    for (const m of s.messages)
      line(
        doc,
        `${formatDateTime(m.created_at)}, ${m.reference}, ${m.from_client ? "from the client" : `from ${m.author ?? "the firm"}`}: ${m.body}${m.path ? ` (attachment: ${m.path})` : ""}`,
      );
    heading(doc, "Documents (in the documents folder)");
    if (!s.documents.length) line(doc, "None.");
    for (const d of s.documents)
      line(doc, `${d.path}: ${FILE_STATUS_LABELS[d.status as FileStatus] ?? d.status}, uploaded ${formatDate(d.uploaded)}`);
    heading(doc, "Service agreements (in the agreements folder)");
    if (!s.agreements.length) line(doc, "None.");
    for (const a of s.agreements)
      line(
        doc,
        `${a.reference} version ${a.version}: ${AGREEMENT_STATUS_LABELS[a.status]}${a.signed_at ? ` by ${a.signed_name} on ${formatDate(a.signed_at)}` : ""}; SHA-256 ${a.body_sha256}`,
      );
    heading(doc, "Invoices (in the invoices folder) and payments");
    if (!s.invoices.length) line(doc, "None.");
    for (const i of s.invoices)
      line(
        doc,
        `${i.code}, ${formatDate(i.issued_on)}: ${formatMoney(Number(i.total_minor), i.currency)}, ${INVOICE_STATUS_LABELS[i.status] ?? i.status}`,
      );
    for (const p of s.payments)
      line(
        doc,
        `${formatDate(p.received_on)}: ${p.kind === "refund" ? "refund" : "payment"} of ${formatMoney(Number(p.amount_minor), p.currency)} on ${p.code} by ${PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method}${p.reference ? ` (${p.reference})` : ""}`,
      );
  });
}
