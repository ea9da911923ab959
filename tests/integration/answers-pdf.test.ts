// Issue 40: each application's answers as a PDF for copying into the government's online
// form. A family (the main applicant and a child) answers three sections, one of them a
// ten-year address history in rows; the staff's PDF holds every answer of every person in
// the questions' words, says which sections are not answered yet, is the agent's only for
// their own clients and never the client's, and the records export holds it beside answers.json.
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { readPdf } from "../support/pdf";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let reference: string;
const START = `${new Date().getFullYear() - 11}-01`;
// An e-mail address of 120 characters without a space: wrapped, never cut.
const LONG = `ananya.${"sharma".repeat(17)}@example.com`;

// What each person sends, form field by field, and what the PDF must show for it.
const addresses = [
  { from: START, to: "2019-02", street: "12 MG Road", city: "Pune", country: "India" },
  { from: "2019-03", to: "", street: "Flat 7, 4 Lake View", city: "Nashik", country: "India" },
];
const contact = {
  mailing_address: "Post Box 44, Koregaon Park, Pune 411001",
  residential_same: "no",
  residential_same_explain: "9 Palm Court, Baner, Pune 411045",
  phone: "+91 98220 12345",
  email: LONG,
};
const child = { relationship: "son", accompanying: "yes" };
const shown = [
  ...addresses.flatMap((a) => [a.from, a.to, a.street, a.city, a.country].filter(Boolean)),
  ...["Address 1", "Address 2"],
  contact.mailing_address,
  "No",
  contact.residential_same_explain,
  contact.phone,
  LONG,
  "Son",
  "Yes",
];

const page = (personId: string, section: string) => `/client/questionnaire/${personId}?section=${section}`;

beforeAll(async () => {
  users = await createUsers("answerspdf");
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  ({ id: appId, reference } = await createApplication({
    clientId: users.client.id,
    serviceSlug: "canada-permanent-residency",
    destinationCountry: "canada",
    assignedAgentId: users.agent.id,
    createdBy: users.admin.id,
  }));
  await createUser({ email: "answerspdf-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bela Agent" });
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "answerspdf-agent2@example.com", PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  const added = await request(`/admin/applications/${appId}`, {
    cookie: cookies.admin,
    form: { intent: "person-add", role: "child", firstName: "Kabir", lastName: "Rao", dateOfBirth: "2016-04-02" },
  });
  expect(added.status).toBe(302);
  const people = await db.selectFrom("application_people").select(["id", "role"]).where("application_id", "=", appId).execute();
  const mainId = people.find((p) => p.role === "main")!.id;
  const childId = people.find((p) => p.role === "child")!.id;

  const rows: Record<string, string> = { intent: "send" };
  addresses.forEach((r, i) => Object.entries(r).forEach(([k, v]) => (rows[`rows.${i}.${k}`] = v)));
  for (const [path, form] of [
    [page(mainId, "addresses"), rows],
    [page(mainId, "contact"), { intent: "send", ...contact }],
    [page(childId, "child_details"), { intent: "send", ...child }],
  ] as const)
    expect((await request(path, { cookie: cookies.client, form })).status, path).toBe(302);
});

const pdfText = async (res: Response) => (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
/** Every answer shown, a long one wrapped over lines but whole. */
function expectEveryAnswer(text: string) {
  const joined = text.replace(/\n/g, "");
  for (const value of shown) expect(joined, value).toContain(value);
}

describe(`the answers' PDF on ${backendName()}`, () => {
  it("holds every answer of every person, in the questions' words, and what is not answered yet", async () => {
    const res = await request(`/admin/applications/${appId}/answers.pdf`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="answers-${reference}.pdf"`);
    const text = await pdfText(res);
    expectEveryAnswer(text);
    expect(text).toContain(`Answers: ${reference}`);
    expect(text).toContain("Chitra Client · Main applicant");
    expect(text).toContain("Kabir Rao · Child");
    expect(text).toContain("Sent, being checked");
    // A yes-no as Yes or No, its explanation under what it was asked as; a choice by its label.
    expect(text).toContain(
      "Is your residential address the same as your mailing address?\nNo\nYour residential address\n9 Palm Court, Baner, Pune 411045",
    );
    expect(text).toContain("Will this child come to Canada with the principal applicant?\nYes");
    expect(text).toContain("Relationship to the principal applicant\nSon");
    expect(text).toContain("To\nGoes on today (left empty)"); // the history's last address goes on
    expect(text).toMatch(/Passport and national identity document \(IMM 0008\)\nNot answered yet/);
    // Each person's own sections only: the child has no address history.
    expect(text.indexOf("Kabir Rao · Child")).toBeGreaterThan(text.lastIndexOf("12 MG Road"));
  });

  it("is the agent's for their own clients only, and never the client's", async () => {
    const mine = await request(`/agent/applications/${appId}/answers.pdf`, { cookie: cookies.agent });
    expect(mine.status).toBe(200);
    expectEveryAnswer(await pdfText(mine));
    expect((await request(`/agent/applications/${appId}/answers.pdf`, { cookie: cookies.otherAgent })).status).toBe(404);
    for (const portal of ["admin", "agent"])
      expect([302, 404]).toContain((await request(`/${portal}/applications/${appId}/answers.pdf`, { cookie: cookies.client })).status);
    expect((await request(`/admin/applications/not-an-id/answers.pdf`, { cookie: cookies.admin })).status).toBe(404);
    const answersPage = await (await request(`/agent/applications/${appId}/answers`, { cookie: cookies.agent })).text();
    expect(answersPage).toContain(`href="/agent/applications/${appId}/answers.pdf"`);
  });

  it("is in the records export beside answers.json", async () => {
    const res = await request(`/admin/clients/${users.client.id}/export`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(zip["answers.json"]).toBeDefined();
    const entry = zip[`answers/${reference}.pdf`];
    expect(entry).toBeDefined();
    expectEveryAnswer((await readPdf(entry)).text);
  });
});
