// The floor under sign-in: a bare HTTP server whose every POST is one argon2id check
// with the app's parameters and limit (password.server), and nothing else: no
// database, no session, no Remix. The bench measures it beside sign-in, so the report
// shows how much of sign-in's time is the password check that OWASP asks for.
import { createServer } from "node:http";
import { hashPassword, verifyPassword } from "../app/server/accounts/password.server";
import { SIGN_IN_PASSWORD } from "./sign-in-accounts";

const stored = await hashPassword(SIGN_IN_PASSWORD);
createServer(async (req, res) => {
  if (req.method !== "POST") return void res.end("ready");
  for await (const chunk of req) void chunk; // read the form, as sign-in does
  const { ok } = await verifyPassword(stored, SIGN_IN_PASSWORD);
  res.writeHead(ok ? 302 : 400, { location: "/client" }).end();
}).listen(Number(process.env.PORT), "127.0.0.1");
