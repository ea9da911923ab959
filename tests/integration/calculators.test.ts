// Issue 21: a calculator scores answers from the query string (no JavaScript needed),
// and "send this to an advisor" stores them with an enquiry that staff see, scored
// again on the server, and carries them to the client the enquiry becomes.
import { beforeAll, describe, expect, it } from "vitest";
import { CALCULATOR_CONSENT } from "~/lib/leads/enquiry-consent";
import { cookiesFrom, location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

const CRS = "/calculators/canada-express-entry-crs";
// IRCC's tables: single, 27, master's, CLB 9 in every ability, 3 years abroad = 469.
const P1 = {
  spouse: "no",
  age: "27",
  education: "masters",
  canadianEducation: "none",
  first: "english",
  first_listening: "9",
  first_reading: "9",
  first_writing: "9",
  first_speaking: "9",
  second: "no",
  canadianWork: "0",
  foreignWork: "3+",
  certificate: "no",
  nomination: "no",
  sibling: "no",
};
const contact = { name: "Meera Iyer", email: "meera.crs@example.com", phone: "+91 98450 12345", note: "", consent: "on" };

let admin: string;
beforeAll(async () => {
  const users = await createUsers("calculators");
  admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
});

async function storedFor(email: string) {
  const db = await testDb();
  return db
    .selectFrom("enquiries as e")
    .leftJoin("assessments as a", "a.enquiry_id", "e.id")
    .select([
      "e.id",
      "e.service_slug",
      "e.destination_country",
      "e.message",
      "a.total",
      "a.calculator",
      "a.consent_text",
      "a.answers",
      "a.client_id",
    ])
    .where("e.email", "=", email)
    .execute();
}

describe(`points calculators on ${backendName()}`, () => {
  it("scores the answers in the URL, line by line, with the rules' sources and dates", async () => {
    const res = await request(`${CRS}?${new URLSearchParams(P1)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/data-testid="score-total"[^>]*>469</);
    expect(html).toContain("Age: 27");
    expect(html).toContain("Work experience outside Canada with strong language or Canadian work experience");
    expect(html).toContain(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/check-score/crs-criteria.html",
    );
    expect(html).toContain('dateTime="2026-11-28"');
    expect(html).toContain("What would raise it");
  });

  it("scores nothing until every question is answered: a fresh page says what is left, with no total", async () => {
    const html = await (await request(CRS)).text();
    expect(html).not.toContain('data-testid="score-total"');
    expect(html).toMatch(/Answer every question to see your score: \d+ still to answer/);
    expect(html).toContain('<option value="" selected="">Choose…</option>');
    const list = await (await request("/calculators")).text();
    expect(list).toContain("Rules confirmed on 28 November 2026 against Home Affairs&#x27; points table for subclasses 189, 190 and 491.");
  });

  it("explains an answer that is not in the list beside its question, and never fails", async () => {
    const res = await request(`${CRS}?age=200&education=%3Cscript%3E`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const errors = [
      ...html.matchAll(/<p id="([a-z]+)-[^"]*-error" class="field-error" role="alert">Choose one of the answers in the list<\/p>/g),
    ];
    expect(errors.map((m) => m[1])).toEqual(["age", "education"]);
  });

  it("is a 404 for a calculator that does not exist", async () => {
    expect((await request("/calculators/no-such-calculator")).status).toBe(404);
  });

  it("sends the answers to an advisor: the server scores them itself, stores the consent shown, and tells staff", async () => {
    const res = await request(CRS, { form: { ...P1, ...contact, total: "1200" } });
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`${CRS}?${new URLSearchParams(P1)}`);
    const [row] = await storedFor(contact.email);
    expect(row).toMatchObject({
      service_slug: "canada-permanent-residency",
      destination_country: "canada",
      total: 469,
      calculator: "canada-express-entry-crs",
      consent_text: CALCULATOR_CONSENT,
    });
    expect(row.answers).toMatchObject({ age: "27", education: "masters" });
    expect(row.message).toContain("469 points");
    const db = await testDb();
    const notice = await db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "enquiry_notification")
      .where("payload", "@>", JSON.stringify({ enquiryId: row.id }) as never)
      .execute();
    expect(notice).toHaveLength(1);
  });

  it("keeps what was typed and stores nothing without consent, or with an answer not in the list", async () => {
    const email = "no-consent@example.com";
    const res = await request(CRS, { form: { ...P1, ...contact, email, consent: "" } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please agree so that we can contact you");
    expect(html).toContain(`value="${email}"`);
    const tampered = await request(CRS, { form: { ...P1, ...contact, email, age: "12" } });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("Some answers above could not be read");
    // A profile half answered (the age left at "Choose…") is refused beside the question, at the top and in the form.
    const partial = await request(CRS, { form: { ...P1, ...contact, email, age: "" } });
    expect(partial.status).toBe(400);
    const page = await partial.text();
    expect(page).toMatch(/<p id="age-[^"]*-error" class="field-error" role="alert">Answer this question before sending<\/p>/);
    expect(page).toContain("Your details were not sent: 1 question is still to answer — ");
    expect(page).toContain('href="#advisor-heading"');
    expect(page).toContain(`value="${email}"`);
    expect(await storedFor(email)).toEqual([]);
  });

  it("shows the admin the answers in words and the score on the enquiry, then on the client it becomes", async () => {
    const email = "convert.crs@example.com";
    await request(CRS, { form: { ...P1, ...contact, email } });
    const [row] = await storedFor(email);
    const enquiryPage = await (await request(`/admin/enquiries/${row.id}`, { cookie: admin })).text();
    expect(enquiryPage).toContain("Calculator results");
    expect(enquiryPage).toContain("Canada Express Entry CRS calculator: 469 points");
    expect(enquiryPage).toContain("Master&#x27;s degree, or a professional degree for a licensed profession");
    expect(enquiryPage).not.toContain(">masters<");

    const form = await (await request(`/admin/clients/new?enquiry=${row.id}`, { cookie: admin })).text();
    const formKey = form.match(/name="formKey" value="([^"]+)"/)?.[1] ?? "";
    const made = await request(`/admin/clients/new?enquiry=${row.id}`, {
      cookie: admin,
      form: {
        formKey,
        firstName: "Meera",
        lastName: "Iyer",
        email,
        phone: contact.phone,
        nationality: "",
        destinationCountry: "canada",
        visaInterest: "canada-permanent-residency",
        assignedAgentId: "",
        enquiryId: row.id,
      },
    });
    expect(made.status).toBe(302);
    const clientId = location(made)!.split("/").pop()!;
    const [after] = await storedFor(email);
    expect(after.client_id).toBe(clientId);
    const clientPage = await (await request(`/admin/clients/${clientId}`, { cookie: [admin, cookiesFrom(made)].join("; ") })).text();
    expect(clientPage).toContain("Canada Express Entry CRS calculator: 469 points");
  });
});
