// The bench's sign-in users: SIGN_IN_ACCOUNTS clients with one password, written before
// the server starts (it owns the embedded database from then on). Twenty people signing
// in at once are twenty accounts: the same account twenty times at once is what the
// sign-in limit stops (ten attempts in flight per account and address).
import { createUser } from "../app/server/accounts/users.server";
import { runScript } from "../scripts/run-script";

export const SIGN_IN_ACCOUNTS = 20;
export const SIGN_IN_PASSWORD = "Bench-Sign-In-2026";
export const signInEmail = (i: number) => `bench-client-${i}@example.com`;

if (process.argv[1]?.endsWith("sign-in-accounts.ts")) {
  await runScript(async () => {
    for (let i = 0; i < SIGN_IN_ACCOUNTS; i++) {
      await createUser({ email: signInEmail(i), password: SIGN_IN_PASSWORD, fullName: `Bench Client ${i}`, role: "client" });
    }
  });
}
