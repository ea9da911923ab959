// npm run user:create -- --email E --password P --role admin|agent|client --name "N"
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { getDbHandle } from "../app/server/db/db.server";
import { migrate } from "../app/server/db/migrate.server";
import { checkPassword } from "../app/server/accounts/password-policy.server";
import { createUser, EmailTakenError } from "../app/server/accounts/users.server";
import { runScript, ScriptError } from "./run-script";

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
    },
  });
  // The first admin's password follows the same policy as everyone's (12+ characters, not common).
  // Not the person's name or e-mail address either, as on every page that sets a password.
  const { problem } = await checkPassword(values.password ?? "", { email: values.email, name: values.name });
  if (problem) throw new ScriptError(`--password: ${problem}`);
  const handle = getDbHandle();
  await migrate(handle.db);
  try {
    const user = await createUser({
      email: values.email ?? "",
      password: values.password ?? "",
      role: values.role as any,
      fullName: values.name ?? "",
    });
    console.log(`Created ${user.role} ${user.email} (${user.id})`);
  } catch (error) {
    if (error instanceof ZodError) {
      throw new ScriptError(error.issues.map((i) => `--${flag(i.path[0])}: ${i.message}`).join("\n"));
    }
    if (error instanceof EmailTakenError) throw new ScriptError(error.message);
    throw error;
  }
});

function flag(field: unknown) {
  return field === "fullName" ? "name" : String(field);
}
