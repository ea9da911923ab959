// Issue 43, item 2: one inbox. An agent's inbox lists only their clients' threads,
// unread first; another agent's thread never appears nor opens; a saved reply fills in
// the client's name (no JavaScript); a reply from the inbox is stored and the thread
// leaves the unread ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const cookies: Record<string, string> = {};
const apps: Record<"chitra" | "bela" | "zed", string> = { chitra: "", bela: "", zed: "" };
let chitraId = "";
let zedId = "";

function send(cookie: string, path: string, body: string) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("body", body);
  return request(path, { cookie, form });
}
const page = async (path: string, cookie = cookies.agentA) => {
  const res = await request(path, { cookie });
  return { status: res.status, html: await res.text() };
};
/** The threads listed, in their order. */
const listed = (html: string) => [...html.matchAll(/data-thread="([0-9a-f-]{36})"/g)].map((m) => m[1]);

beforeAll(async () => {
  smtp = await startSmtp();
  const users = await createUsers("inbox");
  chitraId = users.client.id;
  const agentB = await createUser({ email: "inbox-agent-b@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bina Agent" });
  const bela = await createUser({ email: "inbox-bela@example.com", password: PASSWORDS.client, role: "client", fullName: "Bela Bose" });
  const zed = await createUser({ email: "inbox-zed@example.com", password: PASSWORDS.client, role: "client", fullName: "Zed Zeta" });
  zedId = zed.id;
  const db = await testDb();
  const owners = [
    ["chitra", users.client.id, users.agent.id],
    ["bela", bela.id, users.agent.id],
    ["zed", zed.id, agentB.id],
  ] as const;
  for (const [key, clientId, agentId] of owners) {
    await db.updateTable("client_profiles").set({ assigned_agent_id: agentId }).where("user_id", "=", clientId).execute();
    apps[key] = (
      await createApplication({
        clientId,
        serviceSlug: "canada-visitor-visa",
        destinationCountry: "canada",
        assignedAgentId: agentId,
        createdBy: users.admin.id,
      })
    ).id;
  }
  cookies.agentA = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.chitra = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.bela = await signIn("client", "inbox-bela@example.com", PASSWORDS.client);
  cookies.zed = await signIn("client", "inbox-zed@example.com", PASSWORDS.client);
  // Chitra writes first, then Bela, then Zed (agent B's client).
  for (const key of ["chitra", "bela", "zed"] as const) {
    expect((await send(cookies[key], `/client/messages/${apps[key]}`, `A question from ${key}`)).status).toBe(302);
  }
});

afterAll(async () => smtp.close());

describe(`the inbox on ${backendName()}`, () => {
  it("lists only the agent's clients' threads, unread first, and never opens another agent's", async () => {
    let inbox = await page("/agent/inbox");
    expect(inbox.status).toBe(200);
    expect(listed(inbox.html)).toEqual([apps.bela, apps.chitra]); // both unread: newest first
    expect(inbox.html).toContain("1 unread");
    expect(inbox.html).toContain("Waiting for us since");
    expect(inbox.html).not.toContain("Zed Zeta");
    // Reading Bela's thread puts Chitra's, still unread, first though it is older.
    expect((await page(`/agent/messages/${apps.bela}`)).status).toBe(200);
    inbox = await page("/agent/inbox");
    expect(listed(inbox.html)).toEqual([apps.chitra, apps.bela]);
    expect(listed((await page("/agent/inbox?unread=1")).html)).toEqual([apps.chitra]);
    expect(listed((await page("/agent/inbox?sort=waiting")).html)).toEqual([apps.chitra, apps.bela]);
    expect(listed((await page("/agent/inbox?q=bose")).html)).toEqual([apps.bela]);
    // Agent B's thread: not in any list, and not opened beside it.
    for (const path of ["/agent/inbox?q=zed", `/agent/inbox?client=${zedId}`, "/agent/inbox?sort=waiting&waiting=1"]) {
      expect(listed((await page(path)).html)).not.toContain(apps.zed);
    }
    const other = await page(`/agent/inbox?thread=${apps.zed}`);
    expect(other.status).toBe(404);
    expect(other.html).not.toContain("A question from zed");
    expect((await send(cookies.agentA, `/agent/inbox?thread=${apps.zed}`, "Not mine")).status).toBe(404);
    // The admin sees every thread.
    expect(listed((await page("/admin/inbox", cookies.admin)).html).sort()).toEqual(Object.values(apps).sort());
  });

  it("fills a saved reply with the client's name, and a reply from the inbox is stored and read", async () => {
    // Only an admin keeps the saved replies.
    const form = { title: "Documents received", body: "Dear {client_first_name}, we have your documents ({client_name})." };
    expect(location(await request("/admin/saved-replies/new", { cookie: cookies.agentA, form }))).toMatch(
      /^\/agent\/login|^\/admin\/login/,
    );
    const created = await request("/admin/saved-replies/new", { cookie: cookies.admin, form });
    expect(location(created)).toBe("/admin/saved-replies");
    const db = await testDb();
    const saved = await db.selectFrom("saved_replies").select("id").execute();
    expect(saved).toHaveLength(1);
    expect((await page("/admin/saved-replies", cookies.admin)).html).toContain("{client_first_name}");

    // Without JavaScript the chooser reloads the inbox with the text filled in.
    const filled = await page(`/agent/inbox?thread=${apps.chitra}&reply=${saved[0].id}`);
    expect(filled.status).toBe(200);
    expect(filled.html).toContain("Dear Chitra, we have your documents (Chitra Client).</textarea>");
    expect(filled.html).toContain("A question from chitra");

    // Chitra writes again; the reply goes from the inbox, through the thread's checks.
    expect((await send(cookies.chitra, `/client/messages/${apps.chitra}`, "And one more thing")).status).toBe(302);
    expect(listed((await page("/agent/inbox?unread=1")).html)).toEqual([apps.chitra]);
    const sent = await send(cookies.agentA, `/agent/inbox?unread=1&thread=${apps.chitra}`, "Dear Chitra, all received.");
    expect(location(sent)).toBe(`/agent/inbox?unread=1&thread=${apps.chitra}#thread`);
    const stored = await db
      .selectFrom("messages")
      .select(["body", "from_client"])
      .where("application_id", "=", apps.chitra)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: "Dear Chitra, all received.", from_client: false });
    const after = await page("/agent/inbox?unread=1");
    expect(listed(after.html)).toEqual([]);
    expect(listed((await page("/agent/inbox?waiting=1")).html)).toEqual([apps.bela]);
    expect((await send(cookies.agentA, `/agent/inbox?thread=${apps.chitra}`, " ")).status).toBe(400);

    // The thread on the agent's page of the client, latest messages first in view.
    const client = await page(`/agent/clients/${chitraId}`);
    expect(client.html).toContain("Dear Chitra, all received.");
    expect(client.html).toContain(`/agent/inbox?thread=${apps.chitra}#thread`);

    // An admin deletes the saved reply.
    expect(location(await request("/admin/saved-replies", { cookie: cookies.admin, form: { id: saved[0].id } }))).toBe(
      "/admin/saved-replies",
    );
    expect(await db.selectFrom("saved_replies").select("id").execute()).toEqual([]);
  });
});
