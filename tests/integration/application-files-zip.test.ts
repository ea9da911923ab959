// Issue 43's "Download everything": an application's ZIP holds every current file byte for
// byte, in a folder per person (a rejected file replaced by a newer copy left out), the
// messages' attachments and an index; the application's agent and admins may have it, another
// agent gets the 404 of a missing application, a client no ZIP at all.
import { createHash } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { createApplication } from "~/server/cases/applications.server";
import { reviewDocument, uploadDocuments } from "~/server/documents/documents.server";
import { getFileStore } from "~/server/files/file-store.server";
import { readableFileName, uniqueName } from "~/server/records/file-names.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
let appId: string;
const cookies: Record<string, string> = {};
const pdf = (text: string) => new Uint8Array(Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`));
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** What should be in the ZIP (path → sha256), and what must not. */
const expected = new Map<string, string>();
let superseded: string;

async function item(personRole: "main" | "partner", documentType: string) {
  return (await testDb())
    .selectFrom("application_items as i")
    .innerJoin("application_people as p", "p.id", "i.person_id")
    .select(["i.id", "i.application_id", "i.document_type"])
    .where("i.application_id", "=", appId)
    .where("p.role", "=", personRole)
    .where("i.document_type", "=", documentType)
    .executeTakeFirstOrThrow();
}
async function upload(personRole: "main" | "partner", documentType: string, files: { name: string; text: string }[]) {
  const docs = await uploadDocuments({
    clientId: users.client.id,
    item: await item(personRole, documentType),
    files: files.map((f) => ({ bytes: pdf(f.text), contentType: "application/pdf", originalName: f.name })),
    uploadedBy: users.client.id,
  });
  return docs.map((d) => d.id);
}

beforeAll(async () => {
  users = await createUsers("zip");
  await createUser({ email: "zip-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Other Agent" });
  const db = await testDb();
  await db
    .updateTable("client_profiles")
    .set({ assigned_agent_id: users.agent.id, first_name: "Ravi", last_name: "Sharma" })
    .where("user_id", "=", users.client.id)
    .execute();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "zip-agent2@example.com", PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  const spouse = { intent: "person-add", role: "partner", firstName: "Meera", lastName: "Sharma", dateOfBirth: "1990-05-01" };
  expect((await request(`/admin/applications/${appId}`, { cookie: cookies.admin, form: spouse })).status).toBe(302);

  // Ravi's passport: the first copy rejected, then replaced by a newer one (accepted).
  const [first] = await upload("main", "passport", [{ name: "passport.pdf", text: "ravi passport, blurred" }]);
  await reviewDocument(first, users.admin.id, "revise", "The photo page is blurred");
  superseded = sha(pdf("ravi passport, blurred"));
  const [second] = await upload("main", "passport", [{ name: "passport.pdf", text: "ravi passport, clear" }]);
  await reviewDocument(second, users.admin.id, "approve", "");
  const passport = "Passport (photo page and all stamped pages)";
  expected.set(`Ravi Sharma/${passport} – passport.pdf`, sha(pdf("ravi passport, clear")));
  // Two statements sent together under one name: both current, the second named apart.
  await upload("main", "funds", [
    { name: "statement.pdf", text: "ravi statement october" },
    { name: "statement.pdf", text: "ravi statement november" },
  ]);
  const funds = "Bank statements or proof of funds";
  const statements = [`Ravi Sharma/${funds} – statement.pdf`, `Ravi Sharma/${funds} – statement (2).pdf`];
  expected.set(statements.join("|"), [sha(pdf("ravi statement october")), sha(pdf("ravi statement november"))].sort().join("|"));
  // Meera's passport, under a name no file system should take as it is; rejected and not yet replaced: still current.
  const [meera] = await upload("partner", "passport", [{ name: "../Meera: पासपोर्ट?.pdf", text: "meera passport" }]);
  await reviewDocument(meera, users.admin.id, "revise", "Expired");
  expected.set(`Meera Sharma/${passport} – .._Meera_ पासपोर्ट_.pdf`, sha(pdf("meera passport")));
  // A message's attachment.
  const attachment = await getFileStore().put(pdf("offer letter"), {
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
      body: "Offer",
      file_id: attachment.id,
      file_name: "offer-letter.pdf",
    })
    .execute();
  expected.set("Messages/offer-letter.pdf", sha(pdf("offer letter")));
});

async function zipOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/zip");
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

describe(`an application's files as one ZIP on ${backendName()}`, () => {
  it("holds exactly the current files, byte for byte, a folder per person, with an index", async () => {
    const res = await request(`/admin/applications/${appId}/files.zip`, { cookie: cookies.admin });
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Chitra-Client-A\d{4}-\d{5}-files-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''Chitra%20Client%20%E2%80%93%20A\d{4}-\d{5}/,
    );
    const entries = await zipOf(res);
    const got = Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, sha(bytes)]));
    const want: Record<string, string> = { "index.txt": got["index.txt"] };
    for (const [paths, sums] of expected) paths.split("|").forEach((p, i) => (want[p] = sums.split("|")[i]));
    // The two statements' order between them is not fixed: compare them as a set.
    const statements = Object.keys(want).filter((p) => p.includes("statement"));
    expect(statements.map((p) => got[p]).sort()).toEqual(statements.map((p) => want[p]).sort());
    for (const p of statements) got[p] = want[p];
    expect(got).toEqual(want);
    expect(Object.values(got)).not.toContain(superseded);

    const index = strFromU8(entries["index.txt"]).replace(/\r\n/g, "\n");
    expect(index).toContain("Files of application A");
    expect(index).toContain("for Chitra Client");
    expect(index).toMatch(
      /Ravi Sharma\/Passport \(photo page and all stamped pages\) – passport\.pdf\n {2}Person: Ravi Sharma \(Main applicant\)\n {2}Item: Passport \(photo page and all stamped pages\)\n {2}Accepted · uploaded \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST · 1 KB/,
    );
    expect(index).toContain("Needs a new copy · uploaded");
    expect(index).toContain("Attached to a message by Chitra Client");
    // Who took the files, and from where, is in the audit log.
    const logged = await (
      await testDb()
    )
      .selectFrom("audit_events")
      .select(["actor_id", "summary"])
      .where("kind", "=", "application_files_downloaded")
      .where("record_id", "=", appId)
      .execute();
    expect(logged).toEqual([{ actor_id: users.admin.id, summary: "5 files in one ZIP" }]);
  });

  it("is the application's agent's too; another agent gets a 404, a client no ZIP", async () => {
    const mine = await zipOf(await request(`/agent/applications/${appId}/files.zip`, { cookie: cookies.agent }));
    expect(Object.keys(mine)).toHaveLength(6);
    const other = await request(`/agent/applications/${appId}/files.zip`, { cookie: cookies.otherAgent });
    expect(other.status).toBe(404);
    expect(other.headers.get("Content-Type")).not.toBe("application/zip");
    const missing = await request(`/agent/applications/00000000-0000-4000-8000-000000000000/files.zip`, { cookie: cookies.agent });
    expect(missing.status).toBe(404);
    for (const portal of ["admin", "agent"]) {
      const client = await request(`/${portal}/applications/${appId}/files.zip`, { cookie: cookies.client });
      expect([client.status, location(client)]).toEqual([302, `/${portal}/login?wrongPortal=1`]);
    }
    expect(location(await request(`/admin/applications/${appId}/files.zip`, { cookie: cookies.agent }))).toBe("/admin/login?wrongPortal=1");
    // The links that lead there.
    expect(await (await request(`/admin/applications/${appId}`, { cookie: cookies.admin })).text()).toContain(
      `href="/admin/applications/${appId}/files.zip"`,
    );
    expect(await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agent })).text()).toContain(
      `href="/agent/applications/${appId}/files.zip"`,
    );
  });

  it("names files safely and apart", () => {
    expect(readableFileName('a/b\\c:d*e?f"g<h>i|j\u0001.pdf')).toBe("a_b_c_d_e_f_g_h_i_j_.pdf");
    expect(readableFileName("  ..hidden . ")).toBe("hidden");
    expect(readableFileName("CON.pdf")).toBe("_CON.pdf");
    expect(readableFileName(`${"x".repeat(300)}.jpeg`)).toBe(`${"x".repeat(115)}.jpeg`);
    const taken = new Set<string>();
    expect(["Scan.PDF", "scan.pdf", "scan.pdf"].map((n) => uniqueName(taken, n, "A"))).toEqual([
      "Scan.PDF",
      "scan (2).pdf",
      "scan (3).pdf",
    ]);
    expect(uniqueName(taken, "scan.pdf", "B")).toBe("scan.pdf");
  });
});
