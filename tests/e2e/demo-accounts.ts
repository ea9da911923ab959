import { DEMO_ACCOUNTS } from "../../supabase/seed";

// The demo accounts the server of the browser tests is seeded with (scripts/demo.ts runs
// supabase/seed.ts), by role: their e-mail, password, name and the portal's first page.
// Importing the seed only declares things (its database handle opens on first use).

export type Role = (typeof DEMO_ACCOUNTS)[number]["role"];

const byRole = <R extends Role>(role: R) => {
  const { email, password, fullName } = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  return { email, password, name: fullName, home: `/${role}/dashboard` };
};

export const DEMO = { admin: byRole("admin"), agent: byRole("agent"), client: byRole("client") } as const;
