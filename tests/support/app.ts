// Requests through the built server (build/index.js, made by `npm run build`), in
// this process: the same code that serves production, on the test file's database.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";

const BUILD = path.resolve(import.meta.dirname, "../../build/index.js");
export const ORIGIN = "http://localhost:3000";

let handler: ((request: Request) => Promise<Response>) | undefined;

async function getHandler() {
  if (handler) return handler;
  if (!existsSync(BUILD)) throw new Error("build/index.js is missing: run `npm run build` first (npm test does).");
  const build = (await import(/* @vite-ignore */ pathToFileURL(BUILD).href)) as ServerBuild;
  handler = createRequestHandler(build, "production");
  return handler;
}

export type RequestOptions = {
  method?: string;
  cookie?: string;
  form?: Record<string, string> | URLSearchParams | FormData;
  /** A raw body, sent as is with the headers given (for malformed or mislabelled bodies). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Sent by a server, not a browser: no Origin or Sec-Fetch-Site (a mail provider's one-click POST). */
  fromServer?: boolean;
};

/** Sends a request as a browser on the same site would (Origin and Sec-Fetch-Site set). */
export async function request(pathname: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? (options.form || options.body !== undefined ? "POST" : "GET");
  const headers = new Headers(options.headers);
  headers.set("Host", new URL(ORIGIN).host);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (method !== "GET" && method !== "HEAD" && !options.fromServer) {
    if (!headers.has("Origin")) headers.set("Origin", ORIGIN);
    if (!headers.has("Sec-Fetch-Site")) headers.set("Sec-Fetch-Site", "same-origin");
  }
  let body: BodyInit | undefined = options.body;
  if (options.form instanceof FormData) body = options.form;
  else if (options.form) body = new URLSearchParams(options.form as Record<string, string>);
  const handle = await getHandler();
  return handle(new Request(ORIGIN + pathname, { method, headers, body, redirect: "manual" }));
}

/** The cookie pairs ("name=value") a response sets, for the next request. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Signs in at a portal and returns the session cookie. */
export async function signIn(portal: "admin" | "agent" | "client", email: string, password: string) {
  const response = await request(`/${portal}/login`, { form: { email, password } });
  if (response.status !== 302 && response.status !== 204) {
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  }
  return cookiesFrom(response);
}

/** Where a redirect points (single fetch answers document POSTs with 302 and Location). */
export function location(response: Response): string | null {
  const raw = response.headers.get("Location");
  return raw ? raw.replace(ORIGIN, "") : null;
}
