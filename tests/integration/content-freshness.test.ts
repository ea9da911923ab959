// Issue 42 item 3: the freshness report — every figure the website states, by the age of its
// last check, oldest first, with the open applications of the visa it bears on, linked to the
// applications list that shows exactly those.
import { beforeAll, describe, expect, it } from "vitest";
import { CALCULATORS } from "~/content/calculators";
import { COUNTRIES, SERVICES } from "~/content/catalogue.server";
import { checksOf } from "~/content/figures";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let cookie: string;
const refs: Record<string, string> = {};

type Card = { age: number; page: string; open: number; href: string | null };
function cards(html: string): Card[] {
  return [...html.matchAll(/<li[^>]*data-figure-age="(-?\d+)"[^>]*>([\s\S]*?)<\/li>/g)].map(([, age, body]) => ({
    age: Number(age),
    page: body.match(/<a[^>]*href="([^"]+)"/)![1],
    open: Number(body.match(/data-open-applications="(\d+)"/)![1]),
    href:
      body
        .match(/<a[^>]*data-open-applications[^>]*>/)?.[0]
        .match(/href="([^"]+)"/)?.[1]
        .replaceAll("&amp;", "&") ?? null,
  }));
}

async function everyCard(query = "") {
  const all: Card[] = [];
  for (let page = 1; ; page++) {
    const res = await request(`/admin/content-freshness?page=${page}${query}`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    all.push(...cards(html));
    if (!html.includes('rel="next"')) return all;
  }
}

beforeAll(async () => {
  const users = await createUsers("fresh");
  cookie = await signIn("admin", "fresh-admin@example.com", PASSWORDS.admin);
  const db = await testDb();
  const add = async (name: string, service_slug: string, destination_country: string, status: "lodged" | "enquiry" | "granted") => {
    const row = await db
      .insertInto("applications")
      .values({ client_id: users.client.id, service_slug, destination_country, status })
      .returning("reference")
      .executeTakeFirstOrThrow();
    refs[name] = row.reference;
  };
  await add("ukOpen1", "uk-skilled-worker-visa", "united-kingdom", "lodged");
  await add("ukOpen2", "uk-skilled-worker-visa", "united-kingdom", "enquiry");
  await add("ukGranted", "uk-skilled-worker-visa", "united-kingdom", "granted");
  await add("canadaOpen", "study-in-canada", "canada", "enquiry");
});

describe(`the website's figures by age on ${backendName()}`, () => {
  it("lists every figure once, oldest check first, each with the open applications of its visa", async () => {
    const all = await everyCard();
    const expected =
      [...SERVICES, ...COUNTRIES].reduce((n, p) => n + checksOf(p).length, 0) +
      CALCULATORS.reduce((n, c) => n + c.rules[c.rules.length - 1].sources.length, 0);
    expect(all).toHaveLength(expected);
    for (let i = 1; i < all.length; i++) expect(all[i].age).toBeLessThanOrEqual(all[i - 1].age);

    const of = (page: string) => all.filter((c) => c.page === page);
    expect(of("/services/uk-skilled-worker-visa").length).toBeGreaterThan(0);
    for (const c of of("/services/uk-skilled-worker-visa")) expect(c.open).toBe(2); // the granted one is not open
    for (const c of of("/countries/united-kingdom")) expect(c.open).toBe(2);
    for (const c of of("/countries/canada")) expect(c.open).toBe(1);
    for (const c of of("/services/usa-h1b-visa")) expect(c.open).toBe(0);
    // A calculator's rules bear on its service's applications.
    expect(of("/calculators/canada-express-entry-crs").length).toBeGreaterThan(0);

    // The link lists exactly the open applications it counted.
    const link = of("/services/uk-skilled-worker-visa")[0].href!;
    expect(link).toBe("/admin/applications?service=uk-skilled-worker-visa&status=open");
    const listed = await (await request(link, { cookie })).text();
    expect(listed).toContain(refs.ukOpen1);
    expect(listed).toContain(refs.ukOpen2);
    expect(listed).not.toContain(refs.ukGranted);
    expect(listed).not.toContain(refs.canadaOpen);
  });

  it("narrows to the figures past the stale limit", async () => {
    const stale = await everyCard("&stale=1");
    for (const c of stale) expect(c.age).toBeGreaterThan(90);
  });
});
