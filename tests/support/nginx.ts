// Debian's nginx as a load balancer in front of app instances, as a plain process
// with its own configuration (see README: Deploying).
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server";

export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);

export async function startLoadBalancer(upstreamPorts: number[]) {
  if (!NGINX) throw new Error("nginx is not installed");
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-lb-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  client_max_body_size 22m;
  upstream app { ${upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(" ")} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
    }
  }
}`,
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
