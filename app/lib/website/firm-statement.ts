import type { SiteSettings } from "~/lib/website/settings";

// What the firm is and is not, and the registrations it holds: words sent to the page as
// data (the layout's loader), not as code, so they cost the phone no JavaScript.

export type FirmStatementData = { statement: string; registrations: string[] };

const STATEMENT =
  "We are an immigration consultancy in India, not a law firm, and we do not give legal advice on the law of any country. Where a country allows only licensed or registered advisers to advise or act for a fee, that work is done by a registered adviser named in your agreement, or we refer you to one.";

/** The registrations that are set, as people read them ("CICC licence R512345"), in a fixed order. */
function registrationLines(r: SiteSettings["registrations"]): string[] {
  return [
    r.cicc && `Regulated Canadian Immigration Consultant: CICC licence ${r.cicc}`,
    r.mara && `Registered migration agent (Australia): MARN ${r.mara}`,
    r.iaa && `Regulated by the UK Immigration Advice Authority: ${r.iaa}`,
    r.india_ra && `Recruiting agent registered under India's Emigration Act, 1983: licence ${r.india_ra}`,
  ].filter((line): line is string => Boolean(line));
}

/** The statement, with only the registrations that are set (an empty one says nothing rather than something untrue). */
export function firmStatement(settings: SiteSettings): FirmStatementData {
  return { statement: STATEMENT, registrations: registrationLines(settings.registrations) };
}
