// Issue 17, item 3: the policies are filled from the settings: the Grievance Officer, the
// representatives in the EU and the UK (their sections only when set), the firm's names,
// and the retention periods the code applies. Nothing unset is claimed.
import { beforeAll, describe, expect, it } from "vitest";
import { LOG_RETENTION_DAYS } from "~/lib/retention";
import { saveSettings } from "~/server/website/settings.server";
import { request } from "../support/app";
import { backendName, testDb } from "../support/db";

const page = async (path: string) => {
  const html = await (await request(path)).text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
};

beforeAll(async () => {
  await testDb();
});

describe(`policies on ${backendName()}`, () => {
  it("leaves no placeholder unfilled and names no representative that is not set", async () => {
    await saveSettings({
      grievance_officer_name: "",
      grievance_officer_email: "",
      eu_representative: "",
      uk_representative: "",
      contact_email: "desk@example.org",
    });
    for (const path of ["/privacy-policy", "/terms-and-conditions", "/cancellation-refund-policy"]) {
      const html = await page(path);
      expect(html, path).not.toMatch(/\{[a-z_]+\}/);
    }
    const privacy = await page("/privacy-policy");
    expect(privacy).toContain("desk@example.org");
    expect(privacy).toContain("Grievance Officer");
    expect(privacy).toContain(`${LOG_RETENTION_DAYS} days`);
    expect(privacy).not.toMatch(/representative in the (EU|European Union|UK|United Kingdom) is/i);
    // Why there is none: the Article 27 rule and the firm's position, for the EU and the UK.
    expect(privacy).toContain("We have not appointed a representative in the EU");
    expect(privacy).toContain("We have not appointed a representative in the UK");
    expect(privacy).toContain("Article 27 of the UK GDPR requires");
    expect(privacy).toContain("If there is a data breach");
    expect(privacy).toContain("withdraw your consent at any time");
  });

  it("names the firm and its office from the settings in every policy", async () => {
    await saveSettings({ office_address: "12 Test Lane, Nashik 422001, India", contact_email: "desk@example.org" });
    for (const path of ["/privacy-policy", "/terms-and-conditions"])
      expect(await page(path), path).toContain("12 Test Lane, Nashik 422001, India");
    const refund = await page("/cancellation-refund-policy");
    expect(refund).toContain("desk@example.org");
    expect(refund).not.toContain("foot of every page");
  });

  it("names the Grievance Officer and the representatives once they are set", async () => {
    await saveSettings({
      grievance_officer_name: "Meera Joshi",
      grievance_officer_email: "grievance@example.org",
      eu_representative: "EU-Rep Services GmbH, Berliner Str. 1, 10115 Berlin, Germany",
      uk_representative: "UK-Rep Ltd, 1 High Street, London EC1A 1AA",
    });
    const privacy = await page("/privacy-policy");
    expect(privacy).toContain("Meera Joshi");
    expect(privacy).toContain("grievance@example.org");
    expect(privacy).toContain("EU-Rep Services GmbH, Berliner Str. 1, 10115 Berlin, Germany");
    expect(privacy).toContain("UK-Rep Ltd, 1 High Street, London EC1A 1AA");
    expect(privacy).not.toContain("We have not appointed");
    await saveSettings({ grievance_officer_name: "", grievance_officer_email: "", eu_representative: "", uk_representative: "" });
  });
});
