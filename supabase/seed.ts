// Demo data for the embedded default: one account per role, website settings,
// blog posts, testimonials and success stories. Run with `npm run db:seed`;
// never run implicitly in production. Safe to run twice (existing rows are kept).
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../app/server/db/db.server";
import { hashPassword } from "../app/server/accounts/password.server";
import { profileCompletion } from "../app/lib/cases/profile-completion";
import { DEFAULT_CONTACT } from "../app/lib/website/settings";
import { BLOG_POSTS } from "./seed-blog-posts";
import { seedHistory } from "./seed-history";

export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@example.com", password: "Demo-Admin-2026", fullName: "Asha Kulkarni" },
  { role: "agent", email: "agent@example.com", password: "Demo-Agent-2026", fullName: "Rohan Mehta" },
  { role: "client", email: "client@example.com", password: "Demo-Client-2026", fullName: "Priya Sharma" },
] as const;

const DEMO_PROFILE = {
  first_name: "Priya",
  last_name: "Sharma",
  phone: "+91 98765 43210",
  nationality: "Indian",
  country_of_residence: "India",
  city: "Pune",
  destination_country: "canada",
  visa_interest: "canada-permanent-residency",
  passport_expiry: "2027-03-31",
};

export async function seed(db: Db) {
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.selectFrom("admin_users").select("id").where("email", "=", account.email).executeTakeFirst();
    if (existing) {
      ids[account.role] = existing.id;
      continue;
    }
    const row = await db
      .insertInto("admin_users")
      .values({
        email: account.email,
        password_hash: await hashPassword(account.password),
        full_name: account.fullName,
        role: account.role,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[account.role] = row.id;
  }

  await db
    .insertInto("agent_profiles")
    .values({
      user_id: ids.agent,
      phone: "+91 98220 00000",
      job_title: "Senior immigration consultant",
      languages: "English, Hindi, Marathi",
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();

  // The demo admin takes consultations, Monday to Friday 10:00 to 17:00 and Saturday
  // morning (the office's time zone), so /book has times to offer on a fresh install.
  const hosting = await db
    .insertInto("booking_hosts")
    .values({ host_id: ids.admin })
    .onConflict((oc) => oc.column("host_id").doNothing())
    .returning("host_id")
    .executeTakeFirst();
  if (hosting) {
    const days = [1, 2, 3, 4, 5].map((weekday) => ({ host_id: ids.admin, weekday, start_minute: 600, end_minute: 1020 }));
    await db
      .insertInto("booking_hours")
      .values([...days, { host_id: ids.admin, weekday: 6, start_minute: 600, end_minute: 780 }])
      .execute();
  }

  await db
    .insertInto("client_profiles")
    .values({
      user_id: ids.client,
      ...DEMO_PROFILE,
      assigned_agent_id: ids.agent,
      profile_completion_percentage: profileCompletion(DEMO_PROFILE),
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();

  // A second client, not assigned to the demo agent: the agent portal must not show them.
  const other = await db.selectFrom("admin_users").select("id").where("email", "=", "arjun.nair@example.com").executeTakeFirst();
  if (!other) {
    const row = await db
      .insertInto("admin_users")
      .values({
        email: "arjun.nair@example.com",
        password_hash: await hashPassword(randomBytes(24).toString("hex")),
        full_name: "Arjun Nair",
        role: "client",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("client_profiles")
      .values({ user_id: row.id, first_name: "Arjun", last_name: "Nair", destination_country: "australia" })
      .execute();
  }

  // The demo client's case: documents are being collected.
  const hasApplication = await db.selectFrom("applications").select("id").where("client_id", "=", ids.client).executeTakeFirst();
  if (!hasApplication) {
    const app = await db
      .insertInto("applications")
      .values({
        client_id: ids.client,
        service_slug: "canada-permanent-residency",
        destination_country: "canada",
        status: "documents_pending",
        assigned_agent_id: ids.agent,
        created_by: ids.admin,
        // The row's dates are those of its history below ("Opened", "In this status since").
        created_at: "2026-10-01T05:00:00Z",
        status_changed_at: "2026-10-10T11:00:00Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("application_events")
      .values([
        {
          application_id: app.id,
          actor_id: ids.admin,
          from_status: null,
          to_status: "enquiry",
          note: "Application opened",
          created_at: "2026-10-01T05:00:00Z",
        },
        {
          application_id: app.id,
          actor_id: ids.agent,
          from_status: "enquiry",
          to_status: "assessment",
          note: "CRS estimate shared on the call",
          created_at: "2026-10-03T09:30:00Z",
        },
        {
          application_id: app.id,
          actor_id: ids.agent,
          from_status: "assessment",
          to_status: "documents_pending",
          note: "Checklist sent: start with passport and ECA",
          created_at: "2026-10-10T11:00:00Z",
        },
      ])
      .execute();
    // Its checklist, as createApplication copies it from the visa type's.
    await db
      .insertInto("application_items")
      .columns(["application_id", "position", "name", "help_text", "required", "provided_by", "document_type", "created_at"])
      .expression((eb) =>
        eb
          .selectFrom("checklist_items")
          .select([
            sql<string>`${app.id}::uuid`.as("application_id"),
            "position",
            "name",
            "help_text",
            "required",
            "provided_by",
            "document_type",
            sql<Date>`${"2026-10-01T05:00:00Z"}::timestamptz`.as("created_at"),
          ])
          .where("service_slug", "=", "canada-permanent-residency"),
      )
      .execute();
    // What waits on people, dated from the day the demo is seeded so it is never stale.
    await db
      .insertInto("tasks")
      .values([
        {
          application_id: app.id,
          title: "Check the ECA report against the degree certificate",
          due_on: sql<string>`current_date + 2`,
          assignee_id: ids.agent,
          created_by: ids.agent,
        },
        {
          application_id: app.id,
          title: "Book your IELTS General Training test",
          due_on: sql<string>`current_date + 14`,
          assignee_id: ids.client,
          created_by: ids.agent,
        },
      ])
      .execute();
    await db
      .insertInto("key_dates")
      .values([
        {
          client_id: ids.client,
          application_id: app.id,
          kind: "lodgement_deadline",
          due_on: sql<string>`current_date + 28`,
          note: "60 days from the invitation to apply",
          created_by: ids.agent,
        },
        { client_id: ids.client, kind: "passport_expiry", due_on: sql<string>`current_date + 400`, created_by: ids.agent },
      ])
      .execute();
  }

  const settings: Record<string, string> = {
    // No placeholder pages: the firm sets its own in Admin → Settings.
    facebook_url: "",
    twitter_url: "",
    instagram_url: "",
    linkedin_url: "",
    youtube_url: "",
    whatsapp_number: "+91 98765 00000",
    contact_email: DEFAULT_CONTACT.email,
    contact_phone: DEFAULT_CONTACT.phone,
    office_address: DEFAULT_CONTACT.address,
    company_website: "",
    // Billing (issue 41): a demo GSTIN of the right shape that belongs to no one, and a UPI ID
    // and bank account that no bank holds — a demo QR code opens a UPI app that refuses it.
    gst_legal_name: "Horizon Pathways Consulting Private Limited",
    gstin: "27AAACH0000A1ZR",
    gst_state_code: "27",
    gst_address: DEFAULT_CONTACT.address,
    upi_id: "horizonpathways@example",
    upi_payee_name: "Horizon Pathways Consulting",
    bank_account_name: "Horizon Pathways Consulting Private Limited",
    bank_name: "Example Bank, Baner branch, Pune",
    bank_account_number: "000123456789",
    bank_ifsc: "EXMP0000001",
  };
  await db
    .insertInto("website_settings")
    .values(Object.entries(settings).map(([setting_key, setting_value]) => ({ setting_key, setting_value, setting_type: "text" })))
    .onConflict((oc) => oc.column("setting_key").doNothing())
    .execute();

  const hasPosts = await db.selectFrom("blog_posts").select("id").limit(1).executeTakeFirst();
  if (!hasPosts) {
    await db
      .insertInto("blog_posts")
      .values(BLOG_POSTS.map((p) => ({ ...p, status: "published" as const, author_id: ids.admin })))
      .execute();
  }

  const hasTestimonials = await db.selectFrom("testimonials").select("id").limit(1).executeTakeFirst();
  if (!hasTestimonials) {
    await db
      .insertInto("testimonials")
      .values([
        {
          name: "Ankit R.",
          country: "Canada",
          visa_type: "Express Entry (PR)",
          quote:
            "They told me plainly what my CRS score was and what would raise it. The document checklist saved me weeks, and I always knew what was happening with my file.",
          rating: 5,
          is_published: true,
        },
        {
          name: "Meera & Karthik S.",
          country: "Australia",
          visa_type: "Skilled Nominated (190)",
          quote:
            "Our skills assessment had been returned once before we came here. The team found what was missing and explained every step of the state nomination.",
          rating: 5,
          is_published: true,
        },
        {
          name: "Farhan Q.",
          country: "United Kingdom",
          visa_type: "Student visa",
          quote: "Clear advice on funds and the CAS, and quick replies on WhatsApp when I panicked about my bank statement dates.",
          video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
          rating: 4,
          is_published: true,
        },
      ])
      .execute();
  }

  const hasStories = await db.selectFrom("visa_successes").select("id").limit(1).executeTakeFirst();
  if (!hasStories) {
    await db
      .insertInto("visa_successes")
      .values([
        {
          display_name: "S. P.",
          country: "Germany",
          visa_type: "Opportunity Card",
          granted_on: "2026-06-12",
          story: "A mechanical engineer from Nashik with a recognised degree and A2 German, now job hunting in Stuttgart.",
          consent_to_publish: true,
          is_published: true,
        },
        {
          display_name: "Neha K.",
          country: "Canada",
          visa_type: "Study permit",
          granted_on: "2026-08-02",
          story:
            "Admitted to a two-year college programme in Ontario; her provincial attestation letter and funds were in order first time.",
          consent_to_publish: true,
          is_published: true,
        },
        {
          display_name: "R. & family",
          country: "Australia",
          visa_type: "Visitor (600)",
          granted_on: "2026-09-18",
          story: "Parents visiting their daughter in Melbourne for her graduation, with a clear itinerary and proof of ties to home.",
          consent_to_publish: true,
          is_published: true,
        },
      ])
      .execute();
  }

  // The demo's team: no photos and no registrations (a demo must not show a real-looking licence number).
  const hasTeam = await db.selectFrom("team_members").select("id").limit(1).executeTakeFirst();
  if (!hasTeam) {
    await db
      .insertInto("team_members")
      .values([
        {
          name: "Asha Kulkarni",
          role: "Founder and head of client services",
          bio: "Plans each client's route and reviews every application before it is lodged.",
          position: 1,
          is_published: true,
        },
        {
          name: "Rohan Mehta",
          role: "Case manager, Canada and Australia",
          bio: "Runs document checklists and keeps clients up to date.",
          position: 2,
          is_published: true,
        },
        {
          name: "Priya Nair",
          role: "Case manager, UK and Europe",
          bio: "Helps students and skilled workers with UK and European applications.",
          position: 3,
          is_published: true,
        },
      ])
      .execute();
  }
  // A year of the firm's past, after the demo's own rows (the reports and processing times read it).
  await seedHistory(db, ids);
  return ids;
}
