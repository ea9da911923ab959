import { formatDateTime } from "~/lib/ui/format";
import { describeOrigin, type VisitOrigin } from "~/lib/leads/visit-origin";
import type { TimelineEntry } from "~/lib/leads/lead-activities";
import { TimelineEntries } from "./lead-timeline";

export type EnquiryOriginData = {
  message: string;
  source_page: string | null;
  /** Where the visit began (issue 44): the first page, the referring site's host, the utm tags. */
  landing_page?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  created_at: string | Date;
  converted_at: string | Date | null;
  converted_by_name: string | null;
  /** The lead's timeline (calls, notes, stages), newest first. */
  timeline: TimelineEntry[];
};

/** The enquiry a client was made from, on their record: what they wrote, from where, the conversion, and the lead's timeline. */
export function EnquiryOrigin({ enquiry }: { enquiry: EnquiryOriginData }) {
  return (
    <div className="space-y-2 text-sm text-slate-800">
      <p className="text-slate-600">
        {`Enquiry sent ${formatDateTime(enquiry.created_at)}${enquiry.source_page ? ` from the page ${enquiry.source_page}` : ""}.`}
      </p>
      <VisitOriginLine origin={enquiry} />
      <blockquote className="whitespace-pre-wrap border-l-2 border-slate-200 pl-3">{enquiry.message}</blockquote>
      {enquiry.converted_at ? (
        <p className="text-slate-600">{`Made a client ${formatDateTime(enquiry.converted_at)}${enquiry.converted_by_name ? ` by ${enquiry.converted_by_name}` : ""}.`}</p>
      ) : null}
      <TimelineEntries entries={enquiry.timeline} />
    </div>
  );
}

/** "Came from instagram (campaign: diwali) via www.instagram.com, first page /services/…", or nothing when the visit said nothing. */
export function VisitOriginLine({ origin }: { origin: { [K in keyof VisitOrigin]?: string | null } }) {
  const line = describeOrigin({
    landing_page: origin.landing_page ?? undefined,
    referrer_host: origin.referrer_host ?? undefined,
    utm_source: origin.utm_source ?? undefined,
    utm_medium: origin.utm_medium ?? undefined,
    utm_campaign: origin.utm_campaign ?? undefined,
  });
  return line ? (
    <p className="break-words text-slate-600" data-visit-origin>
      {line}
    </p>
  ) : null;
}
