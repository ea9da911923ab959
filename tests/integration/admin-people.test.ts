// The admin's people screens (issue 5): clients and agents, through the built server
// on a real database. What is asserted is what the admin sees or what was stored.
import { beforeAll, describe, expect, it } from "vitest";
import { createClient } from "~/server/cases/clients.server";
import { createEnquiry } from "~/server/leads/enquiries.server";
import { cookiesFrom, location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { choosePassword, linkPath, queuedMails } from "../support/account-mail";
import { createUsers, PASSWORDS } from "../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
let admin: string;

beforeAll(async () => {
  users = await createUsers("people");
  admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
});

const get = (path: string, cookie = admin) => request(path, { cookie });
const post = (path: string, form: Record<string, string>, cookie = admin) => request(path, { cookie, form });
const login = (portal: "client" | "agent", email: string, password: string) => request(`/${portal}/login`, { form: { email, password } });

/** The page a redirect leads to, with the toast its cookie carries. */
async function follow(res: Response) {
  expect(res.status).toBe(302);
  const toast = cookiesFrom(res);
  return (await request(location(res)!, { cookie: [admin, toast].filter(Boolean).join("; ") })).text();
}

/** The rows of a list page, in order: [id, name]. */
function rows(html: string, area: "clients" | "agents") {
  const body = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
  const links = body.matchAll(new RegExp(`<th scope="row"[^>]*><a[^>]*href="/admin/${area}/([0-9a-f-]{36})"[^>]*>([^<]*)</a>`, "g"));
  return [...links].map((m) => ({ id: m[1], name: m[2] }));
}

const newClientForm = (overrides: Record<string, string> = {}) => ({
  firstName: "Nadia",
  lastName: "Fernandes",
  email: "nadia@example.com",
  phone: "+351 912 345 678",
  nationality: "Portuguese",
  destinationCountry: "canada",
  visaInterest: "study-in-canada",
  assignedAgentId: users.agent.id,
  ...overrides,
});

async function userByEmail(email: string) {
  const db = await testDb();
  return db
    .selectFrom("admin_users as u")
    .leftJoin("client_profiles as p", "p.user_id", "u.id")
    .select([
      "u.id",
      "u.role",
      "u.full_name",
      "u.password_hash",
      "p.id as profile_id",
      "p.first_name",
      "p.assigned_agent_id",
      "p.visa_interest",
      "p.phone",
      "p.profile_completion_percentage",
    ])
    .where("u.email", "=", email)
    .executeTakeFirst();
}

describe(`creating a client on ${backendName()}`, () => {
  it("stores the user (no password) and the profile, invites them by e-mail, and they sign in with the password they chose", async () => {
    const form = await (await get("/admin/clients/new")).text();
    expect(form).toContain("Arjun Agent");
    // The admin never chooses anyone's password.
    expect(form).not.toMatch(/type="password"/);

    // An Indian mobile's 10 digits, as the public forms take them: stored with +91.
    const res = await post("/admin/clients/new", newClientForm({ password: "ignored-if-sent-1", phone: "098765 43210" }));
    const stored = await userByEmail("nadia@example.com");
    expect(stored).toMatchObject({
      role: "client",
      full_name: "Nadia Fernandes",
      first_name: "Nadia",
      assigned_agent_id: users.agent.id,
      visa_interest: "study-in-canada",
      phone: "+91 98765 43210",
      // Names, phone, nationality, destination and visa entered by staff: 6 of the profile's 19 fields.
      profile_completion_percentage: Math.round((6 / 19) * 100),
    });
    expect(stored!.profile_id).toBeTruthy();
    expect(stored!.password_hash).toBeNull();
    expect(location(res)).toBe(`/admin/clients/${stored!.id}`);
    const page = await follow(res);
    expect(page).toContain("Client created and invited");
    expect(page).toContain("Nadia Fernandes");
    expect(page).toMatch(/Invited on .*the link works until/);
    // The heading says so too: not "Active" until they have chosen a password.
    expect(page).toContain('data-account-state="invited">Invited, not yet signed in</span>');
    expect((await login("client", "nadia@example.com", "ignored-if-sent-1")).status).toBe(400);
    expect(await (await get("/admin/clients?q=nadia")).text()).toContain(">Invited</span>");

    await choosePassword(stored!.id, "nadia-chosen-pass");
    const listed = await (await get("/admin/clients?q=nadia")).text();
    expect(listed).not.toContain(">Invited</span>");
    expect(listed).toContain(">Active</span>");
    const clientPage = await (await get(`/admin/clients/${stored!.id}`)).text();
    expect(clientPage).not.toContain("Invited, not yet signed in");
    expect(clientPage).toContain(">Active</span>");
    const signedIn = await login("client", "nadia@example.com", "nadia-chosen-pass");
    expect(location(signedIn)).toBe("/client/dashboard");
    const dashboard = await request("/client/dashboard", { cookie: cookiesFrom(signedIn) });
    expect(await dashboard.text()).toMatch(/Hello, (<!-- -->)?Nadia/);
  });

  it("refuses a taken e-mail beside the field and keeps the input", async () => {
    const res = await post("/admin/clients/new", newClientForm({ firstName: "Second", email: "NADIA@example.com" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("A user with this e-mail already exists");
    expect(html).toContain('value="Second"');
    expect(html).toContain('value="NADIA@example.com"');
    const db = await testDb();
    const count = await db
      .selectFrom("admin_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", "nadia@example.com")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("explains each invalid field", async () => {
    const res = await post(
      "/admin/clients/new",
      newClientForm({ firstName: "", email: "nope", phone: "4479 1112 34", destinationCountry: "mars" }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      "Enter the first name",
      "Enter a valid e-mail address",
      "Enter a mobile number like 98765 43210, or any number with + and its country code",
      "Choose a country from the list",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="4479 1112 34"');
    expect(await userByEmail("nope")).toBeUndefined();
    // A visa of another country than the destination: refused beside the visa, both kept.
    const mismatch = await post("/admin/clients/new", newClientForm({ email: "mismatch@example.com", visaInterest: "study-in-uk" }));
    expect(mismatch.status).toBe(400);
    const mismatchHtml = await mismatch.text();
    expect(mismatchHtml).toContain("Study in the UK is a visa for United Kingdom, not Canada: choose a visa for Canada");
    expect(mismatchHtml).toMatch(/<option value="study-in-uk" selected="">/);
    expect(await userByEmail("mismatch@example.com")).toBeUndefined();
    // The form lists the visas by country, so the list reads by country without JavaScript.
    expect(mismatchHtml).toContain('<optgroup label="Canada">');
  });

  it("leaves neither user nor profile when the transaction fails after the user insert", async () => {
    const db = await testDb();
    const profiles = async () =>
      Number(
        (
          await db
            .selectFrom("client_profiles")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await profiles();
    // Through the form: an enquiry that does not exist fails the conversion step, the last of the transaction.
    const res = await post(
      "/admin/clients/new",
      newClientForm({ email: "ghost@example.com", enquiryId: "00000000-0000-4000-8000-000000000001" }),
    );
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("no client was created");
    expect(await userByEmail("ghost@example.com")).toBeUndefined();
    // Directly: the database itself refuses the enquiry id after the user and profile rows were written.
    await expect(
      createClient({ email: "ghost2@example.com", firstName: "Gho", lastName: "St", enquiryId: "not-a-uuid" }, users.admin.id),
    ).rejects.toThrow();
    expect(await userByEmail("ghost2@example.com")).toBeUndefined();
    expect(await profiles()).toBe(before);
  });

  it("converts an enquiry: the form is pre-filled and the enquiry is marked converted with the new client", async () => {
    const enquiry = await createEnquiry({
      name: "Anna Maria Silva",
      email: "anna.silva@example.com",
      phone: "+351 913 000 111",
      destination_country: "portugal",
      service_slug: "portugal-job-seeker-visa",
      message: "I would like to move to Lisbon.",
      source_page: "/countries/portugal",
      consent: "on",
    });
    const form = await (await get(`/admin/clients/new?enquiry=${enquiry.id}`)).text();
    expect(form).toContain('value="Anna Maria"');
    expect(form).toContain('value="Silva"');
    expect(form).toContain('value="anna.silva@example.com"');
    expect(form).toContain('value="+351 913 000 111"');
    expect(form).toMatch(/<option value="portugal" selected="">/);
    expect(form).toMatch(/<option value="portugal-job-seeker-visa" selected="">/);
    expect(form).toContain(`name="enquiryId" value="${enquiry.id}"`);

    const res = await post(
      `/admin/clients/new?enquiry=${enquiry.id}`,
      newClientForm({ firstName: "Anna Maria", lastName: "Silva", email: "anna.silva@example.com", enquiryId: enquiry.id }),
    );
    const client = await userByEmail("anna.silva@example.com");
    expect(location(res)).toBe(`/admin/clients/${client!.id}`);
    const db = await testDb();
    const after = await db
      .selectFrom("enquiries")
      .select(["status", "converted_client_id"])
      .where("id", "=", enquiry.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "converted", converted_client_id: client!.id });
    // The enquiry's history stays on the client's record: what they wrote, from where, and the conversion.
    const record = await (await get(`/admin/clients/${client!.id}`)).text();
    expect(record).toContain("How this client came to us");
    expect(record).toContain("I would like to move to Lisbon.");
    expect(record).toContain("from the page /countries/portugal");
    expect(record).toMatch(/Made a client [^<]* by Ada Admin/);

    // A second conversion of the same enquiry creates nobody.
    const again = await (await get(`/admin/clients/new?enquiry=${enquiry.id}`)).text();
    expect(again).toContain("was already converted");
    const twice = await post("/admin/clients/new", newClientForm({ email: "anna.two@example.com", enquiryId: enquiry.id }));
    expect(twice.status).toBe(409);
    expect(await userByEmail("anna.two@example.com")).toBeUndefined();
  });

  it("answers 404 for an unknown or malformed enquiry", async () => {
    expect((await get("/admin/clients/new?enquiry=00000000-0000-4000-8000-000000000002")).status).toBe(404);
    expect((await get("/admin/clients/new?enquiry=1%27%20or%201=1")).status).toBe(404);
  });
});

describe(`the client list on ${backendName()}`, () => {
  const ids: string[] = [];
  beforeAll(async () => {
    const db = await testDb();
    for (let i = 1; i <= 25; i++) {
      const n = String(i).padStart(2, "0");
      const client = await createClient(
        { email: `lister${n}@example.com`, firstName: `Lister${n}`, lastName: "Person", assignedAgentId: i <= 3 ? users.agent.id : null },
        users.admin.id,
      );
      ids.push(client.id);
    }
    await db.updateTable("client_profiles").set({ profile_completion_percentage: 90 }).where("user_id", "=", ids[4]).execute();
    await db.updateTable("admin_users").set({ is_active: false }).where("id", "=", ids[5]).execute();
    await db
      .insertInto("applications")
      .values([
        {
          reference: "APP-LIST-1",
          client_id: ids[6],
          service_slug: "study-in-uk",
          destination_country: "united-kingdom",
          status: "lodged",
        },
        {
          reference: "APP-LIST-2",
          client_id: ids[7],
          service_slug: "study-in-uk",
          destination_country: "united-kingdom",
          status: "granted",
        },
      ])
      .execute();
  });

  it("pages 20 at a time", async () => {
    const first = await (await get("/admin/clients?q=lister&sort=name&dir=asc")).text();
    expect(rows(first, "clients")).toHaveLength(20);
    expect(first).toContain("25 results · page 1 of 2");
    const second = await (await get("/admin/clients?q=lister&sort=name&dir=asc&page=2")).text();
    expect(rows(second, "clients").map((r) => r.name)).toEqual([
      "Lister21 Person",
      "Lister22 Person",
      "Lister23 Person",
      "Lister24 Person",
      "Lister25 Person",
    ]);
  });

  it("searches by name, by e-mail and by file reference", async () => {
    expect(rows(await (await get("/admin/clients?q=Lister07")).text(), "clients").map((r) => r.id)).toEqual([ids[6]]);
    expect(rows(await (await get("/admin/clients?q=LISTER12%40example")).text(), "clients").map((r) => r.id)).toEqual([ids[11]]);
    expect(rows(await (await get("/admin/clients?q=lister07%20person")).text(), "clients").map((r) => r.id)).toEqual([ids[6]]);
    // By an application's whole file reference, in any letter case (a part of one finds nothing).
    expect(rows(await (await get("/admin/clients?q=app-list-2")).text(), "clients").map((r) => r.id)).toEqual([ids[7]]);
    expect(rows(await (await get("/admin/clients?q=APP-LIST")).text(), "clients")).toHaveLength(0);
  });

  it("sorts by the chosen column, both ways, and ignores an unknown one", async () => {
    const desc = rows(await (await get("/admin/clients?q=lister&sort=email&dir=desc")).text(), "clients");
    expect(desc[0].name).toBe("Lister25 Person");
    const byName = rows(await (await get("/admin/clients?q=lister&sort=name&dir=desc")).text(), "clients");
    expect(byName[0].name).toBe("Lister25 Person");
    // Agent and profile completion are not orders (filters instead): the default order stands.
    const byAgent = rows(await (await get("/admin/clients?q=lister&sort=agent&dir=asc")).text(), "clients");
    expect(byAgent[0].name).toBe("Lister01 Person"); // by creation, oldest first (dir=asc)
    const unknown = await get("/admin/clients?q=lister&sort=password_hash&dir=sideways");
    expect(unknown.status).toBe(200);
    expect(rows(await unknown.text(), "clients")).toHaveLength(20);
  });

  it("filters by agent, application status and account state", async () => {
    const byAgent = rows(await (await get(`/admin/clients?q=lister&agent=${users.agent.id}`)).text(), "clients");
    expect(byAgent.map((r) => r.id).sort()).toEqual(ids.slice(0, 3).sort());
    const none = await (await get("/admin/clients?q=lister&agent=none")).text();
    expect(none).toContain("22 results");
    expect(rows(await (await get("/admin/clients?status=lodged")).text(), "clients").map((r) => r.id)).toEqual([ids[6]]);
    expect(rows(await (await get("/admin/clients?status=granted")).text(), "clients").map((r) => r.id)).toEqual([ids[7]]);
    const deactivated = await (await get("/admin/clients?q=lister&state=deactivated")).text();
    expect(rows(deactivated, "clients").map((r) => r.id)).toEqual([ids[5]]);
    expect(deactivated).toContain("Deactivated");
  });

  it("shows an empty state when nothing matches", async () => {
    const html = await (await get("/admin/clients?q=zzz-nobody")).text();
    expect(html).toContain("No clients match");
    expect(rows(html, "clients")).toHaveLength(0);
  });
});

describe(`a client's page on ${backendName()}`, () => {
  let clientId: string;
  const email = "olga@example.com";
  beforeAll(async () => {
    clientId = (await createClient({ email, firstName: "Olga", lastName: "Petrova" }, users.admin.id)).id;
    await choosePassword(clientId, "olga-password-1");
  });

  it("answers 404 for a malformed id, an unknown id and a non-client, to GET and POST", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000003", users.agent.id, users.admin.id]) {
      expect((await get(`/admin/clients/${id}`)).status).toBe(404);
      expect((await post(`/admin/clients/${id}`, { intent: "deactivate" })).status).toBe(404);
    }
    const db = await testDb();
    expect(
      (await db.selectFrom("admin_users").select("is_active").where("id", "=", users.agent.id).executeTakeFirstOrThrow()).is_active,
    ).toBe(true);
  });

  it("saves the profile and keeps the account's name in step", async () => {
    const res = await post(`/admin/clients/${clientId}`, {
      intent: "profile",
      firstName: "Olga",
      lastName: "Petrova-Smith",
      phone: "+7 912 345 67 89",
      dateOfBirth: "1990-05-17",
      nationality: "Russian",
      countryOfResidence: "Cyprus",
      city: "Limassol",
      address: "1 Harbour Road",
      passportNumber: "ab1234567",
      passportExpiry: "2031-01-31",
      destinationCountry: "germany",
      visaInterest: "germany-opportunity-card",
      educationLevel: "Master's degree",
      educationDetails: "MSc Chemistry",
      workExperienceYears: "8",
      workExperienceDetails: "Lab lead",
      englishTest: "IELTS Academic",
      englishTestScore: "7.5",
    });
    expect(await follow(res)).toContain("Profile saved");
    const db = await testDb();
    const profile = await db.selectFrom("client_profiles").selectAll().where("user_id", "=", clientId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      last_name: "Petrova-Smith",
      date_of_birth: "1990-05-17",
      passport_number: "AB1234567",
      passport_expiry: "2031-01-31",
      destination_country: "germany",
      work_experience_years: 8,
      english_test_score: "7.5",
    });
    const user = await db.selectFrom("admin_users").select("full_name").where("id", "=", clientId).executeTakeFirstOrThrow();
    expect(user.full_name).toBe("Olga Petrova-Smith");
  });

  it("re-renders profile errors beside the fields with the input kept, and stores nothing", async () => {
    const res = await post(`/admin/clients/${clientId}`, {
      intent: "profile",
      firstName: "Olga",
      lastName: "Changed",
      dateOfBirth: "2999-01-01",
      passportExpiry: "2030-02-30",
      workExperienceYears: "999",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a date of birth in the past");
    expect(html).toContain("Enter a date as YYYY-MM-DD");
    expect(html).toContain("Enter a whole number of years from 0 to 70");
    expect(html).toContain('value="999"');
    expect(html).toContain('value="Changed"');
    const db = await testDb();
    const profile = await db
      .selectFrom("client_profiles")
      .select(["last_name", "work_experience_years"])
      .where("user_id", "=", clientId)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ last_name: "Petrova-Smith", work_experience_years: 8 });
  });

  it("assigns and removes an agent, and refuses an id that is not an agent's", async () => {
    const db = await testDb();
    const agentOf = async () =>
      (await db.selectFrom("client_profiles").select("assigned_agent_id").where("user_id", "=", clientId).executeTakeFirstOrThrow())
        .assigned_agent_id;
    expect(await follow(await post(`/admin/clients/${clientId}`, { intent: "assign", agentId: users.agent.id }))).toContain(
      "Arjun Agent is now",
    );
    expect(await agentOf()).toBe(users.agent.id);
    const wrong = await post(`/admin/clients/${clientId}`, { intent: "assign", agentId: users.client.id });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Choose an active agent");
    expect(await agentOf()).toBe(users.agent.id);
    await post(`/admin/clients/${clientId}`, { intent: "assign", agentId: "" });
    expect(await agentOf()).toBeNull();
  });

  it("deactivating ends the client's sessions and stops sign-in; reactivating lets them in again", async () => {
    const cookie = await signIn("client", email, "olga-password-1");
    expect((await request("/client/dashboard", { cookie })).status).toBe(200);
    const page = await follow(await post(`/admin/clients/${clientId}`, { intent: "deactivate" }));
    expect(page).toContain("is deactivated");
    expect(page).toContain("Reactivate");
    const replay = await request("/client/dashboard", { cookie });
    expect(replay.status).toBe(302);
    expect(location(replay)).toMatch(/^\/client\/login/);
    const refused = await login("client", email, "olga-password-1");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Invalid email or password");
    expect(rows(await (await get("/admin/clients?q=olga")).text(), "clients")).toHaveLength(1);

    expect(await follow(await post(`/admin/clients/${clientId}`, { intent: "reactivate" }))).toContain("is active again");
    expect(location(await login("client", email, "olga-password-1"))).toBe("/client/dashboard");
    // The old cookie stays dead: reactivation does not revive revoked sessions.
    expect((await request("/client/dashboard", { cookie })).status).toBe(302);
  });

  it("e-mails a reset link (the admin never sees a password); choosing a new one ends the old sessions", async () => {
    const html = await (await get(`/admin/clients/${clientId}`)).text();
    expect(html).not.toMatch(/type="password"/);
    expect(html).toContain("E-mail a password-reset link");
    const cookie = await signIn("client", email, "olga-password-1");
    expect(await follow(await post(`/admin/clients/${clientId}`, { intent: "send-reset" }))).toContain("Reset link sent");
    expect((await request("/client/dashboard", { cookie })).status).toBe(200);
    await choosePassword(clientId, "olga-new-password-2", "password_reset");
    expect((await request("/client/dashboard", { cookie })).status).toBe(302);
    expect((await login("client", email, "olga-password-1")).status).toBe(400);
    expect(location(await login("client", email, "olga-new-password-2"))).toBe("/client/dashboard");
    const events = await (await get(`/admin/clients/${clientId}`)).text();
    expect(events).toContain("Password reset requested (by Ada Admin)");
    expect(events).toContain("Password reset by e-mail link");
  });

  it("resends and withdraws an invitation; only the newest link works", async () => {
    const invited = await createClient({ email: "ivy@example.com", firstName: "Ivy", lastName: "Invited" }, users.admin.id);
    const first = await linkPath(invited.id, "invitation");
    expect(await follow(await post(`/admin/clients/${invited.id}`, { intent: "invite" }))).toContain("Invitation sent");
    const second = await linkPath(invited.id, "invitation");
    expect(second).not.toBe(first);
    expect(await (await request(first)).text()).toContain("This link no longer works");
    expect(await (await request(second)).text()).toContain("Welcome: choose your password");
    expect(await follow(await post(`/admin/clients/${invited.id}`, { intent: "withdraw-invitation" }))).toContain("Invitation withdrawn");
    expect(await (await request(second)).text()).toContain("This link no longer works");
    expect((await request(second, { form: { newPassword: "ivy-password-123", confirmPassword: "ivy-password-123" } })).status).toBe(410);
    expect(await (await get("/admin/clients?q=ivy")).text()).toContain(">No password yet</span>");
    // An admin cannot invite someone who has chosen a password already.
    const refused = await post(`/admin/clients/${clientId}`, { intent: "invite" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("has already chosen a password");
    expect((await queuedMails(invited.id, "invitation")).length).toBe(2);
  });

  it("lists the client's applications with links to them", async () => {
    const db = await testDb();
    const app = await db
      .insertInto("applications")
      .values({
        reference: "APP-OLGA-1",
        client_id: clientId,
        service_slug: "germany-opportunity-card",
        destination_country: "germany",
        status: "documents_pending",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const html = await (await get(`/admin/clients/${clientId}`)).text();
    expect(html).toContain(`href="/admin/applications/${app.id}"`);
    expect(html).toContain("APP-OLGA-1");
    expect(html).toContain("Germany Opportunity Card");
    expect(html).toContain("Documents pending");
  });

  it("refuses an unknown intent without changing anything", async () => {
    const res = await post(`/admin/clients/${clientId}`, { intent: "delete-everything" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("That action is not available on this page.");
  });
});

describe(`agents on ${backendName()}`, () => {
  let agentId: string;

  it("creates an agent (user and profile), invited to choose a password for the agent portal", async () => {
    const res = await post("/admin/agents/new", {
      fullName: "Meera Iyer",
      email: "meera@example.com",
      phone: "+91 98450 11111",
      jobTitle: "Study visa consultant",
      languages: "English, Tamil",
    });
    const db = await testDb();
    const row = await db
      .selectFrom("admin_users as u")
      .innerJoin("agent_profiles as p", "p.user_id", "u.id")
      .select(["u.id", "u.role", "p.job_title", "p.languages"])
      .where("u.email", "=", "meera@example.com")
      .executeTakeFirstOrThrow();
    agentId = row.id;
    expect(row).toMatchObject({ role: "agent", job_title: "Study visa consultant", languages: "English, Tamil" });
    expect(location(res)).toBe(`/admin/agents/${agentId}`);
    expect(await follow(res)).toContain("Agent created and invited");
    await choosePassword(agentId, "meera-initial-pass");
    expect(location(await login("agent", "meera@example.com", "meera-initial-pass"))).toBe("/agent/dashboard");
  });

  it("refuses a taken e-mail beside the field with the input kept", async () => {
    const res = await post("/admin/agents/new", { fullName: "Other Meera", email: "meera@example.com" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("A user with this e-mail already exists");
    expect(html).toContain('value="Other Meera"');
  });

  it("counts each agent's clients in the list, and sorts and searches", async () => {
    for (const n of [1, 2]) {
      await createClient(
        { email: `meera-client${n}@example.com`, firstName: `Mc${n}`, lastName: "Client", assignedAgentId: agentId },
        users.admin.id,
      );
    }
    const db = await testDb();
    const expected = async (id: string) =>
      Number(
        (
          await db
            .selectFrom("client_profiles")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("assigned_agent_id", "=", id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const html = await (await get("/admin/agents?sort=clients&dir=desc")).text();
    const list = rows(html, "agents");
    expect(list.map((r) => r.name)).toEqual(["Arjun Agent", "Meera Iyer"]);
    const counts = [...html.matchAll(/data-testid="client-count">(\d+)</g)].map((m) => Number(m[1]));
    expect(counts).toEqual([await expected(users.agent.id), 2]);
    expect(counts[0]).toBeGreaterThan(2);
    expect(rows(await (await get("/admin/agents?sort=clients&dir=asc")).text(), "agents")[0].name).toBe("Meera Iyer");
    expect(rows(await (await get("/admin/agents?q=study%20visa")).text(), "agents").map((r) => r.name)).toEqual(["Meera Iyer"]);
    expect(await (await get("/admin/agents?q=zzz-nobody")).text()).toContain("No agents match");
  });

  it("edits the agent's details", async () => {
    const res = await post(`/admin/agents/${agentId}`, {
      intent: "profile",
      fullName: "Meera S. Iyer",
      phone: "+91 98450 22222",
      jobTitle: "Senior consultant",
      languages: "English, Tamil, Hindi",
      bio: "Ten years of student visas.",
    });
    expect(await follow(res)).toContain("Agent details saved");
    const db = await testDb();
    const row = await db
      .selectFrom("admin_users as u")
      .innerJoin("agent_profiles as p", "p.user_id", "u.id")
      .select(["u.full_name", "p.phone", "p.bio"])
      .where("u.id", "=", agentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: "Meera S. Iyer", phone: "+91 98450 22222", bio: "Ten years of student visas." });
    const bad = await post(`/admin/agents/${agentId}`, { intent: "profile", fullName: "", phone: "12" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the agent&#x27;s full name");
  });

  it("deactivating an agent ends their sessions, keeps their clients assigned and warns with the count", async () => {
    const cookie = await signIn("agent", "meera@example.com", "meera-initial-pass");
    expect((await request("/agent/dashboard", { cookie })).status).toBe(200);
    expect(await (await get(`/admin/agents/${agentId}`)).text()).toContain("2 clients assigned to Meera S. Iyer");
    const res = await post(`/admin/agents/${agentId}`, { intent: "deactivate" });
    const page = await follow(res);
    expect(page).toContain("Meera S. Iyer is deactivated");
    expect(page).toContain("2 clients still assigned");
    expect((await request("/agent/dashboard", { cookie })).status).toBe(302);
    expect((await login("agent", "meera@example.com", "meera-initial-pass")).status).toBe(400);
    const db = await testDb();
    const assigned = await db.selectFrom("client_profiles").select("user_id").where("assigned_agent_id", "=", agentId).execute();
    expect(assigned).toHaveLength(2);
    expect(await (await get("/admin/agents?state=deactivated")).text()).toContain("Meera S. Iyer");

    await post(`/admin/agents/${agentId}`, { intent: "reactivate" });
    expect(location(await login("agent", "meera@example.com", "meera-initial-pass"))).toBe("/agent/dashboard");
  });

  it("e-mails an agent a reset link, resets their second factor (logged), and lists their clients", async () => {
    const cookie = await signIn("agent", "meera@example.com", "meera-initial-pass");
    await follow(await post(`/admin/agents/${agentId}`, { intent: "send-reset" }));
    await choosePassword(agentId, "meera-second-pass", "password_reset");
    expect((await request("/agent/dashboard", { cookie })).status).toBe(302);
    expect(location(await login("agent", "meera@example.com", "meera-second-pass"))).toBe("/agent/dashboard");
    // No second factor yet: nothing to reset.
    const nothing = await post(`/admin/agents/${agentId}`, { intent: "reset-two-factor" });
    expect(nothing.status).toBe(409);
    const html = await (await get(`/admin/agents/${agentId}`)).text();
    expect(html).toContain("Mc1 Client");
    expect(html).toContain("Mc2 Client");
  });

  it("answers 404 for a malformed, unknown or non-agent id", async () => {
    for (const id of ["x", "00000000-0000-4000-8000-000000000004", users.client.id]) {
      expect((await get(`/admin/agents/${id}`)).status).toBe(404);
      expect((await post(`/admin/agents/${id}`, { intent: "deactivate" })).status).toBe(404);
    }
  });
});
