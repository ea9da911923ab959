// Issue 41: a client reports a payment with its UTR (once, however often it is sent), the
// accounts person confirms it — a payment with its receipt, e-mailed as a PDF — or rejects
// it with a reason the client reads; an unpaid invoice reminds once per step past its due
// date with two instances running, and never once it is paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { saveSettings } from "~/server/website/settings.server";
import { BILLING_SETTING_KEYS } from "~/lib/billing/billing-settings";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { issuedInvoice, service } from "../support/invoices";
import { runDay } from "../support/jobs";
import { readPdf } from "../support/pdf";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>> & { other: { id: string; email: string } };
const cookies: Record<string, string> = {};

const report = (invoiceId: string, form: Record<string, string>, cookie = cookies.client) =>
  request(`/client/invoices/${invoiceId}`, {
    cookie,
    form: { intent: "report-payment", method: "upi", amount: "59000", paidOn: "2026-11-21", reference: "401234567890", note: "", ...form },
  });

beforeAll(async () => {
  smtp = await startSmtp();
  const made = await createUsers("paid");
  const other = await createUser({ email: "paid-other@example.com", password: PASSWORDS.client, role: "client", fullName: "Omar Other" });
  users = { ...made, other: { id: other.id, email: "paid-other@example.com" } };
  await saveSettings(
    { upi_id: "firm@okbank", upi_payee_name: "Horizon Pathways", gst_state_code: "27", invoice_reminder_days: "3, 7" },
    BILLING_SETTING_KEYS,
  );
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.other = await signIn("client", users.other.email, PASSWORDS.client);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
});
afterAll(() => smtp.close());

describe(`payment reports on ${backendName()}`, () => {
  it("a UTR reported twice at once is stored once; another client gets 404; confirmed, it pays the invoice and e-mails the receipt PDF", async () => {
    const inv = await issuedInvoice({ clientId: users.client.id, lines: [service("Professional fee", 5_000_000)] });
    const page = await (await request(`/client/invoices/${inv.id}`, { cookie: cookies.client })).text();
    expect(page).toContain("upi://pay?pa=firm%40okbank&amp;pn=Horizon%20Pathways&amp;am=59000.00&amp;cu=INR&amp;tn=INV%2F");
    expect((await report(inv.id, {}, cookies.other)).status).toBe(404);
    // A wrong UTR: said beside the field, what was typed kept.
    const wrong = await report(inv.id, { reference: "12345" });
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain("Give the UTR or UPI reference: 12 to 22 letters and digits");
    expect(wrongPage).toContain('value="12345"');
    const both = await Promise.all([report(inv.id, {}), report(inv.id, { reference: "4012 3456 7890" })]);
    expect(both.map((r) => r.status).sort()).toEqual([302, 409]);
    const db = await testDb();
    const reports = await db.selectFrom("payment_reports").select(["id", "reference", "status"]).where("invoice_id", "=", inv.id).execute();
    expect(reports).toEqual([{ id: expect.any(String), reference: "401234567890", status: "waiting" }]);
    expect((await request(`/client/invoices/${inv.id}`, { cookie: cookies.client })).status).toBe(200);

    const confirmed = await request(`/admin/invoices/${inv.id}`, {
      cookie: cookies.admin,
      form: { intent: "confirm-report", reportId: reports[0].id },
    });
    expect(confirmed.status).toBe(302);
    const again = await request(`/admin/invoices/${inv.id}`, {
      cookie: cookies.admin,
      form: { intent: "confirm-report", reportId: reports[0].id },
    });
    expect(again.status).toBe(409);
    const payments = await db
      .selectFrom("payments")
      .select(["id", "source", "receipt_code", "amount_minor"])
      .where("invoice_id", "=", inv.id)
      .execute();
    expect(payments).toEqual([
      {
        id: expect.any(String),
        source: "client_report",
        receipt_code: expect.stringMatching(/^RCT\/2026-27\/\d{4}$/),
        amount_minor: 5_900_000,
      },
    ]);
    expect((await db.selectFrom("invoices").select("status").where("id", "=", inv.id).executeTakeFirstOrThrow()).status).toBe("paid");

    await smtp.deliverAll();
    const [mail] = smtp.to(users.client.email).filter((m) => m.subject.startsWith("Receipt RCT/"));
    expect(mail.subject).toBe(`Receipt ${payments[0].receipt_code}: ₹59,000.00 received`);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
    const pdf = await readPdf(mail.attachments[0].content);
    expect(pdf.title).toBe(`Receipt ${payments[0].receipt_code}`);
    expect(pdf.text).toContain("401234567890");
    expect(pdf.text).toContain(inv.code);
    // The receipt's PDF in the portal: the client's own; another client's is a 404.
    expect((await request(`/client/receipts/${payments[0].id}/pdf`, { cookie: cookies.client })).status).toBe(200);
    expect((await request(`/client/receipts/${payments[0].id}/pdf`, { cookie: cookies.other })).status).toBe(404);
  });

  it("a rejected report tells the client why, and frees its UTR to be reported again", async () => {
    const inv = await issuedInvoice({ clientId: users.client.id, lines: [service("Document review", 1_000_000)] });
    expect((await report(inv.id, { amount: "11800", reference: "509876543210" })).status).toBe(302);
    const db = await testDb();
    const { id } = await db.selectFrom("payment_reports").select("id").where("invoice_id", "=", inv.id).executeTakeFirstOrThrow();
    const noReason = await request(`/admin/invoices/${inv.id}`, {
      cookie: cookies.admin,
      form: { intent: "reject-report", reportId: id, reason: "" },
    });
    expect(noReason.status).toBe(400);
    const reason = "No transfer with this UTR reached our account; check the number";
    expect(
      (await request(`/admin/invoices/${inv.id}`, { cookie: cookies.admin, form: { intent: "reject-report", reportId: id, reason } }))
        .status,
    ).toBe(302);
    const told = await db
      .selectFrom("notifications")
      .select(["title", "body"])
      .where("user_id", "=", users.client.id)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(told).toEqual({ title: `We could not match your payment of ₹11,800.00 for ${inv.code}`, body: `UTR 509876543210: ${reason}` });
    expect(await (await request(`/client/invoices/${inv.id}`, { cookie: cookies.client })).text()).toContain(reason);
    expect((await report(inv.id, { amount: "11800", reference: "509876543210" })).status).toBe(302);
  });
});

describe(`reminders of unpaid invoices on ${backendName()}`, () => {
  it("3 days past due: one reminder with two instances running; none once paid", async () => {
    const unpaid = await issuedInvoice({ clientId: users.other.id, lines: [service("Advice", 100_000)], dueDays: 10 }, "2026-12-01");
    const paid = await issuedInvoice({ clientId: users.other.id, lines: [service("Advice", 200_000)], dueDays: 10 }, "2026-12-01");
    const reminders = () => smtp.to(users.other.email).filter((m) => m.subject.startsWith("Reminder: invoice"));
    await runDay(smtp, "2026-12-13"); // 2 days past due: not yet
    expect(reminders()).toHaveLength(0);
    await runDay(smtp, "2026-12-14"); // 3 days
    expect(reminders().map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Reminder: invoice ${unpaid.code} — ₹1,180.00 was due on 11 December 2026`,
        `Reminder: invoice ${paid.code} — ₹2,360.00 was due on 11 December 2026`,
      ]),
    );
    expect(reminders()).toHaveLength(2);
    await runDay(smtp, "2026-12-15");
    expect(reminders()).toHaveLength(2);
    const db = await testDb();
    await db
      .insertInto("payments")
      .values({
        invoice_id: paid.id,
        client_id: users.other.id,
        kind: "payment",
        method: "upi",
        amount_minor: 236_000,
        received_on: "2026-12-15",
      })
      .execute();
    await db.updateTable("invoices").set({ status: "paid" }).where("id", "=", paid.id).execute();
    await runDay(smtp, "2026-12-18"); // 7 days: the unpaid one only
    expect(reminders()).toHaveLength(3);
    expect(reminders()[2].subject).toContain(unpaid.code);
  });
});
