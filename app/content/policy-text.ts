import { ENQUIRY_RETENTION_MONTHS, LOG_RETENTION_DAYS } from "~/lib/retention";
import type { SiteSettings } from "~/lib/website/settings";
import type { Policy } from "./types";

// A policy as served: its {tokens} filled from the settings and the firm's names, and the
// sections about a setting that is not set left out (see PolicySection in types.ts).

export type PolicyValues = { brand: string; company: string; settings: SiteSettings };

export function policyTokens({ brand, company, settings }: PolicyValues): Record<string, string> {
  const p = settings.privacy;
  const contactEmail = settings.contact_info.email;
  return {
    brand,
    company,
    office_address: settings.contact_info.address,
    contact_email: contactEmail,
    grievance_officer: p.grievance_name ? `our Grievance Officer, ${p.grievance_name}` : "our Grievance Officer",
    grievance_email: p.grievance_email || contactEmail,
    eu_representative: p.eu_representative,
    uk_representative: p.uk_representative,
    log_retention_days: String(LOG_RETENTION_DAYS),
    enquiry_retention_months: String(ENQUIRY_RETENTION_MONTHS),
  };
}

export function fillPolicy(policy: Policy, values: PolicyValues): Policy {
  const tokens = policyTokens(values);
  const fill = (text: string) => text.replace(/\{([a-z_]+)\}/g, (whole, key: string) => tokens[key] ?? whole);
  return {
    ...policy,
    title: fill(policy.title),
    summary: fill(policy.summary),
    sections: policy.sections
      .filter((s) => (!s.showIf || tokens[s.showIf]) && !(s.showUnless && tokens[s.showUnless]))
      .map((s) => ({ ...s, heading: fill(s.heading), paragraphs: s.paragraphs.map(fill), list: s.list?.map(fill) })),
  };
}
