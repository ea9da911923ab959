// Debian's nginx as the README deploys it (deploy/nginx.conf.template: load balancing
// and the page cache) in front of app instances, as a plain process of its own.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deployedNginx, standaloneNginx } from "../../scripts/nginx-config";
import { freePort } from "./server";

export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);

export async function startLoadBalancer(upstreamPorts: number[]) {
  if (!NGINX) throw new Error("nginx is not installed");
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-lb-"));
  chmodSync(dir, 0o755);
  // nginx's workers run as an unprivileged user: they write the cache and temporary files.
  for (const sub of ["tmp", "cache"]) chmodSync((mkdirSync(path.join(dir, sub)), path.join(dir, sub)), 0o777);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    standaloneNginx(dir, deployedNginx({ upstreamPorts, listen: `127.0.0.1:${port}`, cacheDir: path.join(dir, "cache") })),
  );
  const child = spawn(NGINX, ["-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url, stop: () => child.kill("SIGTERM") };
}
