// Issue 22 through the portals: the agreement gate (moves past the first statuses and
// document requests wait for the client's signature; an admin goes on only with a
// reason, recorded), the client signing the version they read, the signed PDF carrying
// that exact text (its SHA-256 the one stored), then an invoice, its payment, and a
// statement at zero; another client sees none of it.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { AgreementGateError, changeStatus, createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { moneyOwed, type MoneyOwed } from "~/server/billing/invoice-queries.server";
import { createInvoice, FeesAlreadyInvoiced, voidInvoice } from "~/server/billing/invoices.server";
import { recordPayment } from "~/server/billing/payments.server";
import { location, request, signIn } from "../support/app";
import { itemOf } from "../support/checklist";
import { backendName, testDb } from "../support/db";
import { readPdf } from "../support/pdf";
import { createUsers, PASSWORDS } from "../support/users";
import { buyerIn, draftInvoice, issuedInvoice, service } from "../support/invoices";

let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let templateId: string;

const open = async (agreementRequired = true) =>
  (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
      agreementRequired,
    })
  ).id;
const adminPost = (appId: string, form: Record<string, string>) => request(`/admin/applications/${appId}`, { cookie: cookies.admin, form });
/** Previews the version (its exact text), then sends what was previewed, as the panel does. */
const drawUp = async (appId: string, form: Record<string, string>) => {
  const preview = await adminPost(appId, { ...form, intent: "agreement-preview" });
  const sha = /data-preview-sha="([0-9a-f]{64})"/.exec(await preview.text())?.[1];
  return adminPost(appId, { ...form, intent: "agreement-draft", previewSha: sha ?? "" });
};
const appRow = async (id: string) =>
  (await testDb()).selectFrom("applications").select(["status", "agreement_required"]).where("id", "=", id).executeTakeFirstOrThrow();
const current = async (appId: string) =>
  (await testDb())
    .selectFrom("agreements")
    .selectAll()
    .where("application_id", "=", appId)
    .where("status", "<>", "superseded")
    .executeTakeFirstOrThrow();
const draftForm = {
  intent: "agreement-draft",
  currency: "INR",
  fee1Description: "Professional fee",
  fee1Amount: "50,000",
  fee2Description: "Document review",
  fee2Amount: "10000",
};

beforeAll(async () => {
  users = await createUsers("bill");
  const db = await testDb();
  templateId = (await db.selectFrom("agreement_templates").select("id").where("is_active", "=", true).executeTakeFirstOrThrow()).id;
  await createUser({ email: "bill-client2@example.com", password: PASSWORDS.client, role: "client", fullName: "Dev Other" });
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.other = await signIn("client", "bill-client2@example.com", PASSWORDS.client);
});

describe(`the agreement gate on ${backendName()}`, () => {
  it("refuses moves past Assessment and document requests until the agreement is signed; an admin goes on only with a reason, recorded", async () => {
    const appId = await open();
    await changeStatus(appId, "assessment", users.agent.id, { note: "", clientNote: "" }); // the first statuses need none
    await expect(changeStatus(appId, "documents_pending", users.agent.id, { note: "", clientNote: "" })).rejects.toThrow(
      AgreementGateError,
    );
    await expect(changeStatus(appId, "documents_pending", users.admin.id, { note: "", clientNote: "" })).rejects.toThrow(
      AgreementGateError,
    );
    await expect(
      changeStatus(appId, "documents_pending", users.agent.id, { note: "", clientNote: "", override: "An agent cannot" }),
    ).rejects.toThrow(AgreementGateError);
    expect((await appRow(appId)).status).toBe("assessment");

    // Asking the client for a document waits too: the message sits beside the note, which is kept.
    const item = await itemOf(appId, "funds");
    const asked = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agent,
      form: { intent: "request", itemId: item.id, note: "Your passport, every page" },
    });
    expect(asked.status).toBe(409);
    const page = await asked.text();
    expect(page).toContain("has not signed the service agreement");
    expect(page).toContain("Your passport, every page");

    // The admin's page says it, and takes a reason.
    const moved = await adminPost(appId, {
      intent: "status",
      to: "documents_pending",
      note: "",
      clientNote: "",
      override: "Agreed on paper at the office; scanned copy on file",
    });
    expect(moved.status).toBe(302);
    expect(await appRow(appId)).toMatchObject({ status: "documents_pending", agreement_required: false });
    const event = await (
      await testDb()
    )
      .selectFrom("application_events")
      .select("override_reason")
      .where("application_id", "=", appId)
      .where("to_status", "=", "documents_pending")
      .executeTakeFirstOrThrow();
    expect(event.override_reason).toBe("Agreed on paper at the office; scanned copy on file (no signed service agreement)");
  });

  it("does not hold back an application opened without the rule", async () => {
    const appId = await open(false);
    await changeStatus(appId, "assessment", users.agent.id, { note: "", clientNote: "" });
    await changeStatus(appId, "documents_pending", users.agent.id, { note: "", clientNote: "" });
    expect((await appRow(appId)).status).toBe("documents_pending");
  });
});

describe(`agreement → signature → invoice → payment on ${backendName()}`, () => {
  it("keeps what was typed when a fee row is wrong", async () => {
    const appId = await open();
    const refused = await adminPost(appId, {
      ...draftForm,
      templateId,
      fee2Amount: "ten thousand",
      inst1Label: "On signing",
      inst1Amount: "1",
      inst1Due: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Give the amount as a number");
    expect(html).toContain("Say when it is due");
    expect(html).toContain('value="ten thousand"');
    expect(await (await testDb()).selectFrom("agreements").select("id").where("application_id", "=", appId).execute()).toEqual([]);
  });

  it("the client signs the version they read; the PDF carries that text; invoiced, paid, the statement is at zero", async () => {
    const appId = await open();
    // Sent without its preview: refused; from the preview: sent.
    expect((await adminPost(appId, { ...draftForm, templateId })).status).toBe(400);
    const drawn = await drawUp(appId, { ...draftForm, templateId });
    expect(drawn.status).toBe(302);
    const agreement = await current(appId);
    expect(agreement).toMatchObject({ status: "awaiting_signature", version: 1 });
    expect(JSON.parse(JSON.stringify(agreement.fees))).toEqual([
      { description: "Professional fee", amountMinor: 5_000_000 },
      { description: "Document review", amountMinor: 1_000_000 },
    ]);
    const told = await (
      await testDb()
    )
      .selectFrom("notifications")
      .select(["kind", "link"])
      .where("user_id", "=", users.client.id)
      .where("kind", "=", "billing")
      .execute();
    expect(told).toContainEqual({ kind: "billing", link: `/client/agreements/${agreement.id}` });

    // The client's dashboard says what to do next.
    expect(await (await request("/client/dashboard", { cookie: cookies.client })).text()).toContain(
      `href="/client/agreements/${agreement.id}"`,
    );

    // Another client: the same 404 as no agreement at all.
    expect((await request(`/client/agreements/${agreement.id}`, { cookie: cookies.other })).status).toBe(404);
    expect((await request(`/client/agreements/${agreement.id}/pdf`, { cookie: cookies.other })).status).toBe(404);
    const sign = (form: Record<string, string>, cookie = cookies.client) =>
      request(`/client/agreements/${agreement.id}`, {
        cookie,
        form,
        headers: { "User-Agent": "Chromium test", "X-Forwarded-For": "203.0.113.9" },
      });
    expect((await sign({ fullName: "Dev Other", agree: "on", sha256: agreement.body_sha256 }, cookies.other)).status).toBe(404);

    // Unticked: refused beside the box, the name kept. A stale hash: refused.
    const unticked = await sign({ fullName: "Chitra Client", sha256: agreement.body_sha256 });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain('value="Chitra Client"');
    expect((await sign({ fullName: "Chitra Client", agree: "on", sha256: "0".repeat(64) })).status).toBe(409);
    // Another name than the account's (an initial): refused beside the field, kept, nothing signed.
    const initial = await sign({ fullName: "C Client", agree: "on", sha256: agreement.body_sha256 });
    expect(initial.status).toBe(400);
    const initialPage = await initial.text();
    expect(initialPage).toContain("Type your full name exactly as on your account: Chitra Client.");
    expect(initialPage).toContain('value="C Client"');
    expect((await current(appId))?.status).toBe("awaiting_signature");

    // The account's name, whatever its letter case and spaces: signed, the spaces tidied.
    expect((await sign({ fullName: "  chitra   CLIENT ", agree: "on", sha256: agreement.body_sha256 })).status).toBe(302);
    const signed = await current(appId);
    expect(signed).toMatchObject({ status: "signed", signed_name: "chitra CLIENT", signed_user_agent: "Chromium test" });

    // The served PDF: a signature certificate page after the text, and the text itself attached, its hash the stored one.
    const pdf = await request(`/client/agreements/${agreement.id}/pdf`, { cookie: cookies.client });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Cache-Control")).toBe("private, no-store");
    const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    const [name, text] = Object.entries(read.files)[0];
    expect(name).toMatch(/^agreement-.+-v1\.md$/);
    expect(createHash("sha256").update(text).digest("hex")).toBe(signed.body_sha256);
    expect(text.toString("utf8")).toBe(signed.body);
    expect(read.pages).toBeGreaterThanOrEqual(2);

    // Work goes on now, with no reason asked.
    await changeStatus(appId, "assessment", users.agent.id, { note: "", clientNote: "" });
    await changeStatus(appId, "documents_pending", users.agent.id, { note: "", clientNote: "" });

    // The invoice, from the signed fees: a draft the client does not see, checked, then issued.
    const billed = await adminPost(appId, { intent: "invoice-new", fee: "0" });
    expect(billed.status).toBe(302);
    const invoicePath = location(billed)!;
    const invoiceId = invoicePath.split("/").pop()!;
    const db = await testDb();
    const stored = () => db.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
    expect(await stored()).toMatchObject({ status: "draft", code: null, currency: "INR" });
    expect(Number((await stored()).total_minor)).toBe(5_900_000); // ₹50,000 + 18 % GST
    expect((await request(`/client/invoices/${invoiceId}/pdf`, { cookie: cookies.client })).status).toBe(404);
    expect((await request(`/client/invoices/${invoiceId}`, { cookie: cookies.client })).status).toBe(404);
    // An agreed fee is billed once: the panel says where, and a second invoice of it is refused.
    expect(await (await request(`/admin/applications/${appId}`, { cookie: cookies.admin })).text()).toContain(
      "Professional fee: ₹50,000.00 (already on a draft invoice)",
    );
    const again = await adminPost(appId, { intent: "invoice-new", fee: "0" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Professional fee is already on a draft invoice");
    // Whom it bills: a state of India is needed (the place of supply), with what was typed kept.
    const invoiceForm = (state: string) => ({
      intent: "save-draft",
      buyerName: "Chitra Client",
      buyerAddress: "12 MG Road, Bengaluru 560001",
      buyerCountry: "India",
      buyerState: state,
      buyerGstin: "",
      currency: "INR",
      dueDays: "14",
      notes: "",
      line1Kind: "service",
      line1Description: "Professional fee",
      line1Detail: "",
      line1Quantity: "1",
      line1Rate: "50000",
    });
    const noState = await request(invoicePath, { cookie: cookies.admin, form: invoiceForm("") });
    expect(noState.status).toBe(400);
    const noStatePage = await noState.text();
    expect(noStatePage).toContain("Choose the client&#x27;s state");
    expect(noStatePage).toContain("12 MG Road, Bengaluru 560001");
    expect((await request(invoicePath, { cookie: cookies.admin, form: invoiceForm("29") })).status).toBe(302);
    expect((await request(invoicePath, { cookie: cookies.admin, form: { intent: "issue" } })).status).toBe(302);
    const invoice = await stored();
    expect(invoice).toMatchObject({ status: "sent", supply_type: "inter_state", place_of_supply: "29 – Karnataka" });
    expect(invoice.code).toMatch(/^INV\/\d{4}-\d{2}\/\d{4}$/);
    expect(Number(invoice.igst_minor)).toBe(900_000);
    const invoicePdf = await request(`/client/invoices/${invoiceId}/pdf`, { cookie: cookies.client });
    expect(invoicePdf.status).toBe(200);
    expect((await readPdf(new Uint8Array(await invoicePdf.arrayBuffer()))).title).toBe(`Tax invoice ${invoice.code}`);
    expect((await request(`/client/invoices/${invoiceId}/pdf`, { cookie: cookies.other })).status).toBe(404);

    const dashboard = await (await request("/admin/dashboard", { cookie: cookies.admin })).text();
    expect(dashboard).toContain("Outstanding (INR)");
    expect(dashboard).toMatch(/data-outstanding="INR"[^>]*>(<a[^>]*>)?₹59,000\.00/);

    // Paid in full; the statement shows zero.
    const before = await (await request("/client/billing", { cookie: cookies.client })).text();
    expect(before).toContain("Balance: ₹59,000.00");
    const paid = await request(invoicePath, {
      cookie: cookies.admin,
      form: {
        intent: "payment",
        kind: "payment",
        method: "upi",
        amount: "59,000",
        reference: "UPI-881",
        receivedOn: "2026-01-01",
        note: "",
      },
    });
    expect(paid.status).toBe(302);
    const after = await (await request("/client/billing", { cookie: cookies.client })).text();
    expect(after).toContain("Balance: ₹0.00");
    expect(after).toContain("Paid");
    expect(await (await request("/client/billing", { cookie: cookies.other })).text()).not.toContain(invoice.code!);
  });
});

describe(`an agreed fee billed once on ${backendName()}`, () => {
  it("draws up one invoice of a fee when five admins bill it at the same moment; the others are told where it is", async () => {
    const appId = await open(false);
    const bill = () =>
      createInvoice(
        {
          clientId: users.client.id,
          applicationId: appId,
          billOnce: true,
          lines: [service("Professional fee", 5_000_000)],
          currency: "INR",
          buyer: buyerIn(),
          dueDays: 14,
          createdBy: users.admin.id,
        },
        "2030-06-01",
      );
    const results = await Promise.allSettled(Array.from({ length: 5 }, bill));
    const made = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(made).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toEqual(new FeesAlreadyInvoiced(["Professional fee is already on a draft invoice"]));
    const rows = await (await testDb()).selectFrom("invoices").select("id").where("application_id", "=", appId).execute();
    expect(rows).toHaveLength(1);
  });
});

describe(`agreement templates on ${backendName()}`, () => {
  it("refuses a placeholder that is no field, keeping the text; a saved template is offered, one taken out of use is not", async () => {
    const body = "# Study agreement\n\nBetween {{firm_name}} and {{client_name}}.\n\n{{fees}}\n\nDeposit: {{deposit}}\n";
    const refused = await request("/admin/agreement-templates/new", {
      cookie: cookies.admin,
      form: { title: "Study agreement", body, isActive: "on" },
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Not a field: {{deposit}}");
    expect(html).toContain("Deposit: {{deposit}}");
    const hidden = await request("/admin/agreement-templates/new", {
      cookie: cookies.admin,
      form: { title: "Study agreement", body: body.replace("Deposit: {{deposit}}", "<!-- You waive every refund -->"), isActive: "on" },
    });
    expect(hidden.status).toBe(400);
    expect(await hidden.text()).toContain("HTML tags and comments are not allowed");
    // Markdown's own comment: a link definition, which the page does not show (issue 38); the text is kept.
    const comment = await request("/admin/agreement-templates/new", {
      cookie: cookies.admin,
      form: { title: "Study agreement", body: body.replace("Deposit: {{deposit}}", "[//]: # (You waive every refund)"), isActive: "on" },
    });
    expect(comment.status).toBe(400);
    const commentPage = await comment.text();
    expect(commentPage).toContain("link definitions and footnotes");
    expect(commentPage).toContain("[//]: # (You waive every refund)");
    const saved = await request("/admin/agreement-templates/new", {
      cookie: cookies.admin,
      form: { title: "Study agreement", body: body.replace("Deposit: {{deposit}}", "Total: {{total}}"), isActive: "on" },
    });
    expect(saved.status).toBe(302);
    const appId = await open();
    expect(await (await request(`/admin/applications/${appId}`, { cookie: cookies.admin })).text()).toContain(">Study agreement</option>");
    await request(location(saved)!, {
      cookie: cookies.admin,
      form: { title: "Study agreement", body: body.replace("Deposit: {{deposit}}", "") },
    }); // unticked: out of use
    expect(await (await request(`/admin/applications/${appId}`, { cookie: cookies.admin })).text()).not.toContain(
      ">Study agreement</option>",
    );
  });
});

describe(`money owed on ${backendName()}`, () => {
  it("counts sent and part-paid invoices, and those past their due date apart; drafts, void and paid ones not", async () => {
    const today = "2026-11-26";
    const before = await moneyOwed(today);
    const owedNow = (rows: MoneyOwed[]) =>
      rows.find((r) => r.currency === "GBP") ?? { outstandingMinor: 0, overdueMinor: 0, overdueCount: 0 };
    const invoice = (dueDays: number) =>
      issuedInvoice(
        { clientId: users.client.id, lines: [service("Advice", 10_000)], currency: "GBP", buyer: buyerIn(null, "United Kingdom"), dueDays },
        "2026-10-01",
      );
    const late = await invoice(14);
    const notYet = await invoice(91);
    await draftInvoice({ clientId: users.client.id, lines: [service("Advice", 10_000)], currency: "GBP" }); // a draft: not owed yet
    const voided = await invoice(14);
    await voidInvoice(voided.id, "Raised twice");
    await recordPayment({
      invoiceId: late.id,
      kind: "payment",
      method: "card",
      amountMinor: 4_000,
      receivedOn: "2026-10-20",
      recordedBy: users.admin.id,
    });
    expect(owedNow(await moneyOwed(today))).toMatchObject({ outstandingMinor: 6_000 + 10_000, overdueMinor: 6_000, overdueCount: 1 });
    expect(owedNow(before)).toMatchObject({ outstandingMinor: 0 });
    const list = await (await request("/admin/invoices?overdue=1", { cookie: cookies.admin })).text();
    expect(list).toContain(late.code);
    // The filter is on the page, not only in the address (issue 42).
    expect(list).toMatch(/<option value="1" selected="">Past their due date<\/option>/);
    expect(list).not.toContain(notYet.code);
  });
});
