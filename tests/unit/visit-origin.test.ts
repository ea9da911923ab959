// Issue 44: the one parser of where a visit came from (hidden fields, so bad values are dropped, never refused).
import { describe, expect, it } from "vitest";
import { cleanHost, cleanPath, cleanTag, describeOrigin, originOfRequest } from "~/lib/leads/visit-origin";
import { visitOriginSchema } from "~/lib/leads/visit-origin-schema";

const SITE = "https://firm.example";

describe("where a visit came from", () => {
  it("cleans tags, paths and hosts, and drops what cannot be cleaned", () => {
    expect(cleanTag("  Diwali Sale!! 2026 ")).toBe("diwali-sale-2026");
    expect(cleanTag("x".repeat(150))).toHaveLength(100);
    expect(cleanTag("!!!")).toBeUndefined();
    expect(cleanPath("/services/x?utm_source=a")).toBe("/services/x?utm_source=a");
    for (const bad of ["//evil.example/x", "https://evil.example/", "/a b", "", 42]) expect(cleanPath(bad)).toBeUndefined();
    expect(cleanHost("WWW.Instagram.com")).toBe("www.instagram.com");
    expect(cleanHost("https://www.instagram.com/p/1")).toBeUndefined();
    expect(visitOriginSchema.parse({ landing_page: { a: 1 }, utm_source: ["x"], utm_medium: "Email" })).toEqual({
      landing_page: undefined,
      utm_source: undefined,
      utm_medium: "email",
      referrer_host: undefined,
      utm_campaign: undefined,
    });
  });

  it("reads a page's request: the page of this site before it, another site's host, or its own tags", () => {
    expect(originOfRequest(`${SITE}/contact?service=x`, `${SITE}/services/x?utm_source=instagram&utm_campaign=diwali`)).toEqual({
      landing_page: "/services/x?utm_source=instagram&utm_campaign=diwali",
      utm_source: "instagram",
      utm_campaign: "diwali",
    });
    expect(originOfRequest(`${SITE}/contact?utm_source=newsletter`, "https://www.google.com/search?q=visa")).toEqual({
      landing_page: "/contact?utm_source=newsletter",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
    });
    expect(originOfRequest(`${SITE}/book`, null)).toEqual({ landing_page: "/book" });
    expect(originOfRequest(`${SITE}/book`, "not a url at all ::")).toEqual({ landing_page: "/book" });
  });

  it("says it in words for staff", () => {
    expect(
      describeOrigin({ utm_source: "instagram", utm_campaign: "diwali", referrer_host: "www.instagram.com", landing_page: "/services/x" }),
    ).toBe("Came from instagram (campaign: diwali) via www.instagram.com, first page /services/x.");
    expect(describeOrigin({})).toBe("");
  });
});
