// A whole nginx.conf for a throwaway nginx (tests, the bench): this machine's plain
// process settings around deploy/nginx.conf.template, the deployment of docs/running.md, with
// its three values filled in as envsubst would.
import { readFileSync } from "node:fs";
import path from "node:path";

const TEMPLATE = path.resolve(import.meta.dirname, "../deploy/nginx.conf.template");

export function deployedNginx(values: { upstreamPorts: number[]; listen: string; cacheDir: string }): string {
  const upstreams = values.upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(" ");
  return readFileSync(TEMPLATE, "utf8")
    .replaceAll("${APP_UPSTREAMS}", upstreams)
    .replaceAll("${APP_LISTEN}", values.listen)
    .replaceAll("${NGINX_CACHE_DIR}", values.cacheDir);
}

/** nginx.conf for a process of its own under `dir`: one worker, logs and temporary files there, then `http` (the servers). */
export function standaloneNginx(dir: string, http: string): string {
  return `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; default_type text/html;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
${http}
}`;
}
