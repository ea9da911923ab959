// Issue 42, part 4 (decision 028): a granted application becomes a success story only
// with its client's consent. The application's agent asks, the client sees exactly what
// would be published and agrees on that text (its SHA-256), the admin publishes it, and
// withdrawing takes it off the gallery. The rules that keep people out, each refused.
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { createApplication } from "~/server/cases/applications.server";
import type { Db } from "~/server/db/db.server";
import { consentText } from "~/lib/website/story-consent";
import { sha256 } from "~/server/website/story-consents.server";
import { eraseClient } from "~/server/records/data-requests.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { TINY_PNG } from "../support/images";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
let users: Awaited<ReturnType<typeof createUsers>>;
let appId: string;
let otherAgentsAppId: string;
let storyId: string;
const cookies: Record<"admin" | "agent" | "client" | "otherAgent" | "otherClient", string> = {} as never;
const WORDS = "Seven months of paperwork, and now we live in Toronto.";

beforeAll(async () => {
  users = await createUsers("story");
  db = await testDb();
  const otherAgent = await createUser({
    email: "story-agent2@example.com",
    password: PASSWORDS.agent,
    role: "agent",
    fullName: "Bela Agent",
  });
  await createUser({ email: "story-client2@example.com", password: PASSWORDS.client, role: "client", fullName: "Dara Client" });
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  const open = (assignedAgentId: string) =>
    createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId,
      createdBy: users.admin.id,
    });
  appId = (await open(users.agent.id)).id;
  // The same client's second application, whose agent is another: not for the first agent to ask about.
  otherAgentsAppId = (await open(otherAgent.id)).id;
  // Lodged on 10 March, granted on 20 October: seven whole months, read from the history.
  for (const id of [appId, otherAgentsAppId]) {
    await db
      .updateTable("applications")
      .set({ status: "granted", lodged_on: "2026-03-10", decided_on: "2026-10-20" })
      .where("id", "=", id)
      .execute();
    await db
      .insertInto("application_events")
      .values([
        {
          application_id: id,
          actor_id: users.admin.id,
          from_status: "ready_to_lodge",
          to_status: "lodged",
          created_at: new Date("2026-03-10T06:00:00Z"),
        },
        {
          application_id: id,
          actor_id: users.admin.id,
          from_status: "lodged",
          to_status: "granted",
          created_at: new Date("2026-10-20T06:00:00Z"),
        },
      ])
      .execute();
  }
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.otherAgent = await signIn("agent", "story-agent2@example.com", PASSWORDS.agent);
  cookies.otherClient = await signIn("client", "story-client2@example.com", PASSWORDS.client);
});

const story = () => db.selectFrom("visa_successes").selectAll().where("id", "=", storyId).executeTakeFirstOrThrow();
const gallery = async () => (await request("/visa-success-gallery")).text();
const shownSha = (html: string) => /name="sha256" value="([0-9a-f]{64})"/.exec(html)![1];
const ask = (who: "agent" | "otherAgent", applicationId: string, formKey = crypto.randomUUID()) =>
  request(`/agent/clients/${users.client.id}`, { cookie: cookies[who], form: { intent: "story-ask", applicationId, formKey } });
const answer = (intent: string, sha: string, who: "client" | "otherClient" = "client") =>
  request(`/client/success-stories/${storyId}`, { cookie: cookies[who], form: { intent, sha256: sha } });
const adminPost = (form: Record<string, string>) => request("/admin/visa-success", { cookie: cookies.admin, form });

describe(`success stories with the client's consent on ${backendName()}`, () => {
  it("is asked for by the application's own agent only, once per submission; the client is told", async () => {
    // The client's agent, but not this application's: the same 404 as no application.
    expect((await ask("agent", otherAgentsAppId)).status).toBe(404);
    // Another agent cannot even reach the client.
    expect((await ask("otherAgent", appId)).status).toBe(404);
    expect(await db.selectFrom("visa_successes").select("id").execute()).toHaveLength(0);

    // A double click: the same form twice at once asks once.
    const formKey = crypto.randomUUID();
    const both = await Promise.all([ask("agent", appId, formKey), ask("agent", appId, formKey)]);
    expect(both.map((r) => r.status)).toEqual([302, 302]);
    const rows = await db.selectFrom("visa_successes").selectAll().execute();
    expect(rows).toHaveLength(1);
    storyId = rows[0].id;
    expect(rows[0]).toMatchObject({
      application_id: appId,
      client_id: users.client.id,
      requested_by: users.agent.id,
      consent_state: "asked",
      display_name: "Chitra",
      country: "Canada",
      visa_type: "Canada Permanent Residency",
      granted_on: "2026-10-20",
      months_taken: 7,
      consent_to_publish: false,
      is_published: false,
    });
    const notices = await db.selectFrom("notifications").select(["title", "link"]).where("user_id", "=", users.client.id).execute();
    expect(notices).toEqual([{ title: expect.stringContaining("may we share your story?"), link: `/client/success-stories/${storyId}` }]);
    expect(await (await request("/client/dashboard", { cookie: cookies.client })).text()).toContain(`/client/success-stories/${storyId}`);
    expect(await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agent })).text()).toContain(
      "Waiting for the client",
    );
  });

  it("cannot be seen or answered by another client (404), nor published without consent (409)", async () => {
    const page = await (await request(`/client/success-stories/${storyId}`, { cookie: cookies.client })).text();
    expect((await request(`/client/success-stories/${storyId}`, { cookie: cookies.otherClient })).status).toBe(404);
    expect((await answer("agree", shownSha(page), "otherClient")).status).toBe(404);
    expect((await story()).consent_state).toBe("asked");

    const refused = await adminPost({ intent: "publish", storyId });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("the client has not agreed");
    expect((await story()).is_published).toBe(false);
    // The database refuses it too.
    await expect(db.updateTable("visa_successes").set({ is_published: true }).where("id", "=", storyId).execute()).rejects.toThrow(
      /visa_successes_consent/,
    );
    expect(await gallery()).not.toContain("Chitra");
  });

  it("shows the client what would be published; they write their words, add a photo and agree on exactly that text", async () => {
    const first = await (await request(`/client/success-stories/${storyId}`, { cookie: cookies.client })).text();
    for (const text of ["What would be published", "Name shown: Chitra", "Destination: Canada", "7 months from lodgement to grant"])
      expect(first).toContain(text);
    // Agreeing needs words.
    const empty = await answer("agree", shownSha(first));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write a few words");

    const form = new FormData();
    form.append("photo", new Blob([TINY_PNG], { type: "image/png" }), "me.png");
    for (const [k, v] of Object.entries({ intent: "save", name_form: "initials", story: WORDS })) form.append(k, v);
    expect((await request(`/client/success-stories/${storyId}`, { cookie: cookies.client, form })).status).toBe(302);
    const saved = await story();
    expect([saved.display_name, saved.story, saved.consent_state]).toEqual(["C. C.", WORDS, "asked"]);
    // Their photo: theirs and the admins' to see before it is published, no one else's.
    expect((await request(saved.photo_url!, { cookie: cookies.client })).status).toBe(200);
    expect((await request(saved.photo_url!, { cookie: cookies.otherClient })).status).toBe(404);
    expect((await request(saved.photo_url!)).status).toBe(404);

    // The text first shown is no longer what would be published: refused.
    const stale = await answer("agree", shownSha(first));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("changed since this page was opened");
    expect((await story()).consent_state).toBe("asked");

    const page = await (await request(`/client/success-stories/${storyId}`, { cookie: cookies.client })).text();
    expect(page).toContain("Name shown: C. C.");
    // The same consent sent twice at once: one answer on record.
    const both = await Promise.all([answer("agree", shownSha(page)), answer("agree", shownSha(page))]);
    expect(both.map((r) => r.status)).toEqual([302, 302]);
    const agreed = await story();
    const text = consentText(agreed);
    expect(agreed).toMatchObject({ consent_state: "agreed", consent_to_publish: true, is_published: false, consent_text: text });
    expect(agreed.consent_sha256).toBe(sha256(text));
    expect(shownSha(page)).toBe(sha256(text));
    const answers = await db.selectFrom("story_consents").selectAll().where("story_id", "=", storyId).execute();
    expect(answers.map((a) => [a.answer, a.shown_text, a.shown_sha256, a.client_id])).toEqual([
      ["agreed", text, sha256(text), users.client.id],
    ]);
  });

  it("is published by the admin as agreed (never edited), and withdrawing takes it off the gallery at once", async () => {
    // The admin cannot change the client's words.
    const edit = await request(`/admin/visa-success/${storyId}`, {
      cookie: cookies.admin,
      form: { intent: "save", display_name: "Chitra Client", country: "Canada", visa_type: "PR", story: "Edited by the admin" },
    });
    expect(edit.status).toBe(409);
    expect((await story()).story).toBe(WORDS);

    // Sent back with a note: the consent lapses, the client is told, and answers again.
    expect((await adminPost({ intent: "send-back", storyId, note: "Could you add the city you moved to?" })).status).toBe(302);
    expect(await story()).toMatchObject({ consent_state: "asked", consent_to_publish: false });
    expect((await adminPost({ intent: "publish", storyId })).status).toBe(409);
    const again = await (await request(`/client/success-stories/${storyId}`, { cookie: cookies.client })).text();
    expect((await answer("agree", shownSha(again))).status).toBe(302);

    expect(await (await request("/admin/visa-success", { cookie: cookies.admin })).text()).toContain("Waiting for review (1)");
    const published = await adminPost({ intent: "publish", storyId });
    expect([published.status, location(published)]).toEqual([302, "/admin/visa-success"]);
    const shown = await gallery();
    expect(shown).toContain(WORDS);
    expect(shown).toContain("C. C.");
    expect(shown).toContain("7 months from lodgement to grant");
    const photo = (await story()).photo_url!;
    expect((await request(photo)).status).toBe(200);

    expect((await answer("withdraw", "")).status).toBe(302);
    expect(await story()).toMatchObject({ consent_state: "withdrawn", consent_to_publish: false, is_published: false });
    expect(await gallery()).not.toContain(WORDS);
    expect((await request(photo)).status).toBe(404);
    expect((await adminPost({ intent: "publish", storyId })).status).toBe(409);
    const answers = await db.selectFrom("story_consents").select("answer").where("story_id", "=", storyId).orderBy("answered_at").execute();
    expect(answers.map((a) => a.answer)).toEqual(["agreed", "agreed", "withdrawn"]);
  });

  it("goes with its photo and answers when the client's data is erased", async () => {
    const photoId = (await story()).photo_url!.replace("/files/", "");
    await eraseClient(users.client.id, users.admin.id, null);
    expect(await db.selectFrom("visa_successes").select("id").where("client_id", "=", users.client.id).execute()).toEqual([]);
    expect(await db.selectFrom("story_consents").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("files").select("id").where("id", "=", photoId).execute()).toEqual([]);
  });
});
