/** Whose account it is (admin_users.role): each has its own portal. */
export type Role = "admin" | "agent" | "client";

// The three portals, named by the first segment of their URLs.
export const PORTALS = ["admin", "agent", "client"] as const satisfies readonly Role[];

export const PORTAL_LABELS: Record<Role, string> = { admin: "admin", agent: "agent", client: "client" };

export const PORTAL_HOME: Record<Role, string> = {
  admin: "/admin/dashboard",
  agent: "/agent/dashboard",
  client: "/client/dashboard",
};

/** The portal a URL belongs to (/admin/…, /agent/…, /client/…), or null. */
export function portalOfPath(pathname: string): Role | null {
  const first = pathname.split("/")[1];
  return (PORTALS as readonly string[]).includes(first) ? (first as Role) : null;
}

/** Each portal's sign-in page: the only places a sign-out may lead back to. */
export function loginPath(role: Role, redirectTo?: string) {
  const base = `/${role}/login`;
  return redirectTo ? `${base}?${new URLSearchParams({ redirectTo })}` : base;
}
