// The file store's contract, run against every configured store: the database store
// always; Supabase Storage only when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set
// (otherwise its suite is reported as skipped, never faked). Then /files/:id.
import { createHash, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/db.server";
import { databaseFileStore, getFileStore, supabaseFileStore, type FileStore } from "~/server/files/file-store.server";
import { request } from "../support/app";
import { backendName, testDb } from "../support/db";
import { TINY_PNG } from "../support/images";

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const supabase = { url: process.env.SUPABASE_URL ?? "", key: process.env.SUPABASE_SERVICE_ROLE_KEY ?? "" };
const supabaseConfigured = Boolean(supabase.url && supabase.key);

let db: Db;
beforeAll(async () => {
  db = await testDb();
});

const STORES: { name: string; configured: boolean; kind: "database" | "supabase"; make: () => FileStore }[] = [
  { name: "database store", configured: true, kind: "database", make: () => databaseFileStore(db) },
  {
    name: supabaseConfigured
      ? "Supabase Storage store"
      : "Supabase Storage store (not configured: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to run it)",
    configured: supabaseConfigured,
    kind: "supabase",
    make: () => supabaseFileStore({ url: supabase.url, serviceRoleKey: supabase.key, bucket: "app-files-test" }, db),
  },
];

for (const entry of STORES) {
  describe.skipIf(!entry.configured)(`${entry.name} on ${backendName()}`, () => {
    let store: FileStore;
    beforeAll(() => {
      store = entry.make();
    });

    it("gives back exactly the bytes, type and visibility it was given, with their SHA-256", async () => {
      const bytes = new Uint8Array(randomBytes(300_000));
      bytes.set([0, 255, 0x89, 0x50], 0); // bytes that are not valid text
      const before = Date.now();
      const { id } = await store.put(bytes, { contentType: "image/png", visibility: "public", originalName: "cover.png" });
      const file = await store.get(id);
      expect(file).not.toBeNull();
      expect(Buffer.from(file!.bytes).equals(Buffer.from(bytes))).toBe(true);
      expect(file!.contentType).toBe("image/png");
      expect(file!.visibility).toBe("public");
      expect(file!.sha256).toBe(sha(bytes));
      expect(file!.createdAt.getTime()).toBeGreaterThan(before - 60_000);
      await store.delete(id);
    });

    it("keeps a row in `files` that says where the bytes are", async () => {
      const bytes = new TextEncoder().encode("private bytes");
      const { id } = await store.put(bytes, { contentType: "application/pdf", visibility: "private", originalName: "passport\u0000.pdf" });
      const row = await db.selectFrom("files").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        visibility: "private",
        content_type: "application/pdf",
        size_bytes: bytes.byteLength,
        sha256: sha(bytes),
        storage: entry.kind,
      });
      expect(row.original_name).toBe("passport.pdf");
      if (entry.kind === "database") expect(Buffer.from(row.data!).toString()).toBe("private bytes");
      else expect([row.data, typeof row.storage_key]).toEqual([null, "string"]);
      expect((await store.get(id))!.visibility).toBe("private");
      await store.delete(id);
    });

    it("gives every file its own id", async () => {
      const bytes = new Uint8Array([1, 2, 3]);
      const a = await store.put(bytes, { contentType: "image/jpeg", visibility: "public" });
      const b = await store.put(bytes, { contentType: "image/jpeg", visibility: "public" });
      expect(a.id).not.toBe(b.id);
      await Promise.all([store.delete(a.id), store.delete(b.id)]);
    });

    it("answers null for an unknown or malformed id", async () => {
      expect(await store.get(NO_SUCH_ID)).toBeNull();
      expect(await store.get("not-a-uuid")).toBeNull();
      expect(await store.get("'; drop table files; --")).toBeNull();
    });

    it("deletes a file (and deleting it again, or an unknown id, is harmless)", async () => {
      const { id } = await store.put(new Uint8Array([9]), { contentType: "image/webp", visibility: "public" });
      await store.delete(id);
      expect(await store.get(id)).toBeNull();
      expect(await db.selectFrom("files").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
      await expect(store.delete(id)).resolves.toBeUndefined();
      await expect(store.delete("not-a-uuid")).resolves.toBeUndefined();
    });
  });
}

describe(`/files/:id on ${backendName()}`, () => {
  it("serves a public file with its type, its SHA-256 as ETag, and a year's immutable cache", async () => {
    const { id } = await getFileStore().put(TINY_PNG, { contentType: "image/png", visibility: "public" });
    const res = await request(`/files/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("ETag")).toBe(`"${sha(TINY_PNG)}"`);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it("answers 304 without a body to a matching If-None-Match, 200 to another", async () => {
    const { id } = await getFileStore().put(TINY_PNG, { contentType: "image/png", visibility: "public" });
    const etag = `"${sha(TINY_PNG)}"`;
    const same = await request(`/files/${id}`, { headers: { "If-None-Match": etag } });
    expect(same.status).toBe(304);
    expect(same.headers.get("ETag")).toBe(etag);
    expect(await same.text()).toBe("");
    const listed = await request(`/files/${id}`, { headers: { "If-None-Match": `"abc", W/${etag}` } });
    expect(listed.status).toBe(304);
    const other = await request(`/files/${id}`, { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("does not serve private files (yet), unknown ids or malformed ids", async () => {
    const { id } = await getFileStore().put(TINY_PNG, { contentType: "image/png", visibility: "private" });
    for (const path of [`/files/${id}`, `/files/${NO_SUCH_ID}`, "/files/not-a-uuid", "/files/..%2F..%2Fetc%2Fpasswd"]) {
      const res = await request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Cache-Control") ?? "", path).not.toMatch(/public/);
    }
  });
});
