// Issue 43, part 4: the firm's audit log. Voiding an invoice, changing a setting and
// reviewing a document each appear on the admin's page with who and when, and in its CSV;
// a filter narrows; agents cannot open either; the table refuses changes; and with
// "require two-factor sign-in for agents" on, an agent without it is sent to set it up.
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { createApplication } from "~/server/cases/applications.server";
import { firmTimeZoneSetting } from "~/server/website/settings.server";
import type { Db } from "~/server/db/db.server";
import { formatDateTime, setFirmTimeZone } from "~/lib/ui/format";
import { location, request, signIn } from "../support/app";
import { uploadTo } from "../support/checklist";
import { backendName, testDb } from "../support/db";
import { issuedInvoice, service } from "../support/invoices";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = { bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), contentType: "application/pdf", originalName: "passport.pdf" };
let db: Db;
let users: Awaited<ReturnType<typeof createUsers>>;
let invoice: { id: string; code: string };
let documentId: string;
const cookies = {} as Record<"admin" | "agent", string>;

const page = async (query = "") => (await request(`/admin/audit-log${query}`, { cookie: cookies.admin })).text();
const kindsOn = (html: string) => [...html.matchAll(/data-audit-kind="([a-z_]+)"/g)].map((m) => m[1]);
const csv = async (query = "") => {
  const response = await request(`/admin/audit-log/export.csv${query}`, { cookie: cookies.admin });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("text/csv");
  return (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n");
};

beforeAll(async () => {
  users = await createUsers("audit");
  db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  const app = await createApplication({
    clientId: users.client.id,
    serviceSlug: "canada-permanent-residency",
    destinationCountry: "canada",
    assignedAgentId: users.agent.id,
    createdBy: users.admin.id,
  });
  documentId = (await uploadTo(users.client.id, app.id, "passport", PDF)).id;
  invoice = await issuedInvoice({ clientId: users.client.id, lines: [service("Consultation", 500_000)] });
  cookies.admin = await signIn("admin", "audit-admin@example.com", PASSWORDS.admin);
  cookies.agent = await signIn("agent", "audit-agent@example.com", PASSWORDS.agent);
  setFirmTimeZone(await firmTimeZoneSetting());
});

describe(`audit log (${backendName()})`, () => {
  it("shows a voided invoice, a changed setting and a reviewed document with who and when, and the CSV holds the same rows", async () => {
    const voided = await request(`/admin/invoices/${invoice.id}`, {
      cookie: cookies.admin,
      form: { intent: "void", reason: "Billed twice" },
    });
    expect(voided.status).toBe(302);
    const saved = await request("/admin/security", {
      cookie: cookies.admin,
      form: { intent: "save", staffIdleMinutes: "90", clientIdleHours: "12" },
    });
    expect(saved.status).toBe(302);
    const reviewed = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agent,
      form: { intent: "review", documentId, decision: "approve", reason: "" },
    });
    expect(reviewed.status).toBe(302);

    const rows = await db.selectFrom("audit_events").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
    const byKind = (kind: string) => rows.find((r) => r.kind === kind)!;
    expect(byKind("invoice_voided")).toMatchObject({ actor_id: users.admin.id, actor_role: "admin", record_id: invoice.id });
    expect(byKind("security_settings_changed")).toMatchObject({ actor_id: users.admin.id, summary: "staff idle limit: 120 → 90 minutes" });
    expect(byKind("document_accepted")).toMatchObject({ actor_id: users.agent.id, actor_role: "agent", record_id: users.client.id });

    const html = await page();
    expect(kindsOn(html).slice(0, 3)).toEqual(["document_accepted", "security_settings_changed", "invoice_voided"]); // newest first
    for (const text of [
      "Invoice made void",
      `Invoice ${invoice.code}`,
      "Billed twice",
      "Security settings changed",
      "Document accepted",
      "Chitra Client",
      "Ada Admin",
      "Arjun Agent",
      formatDateTime(byKind("invoice_voided").created_at),
      formatDateTime(byKind("document_accepted").created_at),
    ])
      expect(html).toContain(text.replace(/&/g, "&amp;"));
    expect(html).not.toContain(`>${invoice.id}<`); // the record by its label, never its id

    const lines = await csv();
    expect(lines[0]).toBe("When,Who,Role,What,Summary,Record,From where,Details");
    // One line per row shown (fewer than a page), after the export's own entry.
    expect(lines.length - 1).toBe(kindsOn(html).length + 1);
    expect(lines[1]).toContain("Audit log exported (CSV),Everything");
    expect(lines[2]).toContain("Document accepted");
    expect(lines[2]).toContain("Arjun Agent");
    expect(lines.find((l) => l.includes("Invoice made void"))).toContain(formatDateTime(byKind("invoice_voided").created_at));
  });

  it("narrows by kind and by record", async () => {
    expect(kindsOn(await page("?kind=invoice_voided"))).toEqual(["invoice_voided"]);
    expect(await csv("?kind=invoice_voided")).toHaveLength(2);
    const history = await page(`?record=${invoice.id}`);
    expect(kindsOn(history)).toEqual(["invoice_voided", "invoice_issued"]);
    expect(history).toContain(`History of Invoice ${invoice.code}`);
    expect(kindsOn(await page(`?actor=${users.agent.id}`))).toEqual(["document_accepted"]);
  });

  it("is closed to agents and clients, the CSV too", async () => {
    for (const path of ["/admin/audit-log", "/admin/audit-log/export.csv"]) {
      const response = await request(path, { cookie: cookies.agent });
      expect(response.status).toBe(302);
      expect(location(response)).toBe("/admin/login?wrongPortal=1");
    }
    const exports = await db.selectFrom("audit_events").select("actor_id").where("kind", "=", "audit_log_exported").execute();
    expect(exports.every((e) => e.actor_id === users.admin.id)).toBe(true);
  });

  it("refuses to change or delete an entry", async () => {
    await expect(db.updateTable("audit_events").set({ summary: "nothing happened" }).execute()).rejects.toThrow(/never changed/);
    await expect(db.deleteFrom("audit_events").execute()).rejects.toThrow(/kept 8 years/);
  });

  it("sends an agent without two-factor sign-in to set it up once it is required of agents, and not before", async () => {
    const other = await createUser({ email: "audit-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bela Agent" });
    const before = await request("/agent/login", { form: { email: "audit-agent2@example.com", password: PASSWORDS.agent } });
    expect(location(before)).toBe("/agent/dashboard");

    const on = await request("/admin/security", {
      cookie: cookies.admin,
      form: { intent: "save", requireAgentTwoFactor: "on", staffIdleMinutes: "90", clientIdleHours: "12" },
    });
    expect(on.status).toBe(302);
    // The agent signed in without it is signed out ...
    expect(location(await request("/agent/dashboard", { cookie: cookies.agent }))).toMatch(/^\/agent\/login/);
    // ... and a sign-in goes to the set-up step, with no session until it is done.
    const after = await request("/agent/login", { form: { email: "audit-agent2@example.com", password: PASSWORDS.agent } });
    expect(location(after)).toMatch(/^\/agent\/login\/code/);
    const setup = await request(location(after)!, {
      cookie: after.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    });
    expect(await setup.text()).toContain("authenticator");
    const change = await db
      .selectFrom("audit_events")
      .selectAll()
      .where("kind", "=", "security_settings_changed")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(change.summary).toBe("two-factor required for agents: on");
    expect(other.id).toBeTruthy();
  });
});
