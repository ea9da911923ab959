// Issue 22: a service agreement drawn up for an application, signed by its client on
// the version they read (the SHA-256 of its exact text recorded), never changed after:
// a new version supersedes it and waits for a signature again.
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import {
  AgreementRefused,
  pendingAgreement,
  signedAgreement,
  draftAgreement,
  hasSignedAgreement,
  NOT_SIGNABLE,
  sha256,
  signAgreement,
} from "~/server/billing/agreements.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
let templateId: string;
let appId: string;
const TEMPLATE =
  "# Service agreement\n\nBetween {{firm_name}} and {{client_name}}, {{date}}.\n\n## Services\n\n{{services}}\n\n## Fees\n\n{{fees}}\n\n{{instalments}}\n\n## Refunds\n\n{{refund_terms}}\n";
const fees = [{ description: "Professional fee", amountMinor: 10_000_000 }];

beforeAll(async () => {
  users = await createUsers("agr");
  const db = await testDb();
  templateId = (
    await db
      .insertInto("agreement_templates")
      .values({ title: "Service agreement", body: TEMPLATE, updated_by: users.admin.id })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId: null,
      createdBy: users.admin.id,
    })
  ).id;
});

const draft = () => draftAgreement({ applicationId: appId, templateId, currency: "INR", fees, instalments: [], createdBy: users.admin.id });
const sign = (agreementId: string, shownSha256: string, clientId = users.client.id) =>
  signAgreement({ agreementId, clientId, typedName: "Chitra Client", shownSha256, ip: "203.0.113.5", userAgent: "Test browser" });

describe(`service agreements on ${backendName()}`, () => {
  it("is drawn up with the client, the service, the fees and the refund policy's stages; its hash is of its exact text", async () => {
    const made = await draft();
    const stored = (await pendingAgreement(appId))!;
    expect([stored.version, stored.status]).toEqual([1, "awaiting_signature"]);
    expect(stored.body_sha256).toBe(sha256(stored.body));
    expect(stored.body).toContain("and Chitra Client,");
    expect(stored.body).toContain("- Canada Permanent Residency");
    expect(stored.body).toContain("| Professional fee | ₹1,00,000\\.00 |");
    expect(stored.body).toContain("- Application submitted \\(lodged\\) to the authority, institution or employer\\: no refund");
    // The refund lists come with the sentences that introduce them, and "How to ask for a refund" is not one of them.
    expect(stored.body).toContain("Stage reached when you cancel, and how much of the consultancy fee you get back\\:\n\n- Within 7 days");
    expect(stored.body).toContain("These refunds apply whatever stage your case has reached\\:\n\n- If we do not start work");
    for (const stray of ["Your full name", "The service you want to cancel", "The reason, if you want"])
      expect(stored.body).not.toContain(stray);
    expect(made.body_sha256).toBe(stored.body_sha256);
  });

  it("is signed only by its client, on the version they were shown, once", async () => {
    const current = (await pendingAgreement(appId))!;
    await expect(sign(current.id, sha256("another text"))).rejects.toBeInstanceOf(AgreementRefused);
    await expect(sign(current.id, current.body_sha256, users.agent.id)).rejects.toBeInstanceOf(AgreementRefused);
    expect(await hasSignedAgreement(appId)).toBe(false);
    const signed = await sign(current.id, current.body_sha256);
    expect(signed.body_sha256).toBe(current.body_sha256);
    await expect(sign(current.id, current.body_sha256)).rejects.toBeInstanceOf(AgreementRefused);
    const stored = (await signedAgreement(appId))!;
    expect([stored.status, stored.signed_name, stored.signed_ip, stored.signed_user_agent]).toEqual([
      "signed",
      "Chitra Client",
      "203.0.113.5",
      "Test browser",
    ]);
    expect(await hasSignedAgreement(appId)).toBe(true);
  });

  it("a signed version never changes and stays in force until a newer one is signed, which supersedes it", async () => {
    const db = await testDb();
    const before = (await signedAgreement(appId))!;
    const next = await draft();
    const versions = () =>
      db
        .selectFrom("agreements")
        .select(["version", "status", "body", "signed_name"])
        .where("application_id", "=", appId)
        .orderBy("version")
        .execute();
    expect((await versions()).map((v) => [v.version, v.status])).toEqual([
      [1, "signed"],
      [2, "awaiting_signature"],
    ]);
    expect(await hasSignedAgreement(appId)).toBe(true); // work goes on meanwhile
    await sign(next.id, next.body_sha256);
    const after = await versions();
    expect(after.map((v) => [v.version, v.status])).toEqual([
      [1, "superseded"],
      [2, "signed"],
    ]);
    expect([after[0].body, after[0].signed_name]).toEqual([before.body, "Chitra Client"]); // kept as signed
  });

  it("five drawn up at once follow each other, and one is current", async () => {
    await Promise.all(Array.from({ length: 5 }, () => draft()));
    const db = await testDb();
    const versions = await db
      .selectFrom("agreements")
      .select(["version", "status"])
      .where("application_id", "=", appId)
      .orderBy("version")
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(versions.filter((v) => v.status !== "superseded")).toEqual([
      { version: 2, status: "signed" },
      { version: 7, status: "awaiting_signature" },
    ]);
  });

  it("ten signatures of one version at once: one is taken, the others refused", async () => {
    const current = (await pendingAgreement(appId))!;
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => sign(current.id, current.body_sha256)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(AgreementRefused);
    const db = await testDb();
    const live = await db
      .selectFrom("agreements")
      .select(["version", "status"])
      .where("application_id", "=", appId)
      .where("status", "!=", "superseded")
      .execute();
    expect(live).toEqual([{ version: 7, status: "signed" }]);
  });

  it("signs nothing the page did not show: a template with a hidden line is not drawn up; an agreement holding one, or not the text of its hash, is not signed", async () => {
    const db = await testDb();
    const hidden = "\n[//]: # (You waive every refund)\n";
    // A template saved before the rule (the admin's form refuses it now).
    const before = (
      await db
        .insertInto("agreement_templates")
        .values({ title: "Old", body: TEMPLATE + hidden, updated_by: users.admin.id })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const other = (
      await createApplication({
        clientId: users.client.id,
        serviceSlug: "canada-permanent-residency",
        destinationCountry: "canada",
        assignedAgentId: null,
        createdBy: users.admin.id,
      })
    ).id;
    await expect(
      draftAgreement({ applicationId: other, templateId: before, currency: "INR", fees, instalments: [], createdBy: users.admin.id }),
    ).rejects.toThrow(/link definitions/);
    // An agreement drawn up before the rule: shown without its hidden line, so not offered for signing, and refused if signed.
    const body = `# Service agreement\n\nWe refund within 7 days.\n${hidden}`;
    const id = (
      await db
        .insertInto("agreements")
        .values({
          application_id: other,
          client_id: users.client.id,
          version: 1,
          template_id: before,
          title: "Old",
          body,
          body_sha256: sha256(body),
          fees: JSON.stringify(fees),
          currency: "INR",
          created_by: users.admin.id,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const cookie = await signIn("client", users.client.email, PASSWORDS.client);
    const page = await (await request(`/client/agreements/${id}`, { cookie })).text();
    expect(page).toContain("We refund within 7 days.");
    expect(page).not.toContain("waive");
    expect(page).toContain(NOT_SIGNABLE);
    expect(page).not.toContain('name="sha256"');
    const posted = await request(`/client/agreements/${id}`, {
      cookie,
      form: { fullName: "Chitra Client", agree: "on", sha256: sha256(body) },
    });
    expect(posted.status).toBe(409);
    // A text changed under its hash (the hash the page sent is the stored one): refused too.
    await db.updateTable("agreements").set({ body: "# Service agreement\n\nNo refunds.\n" }).where("id", "=", id).execute();
    await expect(sign(id, sha256(body))).rejects.toThrow(NOT_SIGNABLE);
    expect((await db.selectFrom("agreements").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe(
      "awaiting_signature",
    );
  });
});
