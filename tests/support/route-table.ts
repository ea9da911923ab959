import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { routeTable } from "../../app/routes.js";

export type RouteInfo = { id: string; path: string; parentId?: string; portal: "admin" | "agent" | "client" | null };

/** Every route of app/routes.js with its full URL pattern and the portal it belongs to. */
export function allRoutes(): RouteInfo[] {
  const manifest = routeTable(defineRoutes) as Record<string, { id: string; path?: string; parentId?: string; index?: boolean }>;
  const fullPath = (id: string): string => {
    const r = manifest[id];
    if (!r || r.id === "root") return "";
    const parent = r.parentId && r.parentId !== "root" ? fullPath(r.parentId) : "";
    return [parent, r.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(manifest).map((r) => {
    const path = "/" + fullPath(r.id);
    const first = path.split("/")[1];
    const inPortal = first === "admin" || first === "agent" || first === "client" ? first : null;
    return { id: r.id, path, parentId: r.parentId, portal: inPortal };
  });
}

/**
 * Routes behind a portal's sign-in: everything under /admin, /agent, /client but the
 * sign-in steps (login, its code step, forgotten password), logout, and the diagnostics
 * page (a 404 unless LOGIN_DEBUG turns it on; tested in auth.test.ts and server.test.ts).
 */
export function protectedRoutes() {
  return allRoutes().filter(
    (r) => r.portal && !/(login|\/login\/code|\/logout|\/forgot-password|\/login-debug)$/.test(r.path) && !r.id.endsWith("/layout"),
  );
}
