// Typed marketing content. Each service, country and policy page is data in
// this folder, rendered by one template per kind (see app/routes/_public).

export type { CountrySlug, Day, Source } from "~/lib/website/sources";
import type { CountrySlug, Day, Source } from "~/lib/website/sources";

/**
 * A figure on a page (a fee, a salary threshold, points, a cap, a processing time, the day a
 * rule changed), written exactly as the page's text has it, with the official page that states
 * it and the day someone read it there. Every digit in a page's text belongs to one (see
 * app/content/figures.ts); a page's "last reviewed" is its oldest figure's `checked`.
 */
export type Figure = { value: string; source: Source; checked: Day };

/** A passage whose every figure and rule was checked against one official page on one day. */
export type CheckedText = { text: string; source: Source; checked: Day };

export type Faq = { question: string; answer: string };

export type ServiceCategory = "work" | "permanent-residency" | "study" | "visitor" | "business" | "family" | "job-seeker";

export type Service = {
  slug: string;
  /** Page heading, e.g. "UK Skilled Worker Visa". */
  title: string;
  /** Short label for menus and cards, e.g. "Skilled Worker". */
  shortTitle: string;
  category: ServiceCategory;
  /** Main destination, or null for services that span countries. */
  country: CountrySlug | null;
  /** Meta description and card text: one sentence, at most 160 characters. */
  summary: string;
  /** Who it suits: two or three short paragraphs. */
  whoItSuits: string[];
  /** The real criteria, one per item. */
  eligibility: string[];
  /** Numbered steps, from first consultation to arrival. */
  process: { title: string; detail: string }[];
  /** Document checklist, one per item. */
  documents: string[];
  /** Typical processing time, with the official source it was checked against. */
  processingTime: CheckedText;
  /** Government fee(s), with the official source. Say so when a figure changes often. */
  governmentFee: CheckedText;
  /** Recent rule changes worth knowing (may be empty), each with its source. */
  recentChanges: CheckedText[];
  /** At least four. */
  faqs: Faq[];
  /** Slugs of related services (must exist in the catalogue). */
  related: string[];
  /** Every other figure in the page's text (eligibility, steps, FAQs…), each with its source. */
  figures: Figure[];
  /** Names with digits that are not figures (a visa subclass, a form), beyond those figures.ts knows. */
  names?: string[];
  /** Every official page the text was checked against. */
  sources: Source[];
};

export type Country = {
  slug: CountrySlug;
  /** e.g. "United Kingdom". */
  name: string;
  /** One line under the heading. */
  tagline: string;
  /** Meta description: at most 160 characters. */
  summary: string;
  /** Why people choose it: short paragraphs. */
  why: string[];
  /** Main pathways, each linking a service page by slug. */
  pathways: { service: string; blurb: string }[];
  /** Who qualifies for the main routes: short paragraphs. */
  whoQualifies: string[];
  /** What the main routes cost and how long they take, each passage with its official source. */
  costsAndTimes: CheckedText[];
  /** Common reasons applications are refused, one per item. */
  refusalReasons: string[];
  /** Who may advise on this country's visas for a fee, and the official register to check them in. */
  advisers: { text: string; register: Source };
  facts: { capital: string; currency: string; language: string; climate: string };
  faqs: Faq[];
  /** Every other figure in the page's text, each with its source. */
  figures: Figure[];
  /** Names with digits that are not figures (a visa subclass, a form), beyond those figures.ts knows. */
  names?: string[];
  sources: Source[];
};

/**
 * A policy's words may name the firm's details, filled in from the settings when the page is
 * served (app/content/policy-text.ts): {brand}, {company}, {office_address}, {contact_email},
 * {grievance_officer}, {grievance_email}, {eu_representative}, {uk_representative},
 * {log_retention_days}, {enquiry_retention_months}. A section with `showIf` is shown only when
 * that setting is set (an EU representative, say), so nothing unset is claimed; one with `showUnless`
 * only while it is not (why there is none yet).
 */
type RepresentativeSetting = "eu_representative" | "uk_representative";
export type PolicySection = {
  heading: string;
  paragraphs: string[];
  list?: string[];
  showIf?: RepresentativeSetting;
  showUnless?: RepresentativeSetting;
};

export type Policy = {
  slug: "privacy-policy" | "terms-and-conditions" | "cancellation-refund-policy";
  title: string;
  summary: string;
  lastReviewed: string;
  sections: PolicySection[];
};
