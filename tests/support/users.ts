import { createUser } from "~/server/accounts/users.server";
import { testDb } from "./db";

export const PASSWORDS = { admin: "admin-password-1", agent: "agent-password-1", client: "client-password-1" };

/** One user per role, with known passwords. */
export async function createUsers(prefix = "t") {
  await testDb();
  const admin = await createUser({ email: `${prefix}-admin@example.com`, password: PASSWORDS.admin, role: "admin", fullName: "Ada Admin" });
  const agent = await createUser({
    email: `${prefix}-agent@example.com`,
    password: PASSWORDS.agent,
    role: "agent",
    fullName: "Arjun Agent",
  });
  const client = await createUser({
    email: `${prefix}-client@example.com`,
    password: PASSWORDS.client,
    role: "client",
    fullName: "Chitra Client",
  });
  return { admin, agent, client };
}
