import { Link, Outlet } from "@remix-run/react";
import { useBrand } from "~/root";

// The public shell. The public-site issue fills in the navigation and footer.
export default function PublicLayout() {
  const brand = useBrand();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex items-center justify-between py-4">
          <Link to="/" className="text-lg font-bold text-brand-800">
            {brand.name}
          </Link>
          <Link to="/contact" className="btn-accent">
            Get Started
          </Link>
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="mt-16 border-t border-slate-200 bg-slate-900 py-8 text-sm text-slate-300">
        <div className="container-page">
          © {new Date().getFullYear()} {brand.parent}. All rights reserved.
        </div>
      </footer>
    </>
  );
}
