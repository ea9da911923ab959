// Issue 6: the agent and client portals — caseloads, profile, checklists, documents,
// and that no URL or form reaches another person's data.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { clearChecklist, itemOf } from "../support/checklist";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { TINY_PNG } from "../support/images";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(100)]);

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
let clientB: { id: string; email: string };
let agentB: { id: string; email: string };
let appA: { id: string };
let appB: { id: string };
const cookies: Record<string, string> = {};

beforeAll(async () => {
  users = await createUsers("portal");
  const db = await testDb();
  clientB = await createUser({ email: "client-b@example.com", password: "client-b-pass", role: "client", fullName: "Bina Other" });
  agentB = await createUser({ email: "agent-b@example.com", password: "agent-b-pass1", role: "agent", fullName: "Bala Otheragent" });
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  await db.updateTable("client_profiles").set({ assigned_agent_id: agentB.id }).where("user_id", "=", clientB.id).execute();
  appA = await createApplication({
    clientId: users.client.id,
    serviceSlug: "uk-visitor-visa",
    destinationCountry: "united-kingdom",
    assignedAgentId: users.agent.id,
    createdBy: users.admin.id,
  });
  appB = await createApplication({
    clientId: clientB.id,
    serviceSlug: "uk-visitor-visa",
    destinationCountry: "united-kingdom",
    assignedAgentId: agentB.id,
    createdBy: users.admin.id,
  });
  await db.updateTable("applications").set({ status: "documents_pending" }).where("id", "in", [appA.id, appB.id]).execute();
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agentA = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.agentB = await signIn("agent", agentB.email, "agent-b-pass1");
  cookies.clientA = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.clientB = await signIn("client", clientB.email, "client-b-pass");
});

async function upload(
  cookie: string,
  applicationId: string,
  documentType: string,
  bytes: Buffer,
  name = "scan.pdf",
  type = "application/pdf",
) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("datedOn", "2026-01-15"); // a passport's expiry or a test's day: asked of documents that run out
  form.set("itemId", (await itemOf(applicationId, documentType)).id);
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return request("/client/dashboard", { cookie, form });
}

async function latestDocument(clientId: string, type: string) {
  const db = await testDb();
  return db
    .selectFrom("documents")
    .selectAll()
    .where("client_id", "=", clientId)
    .where("document_type", "=", type)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

describe(`client profile on ${backendName()}`, () => {
  it("saves partial progress and computes the completion on the server, ignoring any figure the browser sends", async () => {
    const res = await request("/client/profile-setup", {
      cookie: cookies.clientA,
      form: {
        first_name: "Chitra",
        last_name: "Client",
        nationality: "Indian",
        phone: "+91 98765 43210",
        profile_completion_percentage: "100",
      },
    });
    expect(res.status).toBe(302);
    const db = await testDb();
    const row = await db.selectFrom("client_profiles").selectAll().where("user_id", "=", users.client.id).executeTakeFirstOrThrow();
    expect(row.nationality).toBe("Indian");
    expect(row.profile_completion_percentage).toBe(Math.round((4 / 19) * 100));
    // A later save of one section keeps the others.
    await request("/client/profile-setup", {
      cookie: cookies.clientA,
      form: { passport_number: "z1234567", passport_expiry: "2026-12-31" },
    });
    const after = await db.selectFrom("client_profiles").selectAll().where("user_id", "=", users.client.id).executeTakeFirstOrThrow();
    expect(after.nationality).toBe("Indian");
    expect(after.passport_number).toBe("Z1234567");
    expect(after.profile_completion_percentage).toBe(Math.round((6 / 19) * 100));
  });

  it("puts an error beside a bad answer, keeps what was typed and saves nothing", async () => {
    const res = await request("/client/profile-setup", {
      cookie: cookies.clientA,
      form: { nationality: "Kenyan", date_of_birth: "31/12/1990", work_experience_years: "lots" },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a date like 1990-04-25");
    expect(html).toContain("Enter whole years, from 0 to 60");
    expect(html).toContain('value="Kenyan"');
    const db = await testDb();
    expect(
      (await db.selectFrom("client_profiles").select("nationality").where("user_id", "=", users.client.id).executeTakeFirstOrThrow())
        .nationality,
    ).toBe("Indian");
  });

  it("nudges an incomplete profile and warns about a passport expiring within six months", async () => {
    const html = await (await request("/client/dashboard", { cookie: cookies.clientA })).text();
    expect(html).toContain('href="/client/profile-setup"');
    expect(html).toContain("Your passport expires soon");
  });
});

describe(`documents on ${backendName()}`, () => {
  it("takes a PDF into the checklist: pending → uploaded → needs revision (with the reason) → uploaded → approved", async () => {
    let html = await (await request("/client/dashboard", { cookie: cookies.clientA })).text();
    expect(html).toContain("Your turn: upload your documents");
    expect(html).toMatch(/data-item="Passport[^"]*"[\s\S]*?data-state="missing"/);

    expect((await upload(cookies.clientA, appA.id, "passport", PDF)).status).toBe(302);
    const first = await latestDocument(users.client.id, "passport");
    expect(first?.status).toBe("uploaded");
    html = await (await request("/client/dashboard", { cookie: cookies.clientA })).text();
    expect(html).toMatch(/data-item="Passport[^"]*"[\s\S]*?data-state="uploaded"/);

    const agentPage = await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agentA })).text();
    expect(agentPage).toContain(`href="/documents/${first!.id}"`);
    const noReason = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agentA,
      form: { intent: "review", documentId: first!.id, decision: "revise", reason: "" },
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Tell the client what to fix");
    const revise = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agentA,
      form: { intent: "review", documentId: first!.id, decision: "revise", reason: "The photo page is cut off" },
    });
    expect(revise.status).toBe(302);
    html = await (await request("/client/dashboard", { cookie: cookies.clientA })).text();
    expect(html).toContain("What to fix: The photo page is cut off");
    // Said once on the page, at the item, not again on its file (the page's data for scripts aside).
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "").split("The photo page is cut off")).toHaveLength(2);
    expect(html).toContain("Your turn: replace a document");

    expect((await upload(cookies.clientA, appA.id, "passport", TINY_PNG, "passport.png", "image/png")).status).toBe(302);
    const second = await latestDocument(users.client.id, "passport");
    expect(second?.id).not.toBe(first?.id);
    await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agentA,
      form: { intent: "review", documentId: second!.id, decision: "approve" },
    });
    html = await (await request("/client/dashboard", { cookie: cookies.clientA })).text();
    expect(html).toMatch(/data-item="Passport[^"]*"[\s\S]*?data-state="accepted"/);
  });

  it.each([
    [
      "an executable named .pdf",
      EXE,
      "file.pdf",
      "This file is named .pdf but is not a PDF (it looks like a Windows program). Save it as PDF and upload again.",
    ],
    [
      "a Word document named .pdf",
      Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(100)]),
      "letter.pdf",
      "This file is named .pdf but is not a PDF (it looks like a Word or other Office document, or a ZIP archive).",
    ],
    ["text named .pdf", Buffer.from("Just some text, not a document at all"), "notes.pdf", "is not a PDF (we could not read it)."],
    ["a file over 10 MB", Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]), "big.pdf", "The file must be 10 MB or smaller"],
  ])("refuses %s, says why and stores nothing", async (_label, bytes, name, message) => {
    const db = await testDb();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("files")
            .select(sql<number>`count(*)`.as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await upload(cookies.clientA, appA.id, "photo", bytes as Buffer, name);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(await count()).toBe(before);
  });

  it("does not let a client upload into another client's application", async () => {
    const res = await upload(cookies.clientA, appB.id, "passport", PDF);
    expect(res.status).toBe(400);
    expect(await latestDocument(users.client.id, "funds")).toBeUndefined();
    const db = await testDb();
    expect(await db.selectFrom("documents").select("id").where("application_id", "=", appB.id).executeTakeFirst()).toBeUndefined();
  });

  it("lets only the owner, their agent and admins download a document, and records each read", async () => {
    const doc = (await latestDocument(users.client.id, "passport"))!;
    const get = (cookie?: string) => request(`/documents/${doc.id}`, { cookie });
    for (const who of ["clientA", "agentA", "admin"]) {
      const res = await get(cookies[who]);
      expect(res.status, who).toBe(200);
      expect(res.headers.get("Content-Disposition")).toMatch(/^attachment/);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    for (const who of ["clientB", "agentB", undefined]) {
      expect((await get(who ? cookies[who] : undefined)).status, String(who)).toBe(404);
    }
    const db = await testDb();
    const reads = await db.selectFrom("document_reads").select(["user_id"]).where("document_id", "=", doc.id).execute();
    expect(reads.map((r) => r.user_id).sort()).toEqual([users.admin.id, users.agent.id, users.client.id].sort());
  });
});

describe(`agent caseload on ${backendName()}`, () => {
  it("lists only my clients, and another agent's client is a 404 for every page and form", async () => {
    const list = await (await request("/agent/clients", { cookie: cookies.agentA })).text();
    expect(list).toContain("Chitra Client");
    expect(list).not.toContain("Bina Other");
    expect((await request(`/agent/clients/${clientB.id}`, { cookie: cookies.agentA })).status).toBe(404);
    for (const form of <Record<string, string>[]>[
      { intent: "status", applicationId: appB.id, to: "ready_to_lodge", note: "x" },
      { intent: "note", body: "sneaky" },
      { intent: "review", documentId: "00000000-0000-4000-8000-000000000000", decision: "approve" },
    ]) {
      expect((await request(`/agent/clients/${clientB.id}`, { cookie: cookies.agentA, form })).status).toBe(404);
    }
    // Nor can an application of another client be moved through my client's page.
    const crossed = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agentA,
      form: { intent: "status", applicationId: appB.id, to: "ready_to_lodge", note: "x" },
    });
    expect(crossed.status).toBe(404);
    const db = await testDb();
    expect((await db.selectFrom("applications").select("status").where("id", "=", appB.id).executeTakeFirstOrThrow()).status).toBe(
      "documents_pending",
    );
    expect(await db.selectFrom("client_notes").select("id").where("body", "=", "sneaky").executeTakeFirst()).toBeUndefined();
  });

  it("moves my client's application with a note, and keeps private notes from the client", async () => {
    await clearChecklist(appA.id);
    const res = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agentA,
      form: {
        intent: "status",
        applicationId: appA.id,
        to: "ready_to_lodge",
        note: "Fee receipt still missing",
        clientNote: "All documents checked",
      },
    });
    expect(res.status).toBe(302);
    await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agentA,
      form: { intent: "note", body: "Prefers WhatsApp after 6 pm" },
    });
    const agentPage = await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agentA })).text();
    expect(agentPage).toContain("Prefers WhatsApp after 6 pm");
    // A biometrics appointment with its time and place, as staff enter it.
    const dated = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agentA,
      form: {
        intent: "key-date",
        kind: "biometrics",
        dueOn: "2027-01-14",
        atTime: "14:30",
        place: "VFS Global, Baner Road, Pune",
        note: "",
      },
    });
    expect(dated.status).toBe(302);
    const clientPage = await (await request("/client/dashboard", { cookie: cookies.clientA })).text();
    // The team's note in view above the progress, not only in the folded history.
    expect(clientPage).toMatch(/data-latest-note[^>]*>[\s\S]{0,300}All documents checked/);
    expect(clientPage).toContain("We are preparing your application");
    // The badge and the progress bar name the status alike.
    expect(clientPage).toMatch(/rounded-full[^"]*">Ready to lodge</);
    expect(clientPage).toContain('aria-label="Progress: Ready to lodge"');
    expect(clientPage).toContain("Biometrics appointment: 14 January 2027 at 2:30 pm, India Standard Time");
    expect(clientPage).toContain("Where or how: VFS Global, Baner Road, Pune");
    expect(clientPage).not.toContain("Prefers WhatsApp");
    expect(clientPage).not.toContain("Fee receipt still missing"); // the staff-only note of the status change
    expect(clientPage).not.toContain("Bina Other");
    expect(clientPage).not.toContain("Arjun Agent</span>"); // staff names stay off the history
  });

  it("shows what waits on me: documents to review and applications with no change for 14 days", async () => {
    const db = await testDb();
    // Needed after all (the test before cleared the checklist to lodge).
    await db
      .updateTable("application_items")
      .set({ not_applicable_reason: null, not_applicable_at: null })
      .where("id", "=", (await itemOf(appA.id, "funds")).id)
      .execute();
    expect((await upload(cookies.clientA, appA.id, "funds", PDF)).status).toBe(302);
    await db
      .updateTable("applications")
      .set({ status_changed_at: sql`now() - interval '15 days'` })
      .where("id", "=", appA.id)
      .execute();
    const html = await (await request("/agent/dashboard", { cookie: cookies.agentA })).text();
    expect(html).toContain("Review 1 file: Chitra Client · Bank statements or proof of funds");
    expect(html).toMatch(/No change for 14 days[\s\S]*Chitra Client/);
    const other = await (await request("/agent/dashboard", { cookie: cookies.agentB })).text();
    expect(other).not.toContain("Chitra Client");
  });

  it("gives the client pages the spec's client object and nothing of other clients", async () => {
    const res = await request("/client/dashboard", { cookie: cookies.clientA });
    const html = await res.text();
    expect(html).toContain('\\"is_verified\\",true');
    expect(html).not.toContain(clientB.email);
    expect(location(await request("/client", { cookie: cookies.clientA }))).toBe("/client/dashboard");
  });
});
