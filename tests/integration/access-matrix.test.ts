// Every protected URL × {anonymous, client, agent, admin}, for GET (loaders) and
// POST (actions). Adding a protected route without a row here fails the first test.
import { beforeAll, describe, expect, it } from "vitest";
import { location, request, signIn } from "../support/app";
import { backendName } from "../support/db";
import { protectedRoutes } from "../support/route-table";
import { createUsers, PASSWORDS } from "../support/users";

type Who = "anonymous" | "admin" | "agent" | "client";
type Portal = "admin" | "agent" | "client";
type Row = { id: string; url: string; portal: Portal; ownGet: number | string; hasAction: boolean; ownPost?: number };

// ownGet: the status the portal's own role gets, or the path it is redirected to.
// ownPost: the status the own role gets for a POST of a meaningless form (an action must
// refuse it: 400 for a form with errors, 404 for a record that does not exist).
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const admin = (id: string, url: string, ownGet: number | string, hasAction: boolean, ownPost?: number): Row => ({
  id: `routes/admin/${id}`,
  url,
  portal: "admin",
  ownGet,
  hasAction,
  ownPost,
});
const ROWS: Row[] = [
  { id: "routes/admin/index", url: "/admin", portal: "admin", ownGet: "/admin/dashboard", hasAction: false },
  { id: "routes/admin/dashboard", url: "/admin/dashboard", portal: "admin", ownGet: 200, hasAction: false },
  { id: "routes/admin/unknown", url: "/admin/no-such-page", portal: "admin", ownGet: 404, hasAction: false },
  admin("clients", "/admin/clients", 200, false),
  admin("client-new", "/admin/clients/new", 200, true, 400),
  admin("client", `/admin/clients/${NO_SUCH_ID}`, 404, true, 404),
  admin("agents", "/admin/agents", 200, false),
  admin("agent-new", "/admin/agents/new", 200, true, 400),
  admin("agent", `/admin/agents/${NO_SUCH_ID}`, 404, true, 404),
  admin("applications", "/admin/applications", 200, false),
  admin("application-new", "/admin/applications/new", 200, true, 400),
  admin("application", `/admin/applications/${NO_SUCH_ID}`, 404, true, 404),
  admin("application-answers", `/admin/applications/${NO_SUCH_ID}/answers`, 404, true, 404),
  admin("enquiries", "/admin/enquiries", 200, false),
  admin("bookings", "/admin/bookings", 200, true, 400),
  admin("invoices", "/admin/invoices", 200, false),
  admin("agreement-templates", "/admin/agreement-templates", 200, false),
  admin("agreement-template-new", "/admin/agreement-templates/new", 200, true, 400),
  admin("agreement-template-edit", `/admin/agreement-templates/${NO_SUCH_ID}`, 404, true, 404),
  admin("invoice", `/admin/invoices/${NO_SUCH_ID}`, 404, true, 404),
  // Draws up a blank draft for the client: none for a client that does not exist.
  admin("client-billing", `/admin/clients/${NO_SUCH_ID}/billing`, 404, true, 404),
  // The firm's GSTIN, UPI ID and bank details: a form without the state is refused beside it.
  admin("billing-settings", "/admin/settings/billing", 200, true, 400),
  admin("client-records", `/admin/clients/${NO_SUCH_ID}/records`, 404, true, 404),
  admin("client-export", `/admin/clients/${NO_SUCH_ID}/export`, 404, false),
  // PDFs: a private download, the same 404 for one that does not exist.
  admin("agreement-pdf", `/admin/agreements/${NO_SUCH_ID}/pdf`, 404, false),
  admin("invoice-pdf", `/admin/invoices/${NO_SUCH_ID}/pdf`, 404, false),
  // The accountant's GST register of a month as CSV: admins only (without dates, a 400).
  admin("invoices-export", "/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30", 200, false),
  admin("receipt-pdf", `/admin/receipts/${NO_SUCH_ID}/pdf`, 404, false),
  admin("credit-note-pdf", `/admin/credit-notes/${NO_SUCH_ID}/pdf`, 404, false),
  admin("payment-screenshot", `/admin/payment-reports/${NO_SUCH_ID}/screenshot`, 404, false),
  admin("application-answers-pdf", `/admin/applications/${NO_SUCH_ID}/answers.pdf`, 404, false),
  admin("application-files-zip", `/admin/applications/${NO_SUCH_ID}/files.zip`, 404, false),
  admin("checklists", "/admin/checklists", 200, false),
  // A visa type of the catalogue; an unknown one is a 404.
  admin("checklist", "/admin/checklists/canada-visitor-visa", 200, true, 400),
  admin("questionnaires", "/admin/questionnaires", 200, false),
  // Its template as JSON: an empty form is not one (400); an unknown visa type is a 404.
  admin("questionnaire", "/admin/questionnaires/canada-visitor-visa", 200, true, 400),
  admin("enquiry", `/admin/enquiries/${NO_SUCH_ID}`, 404, true, 404),
  admin("blog", "/admin/blog", 200, false),
  admin("blog-new", "/admin/blog/new", 200, true, 400),
  admin("blog-edit", `/admin/blog/edit/${NO_SUCH_ID}`, 404, true, 404),
  admin("blog-preview", `/admin/blog/preview/${NO_SUCH_ID}`, 404, false),
  admin("content-freshness", "/admin/content-freshness", 200, false),
  // Publish, unpublish or send back a client's story: a form naming no action is refused beside it.
  admin("visa-success", "/admin/visa-success", 200, true, 400),
  admin("visa-success-new", "/admin/visa-success/new", 200, true, 400),
  admin("visa-success-edit", `/admin/visa-success/${NO_SUCH_ID}`, 404, true, 404),
  admin("testimonials", "/admin/testimonials", 200, false),
  admin("testimonial-new", "/admin/testimonials/new", 200, true, 400),
  admin("testimonial-edit", `/admin/testimonials/edit/${NO_SUCH_ID}`, 404, true, 404),
  admin("testimonial-view", `/admin/testimonials/view/${NO_SUCH_ID}`, 404, false),
  admin("team", "/admin/team", 200, false),
  admin("team-new", "/admin/team/new", 200, true, 400),
  admin("team-edit", `/admin/team/${NO_SUCH_ID}`, 404, true, 404),
  // The pickers' search (a combobox's JSON): a page of clients or agents.
  { id: "routes/resources/pick", url: "/admin/pick/clients?q=a", portal: "admin", ownGet: 200, hasAction: false },
  admin("settings", "/admin/settings", 200, true, 400),
  admin("security", "/admin/security", 200, true, 400),
  // The inbox: a reply names its thread in the URL; none (or another agent's) is a 404.
  admin("inbox", "/admin/inbox", 200, true, 404),
  { id: "routes/agent/inbox", url: "/agent/inbox", portal: "agent", ownGet: 200, hasAction: true, ownPost: 404 },
  // Deleting a saved reply that does not exist is a 404.
  admin("saved-replies", "/admin/saved-replies", 200, true, 404),
  admin("saved-reply-new", "/admin/saved-replies/new", 200, true, 400),
  admin("saved-reply-edit", `/admin/saved-replies/${NO_SUCH_ID}`, 404, true, 404),
  // The header's one search (issue 43): its results page, and its list as you type.
  { id: "routes/admin/search", url: "/admin/search?q=Priya", portal: "admin", ownGet: 200, hasAction: false },
  admin("audit-log", "/admin/audit-log", 200, false),
  admin("audit-log-export", "/admin/audit-log/export.csv", 200, false),
  // Reports (issue 44): the list, a report and a section's CSV; an agent's own slice.
  admin("reports", "/admin/reports", 200, false),
  admin("report", "/admin/reports/applications", 200, false),
  admin("report-csv", "/admin/reports/applications/export.csv?section=by-status", 200, false),
  { id: "routes/agent/reports", url: "/agent/reports", portal: "agent", ownGet: 200, hasAction: false },
  { id: "routes/agent/report", url: "/agent/reports/applications", portal: "agent", ownGet: 200, hasAction: false },
  {
    id: "routes/agent/report-csv",
    url: "/agent/reports/applications/export.csv?section=by-status",
    portal: "agent",
    ownGet: 200,
    hasAction: false,
  },
  ...(["admin", "agent", "client"] as const).flatMap((portal): Row[] => [
    // A form with no known intent: refused beside the form.
    { id: `routes/${portal}/account`, url: `/${portal}/account`, portal, ownGet: 200, hasAction: true, ownPost: 400 },
    // No set-up started: back to the account page (after a POST too: the page's loader sends it there).
    {
      id: `routes/${portal}/account-two-factor`,
      url: `/${portal}/account/two-factor`,
      portal,
      ownGet: `/${portal}/account`,
      hasAction: true,
      ownPost: 302,
    },
    // Codes are shown only once, after they were made: without them, back to the account page.
    {
      id: `routes/${portal}/account-recovery-codes`,
      url: `/${portal}/account/recovery-codes`,
      portal,
      ownGet: `/${portal}/account`,
      hasAction: false,
    },
    {
      id: `routes/${portal}/account-recovery-codes-download`,
      url: `/${portal}/account/recovery-codes.txt`,
      portal,
      ownGet: `/${portal}/account`,
      hasAction: false,
    },
    // A form without choices changes nothing and saves (302); "mark all as read" likewise.
    {
      id: `routes/${portal}/account-notifications`,
      url: `/${portal}/account/notifications`,
      portal,
      ownGet: 200,
      hasAction: true,
      ownPost: 302,
    },
    { id: `routes/${portal}/notifications`, url: `/${portal}/notifications`, portal, ownGet: 200, hasAction: true, ownPost: 302 },
    // Someone else's notice, or none: 404.
    { id: `routes/${portal}/notification-open`, url: `/${portal}/notifications/${NO_SUCH_ID}`, portal, ownGet: 404, hasAction: false },
    // The thread of an application that is not theirs, or none: 404, to read and to write.
    { id: `routes/${portal}/messages`, url: `/${portal}/messages/${NO_SUCH_ID}`, portal, ownGet: 404, hasAction: true, ownPost: 404 },
  ]),
  { id: "routes/agent/index", url: "/agent", portal: "agent", ownGet: "/agent/dashboard", hasAction: false },
  { id: "routes/agent/dashboard", url: "/agent/dashboard", portal: "agent", ownGet: 200, hasAction: false },
  { id: "routes/agent/clients", url: "/agent/clients", portal: "agent", ownGet: 200, hasAction: false },
  // Another agent's client or a client that does not exist: the same 404.
  { id: "routes/agent/client", url: `/agent/clients/${NO_SUCH_ID}`, portal: "agent", ownGet: 404, hasAction: true, ownPost: 404 },
  // The answers of an application of another agent's client, or of none: 404, to read, to review and as a PDF.
  {
    id: "routes/agent/application-answers",
    url: `/agent/applications/${NO_SUCH_ID}/answers`,
    portal: "agent",
    ownGet: 404,
    hasAction: true,
    ownPost: 404,
  },
  {
    id: "routes/agent/application-answers-pdf",
    url: `/agent/applications/${NO_SUCH_ID}/answers.pdf`,
    portal: "agent",
    ownGet: 404,
    hasAction: false,
  },
  {
    id: "routes/agent/application-files-zip",
    url: `/agent/applications/${NO_SUCH_ID}/files.zip`,
    portal: "agent",
    ownGet: 404,
    hasAction: false,
  },
  // Their own consultations and hours; a form without hours is refused beside its fields.
  { id: "routes/agent/bookings", url: "/agent/bookings", portal: "agent", ownGet: 200, hasAction: true, ownPost: 400 },
  // Their own leads; another agent's lead or none is a 404, to read and to work.
  { id: "routes/agent/leads", url: "/agent/leads", portal: "agent", ownGet: 200, hasAction: false },
  { id: "routes/agent/lead", url: `/agent/leads/${NO_SUCH_ID}`, portal: "agent", ownGet: 404, hasAction: true, ownPost: 404 },
  { id: "routes/agent/search", url: "/agent/search?q=Priya", portal: "agent", ownGet: 200, hasAction: false },
  { id: "routes/agent/unknown", url: "/agent/no-such-page", portal: "agent", ownGet: 404, hasAction: false },
  { id: "routes/client/unknown", url: "/client/no-such-page", portal: "client", ownGet: 404, hasAction: false },
  { id: "routes/client/index", url: "/client", portal: "client", ownGet: "/client/dashboard", hasAction: false },
  { id: "routes/client/dashboard", url: "/client/dashboard", portal: "client", ownGet: 200, hasAction: true, ownPost: 400 },
  { id: "routes/client/dashboard-static", url: "/client/dashboard-static", portal: "client", ownGet: 200, hasAction: true, ownPost: 400 },
  { id: "routes/client/dashboard-dynamic", url: "/client/dashboard-dynamic", portal: "client", ownGet: 200, hasAction: true, ownPost: 400 },
  { id: "routes/client/billing", url: "/client/billing", portal: "client", ownGet: 200, hasAction: false },
  // Another client's agreement or none: 404, to read, to sign and as a PDF.
  { id: "routes/client/agreement", url: `/client/agreements/${NO_SUCH_ID}`, portal: "client", ownGet: 404, hasAction: true, ownPost: 404 },
  { id: "routes/client/agreement-pdf", url: `/client/agreements/${NO_SUCH_ID}/pdf`, portal: "client", ownGet: 404, hasAction: false },
  // Another client's invoice or none: 404, as a page and as a PDF.
  { id: "routes/client/invoice", url: `/client/invoices/${NO_SUCH_ID}`, portal: "client", ownGet: 404, hasAction: true, ownPost: 404 },
  { id: "routes/client/receipt-pdf", url: `/client/receipts/${NO_SUCH_ID}/pdf`, portal: "client", ownGet: 404, hasAction: false },
  { id: "routes/client/credit-note-pdf", url: `/client/credit-notes/${NO_SUCH_ID}/pdf`, portal: "client", ownGet: 404, hasAction: false },
  { id: "routes/client/invoice-pdf", url: `/client/invoices/${NO_SUCH_ID}/pdf`, portal: "client", ownGet: 404, hasAction: false },
  // The questionnaire of a person they do not act for, or of none: 404, to read and to save.
  {
    id: "routes/client/questionnaire",
    url: `/client/questionnaire/${NO_SUCH_ID}`,
    portal: "client",
    ownGet: 404,
    hasAction: true,
    ownPost: 404,
  },
  // Another client's success story or none: 404, to read and to answer.
  {
    id: "routes/client/success-story",
    url: `/client/success-stories/${NO_SUCH_ID}`,
    portal: "client",
    ownGet: 404,
    hasAction: true,
    ownPost: 404,
  },
  // A form without profile fields changes nothing and saves (302).
  { id: "routes/client/profile-setup", url: "/client/profile-setup", portal: "client", ownGet: 200, hasAction: true, ownPost: 302 },
];

const cookies: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  const users = await createUsers("matrix");
  for (const role of ["admin", "agent", "client"] as const) cookies[role] = await signIn(role, users[role].email, PASSWORDS[role]);
});

describe(`access matrix on ${backendName()}`, () => {
  it("has a row for every protected route of the route table", () => {
    const ids = protectedRoutes()
      .map((r) => r.id)
      .sort();
    expect(ROWS.map((r) => r.id).sort()).toEqual(ids);
  });

  const cases = ROWS.flatMap((row) => (["anonymous", "admin", "agent", "client"] as Who[]).map((who) => ({ row, who })));

  it.each(cases)("GET $row.url as $who", async ({ row, who }) => {
    // A fresh sign-in for other roles: visiting another portal ends the session.
    const cookie = who === "anonymous" ? undefined : who === row.portal ? cookies[who] : await freshCookie(who);
    const res = await request(row.url, { cookie });
    if (who === row.portal) {
      if (typeof row.ownGet === "number") expect(res.status).toBe(row.ownGet);
      else expect([res.status, location(res)]).toEqual([302, row.ownGet]);
    } else if (who === "anonymous") {
      expect(res.status).toBe(302);
      expect(location(res)).toMatch(new RegExp(`^/${row.portal}/login(\\?|$)`));
    } else {
      expect(res.status).toBe(302);
      expect(location(res)).toBe(`/${row.portal}/login?wrongPortal=1`);
    }
    expect(res.headers.get("Cache-Control") ?? "").not.toMatch(/public/);
  });

  it.each(cases)("POST $row.url as $who", async ({ row, who }) => {
    const cookie = who === "anonymous" ? undefined : who === row.portal ? cookies[who] : await freshCookie(who);
    const res = await request(row.url, { cookie, form: { intent: "anything" } });
    if (!row.hasAction) {
      // No action: nothing can change, whoever asks.
      expect(res.status).toBe(405);
    } else if (who !== row.portal) {
      // The action's guard sends an outsider to the portal's login before anything happens.
      expect(res.status).toBe(302);
      expect(location(res)).toMatch(new RegExp(`^/${row.portal}/login(\\?|$)`));
    } else {
      expect(res.status).toBe(row.ownPost);
    }
  });
});

const users = { admin: "matrix-admin@example.com", agent: "matrix-agent@example.com", client: "matrix-client@example.com" };
async function freshCookie(who: Exclude<Who, "anonymous">) {
  return signIn(who, users[who], PASSWORDS[who]);
}
