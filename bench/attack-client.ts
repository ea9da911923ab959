// The attack script's HTTP client: one connection a request (no pooling), bound to the
// source address given, so that each request comes from the address it claims.
import http from "node:http";
import { createServer } from "node:net";
import { DEMO_ACCOUNTS } from "../supabase/seed";

export const DEMO = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.role, a])) as Record<
  "admin" | "agent" | "client",
  (typeof DEMO_ACCOUNTS)[number]
>;

export type Answer = { status: number; ms: number; error: string; location: string | null; setCookie: string[]; text: string };

export function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

type Options = {
  /** The source address (any of 127.0.0.0/8). */
  from?: string;
  form?: Record<string, string>;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Send only this many bytes of the body, then nothing more (a slow or stalled client). */
  stallAfter?: number;
  timeoutMs?: number;
};

/** One request; never throws: a failure is an answer with status 0 and the error's code. */
export function request(base: string, method: string, path: string, options: Options = {}): Promise<Answer> {
  const started = performance.now();
  const body = options.form ? new URLSearchParams(options.form).toString() : (options.body ?? "");
  const headers: Record<string, string> = {
    ...(options.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    ...options.headers,
  };
  if (method !== "GET" && !headers["Content-Length"]) headers["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Partial<Answer>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ status: 0, error: "", location: null, setCookie: [], text: "", ...answer, ms: Math.round(performance.now() - started) });
    };
    const req = http.request(new URL(path, base), { method, headers, agent: false, localAddress: options.from }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text = text.length < 64_000 ? text + chunk : text));
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, location: res.headers.location ?? null, setCookie: res.headers["set-cookie"] ?? [], text }),
      );
      res.on("error", () => done({ status: res.statusCode ?? 0 }));
    });
    const timer = setTimeout(() => done({ error: "timeout" }), options.timeoutMs ?? 30_000);
    req.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    if (method === "GET") return void req.end();
    if (options.stallAfter !== undefined) {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
      req.write(bytes.subarray(0, options.stallAfter));
      if (bytes.length < options.stallAfter) req.write(Buffer.alloc(options.stallAfter - bytes.length, 0x61));
      return; // the rest never comes
    }
    req.end(body);
  });
}
