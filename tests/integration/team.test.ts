// Issue 17, item 5: the team on the About page, managed by admins: name, role, the
// registration a visitor can check, a photo with its credit; only published people show.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/db.server";
import { cookiesFrom, location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { PHOTO_WITH_GPS } from "../support/images";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
let admin: string;
let agent: string;

beforeAll(async () => {
  const users = await createUsers("team");
  db = await testDb();
  admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
});

const base = {
  intent: "save",
  name: "Meera Joshi",
  role: "Regulated Canadian Immigration Consultant",
  registration: "CICC licence R712345",
  bio: "Fifteen years of study and work permits.",
  photo_credit: "",
  position: "1",
};

function submit(path: string, fields: Record<string, string>, photo?: Uint8Array<ArrayBuffer>, cookie = admin) {
  const form = new FormData();
  if (photo) form.append("photo", new Blob([photo], { type: "image/jpeg" }), "meera.jpg");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return request(path, { cookie, form });
}
const about = async () => (await request("/about")).text();

describe(`the team on the About page on ${backendName()}`, () => {
  let id: string;

  it("shows no names until someone is published", async () => {
    const html = await about();
    expect(html).toContain("Our team");
    expect(html).not.toContain("Meera Joshi");
  });

  it("refuses a photo without its credit, keeping what was typed", async () => {
    const res = await submit("/admin/team/new", base, PHOTO_WITH_GPS);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Say who took or made the image");
    expect(html).toContain("CICC licence R712345");
    expect(await db.selectFrom("team_members").select("id").execute()).toEqual([]);
  });

  it("adds a hidden member, then shows them with photo, credit and registration once published", async () => {
    const res = await submit("/admin/team/new", { ...base, photo_credit: "Studio Lumen, Pune" }, PHOTO_WITH_GPS);
    expect(res.status).toBe(302);
    id = location(res)!.replace("/admin/team/", "");
    expect(await about()).not.toContain("Meera Joshi");

    const saved = await submit(`/admin/team/${id}`, { ...base, photo_credit: "Studio Lumen, Pune", is_published: "on" });
    expect(saved.status).toBe(302);
    const html = await about();
    const member = await db.selectFrom("team_members").select(["photo_url", "is_published"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(member.is_published).toBe(true);
    for (const text of [
      "Meera Joshi",
      "Regulated Canadian Immigration Consultant",
      "CICC licence R712345",
      "Photo: Studio Lumen, Pune",
      `src="${member.photo_url}?w=640"`,
      'alt="Photo of Meera Joshi"',
      'loading="lazy"',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it("lists and searches the team for admins, and not for agents", async () => {
    const list = await (await request("/admin/team?q=R712345", { cookie: admin })).text();
    expect(list).toContain("Meera Joshi");
    expect(await (await request("/admin/team?q=nobody-like-this", { cookie: admin })).text()).toContain("No team members match");
    const asAgent = await request("/admin/team", { cookie: agent });
    expect(asAgent.status).toBe(302);
    const post = await submit(`/admin/team/${id}`, { ...base, name: "Changed by an agent" }, undefined, agent);
    expect(post.status).toBe(302);
    expect((await db.selectFrom("team_members").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name).toBe("Meera Joshi");
  });

  it("removes a member after confirmation, with their photo", async () => {
    const { photo_url } = await db.selectFrom("team_members").select("photo_url").where("id", "=", id).executeTakeFirstOrThrow();
    expect((await submit(`/admin/team/${id}`, { intent: "delete" })).status).toBe(200);
    const done = await submit(`/admin/team/${id}`, { intent: "delete", confirmed: "yes" });
    expect([done.status, location(done)]).toEqual([302, "/admin/team"]);
    expect(cookiesFrom(done)).toContain("__toast");
    expect((await request(photo_url!)).status).toBe(404);
    expect(await about()).not.toContain("Meera Joshi");
  });
});
