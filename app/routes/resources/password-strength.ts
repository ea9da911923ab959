import type { ActionFunctionArgs } from "@remix-run/node";
import { checkPassword } from "~/server/accounts/password-policy.server";

// POST /password-strength: the new-password policy's verdict while someone types
// (the forms check it again when sent). Nothing is stored or logged.
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const password = String(form?.get("password") ?? "");
  const { problem } = checkPassword(password);
  return Response.json({ ok: problem === null, message: problem ?? "Strong enough." }, { headers: { "Cache-Control": "private, no-store" } });
}
