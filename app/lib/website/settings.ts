// Website settings (SPEC.md §3): the keys, the assembled shape the pages use,
// and the built-in defaults the footer falls back to when settings cannot be read.

export const SETTING_KEYS = [
  "facebook_url",
  "twitter_url",
  "instagram_url",
  "linkedin_url",
  "youtube_url",
  "whatsapp_number",
  "contact_email",
  "contact_phone",
  "office_address",
  "company_website",
  "firm_time_zone",
  "cicc_licence",
  "mara_number",
  "iaa_registration",
  "india_ra_licence",
  "grievance_officer_name",
  "grievance_officer_email",
  "eu_representative",
  "uk_representative",
  "processing_times_min_cases",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export type SiteSettings = {
  social_media: {
    facebook: string;
    twitter: string;
    instagram: string;
    linkedin: string;
    youtube: string;
    whatsapp: string;
  };
  contact_info: { email: string; phone: string; address: string; website: string };
  /** The IANA zone every time of day is shown in, with its name. */
  firm: { time_zone: string };
  /** The firm's registrations with regulators; an empty one is not shown anywhere. */
  registrations: { cicc: string; mara: string; iaa: string; india_ra: string };
  /** Who answers for personal data (the privacy notice); empty ones fall back to the contact e-mail or are not shown. */
  privacy: { grievance_name: string; grievance_email: string; eu_representative: string; uk_representative: string };
  /** The firm's own processing times show a client only with at least this many decided cases of their kind. */
  reports: { processing_times_min_cases: number };
};

/** The firm's office is in Pune. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** So that no one case can be recognised: the fewest decided cases the processing times are shown from, and the bounds an admin may set. */
export const PROCESSING_TIMES_MIN_CASES = { default: 10, min: 5, max: 1000 } as const;

/** Shown when settings cannot be read: no social links, the built-in contact details. */
export const DEFAULT_CONTACT = {
  email: "hello@horizonpathways.example",
  phone: "+91 20 4567 8900",
  address: "Office 402, Business Bay, Baner Road, Pune, Maharashtra 411045, India",
  website: "",
};

export const DEFAULT_SETTINGS: SiteSettings = {
  social_media: { facebook: "", twitter: "", instagram: "", linkedin: "", youtube: "", whatsapp: "" },
  contact_info: DEFAULT_CONTACT,
  firm: { time_zone: DEFAULT_TIME_ZONE },
  registrations: { cicc: "", mara: "", iaa: "", india_ra: "" },
  privacy: { grievance_name: "", grievance_email: "", eu_representative: "", uk_representative: "" },
  reports: { processing_times_min_cases: PROCESSING_TIMES_MIN_CASES.default },
};

/** Rows of website_settings → the assembled object; a missing value is an empty string. */
export function assembleSettings(rows: { setting_key: string; setting_value: string | null }[]): SiteSettings {
  const map = new Map(rows.map((r) => [r.setting_key, r.setting_value ?? ""]));
  const get = (key: SettingKey) => map.get(key) ?? "";
  return {
    social_media: {
      facebook: get("facebook_url"),
      twitter: get("twitter_url"),
      instagram: get("instagram_url"),
      linkedin: get("linkedin_url"),
      youtube: get("youtube_url"),
      whatsapp: get("whatsapp_number"),
    },
    contact_info: {
      email: get("contact_email"),
      phone: get("contact_phone"),
      address: get("office_address"),
      website: get("company_website"),
    },
    firm: { time_zone: isTimeZone(get("firm_time_zone")) ? get("firm_time_zone") : DEFAULT_TIME_ZONE },
    registrations: { cicc: get("cicc_licence"), mara: get("mara_number"), iaa: get("iaa_registration"), india_ra: get("india_ra_licence") },
    privacy: {
      grievance_name: get("grievance_officer_name"),
      grievance_email: get("grievance_officer_email"),
      eu_representative: get("eu_representative"),
      uk_representative: get("uk_representative"),
    },
    reports: { processing_times_min_cases: minCases(get("processing_times_min_cases")) },
  };
}

/** The stored threshold, or the default when it is empty or out of bounds. */
function minCases(value: string): number {
  const n = Number(value);
  const { min, max } = PROCESSING_TIMES_MIN_CASES;
  return value && Number.isInteger(n) && n >= min && n <= max ? n : PROCESSING_TIMES_MIN_CASES.default;
}

/** The wa.me link of a stored number: its digits only. */
export function whatsappLink(number: string): string {
  const digits = number.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : "";
}

/** A zone this runtime knows by its IANA name ("Asia/Kolkata", "Europe/London", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Node's and browsers' ICU still give some zones by their old names ("Asia/Calcutta");
 * people and the settings use the current ones. An old name is the same zone (issue 42:
 * Chromium's "Asia/Calcutta" printed every booking time twice beside "Asia/Kolkata").
 */
export const CURRENT_ZONE_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "America/Godthab": "America/Nuuk",
};

/** A zone by its current name. */
export const canonicalZone = (zone: string) => CURRENT_ZONE_NAMES[zone] ?? zone;
