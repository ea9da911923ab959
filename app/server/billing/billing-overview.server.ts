import { clientAgreements } from "./agreements.server";
import { clientInvoices } from "./invoice-queries.server";
import { statementsOf } from "./payments.server";

// One client's agreements, invoices (a page) and statements: the client's "Billing" page
// and the admin's view of the same client. Drafts are the staff's only.

export async function billingOverview(clientId: string, page: number, staff: boolean) {
  const [agreements, invoices, statements] = await Promise.all([clientAgreements(clientId), clientInvoices(clientId, page, staff), statementsOf(clientId)]);
  return {
    agreements,
    invoices: { ...invoices, rows: invoices.rows.map((r) => ({ ...r, total_minor: Number(r.total_minor), paid_minor: Number(r.paid_minor) })) },
    statements,
    page,
  };
}

export const pageOf = (request: Request) => {
  const n = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : 1;
};
