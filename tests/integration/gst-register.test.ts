// Issue 41 items 6 and 8: the accountant's GST register — a month's tax invoices (a cancelled
// one at zero), credit notes and receipts as CSV, each invoice's CGST/SGST/IGST split by its
// supply, adding up to the invoices page's totals and to the database to the paisa — and
// the dashboard's receivables by age.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { BILLING_SETTING_KEYS } from "~/lib/billing/billing-settings";
import { gstinCheckChar } from "~/lib/billing/gst";
import { addDays } from "~/lib/ui/iso-date";
import { issueCreditNote } from "~/server/billing/credit-notes.server";
import { moneyOwed } from "~/server/billing/invoice-queries.server";
import { voidInvoice } from "~/server/billing/invoices.server";
import { recordPayment } from "~/server/billing/payments.server";
import { saveSettings } from "~/server/website/settings.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { buyerIn, disbursement, draftInvoice, issuedInvoice, service } from "../support/invoices";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
let admin: string;
const MONTH = "from=2026-11-01&to=2026-11-30";
const CLIENT_GSTIN = `27ABCDE1234F1Z${gstinCheckChar("27ABCDE1234F1Z")}`;
const COLUMNS = [
  "Document type",
  "Number",
  "Date",
  "Against invoice",
  "Client",
  "Client GSTIN",
  "Client state code",
  "Place of supply",
  "Supply",
  "Currency",
  "Taxable value",
  "CGST",
  "SGST/UTGST",
  "IGST",
  "Disbursements (no GST)",
  "Total",
  "Payment method",
  "UTR",
  "Status",
];
const AMOUNTS = ["Taxable value", "CGST", "SGST/UTGST", "IGST", "Disbursements (no GST)", "Total"] as const;

/** The CSV as csv-stringify writes it: cells quoted when they need it, "" inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== "," && c !== "\n" && c !== "\r")) cell += c;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** "59000.00" → 5900000, in integers. */
function minorOf(decimal: string): number {
  expect(decimal).toMatch(/^\d+\.\d{2}$/);
  return Number(decimal.replace(".", ""));
}

type Row = Record<(typeof COLUMNS)[number], string>;

async function downloadRegister(query: string) {
  const res = await request(`/admin/invoices/export.csv?${query}`, { cookie: admin });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // so Excel reads UTF-8
  const [header, ...lines] = parseCsv(new TextDecoder().decode(bytes));
  expect(header).toEqual(COLUMNS);
  return { res, rows: lines.map((l) => Object.fromEntries(COLUMNS.map((c, i) => [c, l[i]])) as Row) };
}

/** The invoices page's totals of a range, per currency, in minor units. */
async function pageSummary(query: string) {
  const html = await (await request(`/admin/invoices?${query}`, { cookie: admin })).text();
  const out: Record<string, Record<string, number>> = {};
  for (const [, currency, body] of html.matchAll(/<li data-register-summary="([A-Z]{3})">([\s\S]*?)<\/li>/g)) {
    out[currency] = Object.fromEntries(
      [...body.matchAll(/<span data-sum="(\w+)">([^<]*)<\/span>/g)].map(([, k, v]) => [k, Number(v.replace(/\D/g, ""))]),
    );
  }
  return { html, out };
}

const serviceLineOf = async (invoiceId: string) =>
  (
    await (
      await testDb()
    )
      .selectFrom("invoice_lines")
      .select("id")
      .where("invoice_id", "=", invoiceId)
      .where("kind", "=", "service")
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  users = await createUsers("gstreg");
  await saveSettings(
    {
      gst_legal_name: "Horizon Pathways Consulting Private Limited",
      gstin: "27AAACH0000A1ZR",
      gst_state_code: "27",
      lut_reference: "AD2704260012345",
    },
    BILLING_SETTING_KEYS,
  );
  admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
});

describe(`the accountant's GST register on ${backendName()}`, () => {
  it("lists November's invoices, credit notes and receipts by date, split by supply, adding up to the page and the database", async () => {
    const clientId = users.client.id;
    const intra = await issuedInvoice(
      { clientId, lines: [service("Express Entry", 5_000_055)], buyer: { ...buyerIn("27"), gstin: CLIENT_GSTIN } },
      "2026-11-03",
    );
    const inter = await issuedInvoice(
      { clientId, lines: [service("Study permit", 10_000_000), disbursement("IRCC fee", 1_523_500, "IRCC")], buyer: buyerIn("29") },
      "2026-11-05",
    );
    const abroad = await issuedInvoice(
      { clientId, lines: [service("Visitor visa", 200_000)], buyer: buyerIn(null, "Canada"), currency: "USD" },
      "2026-11-05",
    );
    const voided = await issuedInvoice({ clientId, lines: [service("Raised twice", 1_000_000)] }, "2026-11-10");
    expect(await voidInvoice(voided.id, "Raised twice")).toBe(true);
    // Outside the register: October's invoice, a draft (no number), a refund (not a receipt).
    await issuedInvoice({ clientId, lines: [service("Advice", 500_000)] }, "2026-10-30");
    await draftInvoice({ clientId, lines: [service("Not issued", 700_000)] }, "2026-11-20");
    const note = await issueCreditNote({
      invoiceId: inter.id,
      reason: "Biometrics booked by the client",
      lines: { [await serviceLineOf(inter.id)]: 1_000_000 },
      today: "2026-11-12",
      createdBy: null,
    });
    const paid = await recordPayment({
      invoiceId: intra.id,
      kind: "payment",
      method: "upi",
      reference: "UTR412345678901",
      amountMinor: 2_000_000,
      receivedOn: "2026-11-15",
      recordedBy: users.admin.id,
    });
    await recordPayment({
      invoiceId: intra.id,
      kind: "refund",
      method: "upi",
      amountMinor: 100_000,
      receivedOn: "2026-11-16",
      recordedBy: users.admin.id,
    });

    const { res, rows } = await downloadRegister(MONTH);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="gst-register-2026-11-01-to-2026-11-30.csv"');
    expect(rows.map((r) => [r["Document type"], r.Number])).toEqual([
      ["Tax invoice", intra.code],
      ["Tax invoice", inter.code],
      ["Tax invoice", abroad.code],
      ["Tax invoice", voided.code],
      ["Credit note", note.code],
      ["Receipt", paid.receiptCode],
    ]);
    expect(rows.map((r) => r.Date)).toEqual(["2026-11-03", "2026-11-05", "2026-11-05", "2026-11-10", "2026-11-12", "2026-11-15"]);
    const [intraRow, interRow, abroadRow, voidRow, noteRow, receiptRow] = rows;
    // Within the state: CGST = SGST, no IGST; to another state: IGST only; abroad: none, under the LUT.
    expect(intraRow).toMatchObject({
      Supply: "B2B, intra-state",
      "Client GSTIN": CLIENT_GSTIN,
      "Client state code": "27",
      "Place of supply": "27 – Maharashtra",
    });
    expect(intraRow).toMatchObject({
      "Taxable value": "50000.55",
      CGST: "4500.05",
      "SGST/UTGST": "4500.05",
      IGST: "0.00",
      Total: "59000.65",
      Status: "Issued",
    });
    expect(interRow).toMatchObject({
      Supply: "B2C, inter-state",
      "Place of supply": "29 – Karnataka",
      CGST: "0.00",
      "SGST/UTGST": "0.00",
      IGST: "18000.00",
    });
    expect(interRow).toMatchObject({ "Disbursements (no GST)": "15235.00", Total: "133235.00" });
    expect(abroadRow).toMatchObject({
      Supply: "B2C, export under LUT",
      Currency: "USD",
      "Place of supply": "Outside India (Canada)",
      "Client state code": "",
    });
    expect(abroadRow).toMatchObject({ CGST: "0.00", "SGST/UTGST": "0.00", IGST: "0.00", Total: "2000.00" });
    for (const column of AMOUNTS) expect(voidRow[column]).toBe("0.00");
    expect(voidRow.Status).toBe("Cancelled");
    // A credit note's amounts are positive; its type says they reduce the invoice's.
    expect(noteRow).toMatchObject({
      "Against invoice": inter.code,
      "Taxable value": "10000.00",
      IGST: "1800.00",
      CGST: "0.00",
      Total: "11800.00",
    });
    expect(receiptRow).toMatchObject({
      "Against invoice": intra.code,
      Total: "20000.00",
      "Payment method": "UPI",
      UTR: "UTR412345678901",
      "Taxable value": "",
    });

    // The CSV's invoice rows, the page's totals and the database agree, per currency, to the paisa.
    const { out: page } = await pageSummary(MONTH);
    const stored = await (
      await testDb()
    )
      .selectFrom("invoices")
      .select(["currency", (eb) => eb.fn.countAll<number>().as("n")])
      .select((eb) =>
        ["subtotal_minor", "cgst_minor", "sgst_minor", "igst_minor", "disbursements_minor", "total_minor"].map((c) =>
          eb.fn.sum<number>(c as "total_minor").as(c),
        ),
      )
      .where("number", "is not", null)
      .where("status", "<>", "void")
      .where("issued_on", ">=", "2026-11-01")
      .where("issued_on", "<=", "2026-11-30")
      .groupBy("currency")
      .execute();
    expect(Object.keys(page).sort()).toEqual(["INR", "USD"]);
    const keys = {
      taxable: "subtotal_minor",
      cgst: "cgst_minor",
      sgst: "sgst_minor",
      igst: "igst_minor",
      disbursements: "disbursements_minor",
      total: "total_minor",
    } as const;
    for (const db of stored) {
      const csv = rows.filter((r) => r["Document type"] === "Tax invoice" && r.Currency === db.currency);
      const sumOf = (column: (typeof AMOUNTS)[number]) => csv.reduce((s, r) => s + minorOf(r[column]), 0);
      const fromCsv = {
        taxable: sumOf("Taxable value"),
        cgst: sumOf("CGST"),
        sgst: sumOf("SGST/UTGST"),
        igst: sumOf("IGST"),
        disbursements: sumOf("Disbursements (no GST)"),
        total: sumOf("Total"),
      };
      for (const [k, column] of Object.entries(keys)) {
        expect(fromCsv[k as keyof typeof keys], `${db.currency} ${k}`).toBe(Number((db as Record<string, unknown>)[column]));
        expect(page[db.currency][k], `${db.currency} ${k} on the page`).toBe(fromCsv[k as keyof typeof keys]);
      }
      expect(page[db.currency].invoices).toBe(Number(db.n));
    }
    expect(page.INR).toMatchObject({ invoices: 2, taxable: 15_000_055, cgst: 450_005, sgst: 450_005, igst: 1_800_000, total: 19_223_565 });
  });

  it("refuses a range over 366 days, the wrong way round or not dates (400, no CSV); takes a leap year whole", async () => {
    for (const query of [
      "from=2026-01-01&to=2027-01-02",
      "from=2026-11-30&to=2026-11-01",
      "from=2026-02-30&to=2026-03-31",
      "to=2026-11-30",
      "",
    ]) {
      const res = await request(`/admin/invoices/export.csv?${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
      expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).not.toContain("Document type");
    }
    const leapYear = await downloadRegister("from=2027-04-01&to=2028-03-31");
    expect(leapYear.rows).toEqual([]);
    const page = await (await request("/admin/invoices?from=2026-01-01&to=2027-01-02", { cookie: admin })).text();
    expect(page).toContain("Choose at most 366 days at a time");
  });

  it("reads a register of more rows than a chunk (1,000) without losing, repeating or reordering one", async () => {
    const db = await testDb();
    // January 2027, made in bulk: 2,100 invoices over two days, 1,500 receipts on a third (half before receipt numbers).
    await sql`insert into invoices (financial_year, number, code, client_id, status, currency, tax_mode, tax_rate_bp,
        subtotal_minor, cgst_minor, sgst_minor, tax_minor, total_minor, issued_on, due_on, supply_type, place_of_supply)
      select '2026-27', 5000 + g, 'INV/2026-27/' || (5000 + g), ${users.client.id}, 'sent', 'INR', 'gst', 1800,
        100, 9, 9, 18, 118, (case when g % 2 = 0 then '2027-01-05' else '2027-01-06' end)::date, '2027-02-28', 'intra_state', '27 – Maharashtra'
      from generate_series(1, 2100) g`.execute(db);
    const target = await db.selectFrom("invoices").select("id").where("number", "=", 5001).executeTakeFirstOrThrow();
    await sql`insert into payments (invoice_id, client_id, kind, method, amount_minor, received_on, receipt_code)
      select ${target.id}, ${users.client.id}, 'payment', 'bank_transfer', g, '2027-01-07',
        case when g % 2 = 0 then 'RCT/2026-27/' || (5000 + g) end
      from generate_series(1, 1500) g`.execute(db);
    const { rows } = await downloadRegister("from=2027-01-01&to=2027-01-31");
    const invoices = rows.filter((r) => r["Document type"] === "Tax invoice");
    const receipts = rows.filter((r) => r["Document type"] === "Receipt");
    expect([invoices.length, receipts.length, rows.length]).toEqual([2100, 1500, 3600]);
    expect(new Set(invoices.map((r) => r.Number)).size).toBe(2100);
    const numbers = invoices.map((r) => [r.Date, Number(r.Number.split("/").pop())] as const);
    const sorted = [...numbers].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
    expect(numbers).toEqual(sorted);
    expect(rows.slice(2100).every((r) => r["Document type"] === "Receipt" && r.Date === "2027-01-07")).toBe(true);
    // Amounts 0.01 to 15.00: each once, so their sum is n(n + 1)/2 paise.
    expect(receipts.reduce((s, r) => s + minorOf(r.Total), 0)).toBe((1500 * 1501) / 2);
    // An invoice from before the parties' snapshot names the client.
    expect(invoices[0].Client).toBe("Chitra Client");
    const { out } = await pageSummary("from=2027-01-01&to=2027-01-31");
    expect(out.INR).toMatchObject({ invoices: 2100, taxable: 210_000, cgst: 18_900, total: 247_800 });
  });

  it("gives a client or an agent no CSV", async () => {
    for (const role of ["client", "agent"] as const) {
      const cookie = await signIn(role, users[role].email, PASSWORDS[role]);
      const res = await request(`/admin/invoices/export.csv?${MONTH}`, { cookie });
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/admin/login?wrongPortal=1");
      expect(res.headers.get("Content-Type") ?? "").not.toContain("text/csv");
    }
  });
});

describe(`receivables by age on ${backendName()}`, () => {
  it("puts what is owed on open invoices in its bucket by days past the due date, less payments and credit notes", async () => {
    const today = "2026-10-31";
    // Due `daysAgo` days before today (negative: not yet due), in pounds: no other invoice of this file is.
    const owedFrom = (daysAgo: number, amount: number) =>
      issuedInvoice(
        {
          clientId: users.client.id,
          lines: [service("Advice", amount)],
          currency: "GBP",
          buyer: buyerIn(null, "United Kingdom"),
          dueDays: 14,
        },
        addDays(today, -daysAgo - 14),
      );
    await owedFrom(10, 10_000);
    const fortyFive = await owedFrom(45, 20_000);
    const hundred = await owedFrom(100, 30_000);
    await owedFrom(-10, 40_000);
    await recordPayment({
      invoiceId: fortyFive.id,
      kind: "payment",
      method: "card",
      amountMinor: 5_000,
      receivedOn: "2026-10-20",
      recordedBy: null,
    });
    await issueCreditNote({
      invoiceId: hundred.id,
      reason: "Part of the fee waived",
      lines: { [await serviceLineOf(hundred.id)]: 7_000 },
      today: "2026-10-25",
      createdBy: null,
    });
    const gbp = (await moneyOwed(today)).find((o) => o.currency === "GBP");
    expect(gbp).toMatchObject({ outstandingMinor: 88_000, overdueMinor: 48_000, overdueCount: 3 });
    expect(gbp?.ageing).toEqual([
      { bucket: "not_due", amountMinor: 40_000, count: 1 },
      { bucket: "1_30", amountMinor: 10_000, count: 1 },
      { bucket: "31_60", amountMinor: 15_000, count: 1 },
      { bucket: "61_90", amountMinor: 0, count: 0 },
      { bucket: "over_90", amountMinor: 23_000, count: 1 },
    ]);
    // The dashboard keeps its totals and shows the table beneath them.
    const page = await (await request("/admin/dashboard", { cookie: admin })).text();
    expect(page).toMatch(/data-outstanding="GBP"[^>]*>(<a[^>]*>)?£880\.00/);
    expect(page).toContain("Receivables by age (GBP)");
    for (const label of ["Not yet due", "1–30 days", "31–60 days", "61–90 days", "Over 90 days"]) expect(page).toContain(label);
  });
});
