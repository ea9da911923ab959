// Issue 40: a family on one application. Each person's checklist follows the visa type's
// (who provides each item); an adult may sign in themselves and then sees only their own
// part; the main applicant looks after the others; nobody else sees any of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { isAdult, itemApplies, type ItemAudience, type PersonRole } from "~/lib/cases/people";
import { choosePassword } from "../support/account-mail";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const TODAY = new Date().toISOString().slice(0, 10);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let otherAppId: string;

const adminPage = () => `/admin/applications/${appId}`;
const admin = (form: Record<string, string>) => request(adminPage(), { cookie: cookies.admin, form });
const SPOUSE = { role: "partner", firstName: "Meera", lastName: "Sharma", dateOfBirth: "1990-05-01", email: "family-meera@example.com" };
const CHILDREN = [
  { role: "child", firstName: "Kabir", lastName: "Sharma", dateOfBirth: "2015-03-01" },
  { role: "child", firstName: "Anya", lastName: "Sharma", dateOfBirth: "2019-08-09" },
];

async function people(applicationId = appId) {
  const db = await testDb();
  return db
    .selectFrom("application_people")
    .select(["id", "role", "first_name", "date_of_birth", "user_id"])
    .where("application_id", "=", applicationId)
    .orderBy("created_at")
    .execute();
}
async function itemsOf(personId: string) {
  const db = await testDb();
  return db
    .selectFrom("application_items")
    .select(["id", "name", "document_type"])
    .where("person_id", "=", personId)
    .orderBy("position")
    .execute();
}
/** A family member by first name; the main applicant's name is their profile's ("main"). */
const personNamed = async (firstName: string) =>
  (await people()).find((p) => (firstName === "main" ? p.role === "main" : p.first_name === firstName))!;
const passportOf = async (firstName: string) =>
  (await itemsOf((await personNamed(firstName)).id)).find((i) => i.document_type === "passport")!.id;
function upload(itemId: string, cookie: string) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("datedOn", "2026-01-15"); // a passport's expiry or a test's day: asked of documents that run out
  form.set("itemId", itemId);
  form.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "passport.pdf");
  return request("/client/dashboard", { cookie, form });
}
const dashboard = async (cookie: string) => (await request("/client/dashboard", { cookie })).text();

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("family");
  const db = await testDb();
  await db
    .updateTable("client_profiles")
    .set({ assigned_agent_id: users.agent.id, first_name: "Ravi", last_name: "Sharma" })
    .where("user_id", "=", users.client.id)
    .execute();
  const open = (clientId: string) =>
    createApplication({
      clientId,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    });
  appId = (await open(users.client.id)).id;
  const other = await createUser({ email: "family-other@example.com", password: PASSWORDS.client, role: "client", fullName: "Dara Other" });
  otherAppId = (await open(other.id)).id;
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.other = await signIn("client", "family-other@example.com", PASSWORDS.client);
});

afterAll(async () => smtp.close());

describe(`a family on one application on ${backendName()}`, () => {
  it("adds a spouse and two children, each with the items the visa type asks of them; bad input is kept beside its field", async () => {
    const bad = await admin({ intent: "person-add", role: "child", firstName: "", lastName: "Sharma", dateOfBirth: "2099-01-01" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Enter the first name");
    expect(html).toContain("Enter a date of birth in the past");
    expect(html).toContain('value="2099-01-01"');

    for (const person of [SPOUSE, ...CHILDREN]) expect((await admin({ intent: "person-add", ...person })).status).toBe(302);
    const db = await testDb();
    const template = await db
      .selectFrom("checklist_items")
      .select(["name", "applies_to"])
      .where("service_slug", "=", "canada-permanent-residency")
      .orderBy("position")
      .execute();
    const family = await people();
    expect(family.map((p) => p.role)).toEqual(["main", "partner", "child", "child"]);
    for (const p of family) {
      const who = { role: p.role as PersonRole, adult: isAdult({ role: p.role as PersonRole, dateOfBirth: p.date_of_birth }, TODAY) };
      const expected = template.filter((t) => itemApplies(t.applies_to as ItemAudience, who)).map((t) => t.name);
      expect((await itemsOf(p.id)).map((i) => i.name)).toEqual(expected);
    }
    // Each child has their own passport item, and no police certificate (adults only).
    const kabir = await itemsOf((await personNamed("Kabir")).id);
    expect(kabir.map((i) => i.document_type)).toContain("passport");
    expect(kabir.map((i) => i.document_type)).not.toContain("police");
    expect((await itemsOf((await personNamed("Meera")).id)).map((i) => i.document_type)).toContain("police");

    const page = await (await request(adminPage(), { cookie: cookies.admin })).text();
    expect(page).toContain("People on this application (4)");
    for (const name of ["Ravi Sharma", "Meera Sharma", "Kabir Sharma", "Anya Sharma"]) expect(page).toContain(`data-person-row="${name}"`);
    const agentPage = await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agent })).text();
    for (const name of ["Meera Sharma", "Kabir Sharma", "Anya Sharma"]) expect(agentPage).toContain(`data-person="${name}"`);
  });

  it("the spouse signs in with their own account and sees only their part; the main applicant looks after the children", async () => {
    const meera = await personNamed("Meera");
    expect((await admin({ intent: "person-invite", personId: meera.id })).status).toBe(302);
    const linked = await personNamed("Meera");
    expect(linked.user_id).toBeTruthy();
    await choosePassword(linked.user_id!, "Saffron-kite-47 river");
    cookies.spouse = await signIn("client", SPOUSE.email, "Saffron-kite-47 river");

    // Theirs: their own upload; not the children's, not the main applicant's.
    expect((await upload(await passportOf("Meera"), cookies.spouse)).status).toBe(302);
    expect((await upload(await passportOf("Kabir"), cookies.spouse)).status).toBe(400);
    expect((await upload(await passportOf("main"), cookies.spouse)).status).toBe(400);
    // The main applicant: their own and the children's, no longer the spouse's.
    expect((await upload(await passportOf("Kabir"), cookies.client)).status).toBe(302);
    const refused = await upload(await passportOf("Meera"), cookies.client);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("That document is not on your checklist.");
    // Another client: none of it.
    expect((await upload(await passportOf("Anya"), cookies.other)).status).toBe(400);

    const spouseView = await dashboard(cookies.spouse);
    expect(spouseView).toContain("Hello, Meera");
    expect(spouseView).not.toContain("Kabir");
    expect(spouseView).not.toContain(`/client/messages/${appId}`);
    const mainView = await dashboard(cookies.client);
    expect(mainView).toContain('data-person="Kabir Sharma"');
    expect(mainView).toContain('data-person="Anya Sharma"');
    expect(mainView).not.toContain('data-person="Meera Sharma"');
    expect(await dashboard(cookies.other)).not.toContain("Sharma");

    // Her questionnaire is hers: she answers it, the main applicant cannot open it; the children's are his.
    const own = await request(`/client/questionnaire/${meera.id}?section=passport`, {
      cookie: cookies.spouse,
      form: { intent: "save", passport_number: "Z1234567" },
    });
    expect(own.status).toBe(302);
    expect((await request(`/client/questionnaire/${meera.id}`, { cookie: cookies.client })).status).toBe(404);
    expect((await request(`/client/questionnaire/${(await personNamed("Kabir")).id}`, { cookie: cookies.client })).status).toBe(200);
    expect((await request(`/client/questionnaire/${(await personNamed("Kabir")).id}`, { cookie: cookies.spouse })).status).toBe(404);

    // Files follow the same rule: the spouse's passport is hers to read, not the main applicant's.
    const db = await testDb();
    const spouseFile = await db
      .selectFrom("documents")
      .select("id")
      .where("item_id", "=", await passportOf("Meera"))
      .executeTakeFirstOrThrow();
    expect((await request(`/documents/${spouseFile.id}`, { cookie: cookies.spouse })).status).toBe(200);
    expect((await request(`/documents/${spouseFile.id}`, { cookie: cookies.client })).status).toBe(404);
    expect((await request(`/documents/${spouseFile.id}`, { cookie: cookies.agent })).status).toBe(200);
  });

  it("takes off a person without files with their items; one with files stays", async () => {
    const anya = await personNamed("Anya");
    expect((await admin({ intent: "person-remove", personId: anya.id })).status).toBe(302);
    expect((await people()).map((p) => p.first_name)).not.toContain("Anya");
    expect(await itemsOf(anya.id)).toEqual([]);
    const kabir = await personNamed("Kabir");
    const kept = await admin({ intent: "person-remove", personId: kabir.id });
    expect(kept.status).toBe(409);
    expect(await kept.text()).toContain("Their files are part of the record");
    // Another application's person is not this page's to change.
    const stranger = (await people(otherAppId))[0];
    expect((await admin({ intent: "person-remove", personId: stranger.id })).status).toBe(404);
    expect((await people(otherAppId)).length).toBe(1);
  });
});
