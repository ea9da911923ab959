// Hostile input (issue 8, item 3) for the public contact form, the three sign-ins
// and the three sign-outs: random and malicious payloads, NUM_RUNS (50 by default) runs per action.
// The properties are described in tests/support/fuzz.ts.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, request, signIn } from "../../support/app";
import { backendName, testDb } from "../../support/db";
import {
  assertProperty,
  checkResponse,
  choice,
  expectNoInjectedScript,
  hostile,
  hostileForm,
  printStats,
  sessionCookie,
  storableText,
  submit,
  uniqueEmail,
  visibleHtml,
  type Field,
} from "../../support/fuzz";
import { createUsers, PASSWORDS } from "../../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
type Portal = "admin" | "agent" | "client";
let users: Users;

beforeAll(async () => {
  users = await createUsers("fuzz");
});
afterAll(printStats);

/** What a request may carry as a Cookie header: nothing, a real session, a revoked or tampered one, garbage. */
const cookieKind = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 2, arbitrary: fc.constantFrom<Portal>("admin", "agent", "client").map((role) => ({ kind: "session" as const, role })) },
  { weight: 1, arbitrary: fc.constant({ kind: "revoked" as const }) },
  {
    weight: 2,
    // Headers carry Latin-1 only, and no line breaks or NUL.
    arbitrary: fc
      .tuple(hostile, fc.constantFrom("__session=", "__toast=", "", "__session=s%3A", "__session=a; __session="))
      .map(([junk, prefix]) => ({
        kind: "garbage" as const,
        value: (prefix + junk).replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "").slice(0, 8000),
      })),
  },
);
type CookieKind = typeof cookieKind extends fc.Arbitrary<infer T> ? T : never;

let revoked: string | undefined;
async function cookieFor(kind: CookieKind): Promise<string | undefined> {
  switch (kind.kind) {
    case "none":
      return undefined;
    case "session":
      return sessionCookie(users[kind.role].id);
    case "revoked":
      if (!revoked) {
        revoked = await sessionCookie(users.client.id);
        await request("/client/logout", { cookie: revoked, form: {} });
      }
      return revoked;
    case "garbage":
      return kind.value;
  }
}

describe(`hostile input to the public site on ${backendName()}`, () => {
  const fields: Field[] = [
    { name: "name", valid: storableText(1, 200), kept: true },
    { name: "email", valid: uniqueEmail, invalid: fc.emailAddress(), kept: true },
    {
      name: "phone",
      ...choice(["", "+91 98765 43210", "+1 (555) 010-0000", "0044 20 7946 0000"], ["12", "+91 98765 43210 ext 5"]),
      kept: true,
    },
    { name: "destination_country", ...choice(["", "canada", "australia", "germany", "mars"]) },
    { name: "service_slug", ...choice(["", "study-in-canada", "uk-visitor-visa", "no-such-service"], ["Study In Canada", "a--b"]) },
    { name: "message", valid: storableText(10, 5000), kept: true },
    { name: "consent", valid: fc.constant("on") },
    { name: "company_website", valid: fc.constant("") },
  ];

  it("POST /contact: never a 5xx, and a refused enquiry keeps what was typed", async () => {
    await assertProperty(
      "contact",
      fc.asyncProperty(hostileForm(fields), async (form) => {
        const sent = await submit("/contact", form);
        checkResponse("/contact", form, sent, fields);
      }),
    );
  });
});

describe(`hostile input to the sign-in forms on ${backendName()}`, () => {
  // The admin's sign-in module also answers at /admin/custom-login: its runs go to either address.
  const logins: [Portal, string[]][] = [
    ["admin", ["/admin/login", "/admin/custom-login"]],
    ["agent", ["/agent/login"]],
    ["client", ["/client/login"]],
  ];

  it.each(logins)(
    "POST to the %s portal's sign-in %j: never a 5xx, input kept, never a redirect out of the portal",
    async (portal, paths) => {
      const emails = [users.admin.email, users.agent.email, users.client.email];
      const fields: Field[] = [
        {
          name: "email",
          valid: fc.oneof(
            fc.constantFrom(...emails),
            fc.constantFrom(...emails).map((e) => ` ${e.toUpperCase()} `),
            uniqueEmail,
          ),
          kept: true,
        },
        { name: "password", valid: fc.constantFrom(...Object.values(PASSWORDS)) },
        {
          name: "redirectTo",
          valid: fc.oneof(
            fc.constantFrom(
              "",
              `/${portal}/dashboard`,
              `/${portal}/clients?q=a&b=c`,
              "/admin/settings",
              "//evil.example/",
              "https://evil.example/",
              "/\\evil.example",
              `/${portal}/../admin`,
              `/${portal}/%2e%2e/admin/settings`,
              `/${portal}/%2E%2e%2fx`,
              `/${portal}\\..\\admin`,
            ),
            hostile.map((s) => `/${portal}/${s}`),
          ),
          kept: true,
        },
      ];
      await assertProperty(
        `login /${portal}/login`,
        fc.asyncProperty(
          hostileForm(fields),
          fc.constantFrom(...paths),
          cookieKind,
          fc.boolean(),
          async (form, path, cookie, forgetFailures) => {
            // Failures are counted per account: forget them in most runs, so that sign-ins still succeed.
            if (forgetFailures) await sql`delete from attempts`.execute(await testDb());
            const sent = await submit(path, form, await cookieFor(cookie));
            checkResponse(path, form, sent, fields);
            if (sent.status === 302) {
              // Never an open redirect, nor into another portal, as a browser resolves the Location.
              const target = new URL(sent.location!, "http://localhost:3000");
              expect(target.origin).toBe("http://localhost:3000");
              expect(target.pathname).toMatch(new RegExp(`^/${portal}/`));
            }
          },
        ),
      );
    },
  );
});

describe(`hostile input to sign-out on ${backendName()}`, () => {
  it.each<Portal>(["admin", "agent", "client"])(
    "POST /%s/logout: always back to the sign-in page, whatever the form and cookie",
    async (portal) => {
      const path = `/${portal}/logout`;
      await assertProperty(
        `logout ${portal}`,
        fc.asyncProperty(hostileForm([{ name: "intent", valid: fc.constant("logout") }]), cookieKind, async (form, cookie) => {
          const sent = await submit(path, form, await cookieFor(cookie));
          checkResponse(path, form, sent, []);
          expect(sent.status).toBe(302);
          expect(sent.location).toBe(`/${portal}/login`);
          expect(cookiesFrom(sent.response)).not.toContain("__session=");
        }),
      );
    },
  );
});

describe(`what the runs stored on ${backendName()}`, () => {
  it("shows enquiries with payloads as text: no script from them runs on the admin's pages", async () => {
    const db = await testDb();
    const rows = await db.selectFrom("enquiries").select(["id", "name", "message"]).execute();
    const withPayload = (needle: string) => rows.filter((r) => r.name.includes(needle) || r.message.includes(needle));
    // The runs did store the payloads this checks for.
    expect(withPayload("<script>alert(1)</script>").length).toBeGreaterThan(0);
    expect(withPayload("onerror=alert(1)").length).toBeGreaterThan(0);
    const admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const suspicious = rows.filter((r) => /[<>"']|javascript:/i.test(r.name + r.message)).slice(0, 60);
    const pages = Math.ceil(rows.length / 20);
    await expectNoInjectedScript(
      [
        ...Array.from({ length: pages }, (_, i) => `/admin/enquiries?page=${i + 1}`),
        ...suspicious.map((r) => `/admin/enquiries/${r.id}`),
        // Converting an enquiry pre-fills the new client's form with it.
        ...suspicious.slice(0, 20).map((r) => `/admin/clients/new?enquiry=${r.id}`),
        "/admin/dashboard",
      ],
      admin,
    );
    const sample = withPayload("<script>alert(1)</script>")[0];
    const page = visibleHtml(await (await request(`/admin/enquiries/${sample.id}`, { cookie: admin })).text());
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
