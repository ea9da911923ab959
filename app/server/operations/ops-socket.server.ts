import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { DbHandle } from "../db/db.server";
import { takeBackup, type Backup } from "./backups.server";

// The embedded database is the server's alone while it runs (one process per folder),
// so `npm run db:backup` asks the running server to take the backup, over a Unix
// socket in the data folder: only who can write to that folder can ask.

const socketPath = (dataDir: string) => path.resolve(dataDir, ".ops.sock");
/** Unix socket paths are limited to ~107 bytes. */
const fits = (file: string) => Buffer.byteLength(file) < 100;

/** The server's side: answers "backup" with the backup taken. Only on the embedded database. */
export function serveOps(dataDir: string, handle: DbHandle) {
  const file = socketPath(dataDir);
  if (!fits(file)) {
    console.warn(`[backup] ${file} is too long for a socket: npm run db:backup works only while the server is stopped`);
    return;
  }
  rmSync(file, { force: true }); // a dead server's: this process holds the folder's lock
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      request += chunk;
      if (!request.includes("\n")) return;
      // "backup <directory>": the directory of the command that asks (its BACKUP_DIR).
      const [command, ...dir] = request.trim().split(" ");
      if (command !== "backup" || !dir.length) return void socket.end(`${JSON.stringify({ error: "unknown command" })}\n`);
      takeBackup(handle, "command", dir.join(" ")).then(
        (backup) => socket.end(`${JSON.stringify({ backup })}\n`),
        (error: Error) => socket.end(`${JSON.stringify({ error: error.message })}\n`),
      );
    });
  });
  server.on("error", (error) => console.warn(`[backup] the backup socket could not be opened: ${error.message}`));
  server.listen(file, () => chmodSync(file, 0o600));
  server.unref();
  process.once("exit", () => rmSync(file, { force: true }));
  return server;
}

/** The command's side: the running server's answer, or null when no server listens on this folder. */
export function askServerToBackUp(dataDir: string, backupDir: string): Promise<Backup | null> {
  const file = socketPath(dataDir);
  if (!fits(file)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = net.connect(file, () => socket.write(`backup ${path.resolve(backupDir)}\n`));
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      ["ENOENT", "ECONNREFUSED"].includes(error.code ?? "") ? resolve(null) : reject(error),
    );
    socket.on("end", () => {
      try {
        const parsed = JSON.parse(answer) as { backup?: Backup; error?: string };
        if (parsed.backup) resolve(parsed.backup);
        else reject(new Error(parsed.error ?? "the server gave no answer"));
      } catch {
        reject(new Error("the server's answer could not be read"));
      }
    });
  });
}
