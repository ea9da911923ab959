import { STATIC_PAGE } from "~/lib/http/route-handle";
import { PageHero } from "~/components/website/page-hero";
import { ILLUSTRATIONS } from "~/content/images";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CtaBanner, ServiceCardView } from "~/components/website/cards";
import { SERVICES, serviceCard } from "~/content/catalogue.server";
import type { ServiceCategory } from "~/content/types";
import { pageMeta } from "~/lib/website/seo";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

const GROUPS: { category: ServiceCategory; title: string }[] = [
  { category: "permanent-residency", title: "Permanent residency" },
  { category: "work", title: "Work visas" },
  { category: "job-seeker", title: "Job seeker visas" },
  { category: "study", title: "Study abroad" },
  { category: "visitor", title: "Visitor and travel visas" },
  { category: "business", title: "Business and investment" },
  { category: "family", title: "Family visas" },
];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Our services",
    description: "Work, study, visitor, family, business and permanent residence visas for Australia, Canada, the UK, the USA and Europe.",
    path: "/services",
  });

export function loader() {
  return {
    groups: GROUPS.map((g) => ({ ...g, services: SERVICES.filter((s) => s.category === g.category).map(serviceCard) })).filter(
      (g) => g.services.length,
    ),
  };
}

export default function Services() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        title="Our services"
        lead="Each page sets out who a route suits, the real eligibility rules, the steps, the documents, and the official time and fee, with sources."
        picture={ILLUSTRATIONS.services}
      >
        <nav aria-label="Service groups" className="mt-6 flex flex-wrap gap-2">
          {groups.map((g) => (
            <a
              key={g.category}
              href={`#${g.category}`}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600"
            >
              {g.title}
            </a>
          ))}
        </nav>
      </PageHero>
      <div className="container-page pb-16">
        {groups.map((g) => (
          <section key={g.category} id={g.category} aria-labelledby={`${g.category}-h`} className="mt-10 scroll-mt-24">
            <h2 id={`${g.category}-h`} className="text-2xl font-bold text-slate-900">
              {g.title}
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {g.services.map((s) => (
                <li key={s.slug}>
                  <ServiceCardView service={s} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CtaBanner
        title="Not sure where to start?"
        text="Tell us your plans. We will suggest the routes that fit and the ones that do not."
      />
    </>
  );
}
