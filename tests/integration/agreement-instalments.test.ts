// Issue 41: an agreement's instalments are records — the first invoiced on its own, once,
// even when two admins press at the same moment, and billable again only after its
// invoice is made void — and a new version starts from the last one's fees and
// instalments and is previewed (its exact text) before it is sent.
import { beforeAll, describe, expect, it } from "vitest";
import { signAgreement } from "~/server/billing/agreements.server";
import { voidInvoice } from "~/server/billing/invoices.server";
import { createApplication } from "~/server/cases/applications.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
let cookie: string;
let appId: string;
let form: Record<string, string>;

const post = (body: Record<string, string>) => request(`/admin/applications/${appId}`, { cookie, form: body });

beforeAll(async () => {
  users = await createUsers("inst");
  cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
  const db = await testDb();
  const templateId = (await db.selectFrom("agreement_templates").select("id").where("is_active", "=", true).executeTakeFirstOrThrow()).id;
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  form = {
    templateId,
    currency: "INR",
    fee1Description: "Professional fee: Express Entry",
    fee1Amount: "90000",
    inst1Label: "First instalment",
    inst1Amount: "45000",
    inst1Due: "On signing",
    inst2Label: "Second instalment",
    inst2Amount: "45000",
    inst2Due: "On lodgement",
  };
});

describe(`agreement instalments on ${backendName()}`, () => {
  it("previews the exact text, sends it, and invoices the first instalment on its own, once", async () => {
    // Instalments that do not add up are refused with both totals.
    const uneven = await post({ ...form, intent: "agreement-preview", inst2Amount: "40000" });
    expect(uneven.status).toBe(400);
    expect(await uneven.text()).toContain("The instalments add up to 85,000; the fees&#x27; total is 90,000: make them equal");
    const preview = await post({ ...form, intent: "agreement-preview" });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    const sha = /data-preview-sha="([0-9a-f]{64})"/.exec(html)![1];
    expect(html).toContain("First instalment: ₹45,000.00 (when: On signing)");
    // A preview that is not of this text is refused: nothing is sent unseen.
    expect((await post({ ...form, intent: "agreement-draft", previewSha: "0".repeat(64) })).status).toBe(409);
    expect((await post({ ...form, intent: "agreement-draft", previewSha: sha })).status).toBe(302);
    const db = await testDb();
    const agreement = await db.selectFrom("agreements").selectAll().where("application_id", "=", appId).executeTakeFirstOrThrow();
    expect(agreement.body_sha256).toBe(sha);
    await signAgreement({
      agreementId: agreement.id,
      clientId: users.client.id,
      typedName: "Chitra Client",
      shownSha256: sha,
      ip: "",
      userAgent: "",
    });

    const [first, second] = await db
      .selectFrom("agreement_instalments")
      .selectAll()
      .where("agreement_id", "=", agreement.id)
      .orderBy("position")
      .execute();
    expect([first.label, Number(first.amount_minor), second.due]).toEqual(["First instalment", 4_500_000, "On lodgement"]);
    const bill = () => post({ intent: "invoice-instalment", instalmentId: first.id });
    const [a, b] = await Promise.all([bill(), bill()]);
    expect([a.status, b.status].sort()).toEqual([302, 409]);
    const invoiceId = location([a, b].find((r) => r.status === 302)!)!
      .split("/")
      .pop()!;
    const lines = await db
      .selectFrom("invoice_lines")
      .select(["description", "amount_minor"])
      .where("invoice_id", "=", invoiceId)
      .execute();
    expect(lines).toEqual([{ description: "First instalment (On signing): Service agreement, version 1", amount_minor: 4_500_000 }]);
    expect((await db.selectFrom("invoices").select("total_minor").where("id", "=", invoiceId).executeTakeFirstOrThrow()).total_minor).toBe(
      5_310_000,
    );
    expect((await post({ intent: "invoice-instalment", instalmentId: first.id })).status).toBe(409);
    // Made void, it can be billed again.
    expect(await voidInvoice(invoiceId, "Wrong client address")).toBe(true);
    expect((await post({ intent: "invoice-instalment", instalmentId: first.id })).status).toBe(302);
  });

  it("a new version starts from the last one's fees and instalments", async () => {
    const page = await (await request(`/admin/applications/${appId}`, { cookie })).text();
    const draft = page.slice(page.indexOf('name="intent" value="agreement-preview"'));
    for (const [name, value] of [
      ["inst2Label", "Second instalment"],
      ["inst2Amount", "45000"],
      ["inst2Due", "On lodgement"],
      ["fee1Amount", "90000"],
    ])
      expect(draft).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"`));
  });
});
