// Issue 22's records: a client's export ZIP holds every document of that client (byte for
// byte), their agreements and invoices and a summary, and nothing of another client; each
// export is logged. An erasure request, once confirmed, erases what the firm need not keep
// and keeps the invoices, agreements and the log.
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { getFileStore } from "~/server/files/file-store.server";
import { createUser } from "~/server/accounts/users.server";
import { draftAgreement, signAgreement } from "~/server/billing/agreements.server";
import { location, request, signIn } from "../support/app";
import { uploadTo } from "../support/checklist";
import { backendName, testDb } from "../support/db";
import { readPdf } from "../support/pdf";
import { createUsers, PASSWORDS } from "../support/users";
import { issuedInvoice, service } from "../support/invoices";

let users: Awaited<ReturnType<typeof createUsers>>;
let other: { id: string };
const cookies: Record<string, string> = {};
const pdfOf = (text: string) => new Uint8Array(Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`));

async function caseWithDocuments(clientId: string, who: string) {
  const appId = (
    await createApplication({
      clientId,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: null,
      createdBy: users.admin.id,
    })
  ).id;
  await uploadTo(clientId, appId, "funds", {
    bytes: pdfOf(`${who} bank statement`),
    contentType: "application/pdf",
    originalName: `${who}-bank.pdf`,
  });
  await uploadTo(clientId, appId, "funds", {
    bytes: pdfOf(`${who} salary slips`),
    contentType: "application/pdf",
    originalName: `${who}-salary.pdf`,
  });
  await uploadTo(clientId, appId, "photo", {
    bytes: pdfOf(`${who} photo`),
    contentType: "application/pdf",
    originalName: `${who}-photo.pdf`,
  });
  return appId;
}

const filesOf = async (clientId: string) =>
  (await testDb())
    .selectFrom("documents as d")
    .innerJoin("files as f", "f.id", "d.file_id")
    .select(["f.id", "f.original_name", "f.data"])
    .where("d.client_id", "=", clientId)
    .execute();

beforeAll(async () => {
  users = await createUsers("export");
  other = await createUser({ email: "export-other@example.com", password: PASSWORDS.client, role: "client", fullName: "Omar Other" });
  const appId = await caseWithDocuments(users.client.id, "chitra");
  await caseWithDocuments(other.id, "omar");
  const db = await testDb();
  const templateId = (await db.selectFrom("agreement_templates").select("id").executeTakeFirstOrThrow()).id;
  const agreement = await draftAgreement({
    applicationId: appId,
    templateId,
    currency: "INR",
    fees: [{ description: "Professional fee", amountMinor: 2_000_000 }],
    instalments: [],
    createdBy: users.admin.id,
  });
  await signAgreement({
    agreementId: agreement.id,
    clientId: users.client.id,
    typedName: "Chitra Client",
    shownSha256: agreement.body_sha256,
    ip: "203.0.113.1",
    userAgent: "Test",
  });
  await issuedInvoice({ clientId: users.client.id, applicationId: appId, lines: [service("Professional fee", 2_000_000)] });
  // A message with an attachment: its file belongs in the archive too.
  const attachment = await getFileStore().put(pdfOf("chitra offer letter"), {
    contentType: "application/pdf",
    visibility: "private",
    originalName: "offer-letter.pdf",
    createdBy: users.client.id,
  });
  await db
    .insertInto("messages")
    .values({
      application_id: appId,
      author_id: users.client.id,
      from_client: true,
      body: "My offer letter",
      file_id: attachment.id,
      file_name: "offer-letter.pdf",
    })
    .execute();
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
});

describe(`a client's export on ${backendName()}`, () => {
  it("holds every document of that client byte for byte, the agreement, the invoice and a summary, and nothing of another client", async () => {
    const res = await request(`/admin/clients/${users.client.id}/export`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(entries);
    const documents = names.filter((n) => n.startsWith("documents/"));
    const mine = await filesOf(users.client.id);
    expect(documents).toHaveLength(mine.length);
    for (const f of mine) {
      const entry = documents.find((n) => n.endsWith(f.original_name!));
      expect(entry, f.original_name!).toBeDefined();
      expect(Buffer.from(entries[entry!]).equals(Buffer.from(f.data!))).toBe(true);
    }
    const theirs = await filesOf(other.id);
    for (const f of theirs) {
      expect(names.some((n) => n.includes(f.original_name!))).toBe(false);
      expect(Object.values(entries).some((bytes) => Buffer.from(bytes).equals(Buffer.from(f.data!)))).toBe(false);
    }
    expect(names.filter((n) => n.startsWith("agreements/"))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith("invoices/"))).toEqual([expect.stringMatching(/^invoices\/INV_2026-27_\d{4}\.pdf$/)]);
    const summary = await readPdf(entries["summary.pdf"]);
    expect(summary.title).toBe("Client record: Chitra Client");
    // What a person reads: the firm's time in words, labels, not codes; the attachment named by its place in the archive.
    const attachment = names.find((n) => /^messages\/A\d{4}-\d{5}\/\d{3}-offer-letter\.pdf$/.test(n));
    expect(attachment, names.join(", ")).toBeDefined();
    expect(strFromU8(entries[attachment!])).toContain("chitra offer letter");
    const flat = summary.text.replace(/\s+/g, " ");
    expect(flat).toMatch(/Exported \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST/);
    expect(flat).toContain(`(attachment: ${attachment})`);
    expect(flat).toContain("Waiting for review, uploaded");
    expect(flat).not.toMatch(/\d{4}-\d{2}-\d{2}T|: uploaded,|needs_revision/);
    expect(res.headers.get("Content-Disposition")).toMatch(/filename="client-record-Chitra-Client-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(strFromU8(entries[names.find((n) => n.startsWith("agreements/"))!]).startsWith("%PDF")).toBe(true);
    const log = await (
      await testDb()
    )
      .selectFrom("data_request_events")
      .select("action")
      .where("client_id", "=", users.client.id)
      .execute();
    expect(log).toContainEqual({ action: "exported" });
  });

  it("makes one export at a time with four in line; the rest are told to try again, and nothing is logged for them", async () => {
    const db = await testDb();
    const logged = async () => (await db.selectFrom("data_request_events").select("id").where("action", "=", "exported").execute()).length;
    const before = await logged();
    // Eight at once, each read as it comes: an export holds its place until its ZIP has been read.
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await request(`/admin/clients/${other.id}/export`, { cookie: cookies.admin });
        return { status: res.status, retryAfter: res.headers.get("Retry-After"), text: new TextDecoder().decode(await res.arrayBuffer()) };
      }),
    );
    const busy = answers.filter((r) => r.status === 503);
    const made = answers.filter((r) => r.status === 200);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(made.length + busy.length).toBe(8);
    expect(busy[0]).toMatchObject({ retryAfter: "60", text: expect.stringContaining("Try again in a minute") });
    expect(await logged()).toBe(before + made.length);
    expect((await request(`/admin/clients/${other.id}/export`, { cookie: cookies.admin })).status).toBe(200);
  });
});

describe(`a request to erase on ${backendName()}`, () => {
  it("erases only after the client's name is typed; keeps invoices, agreements and the log; another client untouched", async () => {
    const page = `/admin/clients/${users.client.id}/records`;
    expect(
      (
        await request(page, {
          cookie: cookies.admin,
          form: { intent: "open", kind: "erasure", receivedOn: "2026-11-25", note: "By e-mail" },
        })
      ).status,
    ).toBe(302);
    const db = await testDb();
    const req = await db.selectFrom("data_requests").select("id").where("client_id", "=", users.client.id).executeTakeFirstOrThrow();
    const wrong = await request(page, { cookie: cookies.admin, form: { intent: "erase", requestId: req.id, confirmName: "chitra" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Type the client&#x27;s name exactly");
    expect(await filesOf(users.client.id)).toHaveLength(3);

    const erased = await request(page, {
      cookie: cookies.admin,
      form: { intent: "erase", requestId: req.id, confirmName: "Chitra Client" },
    });
    expect([erased.status, location(erased)]).toEqual([302, page]);
    expect(await db.selectFrom("documents").select("id").where("client_id", "=", users.client.id).execute()).toEqual([]);
    expect(await filesOf(other.id)).toHaveLength(3);
    const account = await db
      .selectFrom("admin_users")
      .select(["is_active", "full_name", "email", "password_hash"])
      .where("id", "=", users.client.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ is_active: false, full_name: "Chitra Client", email: users.client.email, password_hash: null });
    // Never switched on again.
    const reactivate = await request(`/admin/clients/${users.client.id}`, { cookie: cookies.admin, form: { intent: "reactivate" } });
    expect(reactivate.status).toBe(409);
    expect(
      (await db.selectFrom("admin_users").select("is_active").where("id", "=", users.client.id).executeTakeFirstOrThrow()).is_active,
    ).toBe(false);
    expect(await db.selectFrom("invoices").select("id").where("client_id", "=", users.client.id).execute()).toHaveLength(1);
    expect(await db.selectFrom("agreements").select("status").where("client_id", "=", users.client.id).execute()).toEqual([
      { status: "signed" },
    ]);
    const log = (
      await db.selectFrom("data_request_events").select("action").where("client_id", "=", users.client.id).orderBy("created_at").execute()
    ).map((e) => e.action);
    expect(log).toEqual(["exported", "opened", "erased", "done"]);
    expect(await db.selectFrom("data_requests").select("status").where("id", "=", req.id).executeTakeFirstOrThrow()).toEqual({
      status: "done",
    });
    // Signed out: the old session no longer opens the portal.
    expect(location(await request("/client/dashboard", { cookie: cookies.client }))).toMatch(/^\/client\/login/);
  });
});
