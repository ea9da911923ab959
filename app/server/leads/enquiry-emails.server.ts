import { serviceTitle } from "~/content/catalogue.server";
import { formatDateTime } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { db } from "../db/db.server";
import type { Mail, MailHandlers } from "../outbox/mailer.server";
import { getEnv } from "../runtime/env.server";
import { getSettings } from "../website/settings.server";

// The e-mail that tells staff of an enquiry (written with it: enquiries.server.ts,
// assessments.server.ts), sent to the contact address of the website's settings.

export async function composeEnquiryNotice(payload: { enquiryId: string }): Promise<Mail | null> {
  const enquiry = await db.selectFrom("enquiries").selectAll().where("id", "=", String(payload.enquiryId)).executeTakeFirst();
  if (!enquiry) return null; // deleted since: nothing to tell
  const to = (await getSettings()).contact_info.email;
  if (!to) throw new Error("no contact e-mail in the website settings");
  const env = getEnv();
  const service = enquiry.service_slug ? serviceTitle(enquiry.service_slug) : "not chosen";
  return {
    to,
    replyTo: enquiry.email,
    subject: `New enquiry from ${enquiry.name}`,
    text: [
      `${enquiry.name} sent an enquiry on ${formatDateTime(enquiry.created_at)}.`, // settings read above: the firm's zone
      "",
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.phone || "not given"}`,
      `Destination: ${COUNTRY_NAMES[enquiry.destination_country ?? ""] ?? (enquiry.destination_country || "not chosen")}`,
      `Service: ${service}`,
      "",
      enquiry.message,
      "",
      `Open it: ${env.APP_URL.replace(/\/$/, "")}/admin/enquiries/${enquiry.id}`,
    ].join("\n"),
  };
}

export const enquiryMail = { enquiry_notification: composeEnquiryNotice } satisfies MailHandlers<"enquiry_notification">;
