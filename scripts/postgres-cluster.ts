// A throwaway PostgreSQL 15 cluster for a test or a benchmark that owns it (so it can
// stop and start it without disturbing anything else). Same recipe as ci-postgres.sh.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { createServer } from "node:net";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export function canRunPostgres() {
  return existsSync(path.join(BIN, "initdb")) && (userInfo().uid !== 0 || existsSync("/usr/sbin/runuser"));
}

export async function createCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), "pg-fault-"));
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) =>
    userInfo().uid === 0
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(BIN, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(BIN, cmd), args, { stdio: "pipe" });
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  asPostgres("initdb", ["-D", `${dir}/data`, "-U", "app", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const start = () =>
    asPostgres("pg_ctl", [
      "-D",
      `${dir}/data`,
      "-l",
      `${dir}/server.log`,
      "-w",
      "start",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
  const stop = () => asPostgres("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "-w", "stop"]);
  start();
  execFileSync(path.join(BIN, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "app", "app"]);
  return {
    url: `postgres://app@127.0.0.1:${port}/app`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
    },
  };
}
