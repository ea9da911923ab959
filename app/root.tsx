import { useFocusFirstError } from "~/lib/ui/use-focus-first-error";
import { ERROR_MESSAGES, UNKNOWN_ERROR } from "~/lib/http/error-messages";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { ToastView } from "~/components/ui/toast";
import { useState } from "react";
import type { RouteHandle } from "~/lib/http/route-handle";
import { setFirmTimeZone } from "~/lib/ui/format";
import { getEnv } from "~/server/runtime/env.server";
import { firmTimeZoneSetting } from "~/server/website/settings.server";
import type { Toast } from "~/lib/http/toast";
import { readToast } from "~/server/http/toast.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.brand.name ?? "Immigration consultancy" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  const [{ toast, clear }, timeZone] = await Promise.all([readToast(request), firmTimeZoneSetting()]);
  const body: RootData = { brand: { name: env.APP_NAME, parent: env.PARENT_COMPANY }, appUrl: env.APP_URL, timeZone, toast };
  return data(body, clear ? { headers: { "Set-Cookie": clear, "Cache-Control": "private, no-store" } } : undefined);
}

export type RootData = { brand: { name: string; parent: string }; appUrl: string; timeZone: string; toast: null | Toast };

export function useBrand() {
  return (useRouteLoaderData("root") as RootData | undefined)?.brand ?? { name: "Immigration consultancy", parent: "" };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A static page (RouteHandle) is sent without Remix's scripts: the browser never runs React on it.
  const staticPage = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.staticPage);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Marks that JavaScript runs, before first paint: CSS keeps a solid header without it. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#174ca8" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen" id="top">
        {children}
        {staticPage ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { toast: flash, timeZone } = useLoaderData<RootData>();
  const toast = useShownToast(flash);
  // Before any page renders: its times are shown in the firm's zone, here and in the browser.
  setFirmTimeZone(timeZone);
  useFocusFirstError();
  // In the flow at the top of the page; on the public site below its fixed header, taking the place of main's top padding.
  const publicSite = useMatches().some((m) => m.id === "routes/_public");
  return (
    <>
      {toast ? (
        <ToastView toast={toast} className={publicSite ? "container-page relative z-10 -mb-16 pt-20" : "mx-auto max-w-7xl px-4 pt-4"} />
      ) : null}
      <Outlet />
    </>
  );
}

/**
 * The flash message on screen stays until it fades or is closed. The flash is read once, so
 * a later reading of the page's data (Remix reads it again after a form sent in place) has
 * none, and must not take the one shown away.
 */
function useShownToast(flash: Toast | null) {
  const [shown, setShown] = useState(flash);
  if (flash && flash !== shown) setShown(flash);
  return flash ?? shown;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const [title, message] = ERROR_MESSAGES[error.status] ?? UNKNOWN_ERROR;
    return <ErrorScreen title={title} message={message} />;
  }
  console.error(error);
  return <ErrorScreen title="Oops! Something went wrong" message="An unexpected error occurred. Please refresh the page or try again." />;
}

/** The spec's fallback screen: Refresh Page reloads; Try Again goes back to where the user came from. */
function ErrorScreen({ title, message }: { title: string; message: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md rounded-lg bg-white p-8 text-center shadow">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* Plain links so both work with JavaScript off. */}
          <a href="" className="btn-primary">
            Refresh Page
          </a>
          <a href="/" className="btn-secondary">
            Try Again
          </a>
        </div>
      </div>
    </main>
  );
}
