import { createCipheriv, createDecipheriv, randomBytes, scrypt, type BinaryLike } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

// With BACKUP_ENCRYPTION_KEY set, each backup file is encrypted with Node's own crypto
// (AES-256-GCM, streamed: a backup of any size in little memory). The format, version 1:
//
//   bytes 0–7    magic "HPBACKUP"
//   byte  8      version (1)
//   bytes 9–24   salt (16 random bytes): key = scrypt(BACKUP_ENCRYPTION_KEY, salt, N=2^15, r=8, p=1), 32 bytes
//   bytes 25–36  nonce (12 random bytes)
//   then         the backup (pg_dump's file or the .tar.gz), encrypted
//   last 16      GCM tag, over the encrypted backup and the 37-byte header (as associated data)
//
// A wrong key or a changed byte fails the tag check: nothing is restored from it.
// By hand: the header says everything needed; see decryptBackup below (about 20 lines).

const MAGIC = Buffer.from("HPBACKUP", "latin1");
const VERSION = 1;
const HEADER_BYTES = MAGIC.length + 1 + 16 + 12;
const TAG_BYTES = 16;

export class BackupKeyError extends Error {}

function deriveKey(secret: string, salt: Buffer) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(secret as BinaryLike, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** True when the file starts as an encrypted backup does (whatever its name says). */
export async function isEncryptedBackup(file: string) {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

export async function encryptBackup(from: string, into: string, secret: string) {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, nonce]);
  const cipher = createCipheriv("aes-256-gcm", await deriveKey(secret, salt), nonce);
  cipher.setAAD(header);
  const out = createWriteStream(into, { mode: 0o600 });
  out.write(header);
  await pipeline(createReadStream(from), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once("error", reject));
}

/** Decrypts into `into`; throws BackupKeyError when the key is not the one it was taken with (or the file changed). */
export async function decryptBackup(from: string, into: string, secret: string) {
  const size = (await stat(from)).size;
  const handle = await open(from, "r");
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, Math.max(0, size - TAG_BYTES));
  } finally {
    await handle.close();
  }
  if (size < HEADER_BYTES + TAG_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupKeyError("it is not an encrypted backup, or it is cut short");
  if (header[MAGIC.length] !== VERSION)
    throw new BackupKeyError(`its format (version ${header[MAGIC.length]}) is newer than this version of the app reads`);
  const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 17);
  const nonce = header.subarray(MAGIC.length + 17, HEADER_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", await deriveKey(secret, salt), nonce);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  // The tag is checked at the end (decipher.final): a wrong key leaves only a file the caller deletes.
  const checked = new Transform({
    transform: (chunk, _encoding, done) => done(null, decipher.update(chunk)),
    flush(done) {
      try {
        done(null, decipher.final());
      } catch {
        done(new BackupKeyError("BACKUP_ENCRYPTION_KEY is not the key it was encrypted with (or the file was changed)"));
      }
    },
  });
  await pipeline(
    createReadStream(from, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
    checked,
    createWriteStream(into, { mode: 0o600 }),
  );
}
