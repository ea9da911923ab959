// Regression tests for the bugs the hostile-input properties found (issue 8, item 3):
// one focused case each, so a bug that returns names itself.
import { itemOf } from "../../support/checklist";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createClient } from "~/server/cases/clients.server";
import { NUL_MESSAGE } from "~/server/http/forms.server";
import { createUser } from "~/server/accounts/users.server";
import { cookiesFrom, location, request } from "../../support/app";
import { backendName, testDb } from "../../support/db";
import { escapeHtml, sessionCookie, visibleHtml } from "../../support/fuzz";
import { TINY_PNG } from "../../support/images";
import { createUsers, PASSWORDS } from "../../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
const cookies: Record<"admin" | "agent" | "client", string> = { admin: "", agent: "", client: "" };
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

beforeAll(async () => {
  users = await createUsers("regress");
  for (const role of ["admin", "agent", "client"] as const) {
    cookies[role] = await sessionCookie(users[role].id);
  }
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
});

const enquiry = { name: "Nadia Null", email: "nadia@example.com", message: "I would like to study in Canada.", consent: "on" };

describe(`hostile-input regressions on ${backendName()}`, () => {
  it("refuses a NUL character beside its field instead of failing to store it (was a 503 on /contact, a 500 elsewhere)", async () => {
    const db = await testDb();
    const before = (await db.selectFrom("enquiries").select("id").execute()).length;
    const res = await request("/contact", { form: { ...enquiry, name: "Nadia\u0000Null" } });
    expect(res.status).toBe(400);
    expect(visibleHtml(await res.text())).toContain(escapeHtml(NUL_MESSAGE));
    expect((await db.selectFrom("enquiries").select("id").execute()).length).toBe(before);
    const settings = await request("/admin/settings", { cookie: cookies.admin, form: { office_address: "5 MG Road\u0000" } });
    expect(settings.status).toBe(400);
  });

  it("a refused sign-in shows the e-mail as it was typed, not as it was normalised", async () => {
    const typed = `  ${users.agent.email.toUpperCase()}`;
    const res = await request("/agent/login", { form: { email: typed, password: "wrong-password" } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`value="${escapeHtml(typed)}"`);
  });

  it("a sign-in whose redirectTo holds any text leads to that path percent-encoded, and never out of the portal (was a 500)", async () => {
    const signIn = (redirectTo: string) =>
      request("/client/login", { form: { email: users.client.email, password: PASSWORDS.client, redirectTo } });
    const unicode = await signIn("/client/dashboard?q=ü\u0001שלום");
    expect(unicode.status).toBe(302);
    expect(location(unicode)).toBe("/client/dashboard?q=%C3%BC%01%D7%A9%D7%9C%D7%95%D7%9D");
    // A browser resolves "%2e%2e" as "..": this one leads to /admin/settings.
    expect(location(await signIn("/client/%2e%2e/admin/settings"))).toBe("/client/dashboard");
  });

  it("a page never carries NUL characters where React's stream cut a multi-byte character at its 2 KB buffer's end", async () => {
    for (let k = 0; k < 3; k++) {
      const message = "a".repeat(k) + "€".repeat(600);
      const html = await (await request("/contact", { form: { ...enquiry, email: "not-an-email", message } })).text();
      expect(html.includes("\u0000"), `offset ${k}`).toBe(false);
      expect(visibleHtml(html)).toContain(message);
    }
  });

  it("a toast quoting a long name is shortened, after the change it reports (was a 500 after the change was made)", async () => {
    const db = await testDb();
    const agent = await createUser({
      email: "long-name-agent@example.com",
      password: "long-name-pass-1",
      role: "agent",
      fullName: "A".repeat(200),
    });
    const res = await request(`/admin/agents/${agent.id}`, { cookie: cookies.admin, form: { intent: "deactivate" } });
    expect(res.status).toBe(302);
    expect((await db.selectFrom("admin_users").select("is_active").where("id", "=", agent.id).executeTakeFirstOrThrow()).is_active).toBe(
      false,
    );
    const page = await (await request(location(res)!, { cookie: `${cookies.admin}; ${cookiesFrom(res)}` })).text();
    expect(visibleHtml(page)).toContain(`${"A".repeat(199)}…`);
    const post = await db
      .insertInto("blog_posts")
      .values({ slug: "long-title", title: "T".repeat(200) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const deleted = await request(`/admin/blog/edit/${post.id}`, { cookie: cookies.admin, form: { intent: "delete", confirmed: "yes" } });
    expect(deleted.status).toBe(302);
  });

  it("an unreadable body is an unknown action on the application and agent client pages (was a 500)", async () => {
    const app = await createApplication({
      clientId: users.client.id,
      serviceSlug: "study-in-canada",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    });
    for (const [path, cookie] of [
      [`/admin/applications/${app.id}`, cookies.admin],
      [`/agent/clients/${users.client.id}`, cookies.agent],
    ]) {
      for (const headers of [
        { "Content-Type": "application/json" },
        { "Content-Type": "multipart/form-data; boundary=x" },
        { "Content-Type": "text/plain" },
      ]) {
        const res = await request(path, { cookie, body: '{"intent": "status"}', headers });
        expect(res.status, `${path} ${headers["Content-Type"]}`).toBe(400);
      }
    }
  });

  it("assigns an application only to an active agent: an unknown id was a 500, a client's id was saved as the agent", async () => {
    const db = await testDb();
    const app = await createApplication({
      clientId: users.client.id,
      serviceSlug: "study-in-canada",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    });
    for (const assignedAgentId of [NO_SUCH_ID, users.client.id]) {
      const res = await request(`/admin/applications/${app.id}`, {
        cookie: cookies.admin,
        form: { intent: "details", governmentReference: "GWF123", assignedAgentId },
      });
      expect(res.status).toBe(400);
      expect(visibleHtml(await res.text())).toContain("Choose an active agent");
    }
    expect(
      (await db.selectFrom("applications").select("assigned_agent_id").where("id", "=", app.id).executeTakeFirstOrThrow())
        .assigned_agent_id,
    ).toBe(users.agent.id);
  });

  it("a status change refused because the application was closed meanwhile says why and keeps the note", async () => {
    const db = await testDb();
    const app = await createApplication({
      clientId: users.client.id,
      serviceSlug: "study-in-canada",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    });
    await db.updateTable("applications").set({ status: "closed" }).where("id", "=", app.id).execute();
    const res = await request(`/admin/applications/${app.id}`, {
      cookie: cookies.admin,
      form: { intent: "status", to: "assessment", note: "Called the client today" },
    });
    expect(res.status).toBe(400);
    const html = visibleHtml(await res.text());
    expect(html).toContain("cannot move to");
    expect(html).toContain("Called the client today");
  });

  it("reads an upload whose file name holds ; or = (the whole form was lost as unreadable)", async () => {
    const form = new FormData();
    form.append("cover_image", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "cover; final=1.png");
    for (const [k, v] of Object.entries({
      intent: "save",
      title: "Semicolon cover",
      status: "draft",
      cover_image_credit: "Ours",
      cover_image_alt: "A cover",
    }))
      form.append(k, v);
    const res = await request("/admin/blog/new", { cookie: cookies.admin, form });
    expect(res.status).toBe(302);
    const db = await testDb();
    const post = await db
      .selectFrom("blog_posts")
      .select("cover_image_url")
      .where("slug", "=", "semicolon-cover")
      .executeTakeFirstOrThrow();
    const file = await db
      .selectFrom("files")
      .select("original_name")
      .where("id", "=", post.cover_image_url!.replace("/files/", ""))
      .executeTakeFirstOrThrow();
    expect(file.original_name).toBe("cover; final=1.png");

    const app = await createApplication({
      clientId: users.client.id,
      serviceSlug: "uk-visitor-visa",
      destinationCountry: "united-kingdom",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    });
    const upload = new FormData();
    for (const [k, v] of Object.entries({ intent: "upload", datedOn: "2026-01-15", itemId: (await itemOf(app.id, "passport")).id }))
      upload.append(k, v);
    upload.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "Passport; page=1.pdf");
    expect((await request("/client/dashboard", { cookie: cookies.client, form: upload })).status).toBe(302);
  });

  it("refuses days that do not exist (30 February, year 0000) instead of failing to store them (was a 500)", async () => {
    for (const date of ["2024-02-30", "2025-02-29", "0000-05-05"]) {
      const profile = await request("/client/profile-setup", { cookie: cookies.client, form: { passport_expiry: date } });
      expect(profile.status, `profile ${date}`).toBe(400);
      const admin = await request(`/admin/clients/${users.client.id}`, {
        cookie: cookies.admin,
        form: { intent: "profile", firstName: "Chitra", lastName: "Client", passportExpiry: date },
      });
      expect(admin.status, `admin ${date}`).toBe(400);
      const story = await request("/admin/visa-success/new", {
        cookie: cookies.admin,
        form: { intent: "save", display_name: "S. P.", country: "Canada", visa_type: "Study", granted_on: date },
      });
      expect(story.status, `story ${date}`).toBe(400);
    }
  });

  it("refuses a destination named like an object property, which then broke every page showing the application", async () => {
    for (const destinationCountry of ["__proto__", "constructor", "toString"]) {
      const res = await request("/admin/applications/new", {
        cookie: cookies.admin,
        form: { clientId: users.client.id, serviceSlug: "study-in-canada", destinationCountry, assignedAgentId: "" },
      });
      expect(res.status, destinationCountry).toBe(400);
    }
    expect((await request("/admin/applications?country=__proto__", { cookie: cookies.admin })).status).toBe(200);
  });

  it("creates a client whose two names fill 201 characters (the account's name column holds 200; was a 500)", async () => {
    const res = await request("/admin/clients/new", {
      cookie: cookies.admin,
      form: { firstName: "F".repeat(100), lastName: "L".repeat(100), email: "long-names@example.com" },
    });
    expect(res.status).toBe(302);
    const db = await testDb();
    const user = await db
      .selectFrom("admin_users")
      .select("full_name")
      .where("email", "=", "long-names@example.com")
      .executeTakeFirstOrThrow();
    expect(user.full_name).toHaveLength(200);
    expect(
      await createClient({ email: "long-names-2@example.com", firstName: "F".repeat(100), lastName: "L".repeat(100) }, users.admin.id),
    ).toBeDefined();
  });

  it("refuses a post published in the year 0000 (stored as 1 BC, it made the home page and the blog a 500)", async () => {
    const res = await request("/admin/blog/new", {
      cookie: cookies.admin,
      form: {
        intent: "save",
        title: "Year zero",
        slug: "year-zero",
        excerpt: "",
        body_markdown: "x",
        status: "published",
        published_at: "0000-01-01T00:00",
      },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Enter a date and time, or leave it empty");
    expect((await request("/")).status).toBe(200);
  });

  it("keeps the fields of an upload form whose file name holds control characters (busboy refused the part, and every field after it)", async () => {
    const form = new FormData();
    form.set("cover_image", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "cover\u0000\u001b[31m.png");
    for (const [k, v] of Object.entries({
      intent: "save",
      title: "Named oddly",
      slug: "named-oddly",
      excerpt: "",
      body_markdown: "x",
      status: "draft",
      cover_image_credit: "Ours",
      cover_image_alt: "A cover",
    }))
      form.set(k, v);
    const res = await request("/admin/blog/new", { cookie: cookies.admin, form });
    expect(res.status).toBe(302);
    const db = await testDb();
    const post = await db.selectFrom("blog_posts").select("cover_image_url").where("slug", "=", "named-oddly").executeTakeFirstOrThrow();
    const file = await db
      .selectFrom("files")
      .select("original_name")
      .where("id", "=", post.cover_image_url!.split("/").pop()!)
      .executeTakeFirstOrThrow();
    expect(file.original_name).toBe("cover__[31m.png");
  });
});
