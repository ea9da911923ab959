// Issue 16: checklists per visa type, edited by admins; an application's own copy
// with several files per item, each reviewed; states derived from the files; items
// added or marked not applicable by staff; the gate before "ready to lodge" and
// "lodged", which only an admin may pass, with a reason kept in the history.
// (Issue 15's asking for a document is "ask the client" on an item.)
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeStatus, ChecklistGateError, createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { request, signIn } from "../support/app";
import { itemOf } from "../support/checklist";
import { backendName, testDb } from "../support/db";
import { TINY_PNG } from "../support/images";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let otherAppId: string;

const agentPage = () => `/agent/clients/${users.client.id}`;
const post = (form: Record<string, string>, cookie = cookies.agent, path = agentPage()) => request(path, { cookie, form });
const requests = async (applicationId: string) => {
  const db = await testDb();
  return db
    .selectFrom("document_requests")
    .select(["item_id", "note", "requested_by"])
    .where("application_id", "=", applicationId)
    .execute();
};
const items = async (applicationId: string) => {
  const db = await testDb();
  return db
    .selectFrom("application_items")
    .select(["id", "name", "required", "not_applicable_reason"])
    .where("application_id", "=", applicationId)
    .orderBy("position")
    .execute();
};
function upload(itemId: string, files: { bytes: Uint8Array; name: string; type?: string }[], cookie = cookies.client) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("datedOn", "2026-01-15"); // a passport's expiry or a test's day: asked of documents that run out
  form.set("itemId", itemId);
  for (const f of files) form.append("file", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "application/pdf" }), f.name);
  return request("/client/dashboard", { cookie, form });
}
const filesOf = async (itemId: string) => {
  const db = await testDb();
  return db
    .selectFrom("documents as d")
    .innerJoin("files as f", "f.id", "d.file_id")
    .select(["d.id", "d.status", "f.original_name"])
    .where("d.item_id", "=", itemId)
    .orderBy("f.original_name")
    .execute();
};
const status = async (id: string) =>
  (await (await testDb()).selectFrom("applications").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("lists");
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  const otherAgent = await createUser({
    email: "lists-agent2@example.com",
    password: PASSWORDS.agent,
    role: "agent",
    fullName: "Bela Agent",
  });
  const otherClient = await createUser({
    email: "lists-client2@example.com",
    password: PASSWORDS.client,
    role: "client",
    fullName: "Dara Client",
  });
  await db.updateTable("client_profiles").set({ assigned_agent_id: otherAgent.id }).where("user_id", "=", otherClient.id).execute();
  otherAppId = (
    await createApplication({
      clientId: otherClient.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: otherAgent.id,
      createdBy: users.admin.id,
    })
  ).id;
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "lists-agent2@example.com", PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.otherClient = await signIn("client", "lists-client2@example.com", PASSWORDS.client);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  await smtp.deliverAll();
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`a visa type's checklist on ${backendName()}`, () => {
  it("gives a new application its type's checklist as the admin left it; open applications keep theirs", async () => {
    expect((await items(appId)).map((i) => i.name)).toEqual([
      "Passport (photo page and all stamped pages)",
      "Passport-style photograph",
      "Bank statements or proof of funds",
      "Travel plan and bookings",
      "Proof of current job, business or studies",
    ]);
    const path = "/admin/checklists/uk-visitor-visa";
    const bad = await post({ intent: "add", name: "", help: "Kept when refused", providedBy: "client" }, cookies.admin, path);
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Name the document");
    expect(html).toContain("Kept when refused");
    expect(
      (
        await post(
          { intent: "add", name: "TB test certificate", help: "From an approved clinic.", required: "on", providedBy: "third_party" },
          cookies.admin,
          path,
        )
      ).status,
    ).toBe(302);
    const db = await testDb();
    const photo = await db
      .selectFrom("checklist_items")
      .select("id")
      .where("service_slug", "=", "uk-visitor-visa")
      .where("document_type", "=", "photo")
      .executeTakeFirstOrThrow();
    expect((await post({ intent: "delete", itemId: photo.id }, cookies.admin, path)).status).toBe(302);
    // Only admins edit checklists.
    expect((await post({ intent: "add", name: "Sneaky", providedBy: "client" }, cookies.agent, path)).status).toBe(302);
    expect(await db.selectFrom("checklist_items").select("id").where("name", "=", "Sneaky").executeTakeFirst()).toBeUndefined();
    const fresh = await createApplication({
      clientId: users.client.id,
      serviceSlug: "uk-visitor-visa",
      destinationCountry: "united-kingdom",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    });
    const names = (await items(fresh.id)).map((i) => i.name);
    expect(names).toContain("TB test certificate");
    expect(names).not.toContain("Passport-style photograph");
    expect((await items(appId)).map((i) => i.name)).toContain("Passport-style photograph");
  });

  it("numbers items added by admins at once one after another", async () => {
    const path = "/admin/checklists/schengen-visa";
    const answers = await Promise.all(
      ["A", "B", "C", "D"].map((n) => post({ intent: "add", name: `Parallel ${n}`, providedBy: "client" }, cookies.admin, path)),
    );
    expect(answers.map((r) => r.status)).toEqual([302, 302, 302, 302]);
    const db = await testDb();
    const rows = await db.selectFrom("checklist_items").select("position").where("service_slug", "=", "schengen-visa").execute();
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
  });

  it("has a checklist for every visa type of the catalogue", async () => {
    const html = await (await request("/admin/checklists", { cookie: cookies.admin })).text();
    expect(html).toContain("Canada Visitor Visa");
    const db = await testDb();
    const { SERVICES } = await import("~/content/catalogue.server");
    const rows = await db.selectFrom("checklist_items").select("service_slug").distinct().execute();
    expect(SERVICES.map((s) => s.slug).filter((slug) => !rows.some((r) => r.service_slug === slug))).toEqual([]);
  });
});

describe(`one application's checklist on ${backendName()}`, () => {
  it("takes several files for one item at once; each is reviewed; the item's state follows its files", async () => {
    const funds = await itemOf(appId, "funds");
    expect(
      (
        await upload(funds.id, [
          { bytes: PDF, name: "august.pdf" },
          { bytes: PDF, name: "september.pdf" },
          { bytes: TINY_PNG, name: "october.png", type: "image/png" },
        ])
      ).status,
    ).toBe(302);
    const files = await filesOf(funds.id);
    expect(files.map((f) => [f.original_name, f.status])).toEqual([
      ["august.pdf", "uploaded"],
      ["october.png", "uploaded"],
      ["september.pdf", "uploaded"],
    ]);
    // The agent is told once, for the three.
    const db = await testDb();
    const told = await db
      .selectFrom("notifications")
      .select("title")
      .where("user_id", "=", users.agent.id)
      .where("kind", "=", "document_uploaded")
      .execute();
    expect(told.map((t) => t.title)).toEqual([expect.stringContaining("uploaded 3 files: Bank statements")]);
    const page = async () => (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(await page()).toMatch(/data-item="Bank statements or proof of funds"[\s\S]*?data-state="uploaded"/);
    const review = (name: string, decision: string, reason = "") =>
      post({ intent: "review", documentId: files.find((f) => f.original_name === name)!.id, decision, reason });
    expect((await review("august.pdf", "approve")).status).toBe(302);
    expect((await review("september.pdf", "approve")).status).toBe(302);
    expect((await review("october.png", "revise", "October is cut off: send the whole page.")).status).toBe(302);
    const html = await page();
    expect(html).toMatch(/data-item="Bank statements or proof of funds"[\s\S]*?data-state="rejected"/);
    expect(html).toContain("What to fix: October is cut off: send the whole page.");
    expect(html).toContain("Your turn: replace a document");
    // A new copy, accepted, puts the item right.
    await upload(funds.id, [{ bytes: PDF, name: "october-again.pdf" }]);
    const again = (await filesOf(funds.id)).find((f) => f.original_name === "october-again.pdf")!;
    await post({ intent: "review", documentId: again.id, decision: "approve", reason: "" });
    expect(await page()).toMatch(/data-item="Bank statements or proof of funds"[\s\S]*?data-state="accepted"/);
  });

  it("refuses the whole upload when one file is wrong, saying which rule, and stores nothing", async () => {
    const photo = await itemOf(appId, "photo");
    const res = await upload(photo.id, [
      { bytes: PDF, name: "ok.pdf" },
      { bytes: Buffer.from("MZ\x90\x00 not a pdf"), name: "virus.pdf" },
    ]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Nothing was saved. This file is named .pdf but is not a PDF (it looks like a Windows program).");
    expect(await filesOf(photo.id)).toEqual([]);
  });

  it("lets the client take back a file before it is reviewed, never after, and never another's", async () => {
    const photo = await itemOf(appId, "photo");
    await upload(photo.id, [
      { bytes: PDF, name: "wrong-photo.pdf" },
      { bytes: TINY_PNG, name: "photo.png", type: "image/png" },
    ]);
    const [wrong, right] = await filesOf(photo.id).then((f) => [
      f.find((x) => x.original_name === "wrong-photo.pdf")!,
      f.find((x) => x.original_name === "photo.png")!,
    ]);
    expect(
      (await request("/client/dashboard", { cookie: cookies.otherClient, form: { intent: "remove-file", documentId: wrong.id } })).status,
    ).toBe(409);
    expect(
      (await request("/client/dashboard", { cookie: cookies.client, form: { intent: "remove-file", documentId: wrong.id } })).status,
    ).toBe(302);
    await post({ intent: "review", documentId: right.id, decision: "approve", reason: "" });
    const refused = await request("/client/dashboard", { cookie: cookies.client, form: { intent: "remove-file", documentId: right.id } });
    expect(refused.status).toBe(409);
    expect((await filesOf(photo.id)).map((f) => f.original_name)).toEqual(["photo.png"]);
  });

  it("adds an item to one application and asks the client for it, once for copies of one form sent at once", async () => {
    const bad = await post({ intent: "item-add", applicationId: appId, name: "", help: "From the police in Pune.", providedBy: "client" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("From the police in Pune.");
    const html = await (await request(agentPage(), { cookie: cookies.agent })).text();
    const formKey = /name="formKey" value="([0-9a-f-]{36})"/.exec(html)![1];
    const form = {
      intent: "item-add",
      applicationId: appId,
      name: "Police clearance certificate",
      help: "From the police in Pune, issued this year.",
      required: "on",
      providedBy: "third_party",
      formKey,
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(form)));
    expect(answers.map((r) => r.status)).toEqual([302, 302, 302, 302, 302, 302]);
    expect((await items(appId)).filter((i) => i.name === "Police clearance certificate")).toHaveLength(1);
    const dashboard = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(dashboard).toContain("Your turn: upload what we asked for");
    expect(dashboard).toMatch(/Asked for on \d{1,2} \w+ \d{4}: From the police in Pune, issued this year\./);
    await smtp.deliverAll();
    const mails = smtp.to(users.client.email).filter((m) => m.subject.includes("Please upload"));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("Please upload: Police clearance certificate")]);
    expect(mails[0].text).toContain(`/client/dashboard#docs-${appId}`);
  });

  it("asks again for an item already accepted: missing until a new file comes", async () => {
    const passport = await itemOf(appId, "passport");
    await upload(passport.id, [{ bytes: PDF, name: "passport.pdf" }]);
    const [file] = await filesOf(passport.id);
    await post({ intent: "review", documentId: file.id, decision: "approve", reason: "" });
    expect(
      (
        await post(
          { intent: "request", itemId: passport.id, note: "The new passport, please." },
          cookies.admin,
          `/admin/applications/${appId}`,
        )
      ).status,
    ).toBe(302);
    expect((await requests(appId)).map((r) => [r.item_id, r.requested_by])).toContainEqual([passport.id, users.admin.id]);
    const staff = await (await request(agentPage(), { cookie: cookies.agent })).text();
    expect(staff).toMatch(/data-item="Passport \(photo page and all stamped pages\)"[\s\S]*?data-state="missing"/);
  });

  it("lets nobody change the checklist of an application that is not theirs", async () => {
    const theirs = await itemOf(otherAppId, "photo");
    expect((await post({ intent: "item-na", itemId: theirs.id, reason: "x" })).status).toBe(404);
    expect((await post({ intent: "item-na", itemId: (await itemOf(appId, "photo")).id, reason: "x" }, cookies.otherAgent)).status).toBe(
      404,
    );
    expect((await post({ intent: "item-add", applicationId: otherAppId, name: "Sneaky", providedBy: "client" })).status).toBe(404);
    expect((await post({ intent: "request", itemId: theirs.id, note: "x" }, cookies.admin, `/admin/applications/${appId}`)).status).toBe(
      404,
    );
    expect((await upload(theirs.id, [{ bytes: PDF, name: "x.pdf" }])).status).toBe(400);
    expect(await requests(otherAppId)).toHaveLength(0);
    expect((await items(otherAppId)).every((i) => i.not_applicable_reason === null)).toBe(true);
  });
});

describe(`the gate before lodging on ${backendName()}`, () => {
  it("refuses ready to lodge with the list of what is missing; not applicable with a reason lets it pass", async () => {
    const db = await testDb();
    await db.updateTable("applications").set({ status: "documents_pending" }).where("id", "=", appId).execute();
    const refused = await post({ intent: "status", applicationId: appId, to: "ready_to_lodge", note: "", clientNote: "" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Not yet: 3 required checklist items are neither accepted nor marked not applicable");
    for (const name of [
      "Passport (photo page and all stamped pages)",
      "Proof of current job, business or studies",
      "Police clearance certificate",
    ])
      expect(html).toContain(name);
    expect(html).not.toMatch(/not applicable: [^<]*Travel plan/); // optional: never in the way
    expect(await status(appId)).toBe("documents_pending");

    const noReason = await post({ intent: "item-na", itemId: (await itemOf(appId, "employment_proof")).id, reason: "" });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Say why it is not needed");
    for (const [type, reason] of [
      ["employment_proof", "Retired: the pension letter is under funds."],
      ["passport", "Seen in person at the office."],
    ]) {
      expect((await post({ intent: "item-na", itemId: (await itemOf(appId, type)).id, reason })).status).toBe(302);
    }
    const police = (await items(appId)).find((i) => i.name === "Police clearance certificate")!;
    expect((await post({ intent: "item-na", itemId: police.id, reason: "Not asked for visits under six months." })).status).toBe(302);
    expect((await post({ intent: "status", applicationId: appId, to: "ready_to_lodge", note: "", clientNote: "" })).status).toBe(302);
    expect(await status(appId)).toBe("ready_to_lodge");
    const history = await (await request(agentPage(), { cookie: cookies.agent })).text();
    expect(history).toContain(
      "Checklist: &quot;Police clearance certificate&quot; marked not applicable: Not asked for visits under six months.",
    );
    // The reason stays among staff.
    expect(await (await request("/client/dashboard", { cookie: cookies.client })).text()).not.toContain(
      "Not asked for visits under six months",
    );
  });

  it("lets only an admin, with a reason, move past it; the override is in the history", async () => {
    const db = await testDb();
    const police = (await items(appId)).find((i) => i.name === "Police clearance certificate")!;
    expect((await post({ intent: "item-restore", itemId: police.id })).status).toBe(302);
    // An agent's reason changes nothing: the gate holds.
    const agentTry = await post({ intent: "status", applicationId: appId, to: "lodged", note: "", clientNote: "", override: "I say so" });
    expect(agentTry.status).toBe(400);
    await expect(changeStatus(appId, "lodged", users.agent.id, { note: "", clientNote: "", override: "I say so" })).rejects.toBeInstanceOf(
      ChecklistGateError,
    );
    // An admin without a reason: refused too.
    const admin = (form: Record<string, string>) =>
      post({ intent: "status", note: "", clientNote: "", ...form }, cookies.admin, `/admin/applications/${appId}`);
    expect((await admin({ to: "lodged" })).status).toBe(400);
    expect(await status(appId)).toBe("ready_to_lodge");
    expect((await admin({ to: "lodged", override: "The embassy's deadline is today; the certificate follows by courier." })).status).toBe(
      302,
    );
    expect(await status(appId)).toBe("lodged");
    const event = await db
      .selectFrom("application_events")
      .select(["override_reason", "actor_id"])
      .where("application_id", "=", appId)
      .where("to_status", "=", "lodged")
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      actor_id: users.admin.id,
      override_reason: "The embassy's deadline is today; the certificate follows by courier. (not ready: Police clearance certificate)",
    });
    const page = await (await request(`/admin/applications/${appId}`, { cookie: cookies.admin })).text();
    expect(page).toContain("Overridden: The embassy&#x27;s deadline is today");
    expect(await (await request("/client/dashboard", { cookie: cookies.client })).text()).not.toContain("embassy's deadline");
  });

  it("holds under parallel moves: an item marked applicable again at once still stops the move", async () => {
    const app = await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    });
    const db = await testDb();
    await db.updateTable("applications").set({ status: "documents_pending" }).where("id", "=", app.id).execute();
    const moves = await Promise.all(
      Array.from({ length: 4 }, () =>
        changeStatus(app.id, "ready_to_lodge", users.agent.id, { note: "", clientNote: "" }).then(
          () => "moved",
          (e) => e.constructor.name,
        ),
      ),
    );
    expect(moves).toEqual(Array(4).fill("ChecklistGateError"));
    expect(await status(app.id)).toBe("documents_pending");
    const count = await db
      .selectFrom("application_events")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("application_id", "=", app.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1); // "Application opened" only
  });
});
