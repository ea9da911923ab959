import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ERROR_MESSAGES, UNKNOWN_ERROR } from "~/lib/http/error-messages";
import { PortalGroupedNav, PortalStrip, type PortalNavItem } from "./portal-nav";

export type { PortalNavItem };

/** The frame of the three portals: the portal's links, the signed-in user's name (their account page), and logout. */
export function PortalShell({
  title,
  userName,
  nav,
  portal,
  unread,
  search,
  children,
}: {
  title: string;
  userName: string;
  nav: PortalNavItem[];
  portal: "admin" | "agent" | "client";
  /** Unread notices (counted up to 100). */
  unread: number;
  /** The staff portals' search box (the layout gives it: the shell knows no capability). */
  search?: ReactNode;
  /** What the page shows; the matched child route when not given. */
  children?: ReactNode;
}) {
  const grouped = nav.some((item) => item.group);
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold text-brand-800">{title}</p>
          {grouped ? null : <PortalStrip label={`${title} sections`} nav={nav} />}
          <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
            {search}
            <NavLink
              to={`/${portal}/notifications`}
              className="flex items-center gap-1 rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
              data-testid="whats-new"
            >
              What's new
              {unread ? (
                <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">
                  {unread > 99 ? "99+" : unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </NavLink>
            <Link
              to={`/${portal}/account`}
              className="text-slate-700 hover:underline"
              data-testid="signed-in-user"
              title="Account and security"
            >
              {userName}
            </Link>
            <Form method="post" action={`/${portal}/logout`}>
              <button type="submit" className="btn-secondary">
                Log out
              </button>
            </Form>
          </div>
        </div>
        {grouped ? <PortalGroupedNav label={`${title} sections`} nav={nav} /> : null}
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}

type ShellData = { userName: string; unread: number };

/**
 * A portal page that failed (a 404 for a record that is not yours, an error) keeps
 * the portal's frame and navigation around its message.
 */
export function PortalErrorBoundary({
  routeId,
  ...frame
}: {
  routeId: string;
  title: string;
  portal: "admin" | "agent" | "client";
  nav: PortalNavItem[];
  search?: ReactNode;
}) {
  const error = useRouteError();
  const shell = useRouteLoaderData(routeId) as ShellData | undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? ["Not found", "That page or record does not exist, or it is not yours to see."]
      : (ERROR_MESSAGES[status] ?? UNKNOWN_ERROR);
  const message = (
    <div className="rounded-lg bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link to={frame.nav[0]?.to ?? "/"} className="btn-primary mt-6">
        Back to the dashboard
      </Link>
    </div>
  );
  if (!shell) return <main className="mx-auto max-w-3xl px-4 py-10">{message}</main>;
  return (
    <PortalShell {...frame} userName={shell.userName} unread={shell.unread}>
      {message}
    </PortalShell>
  );
}
