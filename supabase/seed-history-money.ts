// The demo firm's past, continued (supabase/seed-history.ts): invoices with payments, and message threads.
import { sql } from "kysely";
import type { Db } from "../app/server/db/db.server";
import { DEFAULT_CONTACT } from "../app/lib/website/settings";
import { financialYearOf, invoiceCode } from "../app/server/billing/invoice-numbers.server";
import { at, dayAgo, pastCase, PAST_CLIENTS } from "./seed-history-data";

/**
 * The next `n` numbers of a year's series, from the same counter row takeInvoiceNumber
 * (app/server/billing/invoice-numbers.server.ts) moves, so the app's next invoice follows them.
 */
async function takeNumbers(db: Db, financialYear: string, series: "INV" | "RCPT", n: number): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    insert into invoice_counters (series, financial_year, last_number) values (${series}, ${financialYear}, ${n})
    on conflict (series, financial_year) do update set last_number = invoice_counters.last_number + ${n}
    returning last_number`.execute(db);
  return Number(rows[0].last_number) - n + 1;
}

/** Numbers for days in order: per financial year, consecutive from the year's counter. */
async function numbered(db: Db, days: string[], series: "INV" | "RCPT") {
  const years = [...new Set(days.map(financialYearOf))];
  const next = new Map<string, number>();
  for (const fy of years) next.set(fy, await takeNumbers(db, fy, series, days.filter((d) => financialYearOf(d) === fy).length));
  return days.map((d) => {
    const fy = financialYearOf(d);
    const number = next.get(fy)!;
    next.set(fy, number + 1);
    return { fy, number };
  });
}

/** Invoices issued over the months, numbered in the order of their dates, with their payments and receipts. */
export async function seedInvoices(db: Db, ids: Record<string, string>, clientIds: string[], appIds: string[]) {
  const seller = JSON.stringify({
    legalName: "Horizon Pathways Consulting Private Limited",
    gstin: "27AAACH0000A1ZR",
    stateCode: "27",
    address: DEFAULT_CONTACT.address,
    lutReference: "",
  });
  // Most clients pay; the last three owe (one in part), and so does one second invoice; one client abroad is billed in US dollars.
  const plan = PAST_CLIENTS.map((_, k) => ({ k, issued: pastCase(k).opened - 8, paid: k >= 12 ? (k === 12 ? 0.5 : 0) : 1 }))
    .concat([
      { k: 2, issued: 40, paid: 0 },
      { k: 6, issued: 20, paid: 1 },
    ])
    .sort((a, b) => b.issued - a.issued)
    .map((p) => {
      const usd = p.k === 7;
      const subtotal = usd ? 120_000 : 6_000_000;
      const tax = usd ? 0 : Math.round(subtotal * 0.18);
      return { ...p, usd, subtotal, tax, total: subtotal + tax };
    });
  const numbers = await numbered(
    db,
    plan.map((p) => dayAgo(p.issued)),
    "INV",
  );
  const invoices = await db
    .insertInto("invoices")
    .values(
      plan.map((p, i) => {
        const { fy, number } = numbers[i];
        const [first, last] = PAST_CLIENTS[p.k];
        return {
          financial_year: fy,
          number,
          code: invoiceCode("INV", fy, number),
          client_id: clientIds[p.k],
          application_id: appIds[p.k],
          status: p.paid === 1 ? ("paid" as const) : p.paid > 0 ? ("part_paid" as const) : ("sent" as const),
          currency: p.usd ? "USD" : "INR",
          tax_mode: p.usd ? ("zero_rated" as const) : ("gst" as const),
          tax_rate_bp: p.usd ? 0 : 1800,
          supply_type: p.usd ? ("export" as const) : ("intra_state" as const),
          place_of_supply: p.usd ? "Outside India (Canada)" : "27 – Maharashtra",
          subtotal_minor: p.subtotal,
          tax_minor: p.tax,
          cgst_minor: p.tax / 2,
          sgst_minor: p.tax / 2,
          total_minor: p.total,
          issued_on: dayAgo(p.issued),
          due_on: dayAgo(p.issued - 14),
          seller,
          created_by: ids.admin,
          created_at: at(p.issued),
          buyer: JSON.stringify({
            name: `${first} ${last}`,
            address: p.usd ? "88 Queen Street West, Toronto ON" : "Flat 12, Aundh, Pune 411007",
            country: p.usd ? "Canada" : "India",
            stateCode: p.usd ? null : "27",
            gstin: "",
          }),
        };
      }),
    )
    .returning(["id", "code"])
    .execute();
  const invoiceIds = numbers.map(({ fy, number }) => invoices.find((v) => v.code === invoiceCode("INV", fy, number))!.id);
  await db
    .insertInto("invoice_lines")
    .values(
      plan.map((p, i) => ({
        invoice_id: invoiceIds[i],
        position: 1,
        description: "Professional fee: application preparation and lodgement",
        quantity: 1,
        unit_minor: p.subtotal,
        amount_minor: p.subtotal,
        sac_code: "998311",
        tax_rate_bp: p.usd ? 0 : 1800,
        cgst_minor: p.tax / 2,
        sgst_minor: p.tax / 2,
      })),
    )
    .execute();
  const paid = plan.map((p, i) => ({ ...p, id: invoiceIds[i], received: Math.max(1, p.issued - 9) })).filter((p) => p.paid > 0);
  const receipts = await numbered(
    db,
    paid.map((p) => dayAgo(p.received)),
    "RCPT",
  );
  await db
    .insertInto("payments")
    .values(
      paid.map((p, i) => ({
        invoice_id: p.id,
        client_id: clientIds[p.k],
        kind: "payment" as const,
        method: p.k % 2 ? ("upi" as const) : ("bank_transfer" as const),
        amount_minor: Math.round(p.total * p.paid),
        received_on: dayAgo(p.received),
        recorded_by: ids.admin,
        reference: `UTR${400_000_000 + p.k * 7919 + p.issued}`,
        created_at: at(p.received, 8),
        receipt_code: invoiceCode("RCT", receipts[i].fy, receipts[i].number),
      })),
    )
    .execute();
}

/** A few threads: a past client asks, someone on the staff answers a few hours later. */
export async function seedMessages(db: Db, ids: Record<string, string>, appIds: string[]) {
  const threads = [
    [
      0,
      "Is there any news from IRCC? It has been a while since we lodged.",
      "Not yet: files like yours are taking about three months. We check every week.",
    ],
    [4, "I have uploaded my new passport. Do I need to tell IRCC?", "Yes, we will send it through the webform today and let you know."],
    [
      9,
      "The medical clinic asked for a form number. Which one do I give?",
      "Give them the IME number in the letter we sent; it starts with 08.",
    ],
    [11, "We got the approval e-mail! What happens now?", "Congratulations! We will send you the landing checklist this afternoon."],
  ] as const;
  const rows = threads.flatMap(([k, ask, answer], i) => {
    const ago = Math.max(2, pastCase(k).decided + 10 - i);
    return [
      { application_id: appIds[k], author_id: null, from_client: true, body: ask, created_at: at(ago, 4) },
      {
        application_id: appIds[k],
        author_id: i % 2 ? ids.admin : ids.agent,
        from_client: false,
        body: answer,
        created_at: at(ago, 4 + 2 + i),
      },
    ];
  });
  const authors = await db.selectFrom("applications").select(["id", "client_id"]).where("id", "in", appIds).execute();
  await db
    .insertInto("messages")
    .values(rows.map((m) => ({ ...m, author_id: m.author_id ?? authors.find((a) => a.id === m.application_id)!.client_id })))
    .execute();
  for (const [k] of threads) {
    const last = rows.filter((m) => m.application_id === appIds[k]).at(-1)!;
    await db.updateTable("applications").set({ last_message_at: last.created_at }).where("id", "=", appIds[k]).execute();
  }
}
