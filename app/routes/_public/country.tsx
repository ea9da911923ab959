import type { RouteHandle } from "~/lib/http/route-handle";
import { PictureImage } from "~/components/website/site-image";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CtaBanner } from "~/components/website/cards";
import {
  Advisers,
  Block,
  CheckedSource,
  Checklist,
  Disclaimer,
  Faqs,
  FigureSources,
  LastReviewed,
  SourceList,
} from "~/components/website/content-blocks";
import { getCountry, getService } from "~/content/catalogue.server";
import { reviewedOn } from "~/content/figures";
import { flagOf } from "~/content/images";
import { pageMeta } from "~/lib/website/seo";
import { CALCULATORS } from "~/content/calculators";

// The dark hero: the header is transparent over it, with the logo inverted, while at the top.
export const handle: RouteHandle = { darkHero: true, staticPage: true };

export function loader({ params }: LoaderFunctionArgs) {
  const country = getCountry(params.slug ?? "");
  if (!country) throw data(null, { status: 404 });
  const pathways = country.pathways
    .map((p) => ({ ...p, title: getService(p.service)?.title }))
    .filter((p): p is typeof p & { title: string } => Boolean(p.title));
  const calculator = CALCULATORS.find((c) => c.country === country.slug);
  return {
    country,
    pathways,
    reviewed: reviewedOn(country),
    flag: flagOf(country.slug, 64),
    calculator: calculator ? { slug: calculator.slug, title: calculator.title } : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: `Immigrate to ${data.country.name}`,
        description: data.country.summary,
        path: `/countries/${data.country.slug}`,
      })
    : [{ title: "Page not found" }];

export default function CountryPage() {
  const { country: c, pathways, reviewed, flag, calculator } = useLoaderData<typeof loader>();
  return (
    <article>
      <header className="-mt-16 bg-gradient-to-br from-brand-900 to-brand-700 pb-14 pt-28 text-white">
        <div className="container-page">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">Destination</p>
          <div className="mt-2 flex items-center gap-4">
            <PictureImage picture={flag} eager className="rounded shadow ring-1 ring-white/30" />
            <h1 className="text-4xl font-bold sm:text-5xl">{c.name}</h1>
          </div>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{c.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/contact" className="btn-accent px-6 py-3 text-base">
              Get Started
            </Link>
            <Link to="/book" className="rounded-md border border-white/60 px-6 py-3 text-base font-semibold text-white hover:bg-white/10">
              Book a consultation
            </Link>
            {calculator ? (
              <Link
                to={`/calculators/${calculator.slug}`}
                className="rounded-md border border-white/60 px-6 py-3 text-base font-semibold text-white hover:bg-white/10"
              >
                {calculator.title}
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-3xl">
          <Block title={`Why ${c.name}?`} id="why">
            <div className="space-y-4">
              {c.why.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </Block>
          <Block title="Main pathways" id="pathways">
            <ul className="grid gap-4 sm:grid-cols-2">
              {pathways.map((p) => (
                <li key={p.service} className="rounded-lg border border-slate-200 p-4">
                  <Link to={`/services/${p.service}`} className="font-semibold text-brand-700 hover:underline">
                    {p.title}
                  </Link>
                  <p className="mt-1 text-sm">{p.blurb}</p>
                </li>
              ))}
            </ul>
          </Block>
          <Block title="Who qualifies" id="qualifies">
            <div className="space-y-4">
              {c.whoQualifies.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </Block>
          <Block title="Costs and times" id="costs">
            <ul className="space-y-4">
              {c.costsAndTimes.map((f) => (
                <li key={f.text} className="rounded-lg border border-slate-200 p-4 text-sm">
                  {f.text}
                  <CheckedSource source={f.source} checked={f.checked} />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">
              Government fees are paid to the government and are separate from our consultancy fees.
            </p>
          </Block>
          <Block title="Common reasons for refusal" id="refusals">
            <Checklist items={c.refusalReasons} />
          </Block>
          <Block title="Who may advise you for a fee" id="advisers">
            <Advisers advisers={c.advisers} />
          </Block>
          <Block title="Frequently asked questions" id="faqs">
            <Faqs faqs={c.faqs} />
          </Block>
          <Block title="Official sources" id="sources">
            <SourceList sources={c.sources} />
            <FigureSources figures={c.figures} />
            <div className="mt-3">
              <LastReviewed date={reviewed} />
            </div>
          </Block>
          <Disclaimer />
        </div>
        <aside className="lg:pt-10" aria-labelledby="facts-heading">
          <div className="rounded-lg border border-slate-200 p-5">
            <h2 id="facts-heading" className="font-semibold text-slate-900">
              Key facts
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {(
                [
                  ["Capital", c.facts.capital],
                  ["Currency", c.facts.currency],
                  ["Language", c.facts.language],
                  ["Climate", c.facts.climate],
                ] as const
              ).map(([k, v]) => (
                <div key={k}>
                  <dt className="font-medium text-slate-600">{k}</dt>
                  <dd className="text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
      <CtaBanner title={`Planning a move to ${c.name}?`} text="Tell us about your education, work and family. We will map your options." />
    </article>
  );
}

export { PublicErrorBoundary as ErrorBoundary } from "~/components/website/public-error";
