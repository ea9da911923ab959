import type { ActionFunctionArgs } from "@remix-run/node";
import { CheckerBusy } from "~/server/accounts/password-checker.server";
import { checkPassword } from "~/server/accounts/password-policy.server";
import { takeStrengthCheck } from "~/server/accounts/strength-limit.server";
import { clientIp } from "~/server/http/request.server";

// POST /password-strength: the new-password policy's verdict while someone types
// (the forms check it again when sent). Public, so bounded: a small body, a number of
// checks per address a minute, and a share of the checker's queue (refused at once when
// full). The form may send the person's e-mail and name, which the password must not
// echo. Nothing is stored or logged.

/** A password of 256 characters (up to 4 bytes each), an e-mail and a name, form-encoded. */
const MAX_BODY = 8 * 1024;
const HEADERS = { "Cache-Control": "private, no-store" };

const refuse = (status: number, message: string, retryAfterSeconds?: number) =>
  Response.json(
    { ok: false, message },
    { status, headers: retryAfterSeconds ? { ...HEADERS, "Retry-After": String(retryAfterSeconds) } : HEADERS },
  );

export async function action({ request }: ActionFunctionArgs) {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY) return refuse(413, "That is too long to check.");
  const wait = takeStrengthCheck(clientIp(request));
  if (wait) return refuse(429, "Too many checks from your address: the form checks your password when you send it.", wait);
  const body = await smallBody(request);
  if (body === null) return refuse(413, "That is too long to check.");
  const form = new URLSearchParams(body);
  const field = (name: string, max: number) => (form.get(name) ?? "").slice(0, max);
  try {
    const { problem } = await checkPassword(form.get("password") ?? "", { email: field("email", 254), name: field("name", 200) }, "public");
    return Response.json({ ok: problem === null, message: problem ?? "Strong enough." }, { headers: HEADERS });
  } catch (error) {
    if (error instanceof CheckerBusy)
      return refuse(503, "Many passwords are being checked just now: the form checks yours when you send it.", error.retryAfterSeconds);
    throw error;
  }
}

/** The body as text, or null past MAX_BODY (read no further). */
async function smallBody(request: Request): Promise<string | null> {
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_BODY) return null;
      chunks.push(chunk);
    }
  } catch {
    return "";
  }
  return Buffer.concat(chunks).toString("utf8");
}
