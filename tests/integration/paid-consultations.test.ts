// Issue 41: with a consultation fee in the billing settings, booking a consultation issues
// its invoice at once, payable by UPI from the booking's page before the meeting; the
// visitor who then becomes a client has the fee deducted, once, from the first invoice
// of their agreement's fees; a booking cancelled before anything was paid voids its invoice.
import { beforeAll, describe, expect, it } from "vitest";
import { BILLING_SETTING_KEYS } from "~/lib/billing/billing-settings";
import { createUser } from "~/server/accounts/users.server";
import { draftAgreement, signAgreement } from "~/server/billing/agreements.server";
import { voidInvoice } from "~/server/billing/invoices.server";
import { recordPayment } from "~/server/billing/payments.server";
import { book, cancelBooking, manageToken, openSlots, type BookingInput } from "~/server/bookings/bookings.server";
import { createApplication } from "~/server/cases/applications.server";
import { saveSettings } from "~/server/website/settings.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
const visitor = (email: string, start: Date): BookingInput => ({
  start,
  name: "Meera Iyer",
  email,
  phone: "+91 98450 12345",
  topic: "canada-permanent-residency",
  answers: {},
  timeZone: "Asia/Kolkata",
  consentText: "I agree.",
});

beforeAll(async () => {
  users = await createUsers("consult");
  // No host has hours yet: /book says so, with a way to write, and shows no form (issue 42).
  const empty = await (await request("/book")).text();
  expect(empty).toMatch(/No free times in the coming weeks\. <a href="\/contact"[^>]*>Write to us<\/a> and we will find one\./);
  expect(empty).not.toContain("Book this time");
  const db = await testDb();
  await db
    .insertInto("booking_hosts")
    .values({ host_id: users.admin.id, meeting_minutes: 30, notice_hours: 0, horizon_days: 14 })
    .execute();
  await db
    .insertInto("booking_hours")
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ host_id: users.admin.id, weekday, start_minute: 540, end_minute: 1020 })))
    .execute();
  await saveSettings({ consultation_fee: "2500", upi_id: "firm@okbank", gst_state_code: "27" }, BILLING_SETTING_KEYS);
});

describe(`paid consultations on ${backendName()}`, () => {
  it("booking issues the fee's invoice, payable by UPI from the booking's page; the client's first agreement invoice deducts it once", async () => {
    // The fee is said before anyone books.
    const bookPage = await (await request("/book")).text();
    expect(bookPage).toContain("It costs ₹2,500.00 plus GST (₹2,950.00 in all), paid by UPI or bank transfer before the meeting");
    expect(bookPage).not.toContain("Book a free consultation");
    const slots = await openSlots();
    const booked = await book(visitor("meera@example.com", slots[2]));
    const db = await testDb();
    const invoice = await db.selectFrom("invoices").selectAll().where("booking_id", "=", booked.id).executeTakeFirstOrThrow();
    // ₹2,500 + 9 % CGST + 9 % SGST (the firm's own state: the visitor gave no address).
    expect(invoice).toMatchObject({
      status: "sent",
      client_id: null,
      subtotal_minor: 250_000,
      cgst_minor: 22_500,
      sgst_minor: 22_500,
      total_minor: 295_000,
    });
    expect(invoice.code).toMatch(/^INV\//);
    const page = await (await request(`/bookings/${manageToken(booked.id)}`)).text();
    expect(page).toContain(`Consultation fee: ₹2,950.00 (invoice ${invoice.code})`);
    expect(page).toContain(`upi://pay?pa=firm%40okbank&amp;pn=`);
    expect(page).toContain("am=2950.00");

    // Paid (staff confirm it from the bank statement); the visitor becomes a client.
    await recordPayment({
      invoiceId: invoice.id,
      kind: "payment",
      method: "upi",
      reference: "401234567899",
      amountMinor: 295_000,
      receivedOn: "2026-11-28",
      recordedBy: users.admin.id,
    });
    const client = await createUser({ email: "Meera@example.com", password: PASSWORDS.client, role: "client", fullName: "Meera Iyer" });
    const appId = (
      await createApplication({
        clientId: client.id,
        serviceSlug: "canada-permanent-residency",
        destinationCountry: "canada",
        assignedAgentId: users.agent.id,
        createdBy: users.admin.id,
      })
    ).id;
    const template = await db.selectFrom("agreement_templates").select("id").where("is_active", "=", true).executeTakeFirstOrThrow();
    const agreement = await draftAgreement({
      applicationId: appId,
      templateId: template.id,
      currency: "INR",
      fees: [{ description: "Professional fee", amountMinor: 5_000_000 }],
      instalments: [],
      createdBy: users.admin.id,
    });
    await signAgreement({
      agreementId: agreement.id,
      clientId: client.id,
      typedName: "Meera Iyer",
      shownSha256: agreement.body_sha256,
      ip: "",
      userAgent: "",
    });
    const cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const first = await request(`/admin/applications/${appId}`, { cookie, form: { intent: "invoice-new", fee: "0" } });
    expect(first.status).toBe(302);
    const firstId = location(first)!.split("/").pop()!;
    const lines = await db
      .selectFrom("invoice_lines")
      .select(["kind", "description", "amount_minor"])
      .where("invoice_id", "=", firstId)
      .orderBy("position")
      .execute();
    expect(lines).toEqual([
      { kind: "service", description: "Professional fee", amount_minor: 5_000_000 },
      { kind: "adjustment", description: `Less: consultation fee paid on ${invoice.code}`, amount_minor: -250_000 },
    ]);
    // ₹47,500 taxable + 18 %: the deduction lowers the GST with the fee.
    expect((await db.selectFrom("invoices").select("total_minor").where("id", "=", firstId).executeTakeFirstOrThrow()).total_minor).toBe(
      5_605_000,
    );
    // Deducted once: made void, the deduction comes back for the next invoice.
    expect(await voidInvoice(firstId, "Drawn up twice")).toBe(true);
    const again = await request(`/admin/applications/${appId}`, { cookie, form: { intent: "invoice-new", fee: "0" } });
    const againId = location(again)!.split("/").pop()!;
    const deducted = await db
      .selectFrom("invoice_lines")
      .select("kind")
      .where("invoice_id", "=", againId)
      .where("kind", "=", "adjustment")
      .execute();
    expect(deducted).toHaveLength(1);
    expect(
      (await db.selectFrom("invoices").select("consultation_credited_on").where("id", "=", invoice.id).executeTakeFirstOrThrow())
        .consultation_credited_on,
    ).toBe(againId);
  });

  it("a booking cancelled before it was paid voids its invoice; with no fee set, booking bills nothing", async () => {
    const slots = await openSlots();
    const booked = await book(visitor("ravi@example.com", slots[5]));
    expect(await cancelBooking(booked.id)).toBe(true);
    const db = await testDb();
    expect(
      await db.selectFrom("invoices").select(["status", "void_reason"]).where("booking_id", "=", booked.id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: "void",
      void_reason: "The consultation was cancelled",
    });
    await saveSettings({ consultation_fee: "" }, BILLING_SETTING_KEYS);
    const free = await book(visitor("free@example.com", slots[7]));
    expect(await db.selectFrom("invoices").select("id").where("booking_id", "=", free.id).execute()).toEqual([]);
  });
});
