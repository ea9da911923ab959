// Issue 19: application references have no digit cap. The old default padded and cut
// the sequence's number to five digits, so the 100,000th application repeated
// A2026-10000 and failed on the unique key.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { backendName, testDb } from "../support/db";
import { createUsers } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;

beforeAll(async () => {
  users = await createUsers();
});

describe(`application references on ${backendName()}`, () => {
  it("keep counting past 99,999: ten created at once around it get ten different references", async () => {
    const db = await testDb();
    await sql`select setval('application_reference_seq', 99995)`.execute(db);
    const created = await Promise.all(
      Array.from({ length: 10 }, () =>
        createApplication({
          clientId: users.client.id,
          serviceSlug: "uk-skilled-worker-visa",
          destinationCountry: "uk",
          assignedAgentId: null,
          createdBy: users.admin.id,
        }),
      ),
    );
    const year = new Date().getFullYear();
    const numbers = created.map((a) => a.reference).sort();
    expect(new Set(numbers).size).toBe(10);
    for (const n of [99996, 99999, 100000, 100005]) expect(numbers).toContain(`A${year}-${n}`);
  });

  it("still pads the first ones to five digits", async () => {
    const db = await testDb();
    await sql`select setval('application_reference_seq', 41)`.execute(db);
    const app = await createApplication({
      clientId: users.client.id,
      serviceSlug: "uk-skilled-worker-visa",
      destinationCountry: "uk",
      assignedAgentId: null,
      createdBy: users.admin.id,
    });
    expect(app.reference).toBe(`A${new Date().getFullYear()}-00042`);
  });
});
