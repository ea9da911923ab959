import { profileCompletion } from "~/lib/cases/profile-completion";
import { z } from "zod";
import type { Role } from "../db/schema";
import { db } from "../db/db.server";
import { hashPassword } from "./password.server";

export const ROLES = ["admin", "agent", "client"] as const satisfies readonly Role[];

export const newUserSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address").max(254),
  password: z.string().min(12, "Use at least 12 characters").max(256),
  fullName: z.string().trim().min(1, "Enter a name").max(200),
  role: z.enum(ROLES, { errorMap: () => ({ message: "Role must be admin, agent or client" }) }),
});
export type NewUser = z.infer<typeof newUserSchema>;

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A user with the e-mail ${email} already exists`);
  }
}

/** Two accounts made at once with one address: the second waits for the first's unique e-mail, then is told it is taken. */
export const takenMeanwhile =
  (email: string) =>
  (error: unknown): never => {
    const e = error as { code?: string; constraint?: string };
    if (e.code === "23505" && e.constraint?.includes("email")) throw new EmailTakenError(email);
    throw error;
  };

/**
 * Creates a portal user with a hashed password: the first admin (`npm run user:create`,
 * which checks the password policy first), the demo data and tests. People added
 * through the admin portal are invited to choose their own (invitations.server.ts).
 */
export async function createUser(input: NewUser) {
  const user = newUserSchema.parse(input);
  const existing = await db.selectFrom("admin_users").select("id").where("email", "=", user.email).executeTakeFirst();
  if (existing) throw new EmailTakenError(user.email);
  const passwordHash = await hashPassword(user.password);
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("admin_users")
      .values({ email: user.email, password_hash: passwordHash, full_name: user.fullName, role: user.role })
      .returning(["id", "email", "full_name", "role"])
      .executeTakeFirstOrThrow();
    if (user.role === "client") {
      const [first, ...rest] = user.fullName.split(/\s+/);
      const names = { first_name: first ?? "", last_name: rest.join(" ") };
      await trx
        .insertInto("client_profiles")
        .values({ user_id: created.id, ...names, profile_completion_percentage: profileCompletion(names) })
        .execute();
    }
    if (user.role === "agent") {
      await trx.insertInto("agent_profiles").values({ user_id: created.id }).execute();
    }
    return created;
  });
}
