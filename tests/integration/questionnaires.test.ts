// Issue 40: each person's questionnaire, a section at a time. A ten-year address history
// with a gap is refused with its months and what was typed kept; staff ask for a change,
// the person is told, changes it, staff accept; the answers lock at Ready to lodge until an
// admin opens them again with a reason; every change after sending is kept.
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let mainId: string;
let childId: string;
const START = `${new Date().getFullYear() - 11}-01`;

const page = (personId: string, section?: string) => `/client/questionnaire/${personId}${section ? `?section=${section}` : ""}`;
const address = (from: string, to: string, street: string) => ({ from, to, street, city: "Pune", country: "India" });
function sendAddresses(rows: ReturnType<typeof address>[], intent = "send", cookie = cookies.client) {
  const form: Record<string, string> = { intent };
  rows.forEach((r, i) => Object.entries(r).forEach(([k, v]) => (form[`rows.${i}.${k}`] = v)));
  return request(page(mainId, "addresses"), { cookie, form });
}
async function answer() {
  const db = await testDb();
  return db
    .selectFrom("questionnaire_answers")
    .select(["id", "state", "answers", "review_note"])
    .where("person_id", "=", mainId)
    .where("section_key", "=", "addresses")
    .executeTakeFirstOrThrow();
}
const noticesOf = async (userId: string, kind: string) =>
  (await testDb())
    .selectFrom("notifications")
    .select(["title", "body"])
    .where("user_id", "=", userId)
    .where("kind", "=", kind as never)
    .execute();

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("answers");
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
  await createUser({ email: "answers-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bela Agent" });
  await createUser({ email: "answers-other@example.com", password: PASSWORDS.client, role: "client", fullName: "Dara Other" });
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "answers-agent2@example.com", PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.other = await signIn("client", "answers-other@example.com", PASSWORDS.client);
  expect(
    (
      await request(`/admin/applications/${appId}`, {
        cookie: cookies.admin,
        form: { intent: "person-add", role: "child", firstName: "Kabir", lastName: "Rao", dateOfBirth: "2016-04-02" },
      })
    ).status,
  ).toBe(302);
  const people = await db.selectFrom("application_people").select(["id", "role"]).where("application_id", "=", appId).execute();
  mainId = people.find((p) => p.role === "main")!.id;
  childId = people.find((p) => p.role === "child")!.id;
});

afterAll(async () => smtp.close());

describe(`questionnaires on ${backendName()}`, () => {
  it("shows each person the sections meant for them, to the people who act for them only", async () => {
    const mine = await (await request(page(mainId), { cookie: cookies.client })).text();
    expect(mine).toContain('data-section="addresses"');
    const child = await (await request(page(childId), { cookie: cookies.client })).text();
    expect(child).toContain('data-section="child_details"');
    expect(child).not.toContain('data-section="addresses"'); // an adult's section
    expect((await request(page(mainId), { cookie: cookies.other })).status).toBe(404);
    expect((await request(page(mainId, "addresses"), { cookie: cookies.other, form: { intent: "save" } })).status).toBe(404);
    expect((await request(`/agent/applications/${appId}/answers`, { cookie: cookies.otherAgent })).status).toBe(404);
  });

  it("refuses a ten-year address history with a three-month gap, naming the months and keeping what was typed; a continuous one is sent", async () => {
    const gap = await sendAddresses([address(START, "2019-02", "12 MG Road"), address("2019-06", "", "4 Lake View")]);
    expect(gap.status).toBe(400);
    const html = await gap.text();
    expect(html).toContain("No address between March 2019 and May 2019");
    expect(html).toContain('value="4 Lake View"');
    expect(
      await (await testDb()).selectFrom("questionnaire_answers").select("id").where("person_id", "=", mainId).executeTakeFirst(),
    ).toBeUndefined();

    expect((await sendAddresses([address(START, "2019-02", "12 MG Road"), address("2019-03", "", "4 Lake View")])).status).toBe(302);
    expect((await answer()).state).toBe("sent");
    expect((await noticesOf(users.agent.id, "answers_sent")).length).toBe(1);
  });

  it("staff ask for a change, the client is told and changes it, staff accept; the change is kept with who made it", async () => {
    const staffPage = `/agent/applications/${appId}/answers`;
    const { id } = await answer();
    const noNote = await request(staffPage, {
      cookie: cookies.agent,
      form: { intent: "answers-review", answerId: id, decision: "change" },
    });
    expect(noNote.status).toBe(400);
    const asked = await request(staffPage, {
      cookie: cookies.agent,
      form: { intent: "answers-review", answerId: id, decision: "change", note: "Add the flat number to 4 Lake View" },
    });
    expect(asked.status).toBe(302);
    expect((await answer()).state).toBe("change_asked");
    const told = await noticesOf(users.client.id, "answers_reviewed");
    expect(told.map((n) => n.body)).toEqual(["Add the flat number to 4 Lake View"]);
    expect(await (await request(page(mainId, "addresses"), { cookie: cookies.client })).text()).toContain(
      "Add the flat number to 4 Lake View",
    );

    expect((await sendAddresses([address(START, "2019-02", "12 MG Road"), address("2019-03", "", "Flat 7, 4 Lake View")])).status).toBe(
      302,
    );
    expect(
      (await request(staffPage, { cookie: cookies.agent, form: { intent: "answers-review", answerId: id, decision: "accept" } })).status,
    ).toBe(302);
    expect((await answer()).state).toBe("accepted");
    const review = await (await request(staffPage, { cookie: cookies.agent })).text();
    expect(review).toContain("Changes after it was sent (1)");
    expect(review).toContain(
      "Street and number, row 2: “4 Lake View” → “Flat 7, 4 Lake View”".replace("Street and number", await streetLabel()),
    );
    expect(review).toMatch(/data-change[^>]*><p[^>]*>Chitra Client, /); // who changed it

    // The records export holds every person and their answers in the questions' words.
    const zip = unzipSync(
      new Uint8Array(await (await request(`/admin/clients/${users.client.id}/export`, { cookie: cookies.admin })).arrayBuffer()),
    );
    const [file] = JSON.parse(strFromU8(zip["answers.json"]));
    expect(file.people.map((p: { name: string; role: string }) => `${p.name} (${p.role})`)).toEqual([
      "Chitra Client (Main applicant)",
      "Kabir Rao (Child)",
    ]);
    const addresses = file.people[0].questionnaire.sections.find((x: { section: string }) => x.section.startsWith("Addresses"));
    expect(addresses.rows[1][await streetLabel()]).toBe("Flat 7, 4 Lake View");
    const csv = strFromU8(zip["answers.csv"]).split("\n");
    expect(csv[0]).toBe("Application,Person,Role,Section,Row,Question,Answer");
    expect(csv.find((l) => l.includes("Flat 7, 4 Lake View"))).toMatch(
      /,Chitra Client,Main applicant,.*,2,Street and number,"Flat 7, 4 Lake View"$/,
    );
  });

  it("locks the answers at Ready to lodge; an admin opens them again with a reason kept in the history", async () => {
    const db = await testDb();
    await db.updateTable("applications").set({ status: "ready_to_lodge" }).where("id", "=", appId).execute();
    const locked = await sendAddresses([address(START, "2019-02", "12 MG Road"), address("2019-03", "", "Changed")], "save");
    expect(locked.status).toBe(409);
    expect(await locked.text()).toContain("These answers are locked");
    expect((await answer()).answers.rows[1].street).toBe("Flat 7, 4 Lake View");
    // Only an admin opens them.
    expect(
      (await request(`/agent/applications/${appId}/answers`, { cookie: cookies.agent, form: { intent: "answers-unlock", reason: "x" } }))
        .status,
    ).toBe(403);
    const adminPage = `/admin/applications/${appId}/answers`;
    expect((await request(adminPage, { cookie: cookies.admin, form: { intent: "answers-unlock", reason: "" } })).status).toBe(400);
    expect(
      (
        await request(adminPage, {
          cookie: cookies.admin,
          form: { intent: "answers-unlock", reason: "The embassy asked for the flat's postcode" },
        })
      ).status,
    ).toBe(302);
    expect(
      (await sendAddresses([address(START, "2019-02", "12 MG Road"), address("2019-03", "", "Flat 7, 4 Lake View, 411001")], "save"))
        .status,
    ).toBe(302);
    const event = await db
      .selectFrom("application_events")
      .select(["summary", "note"])
      .where("application_id", "=", appId)
      .where("summary", "=", "Answers opened again")
      .executeTakeFirstOrThrow();
    expect(event.note).toBe("The embassy asked for the flat's postcode");
    expect((await answer()).state).toBe("draft");
  });

  it("an admin's new version of the template leaves those who started on theirs; a broken one is refused with where", async () => {
    const path = "/admin/questionnaires/canada-permanent-residency";
    const bad = await request(path, { cookie: cookies.admin, form: { body: '{"title": "x", "sources": [], "sections": []}' } });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("sources: ");
    expect(html).toContain("{&quot;title&quot;: &quot;x&quot;"); // what was typed, kept
    const { QUESTIONNAIRES } = await import("~/content/questionnaires");
    const next = { ...QUESTIONNAIRES["canada-permanent-residency"], title: "Canada PR questionnaire, revised" };
    expect((await request(path, { cookie: cookies.admin, form: { body: JSON.stringify(next) } })).status).toBe(302);
    expect((await request(path, { cookie: cookies.agent, form: { body: JSON.stringify(next) } })).status).toBe(302); // an agent is sent to sign in
    const db = await testDb();
    expect(
      (await db.selectFrom("questionnaire_templates").select("version").where("service_slug", "=", "canada-permanent-residency").execute())
        .length,
    ).toBe(2);
    // The main applicant answered on version 1 and stays there; the child, who has not, gets version 2.
    expect(await (await request(page(mainId), { cookie: cookies.client })).text()).not.toContain("revised");
    expect(await (await request(page(childId), { cookie: cookies.client })).text()).toContain("Canada PR questionnaire, revised");
  });

  it("erasing the client takes the family's details and every answer with them", async () => {
    const { eraseClient } = await import("~/server/records/data-requests.server");
    await eraseClient(users.client.id, users.admin.id, null);
    const db = await testDb();
    const people = await db
      .selectFrom("application_people")
      .select(["first_name", "date_of_birth"])
      .where("application_id", "=", appId)
      .execute();
    expect(people.every((p) => p.first_name === "" && p.date_of_birth === null)).toBe(true);
    expect(await db.selectFrom("questionnaire_answers").select("id").where("application_id", "=", appId).execute()).toEqual([]);
  });
});

async function streetLabel() {
  const { QUESTIONNAIRES } = await import("~/content/questionnaires");
  return QUESTIONNAIRES["canada-permanent-residency"].sections
    .find((s) => s.key === "addresses")!
    .rows!.columns.find((c) => c.key === "street")!.label;
}
