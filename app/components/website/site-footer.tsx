import { Link } from "@remix-run/react";
import { FOOTER_SERVICES, QUICK_LINKS } from "~/lib/website/navigation";
import { whatsappLink, type SiteSettings } from "~/lib/website/settings";
import { withFullStop } from "~/lib/ui/format";
import type { FirmStatementData } from "~/lib/website/firm-statement";
import { FirmStatement } from "./firm-statement";
import { SOCIAL_ICONS } from "./social-icons";

const SIGN_IN = [
  ["clients", "client"],
  ["advisers", "agent"],
  ["administrators", "admin"],
];

type Social = { key: keyof SiteSettings["social_media"]; label: string; href: string };

/** Footer (SPEC.md §2): services, quick links, contact details and social links from settings. */
export function SiteFooter({
  settings,
  brand,
  firm,
}: {
  settings: SiteSettings;
  brand: { name: string; parent: string };
  firm: FirmStatementData;
}) {
  const { contact_info: contact, social_media: social } = settings;
  const links: Social[] = (
    [
      { key: "facebook", label: "Facebook", href: social.facebook },
      { key: "linkedin", label: "LinkedIn", href: social.linkedin },
      { key: "instagram", label: "Instagram", href: social.instagram },
      { key: "twitter", label: "X (Twitter)", href: social.twitter },
      { key: "youtube", label: "YouTube", href: social.youtube },
      { key: "whatsapp", label: "WhatsApp", href: whatsappLink(social.whatsapp) },
    ] as Social[]
  ).filter((s) => s.href);
  const phoneHref = contact.phone ? `tel:${contact.phone.replace(/[^\d+]/g, "")}` : "";
  return (
    <footer className="bg-slate-900 text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brand.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Advice and application support for work, study, visitor and permanent residence visas. Governments decide every application; we
            help you make a complete, honest one.
          </p>
          <FirmStatement firm={firm} className="mt-3 text-xs leading-relaxed text-slate-400" />
        </div>
        <FooterList title="Our Services" links={FOOTER_SERVICES} />
        <FooterList title="Quick Links" links={QUICK_LINKS} />
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">Get in Touch</h3>
          <address className="mt-3 space-y-2 text-sm not-italic">
            {contact.address ? <p>{contact.address}</p> : null}
            {contact.phone ? (
              <p>
                <a href={phoneHref} className="hover:text-white hover:underline">
                  {contact.phone}
                </a>
              </p>
            ) : null}
            {contact.email ? (
              <p>
                <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">
                  {contact.email}
                </a>
              </p>
            ) : null}
          </address>
          {links.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
              {links.map((s) => (
                <li key={s.key}>
                  <a
                    href={s.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={s.label}
                    data-social={s.key}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                  >
                    {SOCIAL_ICONS[s.key]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>{`© ${new Date().getFullYear()} ${withFullStop(brand.parent)} All rights reserved.`}</p>
          <p>Visa decisions are made by the governments concerned. No outcome is guaranteed.</p>
          <p>
            Sign in:
            {SIGN_IN.map(([who, portal]) => (
              <a key={portal} href={`/${portal}/login`} className="ml-2 underline hover:text-white">
                {who}
              </a>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h3>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
