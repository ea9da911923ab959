import { Readable } from "node:stream";
import { sql } from "kysely";
import { getClient } from "../cases/clients.server";
import { db } from "../db/db.server";
import { getFileStore } from "../files/file-store.server";
import { firm } from "../billing/firm.server";
import { agreementFile, invoiceFile } from "../billing/pdf-responses.server";
import { summaryPdf } from "./summary-pdf.server";
import { answersCsv, answersJson, questionnairesOf } from "./answers-export.server";
import { answersPdf } from "./answers-pdf.server";
import { firmToday } from "../website/settings.server";
import { onFirstUse } from "../runtime/on-first-use.server";
import { createPlaces, NoPlace } from "../runtime/places.server";

const yazl = onFirstUse<typeof import("yazl")>("yazl");

// A client's whole record as one ZIP, for the firm's records and for a client's request
// to see their data: summary.pdf, answers.json and answers.csv (the people on each application and their
// answers) with each application's answers as a PDF (answers/<reference>.pdf), every document
// they or the firm uploaded for them, every version of their agreements, and their invoices. Files are read one at a time
// as the archive is written (yazl's lazy entries), so memory holds one file, not all.

const safe = (name: string) =>
  name
    .replace(/[^\w.\- ]+/g, "_")
    .replace(/^\.+/, "")
    .slice(0, 100) || "file";

async function gather(clientId: string) {
  const [apps, documents, agreements, invoices, payments] = await Promise.all([
    db
      .selectFrom("applications")
      .select(["id", "reference", "service_slug", "status", "created_at"])
      .where("client_id", "=", clientId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("documents as d")
      .innerJoin("files as f", "f.id", "d.file_id")
      .leftJoin("applications as a", "a.id", "d.application_id")
      .leftJoin("application_items as i", "i.id", "d.item_id")
      .select(["d.id", "d.file_id", "d.status", "d.document_type", "d.created_at", "f.original_name", "a.reference", "i.name as item_name"])
      .where("d.client_id", "=", clientId)
      .orderBy("d.created_at")
      .orderBy("d.id")
      .execute(),
    db
      .selectFrom("agreements as g")
      .innerJoin("applications as a", "a.id", "g.application_id")
      .select(["g.id", "g.version", "g.status", "g.signed_name", "g.signed_at", "g.body_sha256", "a.reference"])
      .where("g.client_id", "=", clientId)
      .orderBy("a.reference")
      .orderBy("g.version")
      .execute(),
    db
      .selectFrom("invoices")
      .select(["id", sql<string>`code`.as("code"), "status", "currency", "total_minor", "issued_on"])
      .where("client_id", "=", clientId)
      .where("number", "is not", null)
      .orderBy("issued_on")
      .orderBy("number")
      .execute(),
    db
      .selectFrom("payments as p")
      .innerJoin("invoices as i", "i.id", "p.invoice_id")
      .select([sql<string>`i.code`.as("code"), "i.currency", "p.kind", "p.method", "p.amount_minor", "p.received_on", "p.reference"])
      .where("p.client_id", "=", clientId)
      .orderBy("p.received_on")
      .execute(),
  ]);
  const events = apps.length
    ? await db
        .selectFrom("application_events")
        .select(["application_id", "created_at", "to_status", "summary", "client_note"])
        .where(
          "application_id",
          "in",
          apps.map((a) => a.id),
        )
        .where((eb) => eb.or([eb("summary", "is", null), eb("client_note", "is not", null)])) // what the client saw, not staff notes
        .orderBy("created_at")
        .execute()
    : [];
  const [messages, keyDates] = await Promise.all([
    apps.length
      ? db
          .selectFrom("messages as m")
          .innerJoin("applications as a", "a.id", "m.application_id")
          .leftJoin("admin_users as u", "u.id", "m.author_id")
          .select(["a.reference", "m.from_client", "m.body", "m.file_id", "m.file_name", "m.created_at", "u.full_name as author"])
          .where(
            "m.application_id",
            "in",
            apps.map((a) => a.id),
          )
          .orderBy("m.created_at")
          .execute()
      : [],
    db.selectFrom("key_dates").select(["kind", "due_on", "note"]).where("client_id", "=", clientId).orderBy("due_on").execute(),
  ]);
  const docs = documents.map((d, n) => ({
    ...d,
    path: `documents/${safe(d.reference ?? "general")}/${String(n + 1).padStart(3, "0")}-${safe(d.item_name ?? d.document_type)}-${safe(d.original_name ?? "file")}`,
  }));
  // A message's attachment goes in the archive beside the documents, numbered in the thread's order.
  const attached = messages.map((m, n) => ({
    ...m,
    path: m.file_id ? `messages/${safe(m.reference)}/${String(n + 1).padStart(3, "0")}-${safe(m.file_name ?? "attachment")}` : null,
  }));
  return { apps, events, docs, agreements, invoices, payments, messages: attached, keyDates };
}

// One export at a time per instance, four more in line, the rest told to try again: each
// reads every file of a client through the database, and twenty at once held /healthz (and
// every page, waiting for the database) for 3.7 s. The place is held until the ZIP is sent.
// An application's files (application-files.server.ts) share these places: one bound for every ZIP.
const exporting = createPlaces("record exports", 1, 4);
export const EXPORT_BUSY = "Other exports are being made just now. Try again in a minute.";

/** The export as a streamed ZIP response, a 503 when too many are being made, or null when there is no such client. */
export function clientExportResponse(clientId: string) {
  return inExportPlace(() => exportZip(clientId));
}

/**
 * A ZIP made in one of the export places, held until its stream has ended: its response, a
 * 503 when every place is taken and the line is full, or null when `make` finds nothing.
 */
export async function inExportPlace(make: () => Promise<{ response: Response; stream: Readable } | null>) {
  let leave: () => void;
  try {
    leave = await exporting.enter();
  } catch (error) {
    if (!(error instanceof NoPlace)) throw error;
    return new Response(EXPORT_BUSY, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", "Retry-After": "60" },
    });
  }
  try {
    const made = await make();
    if (!made) {
      leave();
      return null;
    }
    for (const end of ["end", "error", "close"]) made.stream.once(end, leave);
    return made.response;
  } catch (error) {
    leave();
    throw error;
  }
}

async function exportZip(clientId: string) {
  const client = await getClient(clientId);
  if (!client) return null;
  const g = await gather(clientId);
  const madeAt = new Date();
  const firmDetails = await firm();
  const summary = await summaryPdf(
    {
      client,
      applications: g.apps.map((a) => ({ ...a, events: g.events.filter((e) => e.application_id === a.id) })),
      documents: g.docs.map((d) => ({ path: d.path, status: d.status, uploaded: d.created_at })),
      agreements: g.agreements,
      invoices: g.invoices,
      payments: g.payments,
      messages: g.messages,
      keyDates: g.keyDates,
    },
    firmDetails,
    madeAt,
  );
  const zip = new (yazl().ZipFile)();
  zip.on("error", (error: Error) => (zip.outputStream as Readable).destroy(error)); // unheard, a file that cannot be read would end the process
  zip.addBuffer(summary, "summary.pdf", { mtime: madeAt });
  const families = await questionnairesOf(g.apps, await firmToday());
  zip.addBuffer(Buffer.from(JSON.stringify(answersJson(g.apps, families), null, 2)), "answers.json", { mtime: madeAt });
  zip.addBuffer(Buffer.from(answersCsv(g.apps, families)), "answers.csv", { mtime: madeAt });
  const lazy = (path: string, read: () => Promise<Uint8Array | null>) =>
    zip.addReadStreamLazy(path, { mtime: madeAt }, (done) => {
      read().then(
        (bytes) => done(null, Readable.from([Buffer.from(bytes ?? new Uint8Array())])),
        (error) => done(error, Readable.from([])),
      );
    });
  for (const a of g.apps) lazy(`answers/${safe(a.reference)}.pdf`, () => answersPdf(a, families.get(a.id) ?? [], firmDetails, madeAt));
  const store = getFileStore();
  for (const d of g.docs) lazy(d.path, async () => (await store.get(d.file_id))?.bytes ?? null);
  for (const m of g.messages) if (m.path && m.file_id) lazy(m.path, async () => (await store.get(m.file_id!))?.bytes ?? null);
  for (const a of g.agreements)
    lazy(`agreements/agreement-${safe(a.reference)}-v${a.version}.pdf`, async () => (await agreementFile(a.id, clientId))?.bytes ?? null);
  for (const i of g.invoices) lazy(`invoices/${safe(i.code)}.pdf`, async () => (await invoiceFile(i.id, clientId))?.bytes ?? null);
  zip.end();
  const name = `client-record-${safe(client.full_name).replace(/ /g, "-")}-${await firmToday(madeAt)}.zip`; // the firm's day
  const stream = zip.outputStream as Readable;
  const response = new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
  return { response, stream };
}
