// Issue 14, items 9 and 10: rules that keep someone out or something private, each
// with a test that fails when the rule is taken away.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, TRANSITIONS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { changeStatus, createApplication, WorkflowError } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { createClient } from "~/server/cases/clients.server";
import { itemOf } from "../support/checklist";
import { cookiesFrom, location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { TINY_PNG } from "../support/images";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
let otherAgent: { id: string; email: string };
let otherClient: { id: string; email: string };
const cookies: Record<string, string> = {};

beforeAll(async () => {
  users = await createUsers("rules");
  const db = await testDb();
  otherAgent = await createUser({
    email: "rules-agent-b@example.com",
    password: "rules-agent-b-pass",
    role: "agent",
    fullName: "Bea Otheragent",
  });
  otherClient = await createUser({
    email: "rules-client-b@example.com",
    password: "rules-client-b-pass",
    role: "client",
    fullName: "Bo Otherclient",
  });
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  await db.updateTable("client_profiles").set({ assigned_agent_id: otherAgent.id }).where("user_id", "=", otherClient.id).execute();
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agentA = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.agentB = await signIn("agent", otherAgent.email, "rules-agent-b-pass");
  cookies.clientA = await signIn("client", users.client.email, PASSWORDS.client);
});

async function upload(cookie: string, applicationId: string, documentType = "passport") {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("datedOn", "2026-01-15"); // a passport's expiry or a test's day: asked of documents that run out
  form.set("itemId", (await itemOf(applicationId, documentType)).id);
  form.set("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "passport.pdf");
  return request("/client/dashboard", { cookie, form });
}

async function newApplication(clientId: string, agentId: string, status: ApplicationStatus) {
  const app = await createApplication({
    clientId,
    serviceSlug: "uk-visitor-visa",
    destinationCountry: "united-kingdom",
    assignedAgentId: agentId,
    createdBy: users.admin.id,
  });
  const db = await testDb();
  await db.updateTable("applications").set({ status }).where("id", "=", app.id).execute();
  return app;
}

describe(`documents and agents on ${backendName()}`, () => {
  let documentId: string;
  beforeAll(async () => {
    const app = await newApplication(users.client.id, users.agent.id, "documents_pending");
    expect((await upload(cookies.clientA, app.id)).status).toBe(302);
    const db = await testDb();
    documentId = (await db.selectFrom("documents").select("id").where("client_id", "=", users.client.id).executeTakeFirstOrThrow()).id;
  });

  it("serves a document as a download in a sandbox: no script of it can run on our origin", async () => {
    const res = await request(`/documents/${documentId}`, { cookie: cookies.clientA });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="passport\.pdf"$/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("does not let an agent see, download or review a document of a client who is not theirs, not even by posting its id from their own client's page", async () => {
    expect((await request(`/documents/${documentId}`, { cookie: cookies.agentB })).status).toBe(404);
    expect((await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agentB })).status).toBe(404);
    const viaOwnClient = await request(`/agent/clients/${otherClient.id}`, {
      cookie: cookies.agentB,
      form: { intent: "review", documentId, decision: "revise", reason: "Looks forged" },
    });
    expect(viaOwnClient.status).toBe(404);
    const db = await testDb();
    const doc = await db.selectFrom("documents").select(["status", "review_reason"]).where("id", "=", documentId).executeTakeFirstOrThrow();
    expect(doc).toEqual({ status: "uploaded", review_reason: null });
    const page = await (await request(`/agent/clients/${otherClient.id}`, { cookie: cookies.agentB })).text();
    expect(page).not.toContain(documentId);
    // Their own agent can.
    expect((await request(`/documents/${documentId}`, { cookie: cookies.agentA })).status).toBe(200);
  });

  it.each(["granted", "refused", "withdrawn", "closed"] as const)(
    "refuses an upload into a %s application, with a message",
    async (status) => {
      const app = await newApplication(users.client.id, users.agent.id, status);
      const res = await upload(cookies.clientA, app.id);
      expect(res.status).toBe(409);
      expect(await res.text()).toMatch(/so it takes no more documents/);
      const db = await testDb();
      expect(await db.selectFrom("documents").select("id").where("application_id", "=", app.id).executeTakeFirst()).toBeUndefined();
    },
  );
});

describe(`the workflow on ${backendName()}`, () => {
  const forbidden = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_STATUSES.filter((to) => !TRANSITIONS[from].includes(to)).map((to) => ({ from, to })),
  );

  it("has forbidden moves to test (the whole matrix)", () => {
    expect(forbidden.length).toBeGreaterThan(60);
  });

  it.each(forbidden)("refuses $from → $to and changes nothing", async ({ from, to }) => {
    const app = await newApplication(users.client.id, users.agent.id, from);
    const db = await testDb();
    const history = () => db.selectFrom("application_events").select("id").where("application_id", "=", app.id).execute();
    const before = (await history()).length;
    await expect(changeStatus(app.id, to, users.agent.id, { note: "", clientNote: "" })).rejects.toBeInstanceOf(WorkflowError);
    const row = await db.selectFrom("applications").select("status").where("id", "=", app.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(from);
    expect((await history()).length).toBe(before);
  });
});

describe(`the outbox and its records on ${backendName()}`, () => {
  it("rolls an outbox row back with the record it belongs to, and the record with its outbox row", async () => {
    const db = await testDb();
    const count = async (table: "enquiries" | "outbox" | "admin_users") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The database refuses the outbox row: the enquiry is not kept either, and the visitor is told.
    await sql`create or replace function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`.execute(
      db,
    );
    await sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`.execute(db);
    try {
      const [enquiries, people] = [await count("enquiries"), await count("admin_users")];
      const res = await request("/contact", {
        form: { name: "Rolled Back", email: "rolled@example.com", message: "This must not be half-stored.", consent: "on" },
      });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("This must not be half-stored.");
      expect(await count("enquiries")).toBe(enquiries);
      // An invitation that cannot be queued: no account without its invitation.
      await expect(createClient({ email: "uninvited@example.com", firstName: "Un", lastName: "Invited" }, users.admin.id)).rejects.toThrow(
        /outbox refused/,
      );
      expect(await count("admin_users")).toBe(people);
    } finally {
      await sql`drop trigger refuse_outbox on outbox`.execute(db);
    }
    // The other way: the record fails after its outbox row was written; neither stays.
    const outbox = await count("outbox");
    await expect(
      db.transaction().execute(async (trx) => {
        const { enqueue } = await import("~/server/outbox/outbox.server");
        await enqueue(trx, "enquiry_notification", { enquiryId: "00000000-0000-4000-8000-000000000009" });
        await trx.insertInto("enquiries").values({ name: "", email: "x@example.com", consent: true }).execute(); // name check fails
      }),
    ).rejects.toThrow();
    expect(await count("outbox")).toBe(outbox);
  });
});

describe(`caching of private answers on ${backendName()}`, () => {
  it("keeps every portal answer private, the data requests of client-side navigation included", async () => {
    for (const [path, cookie] of [
      ["/admin/dashboard.data", cookies.admin],
      ["/agent/clients.data", cookies.agentA],
      ["/client/dashboard.data", cookies.clientA],
      ["/client/account.data", cookies.clientA],
      ["/admin/dashboard.data", undefined],
    ] as const) {
      const res = await request(path, { cookie });
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    // An e-mailed link's page names its person.
    expect((await request("/invitation/not-a-real-token")).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await request("/password-reset/not-a-real-token.data")).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("never lets a public page that sets a cookie be cached publicly", async () => {
    // A toast rides a cookie on the redirect after a form; the page that shows it clears the cookie.
    const sent = await request("/contact", {
      form: { name: "Toast Reader", email: "toast@example.com", message: "Hello from the toast test.", consent: "on" },
    });
    expect(sent.status).toBe(302);
    const toast = cookiesFrom(sent);
    expect(toast).toMatch(/__toast=/);
    for (const path of ["/contact?sent=1", "/contact.data?sent=1", "/", "/_root.data"]) {
      const res = await request(path, { cookie: toast });
      expect(res.headers.getSetCookie().join(), path).toMatch(/__toast=;/);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});

describe(`images of what is not published on ${backendName()}`, () => {
  it("serves a draft post's cover and an unpublished story's photo to admins only, until published", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "Draft with cover",
      slug: "draft-with-cover",
      excerpt: "x",
      body_markdown: "Body",
      status: "draft",
      published_at: "",
      cover_image_credit: "Ours",
      cover_image_alt: "A cover",
    }))
      form.set(k, v);
    form.set("cover_image", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "cover.png");
    const saved = await request("/admin/blog/new", { cookie: cookies.admin, form });
    expect(saved.status).toBe(302);
    const db = await testDb();
    const post = await db
      .selectFrom("blog_posts")
      .select(["id", "cover_image_url"])
      .where("slug", "=", "draft-with-cover")
      .executeTakeFirstOrThrow();
    expect(post.cover_image_url).toMatch(/^\/files\//);
    expect((await request(post.cover_image_url!)).status).toBe(404);
    const asAdmin = await request(post.cover_image_url!, { cookie: cookies.admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("Cache-Control")).toBe("private, no-store");
    await db
      .updateTable("blog_posts")
      .set({ status: "published", published_at: sql`now() + interval '1 day'` })
      .where("id", "=", post.id)
      .execute();
    expect((await request(post.cover_image_url!)).status).toBe(404); // scheduled: not yet
    await db
      .updateTable("blog_posts")
      .set({ published_at: sql`now() - interval '1 minute'` })
      .where("id", "=", post.id)
      .execute();
    const published = await request(post.cover_image_url!);
    expect(published.status).toBe(200);
    expect(published.headers.get("Cache-Control")).toMatch(/^public/);

    const file = await db
      .selectFrom("files")
      .select("id")
      .where("id", "=", post.cover_image_url!.split("/").pop()!)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("visa_successes")
      .values({
        display_name: "Private Person",
        country: "Canada",
        visa_type: "PR",
        photo_url: `/files/${file.id}`,
        consent_to_publish: false,
        is_published: false,
      })
      .execute();
    await db.updateTable("blog_posts").set({ cover_image_url: null }).where("id", "=", post.id).execute();
    expect((await request(`/files/${file.id}`)).status).toBe(404);
  });

  it("withholds a hidden team member's photo, in every width, until they are shown on the About page", async () => {
    const db = await testDb();
    const { id } = await db
      .insertInto("files")
      .values({
        visibility: "public",
        content_type: "image/png",
        size_bytes: TINY_PNG.byteLength,
        sha256: "team-photo",
        storage: "database",
        data: TINY_PNG,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const member = await db
      .insertInto("team_members")
      .values({ name: "Not Yet Announced", role: "Case manager", photo_url: `/files/${id}`, photo_credit: "Ours", is_published: false })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const path of [`/files/${id}`, `/files/${id}?w=320`]) expect((await request(path)).status, path).toBe(404);
    expect(await (await request("/about")).text()).not.toContain("Not Yet Announced");
    expect((await request(`/files/${id}?w=320`, { cookie: cookies.admin })).status).toBe(200);
    await db.updateTable("team_members").set({ is_published: true }).where("id", "=", member.id).execute();
    expect((await request(`/files/${id}?w=320`)).status).toBe(200);
    expect(await (await request("/about")).text()).toContain("Not Yet Announced");
  });
});

describe(`sign-in redirects on ${backendName()}`, () => {
  it("sends the second-factor step only to this portal's code page", async () => {
    // (The step's cookie is checked per portal in accounts.test.ts; here, its page without one.)
    expect(location(await request("/admin/login/code"))).toBe("/admin/login");
    expect(location(await request("/client/login/code", { form: { intent: "code", code: "123456" } }))).toBe("/client/login");
  });
});
