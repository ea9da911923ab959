import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The frame of the sign-in screens (sign-in, code, forgotten password, invitation): a card in the middle of the page. */
export function AuthCard({
  heading,
  lead,
  children,
  wide = false,
}: {
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className={`w-full ${wide ? "max-w-lg" : "max-w-sm"}`}>
        <Link to="/" className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          ← Back to the website
        </Link>
        <div className="mt-4 rounded-lg bg-white p-6 shadow sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          {lead ? <div className="mt-1 text-sm text-slate-600">{lead}</div> : null}
          {children}
        </div>
      </div>
    </main>
  );
}
