import { Outlet, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import { ScrollToTop } from "~/components/ui/scroll-to-top";
import { WhatsAppButton } from "~/components/website/whatsapp-button";
import { SiteFooter } from "~/components/website/site-footer";
import { SiteHeader } from "~/components/website/site-header";
import type { RouteHandle } from "~/lib/http/route-handle";
import { useBrand } from "~/root";
import { firmStatement, type FirmStatementData } from "~/lib/website/firm-statement";
import { getSettings } from "~/server/website/settings.server";

/** What the firm is and is not, and its registrations, for a public page (About). */
export function useFirmStatement(): FirmStatementData {
  return (useRouteLoaderData("routes/_public") as { firm: FirmStatementData } | undefined)?.firm ?? { statement: "", registrations: [] };
}

export async function loader() {
  const settings = await getSettings();
  return { settings, firm: firmStatement(settings) };
}

/** The public shell: fixed header, the page, scroll-to-top button and footer. */
export default function PublicLayout() {
  const { settings, firm } = useLoaderData<typeof loader>();
  const brand = useBrand();
  const darkHero = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.darkHero);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader brandName={brand.name} overDarkHero={darkHero} />
      <main id="main" className="pt-16">
        <Outlet />
      </main>
      <WhatsAppButton number={settings.social_media.whatsapp} brandName={brand.name} />
      <SiteFooter settings={settings} brand={brand} firm={firm} />
      <ScrollToTop />
      <script src="/shell.js" defer />
    </>
  );
}
