// The marketing content is data: these checks keep every page complete, linked and
// regulator-safe as it is edited.
import { describe, expect, it } from "vitest";
import { COUNTRIES, POLICIES, SERVICES } from "~/content/catalogue.server";
import { wordCount } from "~/content/figures";
import { FOOTER_SERVICES, NAV_COUNTRIES, NAV_SERVICES } from "~/lib/website/navigation";

// SPEC.md §2: the specific service pages.
const SPEC_SERVICES = `uk-healthcare-worker-visa uk-skilled-worker-visa australia-permanent-residency canada-permanent-residency
australia-work-visa australia-work-visa-482 australia-visitor-visa germany-opportunity-card usa-h1b-visa usa-b1b2-visa
portugal-job-seeker-visa uk-visitor-visa canada-work-visa canada-visitor-visa study-in-australia study-in-canada study-in-ireland
study-in-usa study-in-uk canada-business-visa schengen-visa austria-job-seeker-visa sweden-job-seeker-visa travel-visas
australia-student-visa canada-student-visa uk-study-visa usa-study-visa family-visas business-immigration`.split(/\s+/);
const SPEC_COUNTRIES = "europe united-kingdom usa australia canada germany portugal austria sweden ireland".split(" ");

const slugs = new Set(SERVICES.map((s) => s.slug));
const OFFICIAL =
  /\.(gov|gov\.uk|gov\.au|gc\.ca|canada\.ca|europa\.eu|gv\.at|gov\.pt|mne\.gov\.pt|ie|se|de|state\.gov|uscis\.gov|dhs\.gov)(\/|$)/;
// Words a regulator would object to when they promise an outcome.
const PROMISES = /\b(guaranteed? (visa|approval|success|job)|100% (success|approval)|assured visa|sure-shot)\b/i;

describe("service pages", () => {
  it("cover exactly the spec's 30 pages", () => {
    expect([...slugs].sort()).toEqual([...SPEC_SERVICES].sort());
  });

  it.each(SERVICES.map((s) => [s.slug, s] as const))("%s is complete", (_slug, s) => {
    expect(s.summary.length).toBeLessThanOrEqual(160);
    expect(s.shortTitle.length).toBeLessThanOrEqual(24);
    expect(s.whoItSuits.length).toBeGreaterThanOrEqual(2);
    expect(s.eligibility.length).toBeGreaterThanOrEqual(4);
    expect(s.process.length).toBeGreaterThanOrEqual(4);
    expect(s.documents.length).toBeGreaterThanOrEqual(5);
    expect(s.faqs.length).toBeGreaterThanOrEqual(4);
    expect(s.processingTime.text.length).toBeGreaterThan(20);
    expect(s.governmentFee.text.length).toBeGreaterThan(20);
    expect(s.processingTime.source.url).toMatch(/^https:\/\//);
    expect(s.governmentFee.source.url).toMatch(/^https:\/\//);
    expect(s.sources.length).toBeGreaterThanOrEqual(1);
    for (const r of s.related) expect(slugs.has(r), `${s.slug} → ${r}`).toBe(true);
    const text = JSON.stringify(s);
    expect(text).not.toMatch(/lorem ipsum|TODO|TBD/i);
    expect(text).not.toMatch(PROMISES);
    expect(text).not.toMatch(/<[a-z]/i); // no HTML in the data
  });

  it("name an official authority for most figures", () => {
    const official = SERVICES.filter((s) => OFFICIAL.test(new URL(s.governmentFee.source.url).hostname + "/"));
    expect(official.length).toBeGreaterThanOrEqual(25);
  });
});

describe("country pages", () => {
  it("cover the spec's 10 countries", () => {
    expect(COUNTRIES.map((c) => c.slug).sort()).toEqual([...SPEC_COUNTRIES].sort());
  });

  it.each(COUNTRIES.map((c) => [c.slug, c] as const))("%s links real pathways and has FAQs and facts", (_slug, c) => {
    expect(c.pathways.length).toBeGreaterThanOrEqual(2);
    for (const p of c.pathways) expect(slugs.has(p.service), `${c.slug} → ${p.service}`).toBe(true);
    expect(c.faqs.length).toBeGreaterThanOrEqual(4);
    expect(c.why.length).toBeGreaterThanOrEqual(2);
    for (const v of Object.values(c.facts)) expect(v.length).toBeGreaterThan(1);
    expect(JSON.stringify(c)).not.toMatch(PROMISES);
    expect(c.whoQualifies.length).toBeGreaterThanOrEqual(2);
    expect(c.costsAndTimes.length).toBeGreaterThanOrEqual(2);
    expect(c.refusalReasons.length).toBeGreaterThanOrEqual(4);
    expect(c.advisers.text.length).toBeGreaterThan(80);
    expect(c.advisers.register.url).toMatch(/^https:\/\//);
    expect(c.sources.length).toBeGreaterThanOrEqual(3);
  });

  it.each(COUNTRIES.map((c) => [c.slug, c] as const))("%s has at least 700 words", (_slug, c) => {
    expect(wordCount(c)).toBeGreaterThanOrEqual(700);
  });
});

describe("policies", () => {
  it("are the spec's three documents with real sections", () => {
    expect(POLICIES.map((p) => p.slug).sort()).toEqual(["cancellation-refund-policy", "privacy-policy", "terms-and-conditions"]);
    for (const p of POLICIES) expect(p.sections.length).toBeGreaterThanOrEqual(6);
  });

  it("privacy policy covers passports, consent, retention and the user's rights", () => {
    const text = JSON.stringify(POLICIES.find((p) => p.slug === "privacy-policy")).toLowerCase();
    for (const word of ["passport", "consent", "how long we keep", "correct", "delet", "digital personal data protection", "gdpr"]) {
      expect(text, word).toContain(word);
    }
  });
});

describe("menus", () => {
  it("link only to pages that exist", () => {
    for (const link of NAV_SERVICES) expect(slugs.has(link.to.replace("/services/", "")), link.to).toBe(true);
    expect(NAV_SERVICES).toHaveLength(10);
    expect(NAV_COUNTRIES.map((c) => c.to.replace("/countries/", ""))).toEqual(SPEC_COUNTRIES);
    expect(FOOTER_SERVICES.map((l) => l.label)).toEqual([
      "Canada Immigration",
      "Australia Immigration",
      "UK Skilled Worker Visa",
      "Germany Opportunity Card",
      "Study Abroad",
      "Work Permits",
    ]);
  });
});
