import { Readable } from "node:stream";
import { PERSON_ROLE_LABELS, personName } from "~/lib/cases/people";
import { currentFiles, documentLabel, FILE_STATUS_LABELS } from "~/lib/documents/document-checklists";
import { formatDateTime } from "~/lib/ui/format";
import { peopleOf } from "../cases/people.server";
import { recordAudit } from "../audit/audit-log.server";
import { db } from "../db/db.server";
import { getFileStore } from "../files/file-store.server";
import { onFirstUse } from "../runtime/on-first-use.server";
import { firmToday } from "../website/settings.server";
import { inExportPlace } from "./client-export.server";
import { uniqueName, readableFileName } from "./file-names.server";

const yazl = onFirstUse<typeof import("yazl")>("yazl");

// "Download all files" (issue 43): an application's current files as one ZIP, for staff
// preparing a lodgement. A folder per person of the case file (each checklist item's current
// files: currentFiles), the files attached to its messages, and index.txt saying what each
// file is. Streamed like the client's record (one file read at a time, in the same places).

type Staff = { id: string; role: string };
type Application = { id: string; reference: string; client_name: string };

/** In the audit log: once for each ZIP made (not for one refused as busy), when its download starts. */
async function applicationFilesDownloaded(app: Application, staff: Staff, ip: string, files: number) {
  await recordAudit(
    db,
    { actorId: staff.id, ip },
    {
      kind: "application_files_downloaded",
      record: { type: "application", id: app.id },
      summary: `${files} ${files === 1 ? "file" : "files"} in one ZIP`,
      details: { files },
    },
  );
}

async function gather(applicationId: string) {
  const [people, items, documents, attachments] = await Promise.all([
    peopleOf([applicationId]),
    db
      .selectFrom("application_items")
      .select(["id", "person_id", "name"])
      .where("application_id", "=", applicationId)
      .orderBy("position")
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("documents as d")
      .innerJoin("files as f", "f.id", "d.file_id")
      .select(["d.id", "d.item_id", "d.file_id", "d.status", "d.document_type", "d.created_at", "f.original_name", "f.size_bytes"])
      .where("d.application_id", "=", applicationId)
      .orderBy("d.created_at")
      .orderBy("d.id")
      .execute(),
    db
      .selectFrom("messages as m")
      .innerJoin("files as f", "f.id", "m.file_id")
      .leftJoin("admin_users as u", "u.id", "m.author_id")
      .select(["m.id", "m.file_id", "m.file_name", "m.created_at", "f.size_bytes", "u.full_name as author"])
      .where("m.application_id", "=", applicationId)
      .orderBy("m.created_at")
      .orderBy("m.id")
      .execute(),
  ]);
  return { people, items, documents, attachments };
}

type Entry = { path: string; fileId: string; at: Date; lines: string[] };

const sizeInWords = (bytes: number | null) =>
  bytes === null
    ? "size unknown"
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Where each file goes: a folder per person, the items in the checklist's order, then Messages. */
function layout(g: Awaited<ReturnType<typeof gather>>): Entry[] {
  const taken = new Set<string>(["/index.txt"]);
  const folder = (name: string) => uniqueName(taken, readableFileName(name, 80, false));
  const entries: Entry[] = [];
  const place = (dir: string, name: string, e: Omit<Entry, "path">) =>
    entries.push({ ...e, path: `${dir}/${uniqueName(taken, name, dir)}` });
  for (const person of g.people) {
    const who = personName(person);
    const dir = folder(who);
    for (const item of g.items.filter((i) => i.person_id === person.id)) {
      const files = currentFiles(g.documents.filter((d) => d.item_id === item.id));
      for (const d of files)
        place(dir, readableFileName(`${cut(item.name, 60)} – ${d.original_name ?? "file"}`), {
          fileId: d.file_id,
          at: new Date(d.created_at),
          lines: [
            `Person: ${who} (${PERSON_ROLE_LABELS[person.role]})`,
            `Item: ${item.name}`,
            `${FILE_STATUS_LABELS[d.status]} · uploaded ${formatDateTime(d.created_at)} · ${sizeInWords(d.size_bytes)}`,
          ],
        });
    }
  }
  // A file whose item is gone (or older than checklists) still belongs to the case.
  const loose = g.documents.filter((d) => !d.item_id || !g.items.some((i) => i.id === d.item_id));
  if (loose.length) {
    const dir = folder("Other documents");
    for (const d of loose)
      place(dir, readableFileName(`${cut(documentLabel(d.document_type), 60)} – ${d.original_name ?? "file"}`), {
        fileId: d.file_id,
        at: new Date(d.created_at),
        lines: [
          `Document: ${documentLabel(d.document_type)}`,
          `${FILE_STATUS_LABELS[d.status]} · uploaded ${formatDateTime(d.created_at)} · ${sizeInWords(d.size_bytes)}`,
        ],
      });
  }
  if (g.attachments.length) {
    const dir = folder("Messages");
    for (const m of g.attachments)
      place(dir, readableFileName(m.file_name ?? "attachment"), {
        fileId: m.file_id!,
        at: new Date(m.created_at),
        lines: [
          `Attached to a message by ${m.author ?? "a former user"} · sent ${formatDateTime(m.created_at)} · ${sizeInWords(m.size_bytes)}`,
        ],
      });
  }
  return entries;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function index(app: Application, entries: Entry[], madeAt: Date) {
  const head = [
    `Files of application ${app.reference} for ${app.client_name}`,
    `Made ${formatDateTime(madeAt)}. Each checklist item's current files: a rejected file that a newer one has replaced is left out.`,
    "",
  ];
  const body = entries.length ? entries.flatMap((e) => [e.path, ...e.lines.map((l) => `  ${l}`), ""]) : ["No files yet."];
  return Buffer.from([...head, ...body].join("\r\n"));
}

/**
 * The application's files as a streamed ZIP (a 503 when too many ZIPs are being made). The
 * caller has checked who may have it (applicationForStaff); `ip` is for the audit log.
 */
export async function applicationFilesResponse(app: Application, staff: Staff, ip: string) {
  const response = await inExportPlace(async () => {
    const g = await gather(app.id);
    const day = await firmToday(); // reads the settings: the firm's zone for the times below
    const madeAt = new Date();
    const entries = layout(g);
    const zip = new (yazl().ZipFile)();
    const stream = zip.outputStream as Readable;
    zip.on("error", (error: Error) => stream.destroy(error)); // a file that cannot be read ends the download broken, never silently short
    zip.addBuffer(index(app, entries, madeAt), "index.txt", { mtime: madeAt });
    const store = getFileStore();
    for (const e of entries)
      zip.addReadStreamLazy(e.path, { mtime: e.at, compress: false }, (done) => {
        store.get(e.fileId).then(
          (file) =>
            file ? done(null, Readable.from([Buffer.from(file.bytes)])) : done(new Error(`file ${e.fileId} is missing`), Readable.from([])),
          (error) => done(error, Readable.from([])),
        );
      });
    zip.end();
    await applicationFilesDownloaded(app, staff, ip, entries.length);
    return { response: new Response(Readable.toWeb(stream) as ReadableStream, { headers: zipHeaders(app, day) }), stream };
  });
  return response!; // made is never null here
}

function zipHeaders(app: Application, day: string) {
  const readable = `${app.client_name} – ${app.reference} – files ${day}.zip`;
  const plain = `${app.client_name}-${app.reference}-files-${day}.zip`.replace(/[^\w.-]+/g, "-").replace(/-+/g, "-");
  const encoded = encodeURIComponent(readable).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`,
    "Cache-Control": "private, no-store",
  };
}
