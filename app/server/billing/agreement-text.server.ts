import { renderAgreement, type Fee, type Instalment, type RefundTerms } from "~/lib/billing/agreement-render";
import { getPolicy, serviceTitle } from "~/content/catalogue.server";
import { getEnv } from "../runtime/env.server";

// The text of a service agreement: its template filled in with the client, the service, the
// fees and instalments, the day and the refund policy's terms word for word.

/** The refund policy's sections whose lists are refunds (not "How to ask for a refund", whose list is what to write). */
export const REFUND_SECTIONS = ["Refunds after work has started", "When we get it wrong"];

/** The refund policy's terms, word for word: each list of refunds after the sentence that introduces it. */
function refundTerms(): RefundTerms[] {
  const sections = getPolicy("cancellation-refund-policy")?.sections ?? [];
  return REFUND_SECTIONS.flatMap((heading) => {
    const s = sections.find((x) => x.heading === heading);
    return s?.list?.length ? [{ lead: s.paragraphs?.at(-1) ?? "", items: s.list }] : [];
  });
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

type AgreementFacts = { clientName: string; serviceSlug: string; day: string; currency: string; fees: Fee[]; instalments: Instalment[] };

/** An agreement's text from its template, as drawn up on `day` (the demo's past agreements are drawn up this way too). */
export function agreementText(template: string, a: AgreementFacts) {
  const env = getEnv();
  return renderAgreement(template, {
    clientName: a.clientName,
    firmName: env.PARENT_COMPANY || env.APP_NAME,
    date: longDate(a.day),
    services: [serviceTitle(a.serviceSlug)],
    currency: a.currency,
    fees: a.fees,
    instalments: a.instalments,
    refundTerms: refundTerms(),
  });
}
