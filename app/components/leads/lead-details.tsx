import { formatDate } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { VisitOriginLine } from "./enquiry-origin";

type LeadFacts = {
  created_at: string | Date;
  status: EnquiryStatus;
  email: string;
  phone: string;
  destination_country: string;
  message: string;
  owner_name: string | null;
  follow_up_on: string | null;
  lost_reason: string | null;
  source_page?: string | null;
  landing_page?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
};

/** What a lead is: who wrote, about what, its stage, owner and follow-up, and their message. */
export function LeadDetails({ lead: e, serviceTitle, today }: { lead: LeadFacts; serviceTitle: string; today: string }) {
  const due = e.follow_up_on && e.follow_up_on <= today && e.status !== "converted" && e.status !== "lost";
  const facts: [string, React.ReactNode][] = [
    ["Received", formatDate(e.created_at)],
    ["Stage", ENQUIRY_STATUS_LABELS[e.status]],
    ["Owner", e.owner_name ?? "Front desk"],
    ["Follow up on", e.follow_up_on ? `${formatDate(e.follow_up_on)}${due ? " (due)" : ""}` : "—"],
    [
      "E-mail",
      <a key="e" href={`mailto:${e.email}`} className="text-brand-700 underline">
        {e.email}
      </a>,
    ],
    [
      "Phone",
      e.phone ? (
        <a key="p" href={`tel:${e.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
          {e.phone}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Destination", COUNTRY_NAMES[e.destination_country] ?? (e.destination_country || "—")],
    ["Service", serviceTitle || "—"],
  ];
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {e.status === "lost" && e.lost_reason ? (
        <p className="mt-4 text-sm">
          <span className="text-slate-600">Lost because: </span>
          {e.lost_reason}
        </p>
      ) : null}
      <div className="mt-4 space-y-1 text-sm">
        {e.source_page ? <p className="break-words text-slate-600">{`Sent from the page ${e.source_page}.`}</p> : null}
        <VisitOriginLine origin={e} />
      </div>
      <h2 className="mt-5 text-sm text-slate-600">Message</h2>
      <p className="mt-1 whitespace-pre-wrap text-slate-900">{e.message}</p>
    </section>
  );
}
