// Issue 22: a service agreement filled in from its template: fields replaced, people's
// words escaped (a name cannot add a link or a heading), the fees as a table with their total.
import { describe, expect, it } from "vitest";
import { escapeMarkdown, renderAgreement, unknownFields, type AgreementInput } from "~/lib/agreements/render";

const input: AgreementInput = {
  clientName: "Priya [Sharma](https://evil.example)",
  firmName: "Horizon Pathways Consulting Pvt. Ltd.",
  date: "24 November 2026",
  services: ["Canada Express Entry: profile and application"],
  currency: "INR",
  fees: [
    { description: "Professional fee", amountMinor: 10_000_000 },
    { description: "Document review", amountMinor: 1_500_000 },
  ],
  instalments: [
    { label: "On signing", amountMinor: 5_000_000, due: "on signing" },
    { label: "Before lodging", amountMinor: 6_500_000, due: "before the application is lodged" },
  ],
  refundTerms: ["Within 7 days of signing, before work has started: 100%"],
};

describe("service agreements from a template", () => {
  it("fills in every field and escapes the client's words", () => {
    const text = renderAgreement("# Agreement\n\nBetween {{ firm_name }} and {{client_name}}, {{date}}.\n\n{{fees}}\n\n{{instalments}}\n\n{{refund_terms}}\n", input);
    expect(text).toContain("Between Horizon Pathways Consulting Pvt\\. Ltd\\. and Priya \\[Sharma\\]\\(https\\://evil\\.example\\), 24 November 2026.");
    expect(text).toContain("| Professional fee | ₹1,00,000\\.00 |");
    expect(text).toContain("| **Total** | **₹1,15,000\\.00** |");
    expect(text).toContain("- Before lodging: ₹65,000\\.00, due before the application is lodged");
    expect(text).toContain("- Within 7 days of signing, before work has started\\: 100%");
    expect(text).not.toContain("{{");
  });

  it("names the placeholders that are not fields, and leaves them as written", () => {
    expect(unknownFields("{{client_name}} {{clinet_name}} {{ fees }} {{price}}")).toEqual(["clinet_name", "price"]);
    expect(renderAgreement("{{price}}", input)).toBe("{{price}}");
  });

  it("leaves no address to become a link by itself, and no entity", () => {
    expect(escapeMarkdown("https://evil.example/pay a@b.example R&amp;D")).toBe("https\\://evil\\.example/pay a\\@b\\.example R\\&amp;D");
  });

  it("escapes Markdown's characters and keeps a name on one line", () => {
    expect(escapeMarkdown("# A *b*\n_c_")).toBe("\\# A \\*b\\* \\_c\\_");
  });
});
