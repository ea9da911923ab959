// A year of the demo firm's past (issue 44): enquiries, past clients whose cases were lodged
// and decided, consultations held, signed agreements, invoices and payments, and a few message threads, all
// dated over the twelve months before the day the seed runs, so the reports (whose default
// range is the last twelve months) and the client's "How long our cases like yours took"
// show figures on a fresh demo. Inserted after the demo's own rows (its application keeps
// reference A<year>-00001); run once: a second run finds the first past client and stops.
import { randomBytes } from "node:crypto";
import type { Db } from "../app/server/db/db.server";
import type { ApplicationStatus } from "../app/lib/cases/application-workflow";
import type { EnquiryStatus } from "../app/lib/leads/enquiry-statuses";
import { hashPassword } from "../app/server/accounts/password.server";
import { at, dayAgo, LOST_REASONS, OTHER_LEADS, pastCase, PAST_CLIENTS, SOURCES } from "./seed-history-data";
import { seedAgreements } from "./seed-history-agreements";
import { seedInvoices, seedMessages } from "./seed-history-money";

export async function seedHistory(db: Db, ids: Record<string, string>) {
  const done = await db.selectFrom("admin_users").select("id").where("email", "=", "past-client-1@example.com").executeTakeFirst();
  if (done) return;
  const agent = ids.agent;
  // No one signs in as a past client: one random password no one knows.
  const password_hash = await hashPassword(randomBytes(24).toString("hex"));
  const people = await db
    .insertInto("admin_users")
    .values(
      PAST_CLIENTS.map(([first, last], i) => ({
        email: `past-client-${i + 1}@example.com`,
        password_hash,
        full_name: `${first} ${last}`,
        role: "client" as const,
        created_at: at(pastCase(i).opened),
      })),
    )
    .returning(["id", "email"])
    .execute();
  const clientIds = PAST_CLIENTS.map((_, i) => people.find((p) => p.email === `past-client-${i + 1}@example.com`)!.id);
  await db
    .insertInto("client_profiles")
    .values(
      PAST_CLIENTS.map(([first_name, last_name], i) => ({
        user_id: clientIds[i],
        first_name,
        last_name,
        nationality: "Indian",
        country_of_residence: "India",
        destination_country: pastCase(i).destination_country,
        visa_interest: pastCase(i).service_slug,
        assigned_agent_id: agent,
      })),
    )
    .execute();

  // Their cases, in one statement after the demo's own (their references follow A<year>-00001).
  const apps = await db
    .insertInto("applications")
    .values(
      PAST_CLIENTS.map((_, k) => {
        const c = pastCase(k);
        return {
          client_id: clientIds[k],
          service_slug: c.service_slug,
          destination_country: c.destination_country,
          status: "closed" as const,
          outcome: c.outcome,
          assigned_agent_id: agent,
          created_by: ids.admin,
          lodged_on: c.outcome === "withdrawn" ? null : dayAgo(c.lodged),
          decided_on: dayAgo(c.decided),
          created_at: at(c.opened),
          status_changed_at: at(c.closed),
        };
      }),
    )
    .returning(["id", "client_id"])
    .execute();
  const appIds = clientIds.map((id) => apps.find((a) => a.client_id === id)!.id);
  // Each case's history, as the app records a status change.
  const events: {
    application_id: string;
    actor_id: string;
    from_status: ApplicationStatus | null;
    to_status: ApplicationStatus;
    note: string;
    created_at: string;
  }[] = [];
  PAST_CLIENTS.forEach((_, k) => {
    const c = pastCase(k);
    const steps: [ApplicationStatus, number, string][] = [
      ["enquiry", c.opened, "Application opened"],
      ["assessment", c.opened - 4, "Eligibility assessed on the call"],
      ["documents_pending", c.opened - 10, "Checklist sent"],
    ];
    if (c.outcome === "withdrawn") steps.push(["withdrawn", c.decided, "The client chose to wait a year"]);
    else {
      steps.push(["ready_to_lodge", c.lodged + 5, "Every document checked"], ["lodged", c.lodged, "Lodged online"]);
      if (k % 4 === 1)
        steps.push(
          ["additional_info_requested", c.lodged - 20, "Police certificate asked for"],
          ["lodged", c.lodged - 30, "Certificate sent"],
        );
      steps.push([c.outcome, c.decided, c.outcome === "granted" ? "Granted" : "Refused: funds not shown for six months"]);
    }
    steps.push(["closed", c.closed, "File closed"]);
    steps.forEach(([to, ago, note], i) =>
      events.push({
        application_id: appIds[k],
        actor_id: agent,
        from_status: i ? steps[i - 1][0] : null,
        to_status: to,
        note,
        created_at: at(ago, 5 + i),
      }),
    );
  });
  await db.insertInto("application_events").values(events).execute();

  // Enquiries over the year: each past client's (won), and 25 other leads at every stage.
  const wonLeads = PAST_CLIENTS.map(([first, last], k) => ({
    name: `${first} ${last}`,
    email: `past-client-${k + 1}@example.com`,
    status: "converted" as EnquiryStatus,
    lost_reason: null,
    created: pastCase(k).opened + 12,
    client: clientIds[k],
    source_page: SOURCES[k % SOURCES.length],
  }));
  const stages: EnquiryStatus[] = ["lost", "new", "contacted", "lost", "consultation_booked", "proposal_sent", "lost", "contacted"];
  const otherLeads = OTHER_LEADS.map((name, i) => ({
    name,
    email: `lead-${i + 1}@example.com`,
    status: stages[i % stages.length],
    created: 355 - i * 14,
    lost_reason: stages[i % stages.length] === "lost" ? LOST_REASONS[i % LOST_REASONS.length] : null,
    client: null,
    source_page: SOURCES[(i + 1) % SOURCES.length],
  }));
  await db
    .insertInto("enquiries")
    .values(
      [...wonLeads, ...otherLeads].map((e, i) => ({
        name: e.name,
        email: e.email,
        phone: `+91 90000 ${String(10000 + i)}`,
        consent: true,
        service_slug: i % 3 === 2 ? "australia-work-visa" : "canada-permanent-residency",
        destination_country: i % 3 === 2 ? "australia" : "canada",
        message: "I would like to know my chances and what the process costs.",
        source_page: e.source_page,
        status: e.status,
        lost_reason: e.lost_reason,
        owner_id: i % 4 === 3 ? ids.admin : agent,
        converted_client_id: e.client,
        converted_by: e.client ? ids.admin : null,
        converted_at: e.client ? at(e.created - 10) : null,
        created_at: at(e.created, 4 + (i % 8)),
        updated_at: at(Math.max(1, e.created - 10)),
      })),
    )
    .execute();

  // Consultations held over the year (the demo admin hosts them), and one cancelled.
  await db
    .insertInto("bookings")
    .values(
      Array.from({ length: 14 }, (_, i) => {
        const lead = i < 8 ? wonLeads[i] : otherLeads[i];
        const ago = i < 8 ? wonLeads[i].created - 3 : otherLeads[i].created - 4;
        const cancelled = i === 11;
        return {
          host_id: ids.admin,
          starts_at: at(ago, 5),
          ends_at: `${dayAgo(ago)}T06:00:00Z`,
          name: lead.name,
          email: lead.email,
          status: cancelled ? ("cancelled" as const) : ("confirmed" as const),
          topic: "Permanent residency in Canada",
          time_zone: "Asia/Kolkata",
          client_id: lead.client,
          consent_text: "I agree to be contacted about my consultation.",
          created_at: at(ago + 5),
          cancelled_at: cancelled ? at(ago + 1) : null,
          cancel_reason: cancelled ? "Travelling that week" : "",
        };
      }),
    )
    .execute();

  await seedAgreements(db, ids, clientIds, appIds);
  await seedInvoices(db, ids, clientIds, appIds);
  await seedMessages(db, ids, appIds);
}
