// Issue 22: a service agreement filled in from its template: fields replaced, people's
// words escaped (a name cannot add a link or a heading), the fees as a table with their total.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hiddenText, type HiddenText } from "~/lib/billing/agreement-hidden-text";
import { escapeMarkdown, renderAgreement, unknownFields, type AgreementInput } from "~/lib/billing/agreement-render";

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
  refundTerms: [{ lead: "Stage reached when you cancel:", items: ["Within 7 days of signing, before work has started: 100%"] }],
};

describe("service agreements from a template", () => {
  it("fills in every field and escapes the client's words", () => {
    const text = renderAgreement(
      "# Agreement\n\nBetween {{ firm_name }} and {{client_name}}, {{date}}.\n\n{{fees}}\n\n{{instalments}}\n\n{{refund_terms}}\n",
      input,
    );
    expect(text).toContain(
      "Between Horizon Pathways Consulting Pvt\\. Ltd\\. and Priya \\[Sharma\\]\\(https\\://evil\\.example\\), 24 November 2026.",
    );
    expect(text).toContain("| Professional fee | ₹1,00,000\\.00 |");
    expect(text).toContain("| **Total** | **₹1,15,000\\.00** |");
    expect(text).toContain("- Before lodging: ₹65,000\\.00 (when: before the application is lodged)");
    expect(text).toContain("Stage reached when you cancel\\:\n\n- Within 7 days of signing, before work has started\\: 100%");
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

describe("what is signed is what is shown (issue 38)", () => {
  const seeded = /\$tpl\$([\s\S]*?)\$tpl\$/.exec(readFileSync("supabase/migrations/20261205000200_agreement_gate.sql", "utf8"))![1];

  it("finds each construct that renders to nothing or to other than its text", () => {
    const cases: [string, HiddenText][] = [
      ["Fees below.\n\n[//]: # (You waive every refund)\n", "definition"],
      ['[^1]: # "You waive every refund"', "definition"],
      ["See [the policy](https://example.com/refunds).", "link"],
      ["Read https://example.com/refunds and [x][y]\n\n[y]: https://example.com", "definition"],
      ["Our logo ![](https://tracker.example/pixel.png)", "image"],
      ["Local ![logo](/logo.png)", "image"],
      ["<!-- You waive every refund -->", "html"],
      ["Some <span hidden>waived</span> text", "html"],
      ["- [x] I waive my refund", "checkbox"],
      ["| Fee | Amount |\n| --- | --- |\n| Work | 100 | and you waive every refund |", "table"],
      ["Refund\u200B within 7 days", "invisible"],
      ["Refund \u202Esyad 7\u202C", "invisible"],
      ["No refund\u2028after all", "invisible"],
      ["Refund&#8203;within 7 days", "entity"],
      ["Refund&nbsp;within 7 days", "entity"],
    ];
    for (const [markdown, kind] of cases) expect(hiddenText(markdown), markdown).toContain(kind);
  });

  it("finds nothing in plain Markdown, bare addresses, escaped characters, Indian scripts, or the seeded template filled in", () => {
    expect(
      hiddenText(
        "# Title\n\n**Bold**, *em*, `code`, https://example.com and www.example.com, a@b.example.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n---\n",
      ),
    ).toEqual([]);
    expect(hiddenText(escapeMarkdown("R&amp;D <b>Priya</b> [x](y) ![i](j)"))).toEqual([]);
    expect(hiddenText("क्\u200Dष and ന്\u200D")).toEqual([]);
    expect(hiddenText(seeded)).toEqual([]);
    const filled = renderAgreement(seeded, input);
    expect(hiddenText(filled)).toEqual([]);
  });
});
