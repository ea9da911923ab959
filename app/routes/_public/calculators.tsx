import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CALCULATORS } from "~/content/calculators";
import { latestCheck, rulesStatement } from "~/lib/calculators/engine";
import { STATIC_PAGE } from "~/lib/http/route-handle";
import { pageMeta } from "~/lib/website/seo";
import { PageHero } from "~/components/website/page-hero";
import { ILLUSTRATIONS } from "~/content/images";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Points calculators",
    description:
      "Do you qualify? Estimate your points for Canada's Express Entry, Australia's skilled visas and Germany's Opportunity Card.",
    path: "/calculators",
  });

export default function Calculators() {
  return (
    <>
      <PageHero
        title="Do you qualify? Points calculators"
        lead="Each calculator follows the official points table, shows every line of your score and what would raise it, and names the source and the day we checked it. We store your answers only if you send them to us."
        picture={ILLUSTRATIONS.services}
      />
      <div className="container-page pb-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {CALCULATORS.map((c) => (
            <li key={c.slug} className="rounded-lg border border-slate-200 p-5">
              <h2 className="text-lg font-semibold text-slate-900">
                <Link to={`/calculators/${c.slug}`} className="hover:underline">
                  {c.title}
                </Link>
              </h2>
              <p className="mt-2 text-sm text-slate-700">{c.summary}</p>
              <p className="mt-3 text-sm text-slate-600">{rulesStatement(latestCheck(c))}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
