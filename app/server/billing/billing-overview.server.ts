import { listParams } from "../http/list-params.server";
import { clientAgreements } from "./agreements.server";
import { clientInvoices } from "./invoice-queries.server";
import { statementsOf } from "./payments.server";

// One client's agreements, invoices (a page) and statements: the client's "Billing" page
// and the admin's view of the same client. Drafts are the staff's only.

export async function billingOverview(clientId: string, page: number, staff: boolean) {
  const [agreements, invoices, statements] = await Promise.all([
    clientAgreements(clientId),
    clientInvoices(clientId, page, staff),
    statementsOf(clientId),
  ]);
  return {
    agreements,
    invoices: {
      ...invoices,
      rows: invoices.rows.map((r) => ({ ...r, total_minor: Number(r.total_minor), paid_minor: Number(r.paid_minor) })),
    },
    statements,
    page,
  };
}

/** The page of the client's invoices asked for (?page=), read as every list reads it. */
export const pageOf = (request: Request) => listParams(request, ["issued"], { sort: "issued", dir: "desc" }).page;
