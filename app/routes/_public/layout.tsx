import { Outlet, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/lib/settings";
import { ScrollToTop } from "~/components/scroll-to-top";
import { WhatsAppButton } from "~/components/whatsapp-button";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useBrand } from "~/root";
import { getSettings } from "~/server/settings.server";

export type PublicHandle = { darkHero?: boolean };

/** The website settings, for a public page (the footer, About, the policies). */
export function usePublicSettings() {
  return (useRouteLoaderData("routes/_public") as { settings: SiteSettings } | undefined)?.settings ?? DEFAULT_SETTINGS;
}

export async function loader() {
  return { settings: await getSettings() };
}

/** The public shell: fixed header, the page, scroll-to-top button and footer. */
export default function PublicLayout() {
  const { settings } = useLoaderData<typeof loader>();
  const brand = useBrand();
  const darkHero = useMatches().some((m) => (m.handle as PublicHandle | undefined)?.darkHero);
  return (
    <>
      <a href="#main" className="sr-only z-50 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <SiteHeader brandName={brand.name} overDarkHero={darkHero} />
      <main id="main" className="pt-16">
        <Outlet />
      </main>
      <SiteFooter settings={settings} brand={brand} />
      <WhatsAppButton number={settings.social_media.whatsapp} brandName={brand.name} />
      <ScrollToTop />
    </>
  );
}
