// Issue 40: the case file's writes sent at once, as double clicks, two tabs and two staff
// do. Each request is answered (never a 500) and what is stored is what one of them
// would have stored alone: one person for one form sent twice, one account for one
// invitation, every change of an answer in the history, one template version a number.
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let mainId: string;
const START = `${new Date().getFullYear() - 11}-01`;

const adminPage = () => `/admin/applications/${appId}`;
const statuses = (responses: Response[]) => responses.map((r) => r.status);
const people = async () =>
  (await testDb())
    .selectFrom("application_people")
    .select(["id", "role", "first_name", "user_id"])
    .where("application_id", "=", appId)
    .orderBy("created_at")
    .execute();

beforeAll(async () => {
  users = await createUsers("races");
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  mainId = (await people())[0].id;
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
});

describe(`the case file under simultaneous requests, on ${backendName()}`, () => {
  it("adds a person once for one form sent four times at once, with their checklist once", async () => {
    const form = {
      intent: "person-add",
      formKey: crypto.randomUUID(),
      role: "partner",
      firstName: "Meera",
      lastName: "Rao",
      dateOfBirth: "1990-05-01",
      email: "races-meera@example.com",
    };
    const responses = await Promise.all(Array.from({ length: 4 }, () => request(adminPage(), { cookie: cookies.admin, form })));
    expect(statuses(responses)).toEqual([302, 302, 302, 302]);
    const partners = (await people()).filter((p) => p.role === "partner");
    expect(partners).toHaveLength(1);
    const db = await testDb();
    const passports = await db
      .selectFrom("application_items")
      .select("id")
      .where("person_id", "=", partners[0].id)
      .where("document_type", "=", "passport")
      .execute();
    expect(passports).toHaveLength(1);
  });

  it("gives an adult one account when they are invited four times at once", async () => {
    const partner = (await people()).find((p) => p.role === "partner")!;
    const form = { intent: "person-invite", personId: partner.id };
    const responses = await Promise.all(Array.from({ length: 4 }, () => request(adminPage(), { cookie: cookies.admin, form })));
    expect(statuses(responses).every((s) => s === 302)).toBe(true);
    const db = await testDb();
    const accounts = await db.selectFrom("admin_users").select("id").where("email", "=", "races-meera@example.com").execute();
    expect(accounts).toHaveLength(1);
    expect((await people()).find((p) => p.id === partner.id)!.user_id).toBe(accounts[0].id);
    const invited = await db
      .selectFrom("application_events")
      .select("id")
      .where("application_id", "=", appId)
      .where("summary", "like", "%invited to sign in themselves")
      .execute();
    expect(invited).toHaveLength(1);
  });

  it("keeps every change of a section sent from several tabs at once, one after another", async () => {
    const send = (street: string) =>
      request(`/client/questionnaire/${mainId}?section=addresses`, {
        cookie: cookies.client,
        form: {
          intent: "send",
          "rows.0.from": START,
          "rows.0.to": "",
          "rows.0.street": street,
          "rows.0.city": "Pune",
          "rows.0.country": "India",
        },
      });
    expect((await send("1 First Street")).status).toBe(302);
    const streets = ["2 Second Street", "3 Third Street", "4 Fourth Street", "5 Fifth Street", "6 Sixth Street"];
    expect(statuses(await Promise.all(streets.map(send)))).toEqual([302, 302, 302, 302, 302]);

    const db = await testDb();
    const answers = await db
      .selectFrom("questionnaire_answers")
      .select(["id", "answers", "state"])
      .where("person_id", "=", mainId)
      .where("section_key", "=", "addresses")
      .execute();
    expect(answers).toHaveLength(1);
    const changes = await db
      .selectFrom("questionnaire_changes")
      .select(["before", "after"])
      .where("answer_id", "=", answers[0].id)
      .orderBy("created_at")
      .execute();
    const street = (a: unknown) => (a as { rows: { street: string }[] }).rows[0].street;
    // One change per send after the first, each starting where the one before it ended.
    expect(changes).toHaveLength(streets.length);
    expect(street(changes[0].before)).toBe("1 First Street");
    for (let i = 1; i < changes.length; i++) expect(street(changes[i].before)).toBe(street(changes[i - 1].after));
    expect(street(changes.at(-1)!.after)).toBe(street(answers[0].answers));
    expect(new Set(changes.map((c) => street(c.after)))).toEqual(new Set(streets));
  });

  it("numbers template versions saved by four admins at once without a gap, and tells the others to try again", async () => {
    const { QUESTIONNAIRES } = await import("~/content/questionnaires");
    const path = "/admin/questionnaires/uk-skilled-worker-visa";
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        request(path, {
          cookie: cookies.admin,
          form: { body: JSON.stringify({ ...QUESTIONNAIRES["uk-skilled-worker-visa"], title: `Revision ${n}` }) },
        }),
      ),
    );
    expect(statuses(responses).every((s) => s === 302 || s === 409)).toBe(true);
    for (const refused of responses.filter((r) => r.status === 409))
      expect(await refused.text()).toContain("Another admin saved a version");
    const db = await testDb();
    const versions = await db
      .selectFrom("questionnaire_templates")
      .select(["version", "body"])
      .where("service_slug", "=", "uk-skilled-worker-visa")
      .orderBy("version")
      .execute();
    const saved = responses.filter((r) => r.status === 302).length;
    expect(saved).toBeGreaterThanOrEqual(1);
    // Version 1 is the seeded one, made on first use; each save that succeeded is the next number.
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    expect(versions.filter((v) => (v.body as { title: string }).title.startsWith("Revision"))).toHaveLength(saved);
  });
});
