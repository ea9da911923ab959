import { formatMoney } from "~/lib/billing/money";

// A service agreement (issue 22) is a template in Markdown with {{fields}}, filled in
// for one application. The text it produces is what the client reads and signs, byte
// for byte: its SHA-256 is recorded with the signature. People's words are escaped, so
// a name can never add a heading or a link to the document.

export const AGREEMENT_FIELDS = ["client_name", "firm_name", "date", "services", "fees", "total", "instalments", "refund_terms"] as const;
export type AgreementField = (typeof AGREEMENT_FIELDS)[number];

export type Fee = { description: string; amountMinor: number };
export type Instalment = { label: string; amountMinor: number; due: string };
/** A list of refunds from the refund policy, with the sentence that introduces it. */
export type RefundTerms = { lead: string; items: string[] };
export type AgreementInput = {
  clientName: string;
  firmName: string;
  /** "24 November 2026": the day it is drawn up, in the firm's calendar. */
  date: string;
  services: string[];
  currency: string;
  fees: Fee[];
  instalments: Instalment[];
  refundTerms: RefundTerms[];
};

/**
 * Markdown's own characters in a person's words, made plain: also `:` and `@` (so no
 * web or e-mail address becomes a link by itself) and `&` (no entity), and any line break.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~:@&]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, " ");
}

/** The placeholders a template uses that are not fields (a typo, or one that does not exist). */
export function unknownFields(template: string): string[] {
  const used = [...template.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1]);
  return [...new Set(used.filter((f) => !(AGREEMENT_FIELDS as readonly string[]).includes(f)))];
}

export function renderAgreement(template: string, a: AgreementInput): string {
  const money = (minor: number) => escapeMarkdown(formatMoney(minor, a.currency));
  const total = a.fees.reduce((sum, f) => sum + f.amountMinor, 0);
  const values: Record<AgreementField, string> = {
    client_name: escapeMarkdown(a.clientName),
    firm_name: escapeMarkdown(a.firmName),
    date: escapeMarkdown(a.date),
    services: a.services.map((s) => `- ${escapeMarkdown(s)}`).join("\n"),
    fees: [
      "| Service | Fee |",
      "| --- | ---: |",
      ...a.fees.map((f) => `| ${escapeMarkdown(f.description)} | ${money(f.amountMinor)} |`),
      `| **Total** | **${money(total)}** |`,
    ].join("\n"),
    total: money(total),
    instalments: a.instalments.length
      ? a.instalments.map((i) => `- ${escapeMarkdown(i.label)}: ${money(i.amountMinor)} (when: ${escapeMarkdown(i.due)})`).join("\n")
      : "- The whole fee, on signing this agreement",
    refund_terms: a.refundTerms
      .map((t) => [...(t.lead ? [escapeMarkdown(t.lead), ""] : []), ...t.items.map((i) => `- ${escapeMarkdown(i)}`)].join("\n"))
      .join("\n\n"),
  };
  return template
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => (name in values ? values[name as AgreementField] : whole))
    .replace(/\r\n?/g, "\n");
}
