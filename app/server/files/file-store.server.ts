import { createHash, randomUUID } from "node:crypto";
import { isUuid } from "~/lib/http/uuid";
import { db as processDb, type Db } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import { singleton } from "../runtime/singleton.server";

// Uploaded files (blog covers, success-story photos; client documents later).
// Every file has a row in `files`; its bytes live either in that row (the default,
// so any number of app instances share them) or in Supabase Storage when
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set. Reads and deletes follow
// the row's `storage` column, so files stored before a switch keep working.

export type Visibility = "public" | "private";

export type PutOptions = {
  contentType: string;
  visibility: Visibility;
  originalName?: string | null;
  createdBy?: string | null;
};

export type StoredFile = {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  visibility: Visibility;
  sha256: string;
  createdAt: Date;
};

export interface FileStore {
  readonly kind: "database" | "supabase";
  put(bytes: Uint8Array, options: PutOptions): Promise<{ id: string }>;
  get(id: string): Promise<StoredFile | null>;
  delete(id: string): Promise<void>;
}

export const isFileId = (id: string) => isUuid(id);

/** The public address of a stored file, as kept in cover_image_url / photo_url. */
export const fileUrl = (id: string) => `/files/${id}`;

/** The file id in a `/files/<id>` address, or null for any other URL. */
export function fileIdFromUrl(url: string | null | undefined): string | null {
  const match = /^\/files\/([0-9a-f-]{36})$/i.exec(url ?? "");
  return match && isFileId(match[1]) ? match[1] : null;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const cleanName = (name: string | null | undefined) => (name ? name.replace(/[\u0000-\u001f]/g, "").slice(0, 255) : null);

function rowQuery(database: Db, id: string) {
  return database
    .selectFrom("files")
    .select(["id", "content_type", "visibility", "sha256", "created_at", "storage", "storage_key", "data"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The default: bytes in the `files` row (bytea). */
export function databaseFileStore(database: Db = processDb): FileStore {
  return {
    kind: "database",
    async put(bytes, options) {
      const row = await database
        .insertInto("files")
        .values({
          visibility: options.visibility,
          content_type: options.contentType,
          size_bytes: bytes.byteLength,
          sha256: sha256(bytes),
          original_name: cleanName(options.originalName),
          storage: "database",
          data: Buffer.from(bytes),
          created_by: options.createdBy ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
    async get(id) {
      if (!isFileId(id)) return null;
      const row = await rowQuery(database, id);
      if (!row) return null;
      if (row.storage !== "database") throw new Error(`file ${id} is in Supabase Storage, which is not configured`);
      return toStored(row, row.data ?? Buffer.alloc(0));
    },
    async delete(id) {
      if (!isFileId(id)) return;
      await database.deleteFrom("files").where("id", "=", id).execute();
    },
  };
}

export type SupabaseConfig = { url: string; serviceRoleKey: string; bucket?: string };
const DEFAULT_BUCKET = "app-files";

/** Bytes in a private Supabase Storage bucket; the row keeps the metadata and storage_key. */
export function supabaseFileStore(config: SupabaseConfig, database: Db = processDb): FileStore {
  const bucket = config.bucket ?? DEFAULT_BUCKET;
  const inDatabase = databaseFileStore(database);
  let ready: Promise<StorageBucket> | undefined;
  // The client loads on first use: the package is only needed when configured.
  const storage = () =>
    (ready ??= openBucket(config, bucket).catch((error) => {
      ready = undefined;
      throw error;
    }));

  return {
    kind: "supabase",
    async put(bytes, options) {
      const files = await storage();
      const id = randomUUID();
      const key = `${options.visibility}/${id}`;
      const uploaded = await files.upload(key, bytes, { contentType: options.contentType, upsert: false });
      if (uploaded.error) throw new Error(`Supabase Storage upload failed: ${uploaded.error.message}`);
      try {
        await database
          .insertInto("files")
          .values({
            id,
            visibility: options.visibility,
            content_type: options.contentType,
            size_bytes: bytes.byteLength,
            sha256: sha256(bytes),
            original_name: cleanName(options.originalName),
            storage: "supabase",
            storage_key: key,
            data: null,
            created_by: options.createdBy ?? null,
          })
          .execute();
      } catch (error) {
        await files.remove([key]);
        throw error;
      }
      return { id };
    },
    async get(id) {
      if (!isFileId(id)) return null;
      const row = await rowQuery(database, id);
      if (!row) return null;
      if (row.storage === "database") return inDatabase.get(id);
      const files = await storage();
      const downloaded = await files.download(row.storage_key ?? "");
      if (downloaded.error) {
        // A row without its object: report it, and answer as if the file were gone.
        console.error(`[files] ${id}: Supabase Storage download failed: ${downloaded.error.message}`);
        return null;
      }
      return toStored(row, new Uint8Array(await downloaded.data.arrayBuffer()));
    },
    async delete(id) {
      if (!isFileId(id)) return;
      const row = await database.deleteFrom("files").where("id", "=", id).returning(["storage", "storage_key"]).executeTakeFirst();
      if (row?.storage === "supabase" && row.storage_key) {
        const removed = await (await storage()).remove([row.storage_key]);
        if (removed.error) console.error(`[files] ${id}: object not removed: ${removed.error.message}`);
      }
    },
  };
}

type StorageBucket = ReturnType<import("@supabase/supabase-js").SupabaseClient["storage"]["from"]>;

async function openBucket(config: SupabaseConfig, bucket: string): Promise<StorageBucket> {
  const [{ createClient }, { default: ws }] = await Promise.all([import("@supabase/supabase-js"), import("ws")]);
  const client = createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is unused but the client builds it.
    realtime: { transport: ws as any },
  });
  const found = await client.storage.getBucket(bucket);
  if (found.error) {
    const created = await client.storage.createBucket(bucket, { public: false });
    if (created.error && !/exists/i.test(created.error.message)) {
      throw new Error(`Supabase Storage bucket "${bucket}" could not be created: ${created.error.message}`);
    }
  }
  return client.storage.from(bucket);
}

function toStored(row: { content_type: string; visibility: Visibility; sha256: string; created_at: Date }, bytes: Uint8Array): StoredFile {
  return {
    bytes: bytes.buffer instanceof ArrayBuffer ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes),
    contentType: row.content_type,
    visibility: row.visibility,
    sha256: row.sha256,
    createdAt: new Date(row.created_at),
  };
}

/** The process's store: Supabase Storage when configured, else the database. */
export function getFileStore(): FileStore {
  return singleton("file-store", () => {
    const env = getEnv();
    return env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
      ? supabaseFileStore({ url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY })
      : databaseFileStore();
  });
}

/** Deletes the stored file a `/files/<id>` address points to (no record uses it any more). */
export async function deleteFileAtUrl(url: string | null | undefined) {
  const id = fileIdFromUrl(url);
  if (id) await getFileStore().delete(id);
}
